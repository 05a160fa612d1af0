import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, endpoints } from '@seoul-glow/shared';
import { route } from '../../lib/route';
import type { UsersService } from './users.service';

const { users: api } = endpoints.admin;

export function usersRoutes(users: UsersService): FastifyPluginAsync {
  return async (app) => {
    route(app, api.list, async () => ({ succeeded: true, data: await users.list() }));

    route(app, api.save, async (request) => ({
      succeeded: true,
      data: await users.save(request.admin!, request.body),
    }));

    route(app, api.remove, async (request) => {
      await users.remove(request.admin!, request.query.id);
      return { succeeded: true, message: MESSAGES.user.deleted };
    });
  };
}
