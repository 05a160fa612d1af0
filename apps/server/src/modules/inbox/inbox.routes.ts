import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessagesResponse,
  inboxPageQuery,
  markMessageReadQuery,
  markMessageReadResponse,
  subscribersResponse,
} from '@seoul-glow/shared';
import { requireAdmin } from '../../plugins/auth-guard';
import type { AuthService } from '../auth/auth.service';
import type { InboxService } from './inbox.service';
import { ADMIN_DOC } from '../../plugins/openapi';

export function inboxRoutes(deps: { auth: AuthService; inbox: InboxService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireAdmin(deps.auth));

    app.get(
      '/Contact/getAllMessages',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Page the contact messages (admin)',
          tags: ['Admin inbox'],
          querystring: inboxPageQuery,
          response: { 200: contactMessagesResponse },
        },
      },
      async (request) => ({ succeeded: true, data: await deps.inbox.messages(request.query) }),
    );

    app.post(
      '/Contact/markMessageRead',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Mark a contact message read or unread (admin)',
          tags: ['Admin inbox'],
          querystring: markMessageReadQuery,
          response: { 200: markMessageReadResponse },
        },
      },
      async (request) => ({
        succeeded: true,
        data: await deps.inbox.markRead(request.query.id, request.query.read),
      }),
    );

    app.get(
      '/Newsletter/getAllSubscribers',
      {
        schema: {
          ...ADMIN_DOC,
          summary: 'Page the newsletter subscribers (admin)',
          tags: ['Admin inbox'],
          querystring: inboxPageQuery.omit({ unread: true }),
          response: { 200: subscribersResponse },
        },
      },
      async (request) => ({ succeeded: true, data: await deps.inbox.subscribers(request.query) }),
    );
  };
}
