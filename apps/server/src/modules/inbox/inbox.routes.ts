import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import { route } from '../../lib/route';
import type { InboxService } from './inbox.service';

const { inbox: api } = endpoints.admin;

export function inboxRoutes(inbox: InboxService): FastifyPluginAsync {
  return async (app) => {
    route(app, api.messages, async (request) => ({
      succeeded: true,
      data: await inbox.messages(request.query),
    }));

    route(app, api.markRead, async (request) => {
      const data = await inbox.markRead(request.query.id, request.query.read);
      request.audit.describe({ after: { read: request.query.read } });
      return { succeeded: true, data };
    });

    route(app, api.subscribers, async (request) => ({
      succeeded: true,
      data: await inbox.subscribers(request.query),
    }));
  };
}
