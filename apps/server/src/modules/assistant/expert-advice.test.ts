import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTurn } from '@seoul-glow/shared';
import { createDemoStore, type DemoStore } from '../../../test/demo-store';
import { answerWithExpert } from './expert';

let s: DemoStore;
beforeAll(async () => {
  s = await createDemoStore();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const ask = (...says: string[]) =>
  answerWithExpert(
    { messages: says.map((content): ChatTurn => ({ role: 'user', content })) },
    s.tools,
    s.ctx,
  );

describe('the built-in expert advises from the Skincare Guide (docs/product.md#the-beauty-assistant)', () => {
  it('answers a how-to question with the article’s short answer and its link, and no product', async () => {
    const a = await ask('How often should I reapply sunscreen?');
    expect(a.reply).toMatch(/every two hours/);
    expect(a.articles?.[0]).toEqual({ slug: 'reapplying-sunscreen', title: 'When to reapply sunscreen' });
    expect(a.products).toEqual([]);
  });

  it('shows a product only when the question asks which one, and only of that kind', async () => {
    const a = await ask('which sunscreen should I reapply with over makeup?');
    expect(a.articles?.length).toBeGreaterThan(0);
    expect(a.products.length).toBeGreaterThan(0);
    for (const p of a.products) expect(p.productType).toBe('sunscreen');
  });

  it('reads skin-type words inside a question as the question, not a search', async () => {
    const a = await ask('My T-zone is oily but my cheeks are dry. What skin type is that?');
    expect(a.reply).toMatch(/combination/i);
    expect(a.products).toEqual([]);
  });

  it('answers a pairing question for the pair asked about, with the guide’s article', async () => {
    const a = await ask('can I use vitamin C with niacinamide?');
    expect(a.reply).toMatch(/vitamin c/i);
    expect(a.reply).toMatch(/niacinamide/i);
    expect(a.articles?.length).toBeGreaterThan(0);
  });

  it('is honestly not sure about what the guide does not cover, with no product that shares a word', async () => {
    const a = await ask('how do i fix the check engine light on my car');
    expect(a.reply).toMatch(/^I'm not sure about that one/);
    expect(a.products).toEqual([]);
  });

  it('sends medicine questions to a doctor', async () => {
    const a = await ask('what dose of spironolactone is normal for hormonal acne');
    expect(a.reply).toMatch(/not sure/);
    expect(a.reply).toMatch(/doctor or a dermatologist/);
    expect(a.products).toEqual([]);
  });

  it('answers both of two questions in one message', async () => {
    const a = await ask('how much sunscreen should i use? and how do i double cleanse');
    expect(a.articles?.map((x) => x.slug)).toEqual(
      expect.arrayContaining(['how-much-sunscreen', 'double-cleansing']),
    );
  });

  it('reads a follow-up with the question before it', async () => {
    const a = await ask('what is a sleeping mask', 'can i use it every night?');
    expect(a.articles?.[0]?.slug).toBe('sleeping-masks');
  });

  it('still sells when asked to: a sunscreen for oily skin shows sunscreens', async () => {
    const a = await ask('a sunscreen for oily skin');
    expect(a.products.length).toBeGreaterThan(0);
    expect(a.articles ?? []).toEqual([]);
  });
});
