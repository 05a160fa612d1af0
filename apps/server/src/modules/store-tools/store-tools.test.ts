import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  cartActionOutput,
  comparisonSchema,
  createCartOutput,
  getProductOutput,
  ingredientCheckSchema,
  ingredientExplanationSchema,
  orderStatusViewSchema,
  policiesSchema,
  routineSchema,
  searchCatalogOutput,
  searchGuideOutput,
} from '@seoul-glow/shared';
import { orders, products } from '../../db/schema';
import { createDemoStore, type DemoStore } from '../../../test/demo-store';
import { agentTools, chatTools } from './store-tools';
import { ToolError, callTool } from './tool';

let s: DemoStore;
let byName: Map<string, number>;

beforeAll(async () => {
  s = await createDemoStore();
  const rows = await s.t.database.db.select({ id: products.id, name: products.name }).from(products);
  byName = new Map(rows.map((r) => [r.name, r.id]));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const id = (name: string) => {
  const found = byName.get(name);
  if (found === undefined) throw new Error(`no demo product ${name}`);
  return found;
};

describe('search_catalog', () => {
  it('finds in-stock products by type, skin type, exclusions and price, with the contract’s shape', async () => {
    const out = await callTool(
      s.tools.searchCatalog,
      { query: '', productType: 'moisturizer', skinType: 'dry', freeFrom: ['fragrance'], maxPrice: 30 },
      s.ctx,
    );
    expect(searchCatalogOutput.parse(out)).toEqual(out);
    expect(out.products.length).toBeGreaterThan(0);
    for (const p of out.products) {
      expect(p.productType).toBe('moisturizer');
      expect(p.skinTypes).toContain('dry');
      expect(p.freeFrom).toContain('fragrance');
      expect(p.price).toBeLessThanOrEqual(30);
      expect(p.inStock).toBe(true);
      expect(p.url).toBe(`https://shop.example/products/${p.id}`);
    }
    // The retinol cream is a moisturizer for dry skin but out of stock.
    expect(out.products.map((p) => p.name)).not.toContain('Retinol 0.1% Night Renewal Cream');
  });

  it('shows out-of-stock products only when asked, and leaves out named ingredients', async () => {
    const all = await callTool(
      s.tools.searchCatalog,
      { query: '', category: 'Fragrances', inStock: false, limit: 10 },
      s.ctx,
    );
    expect(all.products.some((p) => !p.inStock)).toBe(true);
    const noLavender = await callTool(
      s.tools.searchCatalog,
      { query: '', category: 'Fragrances', excludeIngredients: ['lavender'], limit: 10 },
      s.ctx,
    );
    expect(noLavender.products.map((p) => p.name)).not.toContain('Lavender Sleep Pillow Mist');
    expect(noLavender.products.length).toBeGreaterThan(0);
  });

  it('refuses arguments outside its contract', async () => {
    await expect(callTool(s.tools.searchCatalog, { query: 'x', skinType: 'purple' }, s.ctx)).rejects.toThrow(
      ToolError,
    );
    await expect(callTool(s.tools.searchCatalog, { query: 'x', limit: 500 }, s.ctx)).rejects.toThrow(/limit/);
  });
});

describe('get_product and compare_products', () => {
  it('answers a product with its label, price per ml and stock', async () => {
    const out = await callTool(s.tools.getProduct, { productId: id('Centella Calming Cica Cream') }, s.ctx);
    expect(getProductOutput.parse(out)).toEqual(out);
    expect(out.product.ingredients.length).toBeGreaterThan(10);
    expect(out.product.pricePerUnit).toMatch(/^\$0\.\d+ per ml$/);
    await expect(callTool(s.tools.getProduct, { productId: 999_999 }, s.ctx)).rejects.toThrow(
      'There is no product with id 999999.',
    );
  });

  it('puts two to four products side by side and names the lowest price', async () => {
    const out = await callTool(
      s.tools.compareProducts,
      { productIds: [id('Jeju Green Tea Hydrating Toner'), id('Heartleaf Soothing Mist Toner')] },
      s.ctx,
    );
    expect(comparisonSchema.parse(out)).toEqual(out);
    expect(out.rows.map((r) => r.label)).toEqual([
      'Price',
      'Size',
      'Price per ml/g',
      'Key ingredients',
      'Free from',
      'Skin types',
      'Rating',
      'In stock',
    ]);
    for (const row of out.rows) expect(row.values).toHaveLength(2);
    expect(out.highlights[0]).toBe('Lowest price: Heartleaf Soothing Mist Toner ($14.00).');
    await expect(callTool(s.tools.compareProducts, { productIds: [1] }, s.ctx)).rejects.toThrow(ToolError);
    await expect(callTool(s.tools.compareProducts, { productIds: [1, 1] }, s.ctx)).rejects.toThrow(
      'two different',
    );
  });
});

describe('build_routine', () => {
  it('runs the skin quiz’s builder: in-stock, fragrance-free picks when asked', async () => {
    const out = await callTool(s.tools.buildRoutine, { skinType: 'dry', fragrance: 'fragrance-free' }, s.ctx);
    expect(routineSchema.parse(out)).toEqual(out);
    const picks = [...out.morning, ...out.evening].flatMap((step) => (step.pick ? [step.pick.product] : []));
    expect(picks.length).toBeGreaterThan(2);
    for (const p of picks) expect(p.freeFrom).toContain('fragrance');
    expect(out.morning.map((step) => step.key)).toContain('sunscreen');
  });
});

describe('explain_ingredient and check_ingredients', () => {
  it('explains an ingredient by an everyday name, with its pairings and products built around it', async () => {
    const out = await callTool(s.tools.explainIngredient, { ingredient: 'vitamin c' }, s.ctx);
    expect(ingredientExplanationSchema.parse(out)).toEqual(out);
    expect(out.found).toBe(true);
    expect(out.pairings.find((p) => p.with === 'retinol and other retinoids')?.verdict).toBe('separate');
    expect(out.products[0]?.name).toBe('Vitamin C 23% Glow Serum');
    const unknown = await callTool(s.tools.explainIngredient, { ingredient: 'unobtainium' }, s.ctx);
    expect(unknown).toMatchObject({ found: false, products: [] });
  });

  it('flags fragrance and drying alcohol for sensitive skin, and what the shopper avoids', async () => {
    const label =
      'INGREDIENTS: Water, Alcohol Denat., Glycerin, Parfum, Retinol, Glycolic Acid, Lavandula Angustifolia (Lavender) Oil.';
    const sensitive = await callTool(
      s.tools.checkIngredients,
      { ingredients: label, skinType: 'sensitive' },
      s.ctx,
    );
    expect(ingredientCheckSchema.parse(sensitive)).toEqual(sensitive);
    expect(sensitive.verdict).toBe('caution');
    expect(sensitive.flagged.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'Alcohol Denat.',
        'Parfum',
        'Retinol',
        'Lavandula Angustifolia (Lavender) Oil',
      ]),
    );
    expect(sensitive.pairingWarnings.join(' ')).toMatch(/retinol/i);
    const avoiding = await callTool(
      s.tools.checkIngredients,
      { ingredients: label, freeFrom: ['alcohol'] },
      s.ctx,
    );
    expect(avoiding.verdict).toBe('avoid');
    expect(avoiding.flagged.find((f) => f.name === 'Alcohol Denat.')?.severity).toBe('avoid');
    const gentle = await callTool(
      s.tools.checkIngredients,
      { ingredients: ['Water', 'Glycerin', 'Panthenol'], skinType: 'dry' },
      s.ctx,
    );
    expect(gentle).toMatchObject({ verdict: 'suits', flagged: [] });
  });
});

describe('cart tools', () => {
  it('add_to_cart and update_cart return actions for the widget, refusing what is out of stock', async () => {
    const toner = id('Jeju Green Tea Hydrating Toner');
    const added = await callTool(s.tools.addToCart, { productId: toner }, s.ctx);
    expect(cartActionOutput.parse(added)).toEqual(added);
    expect(added.action).toEqual({ type: 'add_to_cart', productId: toner, quantity: 1 });
    const removed = await callTool(s.tools.updateCart, { productId: toner, quantity: 0 }, s.ctx);
    expect(removed.action).toEqual({ type: 'update_cart', productId: toner, quantity: 0 });
    await expect(
      callTool(s.tools.addToCart, { productId: id('Retinol 0.1% Night Renewal Cream') }, s.ctx),
    ).rejects.toThrow('Retinol 0.1% Night Renewal Cream is out of stock right now.');
    await expect(
      callTool(
        s.tools.addToCart,
        { productId: id('Ceramide Barrier Repair Moisturizer'), quantity: 5 },
        s.ctx,
      ),
    ).rejects.toThrow('Only 3 left of Ceramide Barrier Repair Moisturizer.');
  });

  it('create_cart answers an absolute link to /cart holding the items, a product named twice as one line', async () => {
    const a = id('Snail Mucin 96% Power Essence');
    const b = id('Daily Mild Sun Stick SPF 50+ PA++++');
    const out = await callTool(
      s.tools.createCart,
      {
        items: [
          { productId: a, quantity: 1 },
          { productId: b, quantity: 2 },
          { productId: a, quantity: 1 },
        ],
      },
      s.ctx,
    );
    expect(createCartOutput.parse(out)).toEqual(out);
    expect(out.url).toBe(`https://shop.example/cart?items=${a}:2,${b}:2`);
    expect(out.subtotal).toBe(75);
    await expect(callTool(s.tools.createCart, { items: [] }, s.ctx)).rejects.toThrow(ToolError);
  });
});

describe('get_order_status', () => {
  it('answers the public view by number and who it ships to only with the order’s email', async () => {
    const [order] = await s.t.database.db
      .select({ publicId: orders.publicId, email: orders.email })
      .from(orders)
      .where(eq(orders.status, 'shipped'))
      .limit(1);
    expect(order).toBeDefined();
    const ctx = { ...s.ctx, ip: '10.9.1.1' };
    const open = await callTool(s.tools.getOrderStatus, { orderId: order!.publicId }, ctx);
    expect(orderStatusViewSchema.parse(open)).toEqual(open);
    expect(open).toMatchObject({ status: 'shipped', access: 'public', shipTo: null });
    expect(open.trackingNumber).toMatch(/^SG1Z\d{12}$/);
    expect(JSON.stringify(open)).not.toContain(order!.email);
    const owner = await callTool(
      s.tools.getOrderStatus,
      { orderId: order!.publicId.toLowerCase(), email: order!.email.toUpperCase() },
      ctx,
    );
    expect(owner.access).toBe('owner');
    expect(owner.shipTo?.fullName).toBeTruthy();
    await expect(
      callTool(s.tools.getOrderStatus, { orderId: order!.publicId, email: 'someone@else.example' }, ctx),
    ).rejects.toThrow(/couldn't find an order/);
    await expect(callTool(s.tools.getOrderStatus, { orderId: 'SG-0000000000' }, ctx)).rejects.toThrow(
      /couldn't find/,
    );
  });
});

describe('search_guide', () => {
  it('answers a question with the Skincare Guide article that answers it, its short answer and its link', async () => {
    const out = await callTool(s.tools.searchGuide, { query: 'how often should i reapply spf' }, s.ctx);
    expect(searchGuideOutput.parse(out)).toEqual(out);
    const [top] = out.articles;
    expect(top).toMatchObject({ slug: 'reapplying-sunscreen', answers: true, topic: 'sun' });
    expect(top!.url).toBe('https://shop.example/guide/reapplying-sunscreen');
    expect(top!.summary.length).toBeGreaterThan(20);
    expect(top!.productTypes).toContain('sunscreen');
    expect(out.articles.length).toBeLessThanOrEqual(3);
  });

  it('keeps to the limit, and says when no article is about the question', async () => {
    const one = await callTool(s.tools.searchGuide, { query: 'double cleansing', limit: 1 }, s.ctx);
    expect(one.articles).toHaveLength(1);
    const off = await callTool(
      s.tools.searchGuide,
      { query: 'how do i fix the check engine light on my car' },
      s.ctx,
    );
    expect(off.articles.every((a) => !a.answers)).toBe(true);
    await expect(callTool(s.tools.searchGuide, { query: '' }, s.ctx)).rejects.toThrow(ToolError);
  });
});

describe('get_policies and the tool lists', () => {
  it('answers the store’s promises in words', async () => {
    const out = await callTool(s.tools.getPolicies, {}, s.ctx);
    expect(policiesSchema.parse(out)).toEqual(out);
    expect(out.freeShippingFrom).toBe(50);
    expect(out.returns).toMatch(/30 days/);
    expect(out.payment).toMatch(/demo mode/);
  });

  it('offers the model the cart actions and the agents the cart link, each name once', () => {
    const chat = chatTools(s.tools).map((t) => t.name);
    const agents = agentTools(s.tools).map((t) => t.name);
    expect(chat).toContain('add_to_cart');
    expect(chat).not.toContain('create_cart');
    expect(agents).toEqual([
      'search_catalog',
      'get_product',
      'compare_products',
      'build_routine',
      'explain_ingredient',
      'check_ingredients',
      'find_similar',
      'get_order_status',
      'create_cart',
      'get_policies',
      'search_guide',
    ]);
    expect(chat).toContain('search_guide');
    expect(new Set(chat).size).toBe(chat.length);
  });
});
