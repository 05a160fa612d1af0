import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@seoul-glow/shared';
import { AppError } from '../lib/app-error';
import type { AuthService } from '../modules/auth/auth.service';
import type { AdminUserRow } from '../modules/users/users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AdminUserRow;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * preHandler for every admin route: a missing, bad or expired token, or a deleted or inactive
 * user, is a 401 (the user is re-read on every call, so deactivation takes effect at once).
 */
export function requireAdmin(auth: AuthService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const user = token ? await auth.authenticate(token) : null;
    if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.auth.unauthorized);
    request.admin = user;
  };
}

export function requireSuperAdmin(auth: AuthService) {
  const admin = requireAdmin(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await admin(request, reply);
    if (request.admin?.role !== 'superadmin') {
      throw new AppError('FORBIDDEN', MESSAGES.auth.forbidden);
    }
  };
}
