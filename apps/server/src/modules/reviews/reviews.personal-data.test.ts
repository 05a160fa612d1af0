import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints } from '@seoul-glow/shared';
import { reviews } from '../../db/schema';
import { callApi } from '../../../test/api';
import { createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { pngImage } from '../../../test/admin-fixtures';
import { boughtProduct, reviewFields, submitReview } from '../../../test/reviews';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, (await createAdmin(t, { role: 'superadmin' })).email);
});
afterAll(() => t.close());

describe('reviews in the GDPR export and erasure', () => {
  it('exports what the reviewer wrote, then erases the reviews, their photos and their weight in the rating', async () => {
    const { product, order, email } = await boughtProduct(t);
    const res = await submitReview(
      t,
      reviewFields(order.publicId, product.id, { email }, { title: 'Calm skin at last', rating: '2' }),
      [{ data: await pngImage() }],
      '10.50.0.1',
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.productId, product.id));
    const photo = row!.photos[0]!;
    expect(await t.app.services.images.reviews.get(photo)).not.toBeNull();

    const exported = await callApi(t.app, endpoints.admin.privacy.export, {
      query: { email: 'MINJI@example.com' },
      token,
    });
    const section = exported.data.sections.find((s) => s.holder === 'reviews')!;
    expect(section).toMatchObject({ label: 'Product reviews', erasure: 'deleted' });
    expect(section.records).toEqual([
      expect.objectContaining({
        title: 'Calm skin at last',
        rating: 2,
        shownAs: 'Min-ji K.',
        orderId: order.publicId,
      }),
    ]);

    const erased = await callApi(t.app, endpoints.admin.privacy.erase, { body: { email }, token });
    expect(erased.data.sections.find((s) => s.holder === 'reviews')).toMatchObject({
      action: 'deleted',
      count: 1,
    });
    expect(await t.database.db.select().from(reviews).where(eq(reviews.productId, product.id))).toEqual([]);
    expect(await t.app.services.images.reviews.get(photo)).toBeNull();
    const shown = await t.app.inject({ method: 'GET', url: `/api/Product/${product.id}` });
    expect(shown.json().data).toMatchObject({ averageRating: 5, ratingCount: 0 });
  });
});
