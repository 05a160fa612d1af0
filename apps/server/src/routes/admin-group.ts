import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MESSAGES } from '@seoul-glow/shared';
import { AppError } from '../lib/app-error';
import type { AuthService } from '../modules/auth/auth.service';
import type { AdminUserRow } from '../modules/users/users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, set by the admin group's check for every admin call. */
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
 * The one admin check (docs/product.md#who-may-do-what), run first for every route of the group,
 * before any body is read: a missing, bad or expired token, or a deleted or inactive user, is a
 * 401 (the user is re-read on every call, so deactivation takes effect at once); a superadmin
 * endpoint refuses other admins with 403.
 */
function checkAdmin(auth: AuthService) {
  return async (request: FastifyRequest) => {
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
 * refuses them anywhere else), and the check above guards them all.
 */
export function adminGroup(auth: AuthService, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (group) => {
    group.decorate('adminGroup', true);
    group.addHook('onRequest', checkAdmin(auth));
    await group.register(routes);
  };
}
