import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, endpoints } from '@seoul-glow/shared';
import { route } from '../../lib/route';
import type { AdminUserRow } from './users.repository';
import type { UsersService } from './users.service';

const { users: api } = endpoints.admin;

/** What the audit log keeps of an admin user: never the hash, only whether the password changed. */
function auditFields(row: AdminUserRow, passwordChanged = false) {
  return {
    name: row.fullName,
    email: row.email,
    role: row.role,
    status: row.status,
    ...(passwordChanged ? { password: 'changed' } : {}),
  };
}

export function usersRoutes(users: UsersService): FastifyPluginAsync {
  return async (app) => {
    route(app, api.list, async () => ({ succeeded: true, data: await users.list() }));

    route(app, api.save, async (request) => {
      const saved = await users.save(request.admin!, request.body);
      request.audit.describe({
        id: saved.userId,
        before: saved.before ? auditFields(saved.before) : undefined,
        after: auditFields(saved.after, Boolean(saved.before && request.body.password)),
      });
      return { succeeded: true, data: { userId: saved.userId } };
    });

    route(app, api.remove, async (request) => {
      const removed = await users.remove(request.admin!, request.query.id);
      request.audit.describe({ id: removed.id, before: auditFields(removed) });
      return { succeeded: true, message: MESSAGES.user.deleted };
    });
  };
}
