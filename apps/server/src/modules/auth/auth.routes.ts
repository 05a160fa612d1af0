import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_MESSAGES, endpoints, isSession } from '@seoul-glow/shared';
import { route } from '../../lib/route';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';

const { auth: api, twoFactor } = endpoints;

/**
 * POST /api/Auth/login and /api/Auth/twoFactor/verify: public, the way into the admin area. Each
 * attempt is throttled and audited by the service (docs/product.md#security).
 */
export function signInRoutes(deps: { auth: AuthService }): FastifyPluginAsync {
  return async (app) => {
    // A session, a challenge or a refusal: nothing a browser or a proxy should keep.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    route(app, api.login, async (request) => {
      const data = await deps.auth.login(request.body.email, request.body.password, request.ip);
      if (isSession(data)) request.log.info({ adminId: data.id }, 'admin signed in');
      return isSession(data)
        ? { succeeded: true, data }
        : { succeeded: true, data, message: ACCOUNT_MESSAGES.codeRequired };
    });

    route(app, twoFactor.verify, async (request) => {
      const data = await deps.auth.verifyTwoFactor(request.body.challenge, request.body.code, request.ip);
      request.log.info({ adminId: data.id }, 'admin signed in with a second factor');
      return { succeeded: true, data };
    });
  };
}

/** The token and account calls of a signed-in admin; registered in the admin group. */
export function tokenRoutes(deps: { auth: AuthService; users: UsersService }): FastifyPluginAsync {
  return async (app) => {
    route(app, api.refresh, async (request) => ({
      succeeded: true,
      data: await deps.auth.refresh(request.admin!),
    }));

    // Not public: a superadmin registers admins exactly as createUser does.
    route(app, api.register, async (request) => {
      const data = await deps.users.create(request.body);
      request.audit.describe({
        id: data.userId,
        after: { name: request.body.fullName, email: request.body.email, role: request.body.role },
      });
      return { succeeded: true, data };
    });

    route(app, api.changePassword, async (request) => {
      const { currentPassword, newPassword } = request.body;
      const data = await deps.auth.changePassword(request.admin!, currentPassword, newPassword, request.ip);
      request.audit.describe({ id: data.id, after: { password: 'changed', sessions: 'ended' } });
      return { succeeded: true, data, message: ACCOUNT_MESSAGES.passwordChanged };
    });

    route(app, api.signOutEverywhere, async (request) => {
      await deps.auth.signOutEverywhere(request.admin!);
      request.audit.describe({ id: request.admin!.id, after: { sessions: 'ended' } });
      return { succeeded: true, message: ACCOUNT_MESSAGES.signedOutEverywhere };
    });
  };
}
