import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  registerUserBody,
  envelope,
  loginRequest,
  loginResponse,
  refreshResponse,
} from '@seoul-glow/shared';
import { AppError } from '../../lib/app-error';
import { z } from 'zod';
import type { RateLimiter } from '../../lib/rate-limiter';
import { requireAdmin, requireSuperAdmin } from '../../plugins/auth-guard';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';
import { ADMIN_DOC } from '../../plugins/openapi';

/**
 * Ten failed sign-ins a minute per address, then 429 until the window ends; successful sign-ins
 * do not count. The account lockout (auth.service.ts) covers slow guessing of one account.
 */
export const LOGIN_RATE = { name: 'login', max: 10, windowMs: 60_000 };

export function authRoutes(deps: {
  auth: AuthService;
  users: UsersService;
  limiter: RateLimiter;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/Auth/login',
      {
        schema: {
          summary: 'Sign in as an admin and receive a bearer token',
          tags: ['Auth'],
          body: loginRequest,
          response: { 200: loginResponse },
        },
      },
      async (request) => {
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
      },
    );

    app.post(
      '/Auth/refresh-token',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Exchange a valid token for a fresh one (admin)',
          tags: ['Auth'],
          response: { 200: refreshResponse },
        },
        preHandler: requireAdmin(deps.auth),
      },
      async (request) => ({ succeeded: true, data: await deps.auth.refresh(request.admin!.id) }),
    );

    // DESIGN §4: not public; a superadmin registers admins exactly as createUser does.
    app.post(
      '/Auth/register',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Register an admin (superadmin only)',
          tags: ['Auth'],
          body: registerUserBody,
          response: { 200: envelope(z.object({ userId: z.number().int() })) },
        },
        preHandler: requireSuperAdmin(deps.auth),
      },
      async (request) => ({ succeeded: true, data: await deps.users.create(request.body) }),
    );
  };
}
