/**
 * Logs without personal data (docs/product.md#security): request URLs keep their path and the
 * query parameters that name catalog pages, with order ids and email addresses cut out of both;
 * every other query value (a token, an email proof, a payment's secret, a parameter added later)
 * is replaced. Error messages, stacks and details are scrubbed the same way, since a database or
 * SMTP error can quote the value it refused. Bodies are never logged.
 */
import { createHmac } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

const REDACTED = '[redacted]';

/** An order's public id (lib/order-id.ts: `SG-` and 10 Crockford base32 characters), any case. */
const ORDER_ID = /SG-[0-9A-Z]{10}(?![0-9A-Z])/gi;
/** An email address, also percent-encoded (`%40`) as it appears in URLs. */
const EMAIL = /[A-Z0-9._%+-]+(?:@|%40)[A-Z0-9.-]+\.[A-Z]{2,}/gi;

/** Query parameters whose values are kept (scrubbed): they describe catalog pages, not people. */
const KEPT_PARAMS = new Set(['page', 'pageSize', 'sort', 'category', 'q', 'status', 'id']);

export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(ORDER_ID, 'SG-[order]');
}

/**
 * Names a mail's recipient in the log: the same address always gives the same 12 characters. An
 * HMAC under a server key, not a bare hash: whoever reads the log cannot hash a list of known
 * addresses and find who was mailed.
 */
export function recipientHash(email: string, key: Buffer): string {
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex').slice(0, 12);
}

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = redactText(at < 0 ? url : url.slice(0, at));
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      if (eq < 0) return redactText(name);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is not one of ours: its value goes.
      }
      return KEPT_PARAMS.has(decoded)
        ? `${redactText(name)}=${redactText(pair.slice(eq + 1))}`
        : `${redactText(name)}=${REDACTED}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** The request as logged: Fastify's usual fields, the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino's error serializer, with every string it carries scrubbed. */
function serializeError(err: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(err);
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return redactText(value);
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v)]));
    return value;
  };
  return scrub(serialized) as ReturnType<typeof stdSerializers.err>;
}

/** The logger options of buildApp; `stream` lets a test read what would be logged. */
export function loggerOptions(level: string, stream?: Writable) {
  return {
    level,
    // Never log bodies, passwords, tokens or card numbers: only the request line and status.
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: serializeRequest, err: serializeError },
    // A message text can quote a value too (a framework error's message): scrubbed like the rest.
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? redactText(a) : a)),
        );
      },
    },
    ...(stream ? { stream } : {}),
  };
}
