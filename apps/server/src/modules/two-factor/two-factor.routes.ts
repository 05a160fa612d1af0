import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, endpoints, type LoginData } from '@seoul-glow/shared';
import { route } from '../../lib/route';
import type { TwoFactorService } from './two-factor.service';

const { twoFactor: api } = endpoints;

/**
 * Your own two-factor sign-in, and a superadmin's reset of someone else's; in the admin group.
 * Turning it on, moving it or off ends every session of the admin; this one goes on with the
 * fresh token the answer carries (docs/product.md#security), from `renewSession` (the auth
 * module's refresh, which keeps the session's sign-in time).
 */
export function twoFactorRoutes(
  twoFactor: TwoFactorService,
  renewSession: (admin: NonNullable<FastifyRequest['admin']>) => Promise<LoginData>,
): FastifyPluginAsync {
  return async (app) => {
    route(app, api.status, async (request) => ({
      succeeded: true,
      data: await twoFactor.status(request.admin!),
    }));

    route(app, api.setup, async (request) => {
      const data = await twoFactor.setup(request.admin!, request.body.currentPassword, request.ip);
      request.audit.describe({ id: request.admin!.id, detail: 'new secret, not on yet' });
      return { succeeded: true, data };
    });

    route(app, api.enable, async (request) => {
      const { recoveryCodes } = await twoFactor.enable(request.admin!, request.body.code);
      const session = await renewSession(request.admin!);
      request.audit.describe({
        id: request.admin!.id,
        before: { twoFactor: request.admin!.totpSecret ? 'on (previous phone)' : 'off' },
        after: { twoFactor: 'on', otherSessions: 'ended' },
      });
      return { succeeded: true, data: { recoveryCodes, session }, message: ACCOUNT_MESSAGES.enabled };
    });

    route(app, api.disable, async (request) => {
      await twoFactor.disable(request.admin!, request.body.currentPassword, request.body.code, request.ip);
      const session = await renewSession(request.admin!);
      request.audit.describe({
        id: request.admin!.id,
        before: { twoFactor: 'on' },
        after: { twoFactor: 'off', otherSessions: 'ended' },
      });
      return { succeeded: true, data: session, message: ACCOUNT_MESSAGES.disabled };
    });

    route(app, api.recoveryCodes, async (request) => {
      const data = await twoFactor.regenerateCodes(request.admin!, request.body.currentPassword, request.ip);
      request.audit.describe({ id: request.admin!.id, detail: 'new recovery codes' });
      return { succeeded: true, data, message: ACCOUNT_MESSAGES.newCodes };
    });

    route(app, api.reset, async (request) => {
      const target = await twoFactor.reset(request.admin!, request.body.userId);
      request.audit.describe({
        id: target.id,
        before: { twoFactor: target.totpSecret ? 'on' : 'off' },
        after: { twoFactor: 'off', sessions: 'ended' },
      });
      return { succeeded: true, message: ACCOUNT_MESSAGES.reset };
    });
  };
}
