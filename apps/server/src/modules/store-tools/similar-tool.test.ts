import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findIngredient, type Product, type SimilarProduct } from '@seoul-glow/shared';
import { createDemoStore, type DemoStore } from '../../../test/demo-store';
import { ToolError, callTool } from './tool';

let s: DemoStore;
let catalog: Product[];

beforeAll(async () => {
  s = await createDemoStore();
  catalog = await s.t.app.services.catalog.listProducts();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const named = (name: string) => catalog.find((p) => p.name === name)!;
const keyIds = (p: Product) => new Set(p.keyIngredients.map((k) => findIngredient(k)?.id).filter(Boolean));

describe('similar formulas for less on the demo catalog (docs/product.md#similar-formulas-for-less)', () => {
  it('offers, for every product, only cheaper in-stock products of its type that share a key ingredient', async () => {
    let offered = 0;
    for (const product of catalog) {
      const res = await s.t.app.inject({
        method: 'GET',
        url: `/api/Products/similar?id=${product.id}&cheaper=1`,
      });
      expect(res.statusCode).toBe(200);
      const similar = res.json().data as SimilarProduct[];
      expect(similar.length).toBeLessThanOrEqual(3);
      offered += similar.length;
      for (const p of similar) {
        const full = catalog.find((c) => c.id === p.id)!;
        expect(full.price, `${p.name} for ${product.name}`).toBeLessThan(product.price);
        expect(full.productType).toBe(product.productType);
        expect(full.stockQuantity).toBeGreaterThan(0);
        expect(p.id).not.toBe(product.id);
        const shared = [...keyIds(product)].filter((k) => keyIds(full).has(k));
        expect(shared.length).toBeGreaterThan(0);
        expect(p.sharedIngredients).toHaveLength(shared.length);
      }
    }
    // The demo catalog has a few such pairs (sun creams, moisturizers, hair masks, perfumes).
    expect(offered).toBeGreaterThanOrEqual(4);
  });

  it('find_similar names the shared key ingredients of a cheaper product', async () => {
    const out = await callTool(
      s.tools.findSimilar,
      { productId: named('Mineral Cica Sun Cream SPF 50 PA+++').id },
      s.ctx,
    );
    expect(out.products.map((p) => p.name)).toContain('Daily Mild Sun Stick SPF 50+ PA++++');
    const stick = out.products.find((p) => p.name.startsWith('Daily Mild'))!;
    expect(stick.sharedIngredients).toContain('Centella asiatica (cica)');
    expect(stick.url).toBe(`https://shop.example/products/${stick.id}`);
  });

  it('find_similar matches a product the store does not sell by its type and the ingredient named', async () => {
    const out = await callTool(s.tools.findSimilar, { productType: 'serum', ingredient: 'vitamin c' }, s.ctx);
    expect(out.products.map((p) => p.name)).toEqual(['Vitamin C 23% Glow Serum']);
    expect(out.products[0]!.sharedIngredients).toEqual(['Vitamin C']);
  });

  it('find_similar refuses an unknown product or ingredient in words', async () => {
    await expect(callTool(s.tools.findSimilar, { productId: 999_999 }, s.ctx)).rejects.toThrow(ToolError);
    await expect(callTool(s.tools.findSimilar, { ingredient: 'moon dust' }, s.ctx)).rejects.toThrow(
      ToolError,
    );
    await expect(callTool(s.tools.findSimilar, {}, s.ctx)).rejects.toThrow(ToolError);
  });
});
