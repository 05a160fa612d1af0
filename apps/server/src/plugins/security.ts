import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { hasNul, nulError } from '../lib/nul-text';

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

/** Helmet's settings: the HTML documents get their own CSP from the web handler (web-app.ts). */
const HELMET: HelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  // Product images are embedded by link previews and other sites' shares.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * The headers helmet sets for `options`, worked out once by running its middleware against a
 * response that only records them: none of them depends on the request, and helmet's chain of a
 * dozen middlewares per request was ~3-7% of a short API answer's time in profiles.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failed = err ?? null;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

/** Every response's security headers: helmet's (see helmetHeaders) and the Permissions-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...helmetHeaders(HELMET),
  'permissions-policy': PERMISSIONS_POLICY,
};

/**
 * The security headers on every response. The HTML documents get their own nonce- or hash-based
 * Content-Security-Policy from the web handler (web-app.ts), so helmet's is off here.
 */
export const security = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  // PostgreSQL text cannot hold U+0000: refuse it up front (400) instead of failing the query (500).
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) throw nulError();
  });
});

/** The policy around the inline scripts' sources: the same for every page. */
const CSP_BEFORE_INLINE = "default-src 'self'; script-src 'self'";
const CSP_AFTER_INLINE = ` https://js.stripe.com; ${[
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
].join('; ')}`;

/**
 * docs/product.md#security: self only; frames only for the three video hosts we embed. Inline scripts run only
 * when they carry the response's nonce (streamed pages) or match one of the listed SHA-256
 * hashes (cached pages, whose bytes are shared by many responses: see page-cache.ts).
 */
export function contentSecurityPolicy(inline: { nonce: string } | { hashes: string[] }): string {
  if ('nonce' in inline) return `${CSP_BEFORE_INLINE} 'nonce-${inline.nonce}'${CSP_AFTER_INLINE}`;
  // Built on every kept page's answer: concatenation, no arrays.
  let policy = CSP_BEFORE_INLINE;
  for (const hash of inline.hashes) policy += ` 'sha256-${hash}'`;
  return policy + CSP_AFTER_INLINE;
}
