import type { FastifyRequest } from 'fastify';

/**
 * The shop's origin for links and page-cache keys: the configured public URL when there is one
 * (in production there must be: a forged Host header must not reach a mailed link), else the
 * origin the request was made to. Never with a trailing slash.
 */
export function requestOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
