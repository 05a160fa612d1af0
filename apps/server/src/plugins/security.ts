import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * What the pages may ask the browser for (docs/product.md#security): the camera and microphone
 * for the assistant's photo and voice messages, payments for Stripe's card form; nothing else.
 * Only features Chromium knows are listed: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'payment=(self "https://js.stripe.com")',
  'geolocation=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
].join(', ');

/**
 * Helmet's headers and the Permissions-Policy on every response. The HTML documents get their own
 * nonce-based Content-Security-Policy from the web handler (web-app.ts), so helmet's is off here.
 */
export const security = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Product images are embedded by link previews and other sites' shares.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // PostgreSQL text cannot hold U+0000: refuse it up front (400) instead of failing the query (500).
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) throw nulError();
  });
});

export const nulError = () => new AppError('VALIDATION', 'Text must not contain NUL characters');

/** True when any string or key in a parsed body, query or params holds a NUL (iterative: no deep recursion). */
export function hasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * docs/product.md#security: self only; frames only for the three video hosts we embed. Inline scripts run only
 * when they carry the response's nonce (streamed pages) or match one of the listed SHA-256
 * hashes (cached pages, whose bytes are shared by many responses: see page-cache.ts).
 */
export function contentSecurityPolicy(inline: { nonce: string } | { hashes: string[] }): string {
  const inlineSources =
    'nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((h) => `'sha256-${h}'`);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineSources, 'https://js.stripe.com'].join(' '),
    // No inline styles: store pages carry none, so an injected style cannot run (docs/product.md#security).
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://www.tiktok.com https://js.stripe.com',
    "media-src 'self' https: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
