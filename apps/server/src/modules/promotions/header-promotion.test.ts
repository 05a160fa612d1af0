import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { savePromotion } from '../../../test/promotions';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, (await createAdmin(t, { role: 'admin' })).email);
});
afterAll(() => t.close());

const catalog = () => t.app.services.catalog;
const version = async () =>
  Number(
    (await t.database.db.execute<{ v: string }>(sql`SELECT version::text AS v FROM catalog_state`)).rows[0]!
      .v,
  );

/** Reads until `check` holds: another save reaches the cached read through the catalog's signal. */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  return read();
}

describe('the header promo names the code the admin chose (docs/product.md#what-the-store-does)', () => {
  it('is none until a code is put in the header, then that code, kept until the next change', async () => {
    expect(await catalog().headerPromotion()).toBeNull();
    await savePromotion(t, token, {
      code: 'HELLO',
      kind: 'percent',
      value: 10,
      firstOrderOnly: true,
      showInHeader: true,
    });
    const named = await eventually(
      () => catalog().headerPromotion(),
      (p) => p?.code === 'HELLO',
    );
    expect(named).toEqual({ code: 'HELLO', kind: 'percent', value: 10, firstOrderOnly: true, endsAt: null });

    const other = await savePromotion(t, token, {
      code: 'SHIPIT',
      kind: 'fixed',
      value: 4.5,
      showInHeader: true,
    });
    expect(
      await eventually(
        () => catalog().headerPromotion(),
        (p) => p?.code === 'SHIPIT',
      ),
    ).toMatchObject({
      kind: 'fixed',
      value: 4.5,
    });
    await savePromotion(t, token, { id: other.id, code: 'SHIPIT', kind: 'fixed', value: 4.5, active: false });
    expect(
      await eventually(
        () => catalog().headerPromotion(),
        (p) => p === null,
      ),
    ).toBeNull();
  });

  it('counts an admin change as a catalog change (cached pages render again), never an order taking a use', async () => {
    const before = await version();
    const saved = await savePromotion(t, token, { code: 'COUNTED', kind: 'percent', value: 5 });
    expect(await version()).toBeGreaterThan(before);
    const afterSave = await version();
    await t.database.db.execute(
      sql`UPDATE promotions SET uses_count = uses_count + 1 WHERE id = ${saved.id}`,
    );
    expect(await version()).toBe(afterSave);
  });
});
