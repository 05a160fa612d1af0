import { describe, expect, it } from 'vitest';
import {
  FREE_FROM,
  findIngredient,
  findIngredients,
  freeFromBrokenBy,
  missingBeautyFields,
  parseInciList,
  productTypeFits,
  type FreeFrom,
} from '@seoul-glow/shared';
import { CATALOG_PRODUCTS } from '../catalog-data';
import { BEAUTY_SEEDS, beautyOf } from './catalog-beauty';

const PRODUCTS = CATALOG_PRODUCTS.map((p) => ({ product: p, beauty: beautyOf(p) }));
const byName = (name: string) => PRODUCTS.find((p) => p.product.name === name)!.beauty;

/** Claims a product's own copy may make, and the free-from flag each needs. */
const COPY_CLAIMS: Record<string, FreeFrom> = {
  'fragrance-free': 'fragrance',
  unscented: 'fragrance',
  'alcohol-free': 'alcohol',
  'paraben-free': 'parabens',
  'sulfate-free': 'sulfates',
  'silicone-free': 'silicones',
};

describe('the demo catalog’s beauty data', () => {
  it('covers every demo product and nothing else', () => {
    expect(Object.keys(BEAUTY_SEEDS).sort()).toEqual(CATALOG_PRODUCTS.map((p) => p.name).sort());
  });

  it('passes the shared contract with nothing missing, and each type fits its category', () => {
    for (const { product, beauty } of PRODUCTS) {
      expect(missingBeautyFields(beauty), product.name).toEqual([]);
      expect(productTypeFits(product.category, beauty.productType!), product.name).toBe(true);
      expect(beauty.ingredients.length, product.name).toBeGreaterThanOrEqual(8);
      expect(beauty.keyIngredients.length, product.name).toBeGreaterThanOrEqual(2);
      expect(beauty.keyIngredients.length, product.name).toBeLessThanOrEqual(4);
    }
  });

  it('parses every label into names the glossary recognises, key ingredients among them', () => {
    for (const [name, seed] of Object.entries(BEAUTY_SEEDS)) {
      const list = parseInciList(seed.inci);
      for (const ingredient of list) {
        expect(ingredient, name).not.toMatch(/^\s|\s$|[;:[\]]|,\s(?![^(]*\))/);
        expect(findIngredient(ingredient), `${name}: ${ingredient}`).toBeDefined();
      }
      for (const key of seed.keyIngredients) expect(list, name).toContain(key);
    }
  });

  it('derives free-from claims that agree with every label', () => {
    for (const { product, beauty } of PRODUCTS) {
      for (const flag of FREE_FROM) {
        const breakers = beauty.ingredients.filter((i) => freeFromBrokenBy(i).includes(flag));
        expect(beauty.freeFrom.includes(flag), `${product.name} ${flag}: ${breakers.join(', ')}`).toBe(
          breakers.length === 0,
        );
      }
    }
  });

  it('reads the labels the way a shopper would', () => {
    expect(byName('Centella Calming Cica Cream').freeFrom).toEqual([...FREE_FROM]);
    expect(byName('Cherry Blossom Eau de Parfum').freeFrom).not.toContain('alcohol');
    expect(byName('Lavender Sleep Pillow Mist').freeFrom).not.toContain('essential-oils');
    expect(byName('Peppermint Scalp Scaling Shampoo').freeFrom).not.toContain('sulfates');
    expect(byName('Black Ginseng Strengthening Shampoo').freeFrom).toContain('sulfates');
    expect(byName('Fermented Soybean Scalp Scrub').freeFrom).toContain('sulfates');
    expect(byName('Rice Protein Repair Conditioner').freeFrom).toContain('alcohol');
    expect(byName('Argan Keratin Treatment Mask').freeFrom).not.toContain('alcohol');
    expect(byName('Silk Matte Lipstick — Cherry Blossom').freeFrom).not.toContain('mineral-oil');
    expect(byName('Berry Lip Sleeping Mask').freeFrom).not.toContain('mineral-oil');
    expect(byName('Nude Mood 9-Shade Eye Palette').freeFrom).not.toContain('parabens');
    expect(byName('Daily Mild Sun Stick SPF 50+ PA++++').freeFrom).not.toContain('silicones');
    expect(byName('Glow Cushion Foundation SPF 50+').freeFrom).toContain('sulfates');
  });

  it('never contradicts the product’s own copy', () => {
    for (const { product, beauty } of PRODUCTS) {
      const copy = `${product.name} ${product.description} ${Object.values(product.additionalFields).join(' ')}`;
      for (const [claim, flag] of Object.entries(COPY_CLAIMS)) {
        if (copy.toLowerCase().includes(claim))
          expect(beauty.freeFrom, `${product.name}: ${claim}`).toContain(flag);
      }
      if (/\boil-free\b/i.test(copy))
        expect(
          beauty.ingredients.filter((i) => /\b(oil|butter)\b/i.test(i)),
          product.name,
        ).toEqual([]);
      if (
        product.category === 'Fragrances' ||
        product.additionalFields.scent ||
        product.additionalFields.scent_family
      )
        expect(beauty.freeFrom, `${product.name} is scented`).not.toContain('fragrance');
    }
  });

  it('lists in its INCI every ingredient its key-ingredients text names', () => {
    for (const { product, beauty } of PRODUCTS) {
      const onLabel = beauty.ingredients.map((i) => findIngredient(i)!);
      for (const named of findIngredients(product.additionalFields.key_ingredients ?? '')) {
        // "Chamomile" may be its oil on the label, "UV filters" any sun filter.
        const found = onLabel.some(
          (i) =>
            i.id === named.id ||
            i.id.startsWith(`${named.id}-`) ||
            (named.inci.length === 0 && i.kind === named.kind),
        );
        expect(found, `${product.name}: ${named.name}`).toBe(true);
      }
    }
  });

  it('gives shoppers the facts they filter by', () => {
    const cica = byName('Centella Calming Cica Cream');
    expect(cica.productType).toBe('moisturizer');
    expect(cica.skinTypes).toContain('sensitive');
    expect(cica.concerns).toEqual(expect.arrayContaining(['redness', 'sensitivity']));
    expect(byName('Daily Mild Sun Stick SPF 50+ PA++++').productType).toBe('sunscreen');
    expect(byName('Rice Water Brightening Cleansing Foam').productType).toBe('cleanser');
    for (const { product, beauty } of PRODUCTS.filter((p) => p.product.category === 'Skincare'))
      expect(beauty.concerns.length, product.name).toBeGreaterThan(0);
    const brands = new Map<string, number>();
    for (const { beauty } of PRODUCTS) brands.set(beauty.brand, (brands.get(beauty.brand) ?? 0) + 1);
    expect(brands.size).toBeGreaterThanOrEqual(5);
    expect(brands.size).toBeLessThanOrEqual(8);
    for (const [brand, count] of brands) expect(count, brand).toBeGreaterThanOrEqual(2);
  });

  it('offers a sunscreen for every skin, the one for oily skin dearer than the stick', () => {
    const sunscreens = PRODUCTS.filter((p) => p.beauty.productType === 'sunscreen');
    expect(sunscreens.map((p) => p.product.name).sort()).toEqual([
      'Aqua Gel Sun Cream SPF 50+ PA++++',
      'Daily Mild Sun Stick SPF 50+ PA++++',
      'Mineral Cica Sun Cream SPF 50 PA+++',
    ]);
    for (const { product } of sunscreens) expect(product.category, product.name).toBe('Skincare');
    const price = (name: string) => PRODUCTS.find((p) => p.product.name === name)!.product.priceCents;
    const gel = byName('Aqua Gel Sun Cream SPF 50+ PA++++');
    expect(gel.skinTypes).toContain('oily');
    expect(gel.concerns).toEqual(expect.arrayContaining(['oiliness', 'pores']));
    expect(gel.freeFrom).toEqual(expect.arrayContaining(['fragrance', 'alcohol']));
    // "Cheaper?" after the gel has a sunscreen for oily skin to step down to.
    expect(price('Aqua Gel Sun Cream SPF 50+ PA++++')).toBeGreaterThan(
      price('Daily Mild Sun Stick SPF 50+ PA++++'),
    );
    const mineral = byName('Mineral Cica Sun Cream SPF 50 PA+++');
    expect(mineral.skinTypes).toEqual(expect.arrayContaining(['sensitive', 'dry']));
    expect(mineral.skinTypes).not.toContain('oily');
    expect(mineral.concerns).toEqual(expect.arrayContaining(['sensitivity', 'redness']));
    expect(mineral.freeFrom).toContain('fragrance');
    // A mineral sunscreen: zinc oxide is its only UV filter.
    const filters = mineral.ingredients.filter((i) => findIngredient(i)!.kind === 'uv-filter');
    expect(filters).toEqual(['Zinc Oxide']);
  });
});
