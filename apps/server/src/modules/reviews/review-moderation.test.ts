import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  DISGUISED,
  ORDINARY,
  REVIEW_TEXTS as M,
  boughtProduct,
  listReviews,
  reviewFields,
  submitReview,
} from '../../../test/reviews';

/** What a submitted review shows decides whether it waits (docs/product.md#reviews). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
const ip = () => `10.31.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function submit(text: string, fullName?: string) {
  const { product, order, email } = await boughtProduct(t, { fullName });
  const res = await submitReview(t, reviewFields(order.publicId, product.id, { email }, { text }), [], ip());
  expect(res.statusCode).toBe(201);
  const listed = (await listReviews(t, `productId=${product.id}`)).json().data.items;
  return { status: res.json().data.status as string, id: res.json().data.id as number, listed };
}

describe('a review whose link, email or phone is disguised waits for an admin', () => {
  it.each(DISGUISED)('holds %s', async (_, text) => {
    const { status, listed } = await submit(`Lovely serum. ${text}`);
    expect(status).toBe('pending');
    expect(listed).toEqual([]);
  });

  it('holds a review whose name from the order carries a link', async () => {
    const { status, listed, id } = await submit(
      'Lovely serum, calm skin in two weeks.',
      'cheapglow.com Call now',
    );
    expect(status).toBe('pending');
    expect(listed).toEqual([]);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row?.heldFor).toContain('link');
  });

  it.each(ORDINARY)('publishes "%s"', async (text) => {
    const { status, listed } = await submit(text, '김 민지');
    expect(status).toBe('published');
    expect(listed).toHaveLength(1);
  });

  it('stores no bidi control in the title, text or name', async () => {
    const { product, order, email } = await boughtProduct(t, { fullName: 'Min\u202Eji Kim' });
    const res = await submitReview(
      t,
      reviewFields(
        order.publicId,
        product.id,
        { email },
        { title: 'So \u2067good\u2069', text: 'Calm \u200Fskin after two weeks of use.' },
      ),
      [],
      ip(),
    );
    expect(res.json().data.message).toBe(M.published);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, res.json().data.id));
    expect(row).toMatchObject({
      author: 'Minji K.',
      title: 'So good',
      body: 'Calm skin after two weeks of use.',
    });
  });
});
