import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, endpoints } from '@seoul-glow/shared';
import { route } from '../../lib/route';
import type { ModerationService } from './moderation.service';

const api = endpoints.admin.reviews;
const M = MESSAGES.reviews;

/**
 * Admin → Reviews, registered inside the admin group (routes/admin.ts): the token is checked
 * before these run, and the group's audit trail records each write with what it changed (the
 * reason of a hide or publish included).
 */
export function adminReviewsRoutes(moderation: ModerationService): FastifyPluginAsync {
  return async (app) => {
    route(app, api.list, async (request) => ({
      succeeded: true,
      data: await moderation.list(request.query),
    }));

    route(app, api.moderate, async (request) => {
      const { id, action, reason } = request.body;
      const { review, change } = await moderation.moderate(id, action, reason);
      request.audit?.describe({ entity: 'review', id, ...change, detail: reason || undefined });
      return { succeeded: true, data: review, message: action === 'hide' ? M.hiddenDone : M.publishedDone };
    });

    route(app, api.reply, async (request) => {
      const { id, text } = request.body;
      const { review, change } = await moderation.reply(id, text);
      request.audit?.describe({ entity: 'review', id, ...change });
      return { succeeded: true, data: review, message: text ? M.replySaved : M.replyRemoved };
    });
  };
}
