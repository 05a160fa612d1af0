import { describe, expect, expectTypeOf, it } from 'vitest';
import { readGenerated, renderRoutes } from '../../scripts/gen-routes.mjs';
import type { ApiRoute, Endpoint, RouteData, RouteEnvelope, RouteInput } from './endpoint';
import { endpoints } from './endpoints';
import { api } from './routes.gen';

function leaves(group: object, at: string[] = []): [string, Endpoint][] {
  return Object.entries(group).flatMap(([name, value]) =>
    'method' in value && 'path' in value
      ? [[[...at, name].join('.'), value as Endpoint] as [string, Endpoint]]
      : leaves(value as object, [...at, name]),
  );
}

describe('the api table (routes.gen.ts)', () => {
  it('is what gen-routes.mjs writes from the endpoints today (run `npm run gen:routes -w packages/shared`)', async () => {
    expect(await readGenerated()).toBe(await renderRoutes(endpoints));
  });

  it('holds method and path only, for every endpoint under the same name', () => {
    const table = leaves(api);
    expect(table.map(([name]) => name)).toEqual(leaves(endpoints).map(([name]) => name));
    for (const [name, route] of table) {
      const endpoint = leaves(endpoints).find(([n]) => n === name)![1];
      expect(route).toEqual({ method: endpoint.method, path: endpoint.path });
    }
  });

  it('types a call by its endpoint', () => {
    expectTypeOf<RouteInput<typeof api.catalog.product>>().toEqualTypeOf<{
      params: { id: unknown };
      query?: undefined;
      body?: undefined;
    }>();
    expectTypeOf<RouteInput<typeof api.admin.products.save>['body']>().toEqualTypeOf<FormData>();
    expectTypeOf<RouteInput<typeof api.orders.place>['body']['paymentIntentId']>().toEqualTypeOf<string>();
    expectTypeOf<RouteData<typeof api.orders.place>['orderId']>().toEqualTypeOf<string>();
    expectTypeOf<RouteEnvelope<typeof api.catalog.search>['succeeded']>().toEqualTypeOf<boolean>();
    expectTypeOf<RouteInput<typeof endpoints.catalog.search>['query']['q']>().toEqualTypeOf<
      string | undefined
    >();
    expectTypeOf(api.payments.createIntent).toExtend<ApiRoute>();
    expectTypeOf(api.payments.createIntent.method).toEqualTypeOf<'POST'>();
  });
});

describe('the endpoints', () => {
  const all = leaves(endpoints).map(([, e]) => e);

  it('each answer one method and path', () => {
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('admin-area endpoints, and only they, need a token', () => {
    for (const [name, e] of leaves(endpoints)) {
      if (name.startsWith('admin.')) expect(e.access, name).not.toBe('public');
    }
    expect(
      leaves(endpoints)
        .filter(([, e]) => e.access !== 'public')
        .map(([name]) => name)
        .filter((name) => !name.startsWith('admin.')),
    ).toEqual([
      'auth.refresh',
      'auth.register',
      'auth.changePassword',
      'auth.signOutEverywhere',
      // An admin's own two-factor sign-in; its verify step, the sign-in's second half, is public.
      'twoFactor.status',
      'twoFactor.setup',
      'twoFactor.enable',
      'twoFactor.disable',
      'twoFactor.recoveryCodes',
      'twoFactor.reset',
    ]);
  });

  it('take a body either as JSON or as multipart, never both', () => {
    for (const e of all) expect(Boolean(e.body && e.multipart), e.path).toBe(false);
  });
});
