import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@seoul-glow/shared';
import { route } from '../../lib/route';
import type { PaymentsService } from './payments.service';

const { payments: api } = endpoints;

export function paymentsRoutes(payments: PaymentsService): FastifyPluginAsync {
  return async (app) => {
    route(app, api.config, async () => ({ succeeded: true, data: payments.config() }));

    // The per-address limit is counted in the same statement as the card's outcome.
    route(app, api.confirmDemo, async (request) => ({
      succeeded: true,
      data: await payments.confirmDemo(request.body, request.ip),
    }));
  };
}
