import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, endpoints } from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { route } from '../../lib/route';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';

const { auth: api } = endpoints;

/**
 * Ten failed sign-ins a minute per address, then 429 until the window ends; successful sign-ins
 * do not count. The account lockout (auth.service.ts) covers slow guessing of one account.
 */
export const LOGIN_RATE = { name: 'login', max: 10, windowMs: 60_000 };

/** POST /api/Auth/login: public, the way into the admin area. */
export function signInRoutes(deps: { auth: AuthService; limiter: RateLimiter }): FastifyPluginAsync {
  return async (app) => {
    route(app, api.login, async (request) => {
      const retry = await deps.limiter.blockedFor(LOGIN_RATE, request.ip);
      if (retry !== null) {
        throw new AppError('RATE_LIMITED', MESSAGES.generic.rateLimited, { 'retry-after': String(retry) });
      }
      const data = await deps.auth
        .login(request.body.email, request.body.password)
        .catch(async (err: unknown) => {
          if (err instanceof AppError && err.code === 'UNAUTHORIZED')
            await deps.limiter.hit(LOGIN_RATE, request.ip);
          throw err;
        });
      request.log.info({ adminId: data.id }, 'admin signed in');
      return { succeeded: true, data };
    });
  };
}

/** The token calls of a signed-in admin; registered in the admin group. */
export function tokenRoutes(deps: { auth: AuthService; users: UsersService }): FastifyPluginAsync {
  return async (app) => {
    route(app, api.refresh, async (request) => ({
      succeeded: true,
      data: await deps.auth.refresh(request.admin!.id),
    }));

    // Not public: a superadmin registers admins exactly as createUser does.
    route(app, api.register, async (request) => ({
      succeeded: true,
      data: await deps.users.create(request.body),
    }));
  };
}
