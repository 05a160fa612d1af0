import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, MESSAGES, type SkinProfile } from '@seoul-glow/shared';
import { callApi } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertCategory, insertProduct } from '../../../test/admin-fixtures';
import { ROUTINE_PLANS, ROUTINE_TYPES, buildRoutine } from './routine-builder';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile: SkinProfile = {
  skinType: 'oily',
  concerns: ['acne'],
  sensitivity: 'rarely',
  fragrance: 'fragrance-free',
  budget: 'under-35',
  routineLength: 'minimal',
};

describe('POST /api/SkinProfile/routine', () => {
  it('builds the routine from the catalog as it is now', async () => {
    const skincare = await insertCategory(t, 'Skincare');
    const beauty = { skinTypes: ['oily', 'combination'], ingredients: ['Water'], freeFrom: ['fragrance'] };
    const cleanser = await insertProduct(t, skincare.id, {
      name: 'Foam',
      productType: 'cleanser',
      ...beauty,
    });
    await insertProduct(t, skincare.id, {
      name: 'Sold-out Foam',
      productType: 'cleanser',
      ...beauty,
      stockQuantity: 0,
    });
    await insertProduct(t, skincare.id, {
      name: 'Pricey Gel',
      productType: 'moisturizer',
      ...beauty,
      priceCents: 6000,
    });
    const res = await callApi(t.app, endpoints.skinProfile.routine, { body: { profile } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const morning = res.data.morning;
    expect(morning.map((s) => s.key)).toEqual(['cleanser', 'moisturizer', 'sunscreen']);
    expect(morning[0]!.pick!.product).toMatchObject({ id: cleanser.id, name: 'Foam' });
    expect(morning[0]!.alternatives).toEqual([]);
    expect(morning[1]!.missing).toBe('No moisturizer for oily skin fits your budget (up to $35 a product).');
    expect(morning[2]!.missing).toBe('No sunscreen is in stock right now.');
  });

  it('refuses a profile outside the quiz with its texts', async () => {
    const res = await callApi(t.app, endpoints.skinProfile.routine, {
      body: {
        profile: { ...profile, skinType: 'scaly' as 'oily', concerns: ['acne', 'pores', 'redness', 'aging'] },
      },
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual(
      expect.arrayContaining([MESSAGES.skinProfile.skinTypeRequired, MESSAGES.skinProfile.tooManyConcerns]),
    );
    const notAConcern = await callApi(t.app, endpoints.skinProfile.routine, {
      body: { profile: { ...profile, concerns: ['frizz' as 'acne'] } },
    });
    expect(notAConcern.status).toBe(400);
  });

  it('is built from the routine product types alone, as from the whole catalog', async () => {
    const skincare = await insertCategory(t, 'Skincare routine');
    const beauty = { skinTypes: ['dry'], ingredients: ['Water', 'Glycerin'], freeFrom: ['fragrance'] };
    const serum = await insertProduct(t, skincare.id, { name: 'Dew Serum', productType: 'serum', ...beauty });
    const lipstick = await insertProduct(t, skincare.id, {
      name: 'Red Lip',
      productType: 'lipstick',
      ...beauty,
    });
    const { catalog } = t.app.services;
    const candidates = await catalog.listProductsOfTypes(ROUTINE_TYPES);
    const all = await catalog.listProducts();
    expect(candidates).toEqual(all.filter((p) => p.productType && ROUTINE_TYPES.includes(p.productType)));
    expect(candidates.map((p) => p.id)).toContain(serum.id);
    expect(candidates.map((p) => p.id)).not.toContain(lipstick.id);
    for (const routineLength of Object.keys(ROUTINE_PLANS) as (keyof typeof ROUTINE_PLANS)[]) {
      const dry: SkinProfile = { ...profile, skinType: 'dry', concerns: [], budget: 'any', routineLength };
      const res = await callApi(t.app, endpoints.skinProfile.routine, { body: { profile: dry } });
      expect(res.data).toEqual(buildRoutine(all, dry));
    }
  });
});
