import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@seoul-glow/shared';
import { AppError } from '../lib/app-error';
import { auditRecorder } from '../modules/audit/audit-recorder';
import type { AuditLog } from '../modules/audit/audit.service';
import type { AuthService, SignedInAdmin } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, set by the admin group's check for every admin call. */
    admin?: SignedInAdmin;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The one admin check (docs/product.md#who-may-do-what), run first for every route of the group,
 * before any body is read: a missing, bad or expired token, or a deleted or inactive user, is a
 * 401 (the user is re-read on every call, so deactivation takes effect at once); a superadmin
 * endpoint refuses other admins with 403.
 */
function checkAdmin(auth: AuthService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Admin answers hold personal data, sessions and secrets (every one, refusals too): never kept.
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request);
    const user = token ? await auth.authenticate(token) : null;
    if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.auth.unauthorized);
    request.admin = user;
    if (request.routeOptions.config.endpoint?.access === 'superadmin' && user.role !== 'superadmin') {
      throw new AppError('FORBIDDEN', MESSAGES.auth.forbidden);
    }
  };
}

/**
 * The admin route group: `routes` registers the admin and superadmin endpoints (lib/route.ts
 * refuses them anywhere else), the check above guards them all, and the audit recorder writes a
 * row for every write among them (modules/audit/audit-recorder.ts), in the write's own
 * transaction, so an endpoint added to the group is audited without a line of its own. Only route()'s own test leaves `audit` out.
 */
export function adminGroup(
  { auth, audit }: { auth: AuthService; audit?: AuditLog },
  routes: FastifyPluginAsync,
): FastifyPluginAsync {
  return async (group) => {
    group.decorate('adminGroup', true);
    if (audit) {
      const recorder = auditRecorder(audit);
      group.decorateRequest('audit', null as never);
      group.addHook('onRequest', recorder.onRequest);
      group.addHook('onSend', recorder.onSend);
      // Every write's handler runs in the transaction its audit row is written in.
      group.addHook('onRoute', (options) => {
        const methods = [options.method].flat();
        if (!methods.some(recorder.isWrite)) return;
        const handler = options.handler;
        options.handler = function (this: FastifyInstance, request, reply) {
          return recorder.write(request, reply, async () => handler.call(this, request, reply));
        };
      });
    }
    group.addHook('onRequest', checkAdmin(auth));
    await group.register(routes);
  };
}
