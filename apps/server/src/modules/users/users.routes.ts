import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  createUserBody,
  createUserResponse,
  deleteUserQuery,
  envelope,
  getAllUsersResponse,
} from '@seoul-glow/shared';
import { requireAdmin } from '../../plugins/auth-guard';
import type { AuthService } from '../auth/auth.service';
import type { UsersService } from './users.service';
import { ADMIN_DOC } from '../../plugins/openapi';

export function usersRoutes(deps: { auth: AuthService; users: UsersService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireAdmin(deps.auth));

    app.get(
      '/User/getAllUsers',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Every admin user (admin)',
          tags: ['Admin users'],
          response: { 200: getAllUsersResponse },
        },
      },
      async () => ({
        succeeded: true,
        data: await deps.users.list(),
      }),
    );

    app.post(
      '/User/createUser',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Create or update an admin user (admin)',
          tags: ['Admin users'],
          body: createUserBody,
          response: { 200: createUserResponse },
        },
      },
      async (request) => ({ succeeded: true, data: await deps.users.save(request.admin!, request.body) }),
    );

    app.delete(
      '/User/deleteUser',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Delete an admin user (admin)',
          tags: ['Admin users'],
          querystring: deleteUserQuery,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await deps.users.remove(request.admin!, request.query.id);
        return { succeeded: true, message: MESSAGES.user.deleted };
      },
    );
  };
}
