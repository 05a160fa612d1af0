import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import { route } from '../../lib/route';
import type { AuditLog } from './audit.service';

/** GET /api/Audit/getAll: Settings → Activity (superadmin; the admin group checks the role). */
export function auditRoutes(audit: AuditLog): FastifyPluginAsync {
  return async (app) => {
    route(app, endpoints.admin.audit.list, async (request) => ({
      succeeded: true,
      data: await audit.list(request.query),
    }));
  };
}
