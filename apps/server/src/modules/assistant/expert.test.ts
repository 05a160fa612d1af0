import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CATEGORY_NAMES, type ChatTurn } from '@seoul-glow/shared';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { orders } from '../../db/schema';
import { seedDemoData } from '../../db/seed/seed';
import { findOrderStatus, listInStockProducts, type CatalogEntry } from './assistant.repository';
import { answerWithExpert, type ExpertAnswer } from './expert';

type Category = (typeof CATEGORY_NAMES)[number];

interface Case {
  q: string;
  /** Earlier turns, for follow-up questions. */
  before?: string[];
  /** Every pattern must appear in the reply. */
  says: RegExp[];
  /** Categories products may come from; [] means the answer shows no products. */
  categories: Category[];
  /** At least this many product cards. */
  minProducts?: number;
  /** Each card must list one of these ingredients (lower-case words) among its key ingredients. */
  ingredientsAnyOf?: string[];
  maxPriceCents?: number;
  caution?: boolean;
}

const SKIN: Category[] = ['Skincare'];

const CASES: Case[] = [
  // Concerns
  {
    q: 'I have acne-prone skin, what should I use?',
    says: [/acne/i, /salicylic/i],
    categories: SKIN,
    minProducts: 2,
    ingredientsAnyOf: [
      'salicylic',
      'tea tree',
      'centella',
      'niacinamide',
      'heartleaf',
      'houttuynia',
      'propolis',
      'mugwort',
    ],
  },
  {
    q: 'How do I get rid of blackheads and big pores?',
    says: [/salicylic/i],
    categories: SKIN,
    minProducts: 1,
  },
  {
    q: 'My skin is so oily and shiny by noon',
    says: [/acne|breakouts/i, /niacinamide/i],
    categories: SKIN,
    minProducts: 1,
  },
  {
    q: 'My skin feels dry and tight after washing',
    says: [/dryness/i, /hyaluronic/i, /ceramide/i],
    categories: SKIN,
    minProducts: 2,
    ingredientsAnyOf: ['hyaluronic', 'ceramide', 'snail', 'panthenol', 'squalane', 'glycerin'],
  },
  {
    q: 'I have flaky dehydrated patches on my cheeks',
    says: [/hyaluronic/i],
    categories: SKIN,
    minProducts: 1,
  },
  {
    q: 'What helps with wrinkles and fine lines?',
    says: [/retinol/i, /peptide/i],
    categories: SKIN,
    minProducts: 1,
    ingredientsAnyOf: ['retinol', 'peptide', 'ginseng', 'adenosine', 'collagen', 'niacinamide'],
  },
  {
    q: 'I want firmer skin, I am 45 with mature skin',
    says: [/fine lines|firm/i],
    categories: SKIN,
    minProducts: 1,
  },
  {
    q: 'My skin looks dull and tired, how do I get a glow?',
    says: [/vitamin c/i, /niacinamide/i],
    categories: SKIN,
    minProducts: 2,
    ingredientsAnyOf: ['vitamin c', 'ascorbic', 'niacinamide', 'rice', 'arbutin', 'licorice', 'galactomyces'],
  },
  {
    q: 'How can I fade dark spots from old pimples?',
    says: [/vitamin c|niacinamide/i],
    categories: SKIN,
    minProducts: 1,
  },
  {
    q: 'My skin gets red and irritated easily',
    says: [/sensitiv|redness/i, /centella/i],
    categories: SKIN,
    minProducts: 2,
    ingredientsAnyOf: [
      'centella',
      'mugwort',
      'heartleaf',
      'houttuynia',
      'panthenol',
      'allantoin',
      'ceramide',
      'madecassoside',
    ],
  },
  {
    q: 'I have rosacea and everything stings',
    says: [/centella|mugwort/i],
    categories: SKIN,
    minProducts: 1,
  },
  { q: 'I have sensitive skin, which moisturiser?', says: [/sensitiv/i], categories: SKIN, minProducts: 1 },
  // Skin type
  { q: 'I have dry skin, what do you recommend?', says: [/dry/i], categories: SKIN, minProducts: 1 },
  { q: 'I have combination skin, recommend a toner', says: [/toner/i], categories: SKIN, minProducts: 1 },
  // Ingredients
  {
    q: 'What does niacinamide do?',
    says: [/niacinamide/i, /pores|tone/i],
    categories: ['Skincare', 'Makeup', 'Haircare', 'Fragrances'],
    minProducts: 1,
    ingredientsAnyOf: ['niacinamide'],
  },
  {
    q: 'Tell me about snail mucin',
    says: [/snail/i, /repair|hydrat/i],
    categories: SKIN,
    minProducts: 1,
    ingredientsAnyOf: ['snail'],
  },
  {
    q: 'Is centella good for my skin?',
    says: [/centella/i, /calm|sooth/i],
    categories: SKIN,
    minProducts: 1,
    ingredientsAnyOf: ['centella'],
  },
  {
    q: 'What is propolis?',
    says: [/propolis/i, /bee/i],
    categories: SKIN,
    minProducts: 1,
    ingredientsAnyOf: ['propolis'],
    caution: true,
  },
  { q: 'What does retinol do?', says: [/retinol/i, /night/i, /SPF/i], categories: SKIN, caution: true },
  {
    q: 'Is fragrance bad for skin?',
    says: [/fragrance/i, /irritation/i],
    categories: ['Skincare', 'Makeup', 'Haircare', 'Fragrances'],
    caution: true,
  },
  {
    q: 'What is hyaluronic acid good for?',
    says: [/hyaluronic/i, /water|hydrat/i],
    categories: ['Skincare', 'Makeup', 'Haircare', 'Fragrances'],
    minProducts: 1,
    ingredientsAnyOf: ['hyaluronic', 'hyaluronate'],
  },
  // Pairing
  {
    q: 'Can I use retinol with glycolic acid?',
    says: [/retinol/i, /AHA/i, /alternate/i],
    categories: ['Skincare', 'Makeup', 'Haircare', 'Fragrances'],
    caution: true,
  },
  {
    q: 'Can I layer retinol and salicylic acid at night?',
    says: [/salicylic|BHA/i],
    categories: ['Skincare', 'Makeup', 'Haircare', 'Fragrances'],
    caution: true,
  },
  {
    q: 'Should I use vitamin C and retinol together?',
    says: [/vitamin C in the morning/i, /retinol at night/i],
    categories: ['Skincare', 'Makeup', 'Haircare', 'Fragrances'],
    caution: true,
  },
  {
    q: 'Can I mix vitamin C with niacinamide?',
    says: [/niacinamide/i, /fine together/i],
    categories: ['Skincare', 'Makeup', 'Haircare', 'Fragrances'],
  },
  {
    q: 'Is it ok to combine AHA and BHA?',
    says: [/over-exfoliate/i],
    categories: ['Skincare', 'Makeup', 'Haircare', 'Fragrances'],
    caution: true,
  },
  {
    q: 'Can I use benzoyl peroxide with vitamin C?',
    says: [/oxidises vitamin C/i],
    categories: ['Skincare', 'Makeup', 'Haircare', 'Fragrances'],
    caution: true,
  },
  // Product types
  { q: 'Recommend a sunscreen', says: [/sunscreen/i], categories: SKIN, minProducts: 1 },
  { q: 'I need a gentle cleanser', says: [/cleanser/i], categories: SKIN, minProducts: 1 },
  {
    q: 'Which shampoo is good for an oily scalp?',
    says: [/shampoo|scalp/i],
    categories: ['Haircare'],
    minProducts: 1,
  },
  { q: 'My hair is damaged and frizzy', says: [/hair/i], categories: ['Haircare'], minProducts: 1 },
  { q: 'Suggest a lip tint', says: [/lip/i], categories: ['Makeup'], minProducts: 1 },
  { q: 'I want a light floral perfume', says: [/fragrance/i], categories: ['Fragrances'], minProducts: 1 },
  {
    q: 'What cushion foundation do you have?',
    says: [/base makeup/i],
    categories: ['Makeup'],
    minProducts: 1,
  },
  // Budget
  {
    q: 'Products for acne under $20',
    says: [/\$20\.00/],
    categories: SKIN,
    minProducts: 1,
    maxPriceCents: 2000,
  },
  {
    q: 'Any cheap moisturiser for dry skin?',
    says: [/dry/i],
    categories: SKIN,
    minProducts: 1,
    maxPriceCents: 2000,
  },
  {
    q: 'Anything under $15?',
    before: ['My skin looks dull'],
    says: [/\$15\.00/],
    categories: SKIN,
    maxPriceCents: 1500,
  },
  // Orders and policy
  { q: 'Where is my order?', says: [/SG-/], categories: [] },
  { q: 'What is the status of order SG-0000000000?', says: [/couldn't find/i], categories: [] },
  { q: 'How long does shipping take?', says: [/3-5 business days/i, /\$50/], categories: [] },
  { q: 'What is your return policy?', says: [/30 days/i], categories: [] },
  { q: 'hello', says: [/acne/i, /dryness/i], categories: [] },
];

let t: TestDatabase;
let tmp: string;
let catalog: CatalogEntry[];
let allProducts: Map<number, { stock: number; category: string | null; ingredients: string; price: number }>;
let realOrder: { publicId: string; status: string; trackingNumber: string | null };

async function ask(q: string, before: string[] = []): Promise<ExpertAnswer> {
  const history: ChatTurn[] = [];
  for (const b of before)
    history.push({ role: 'user', content: b }, { role: 'assistant', content: 'Noted!' });
  history.push({ role: 'user', content: q });
  return answerWithExpert(history, {
    catalog: async () => catalog,
    orderStatus: (id) => findOrderStatus(t.db, id),
  });
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

beforeAll(async () => {
  t = await createTestDatabase();
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-expert-'));
  await seedDemoData(t.db, { imagesDir: tmp });
  catalog = await listInStockProducts(t.db);
  const rows = await t.db.query.products.findMany({ with: undefined });
  const cats = await t.db.query.categories.findMany();
  allProducts = new Map(
    rows.map((p) => [
      p.id,
      {
        stock: p.stockQuantity,
        category: cats.find((c) => c.id === p.categoryId)?.name ?? null,
        ingredients: (p.additionalFields.key_ingredients ?? '').toLowerCase(),
        price: p.priceCents,
      },
    ]),
  );
  const shipped = await t.db.select().from(orders).where(eq(orders.status, 'shipped')).limit(1);
  realOrder = shipped[0]!;
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

describe('the built-in expert', () => {
  it('has at least 40 shopper questions and a catalog with out-of-stock products', () => {
    expect(CASES.length + 1).toBeGreaterThanOrEqual(40);
    expect([...allProducts.values()].some((p) => p.stock === 0)).toBe(true);
  });

  it.each(CASES)('answers "$q"', async (c) => {
    const answer = await ask(c.q, c.before);
    for (const pattern of c.says) expect(answer.reply).toMatch(pattern);
    expect(words(answer.reply)).toBeLessThan(120);
    expect(answer.suggestions).toHaveLength(3);
    expect(answer.products.length).toBeLessThanOrEqual(3);
    expect(answer.products.length).toBeGreaterThanOrEqual(c.minProducts ?? 0);
    if (c.categories.length === 0) expect(answer.products).toEqual([]);
    for (const card of answer.products) {
      const product = allProducts.get(card.id);
      expect(product, `product ${card.id} exists`).toBeDefined();
      expect(product!.stock, `${card.name} is in stock`).toBeGreaterThan(0);
      expect(c.categories).toContain(product!.category);
      expect(card.categoryName).toBe(product!.category);
      expect(card.price).toBe(product!.price / 100);
      if (c.maxPriceCents) expect(product!.price).toBeLessThanOrEqual(c.maxPriceCents);
      if (c.ingredientsAnyOf) {
        expect(
          c.ingredientsAnyOf.some((i) => product!.ingredients.includes(i)),
          `${card.name} (${product!.ingredients}) has one of ${c.ingredientsAnyOf.join(', ')}`,
        ).toBe(true);
      }
    }
    if (c.caution !== undefined) expect(/caution|avoid|don’t|do not/i.test(answer.reply)).toBe(c.caution);
  });

  it('gives the status and tracking number of a real order by its id', async () => {
    const answer = await ask(`Hi, where is my order ${realOrder.publicId.toLowerCase()}?`);
    expect(answer.reply).toContain(realOrder.publicId);
    expect(answer.reply).toMatch(/Status: shipped/);
    if (realOrder.trackingNumber) expect(answer.reply).toContain(realOrder.trackingNumber);
    expect(words(answer.reply)).toBeLessThan(120);
    expect(answer.products).toEqual([]);
  });

  it('never recommends a product that is out of stock', async () => {
    const retinolCream = [...allProducts.entries()].find(([, p]) => p.ingredients.includes('retinol'));
    expect(retinolCream![1].stock).toBe(0);
    const answer = await ask('I want a retinol night cream for wrinkles');
    expect(answer.products.map((p) => p.id)).not.toContain(retinolCream![0]);
  });
});
