import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { endpoints } from '@seoul-glow/shared';
import { describe, expect, it } from 'vitest';
import { adminGroup } from '../routes/admin-group';
import type { AuthService } from '../modules/auth/auth.service';
import { route } from './route';

function app() {
  const instance = Fastify();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  return instance;
}

/** Nobody signs in here: registration is all these tests look at. */
const noAuth = { authenticate: async () => null } as unknown as AuthService;

describe('route(): endpoints registered from their objects', () => {
  it('refuses an admin or superadmin endpoint outside the admin group', () => {
    const a = app();
    expect(() => route(a, endpoints.admin.users.list, async () => ({ succeeded: true, data: [] }))).toThrow(
      /admins only: register it in the admin group/,
    );
    expect(() =>
      route(a, endpoints.auth.register, async () => ({ succeeded: true, data: { userId: 1 } })),
    ).toThrow(/superadmins only/);
  });

  it('registers them inside the group, where a call without a token is refused before the handler', async () => {
    const a = app();
    let ran = false;
    await a.register(
      adminGroup({ auth: noAuth }, async (group) => {
        route(group, endpoints.admin.users.list, async () => {
          ran = true;
          return { succeeded: true, data: [] };
        });
      }),
    );
    const res = await a.inject({ url: '/User/getAllUsers' });
    expect(res.statusCode).toBe(401);
    expect(ran).toBe(false);
    await a.close();
  });

  it('takes method, path, schemas and success status from the endpoint', async () => {
    const a = app();
    route(a, endpoints.contact.submit, async () => ({ succeeded: true, data: { id: 7 } }));
    const ok = await a.inject({
      method: 'POST',
      url: '/Contact/submitContact',
      payload: { name: 'A', email: 'a@b.co', subject: 'other', message: 'Hi' },
    });
    expect(ok.statusCode).toBe(201);
    const bad = await a.inject({ method: 'POST', url: '/Contact/submitContact', payload: { name: 'A' } });
    expect(bad.statusCode).toBe(400);
    await a.close();
  });
});
