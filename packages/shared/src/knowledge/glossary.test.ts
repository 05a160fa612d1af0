import { describe, expect, it } from 'vitest';
import { FREE_FROM } from '../beauty/taxonomy';
import { freeFromBrokenByName } from './free-from';
import { INGREDIENT_GLOSSARY, INGREDIENTS_BY_ID, findIngredients } from './glossary';
import { findIngredient } from './inci';

/** Words that turn a cosmetic statement into a medical claim. */
const MEDICAL =
  /\b(treats?|treating|treatment of|cures?|heals?|healing|kills?|antibacterial|antiseptic|anti-inflammatory|disease|infection|eczema|rosacea|psoriasis|dermatitis|wounds?|regrow\w*|hair growth)\b/i;

describe('the ingredient glossary', () => {
  it('has unique ids that are URL slugs, and every entry explained', () => {
    expect(INGREDIENT_GLOSSARY.length).toBeGreaterThanOrEqual(200);
    expect(INGREDIENTS_BY_ID.size).toBe(INGREDIENT_GLOSSARY.length);
    for (const i of INGREDIENT_GLOSSARY) {
      expect(i.slug, i.id).toBe(i.id);
      expect(i.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(i.purpose.length, i.id).toBeGreaterThan(10);
      expect(i.suits.length, i.id).toBeGreaterThan(3);
      expect(i.inci.length + i.aliases.length, i.id).toBeGreaterThan(0);
      for (const flag of i.breaks) expect(FREE_FROM).toContain(flag);
    }
  });

  it('speaks in cosmetic terms only, never medical claims', () => {
    for (const i of INGREDIENT_GLOSSARY) {
      for (const text of [i.purpose, i.suits, i.caution ?? ''])
        expect(text, `${i.id}: ${text}`).not.toMatch(MEDICAL);
    }
  });

  it('resolves every INCI spelling and alias to its own entry and no other', () => {
    for (const i of INGREDIENT_GLOSSARY) {
      for (const name of [...i.inci, ...i.aliases]) expect(findIngredient(name)?.id, name).toBe(i.id);
    }
  });

  it('never knows less than the name rules: an entry breaks every claim its INCI names give away', () => {
    for (const i of INGREDIENT_GLOSSARY) {
      for (const name of i.inci) {
        for (const flag of freeFromBrokenByName(name))
          expect(i.breaks, `${name} breaks ${flag}`).toContain(flag);
      }
    }
  });

  it('marks the families that break free-from claims', () => {
    const breaks = (name: string) => findIngredient(name)!.breaks;
    expect(breaks('Linalool')).toEqual(['fragrance']);
    expect(breaks('Limonene')).toEqual(['fragrance']);
    expect(breaks('Parfum')).toEqual(['fragrance']);
    expect(breaks('Lavandula Angustifolia Oil').sort()).toEqual(['essential-oils', 'fragrance']);
    expect(breaks('Alcohol Denat.')).toEqual(['alcohol']);
    expect(breaks('Isopropyl Alcohol')).toEqual(['alcohol']);
    expect(breaks('Cetearyl Alcohol')).toEqual([]);
    expect(breaks('Benzyl Alcohol')).toEqual([]);
    expect(breaks('Methylparaben')).toEqual(['parabens']);
    expect(breaks('Sodium Lauryl Sulfate')).toEqual(['sulfates']);
    expect(breaks('Magnesium Sulfate')).toEqual([]);
    expect(breaks('Cyclopentasiloxane')).toEqual(['silicones']);
    expect(breaks('Paraffinum Liquidum')).toEqual(['mineral-oil']);
    expect(breaks('Petrolatum')).toEqual(['mineral-oil']);
    expect(breaks('Rosa Damascena Flower Water')).toEqual([]);
  });

  it('finds ingredients in free text by their longest spelling, each once, in order', () => {
    const found = findIngredients(
      'INGREDIENTS: Water, Cetearyl Alcohol, 1,2-Hexanediol, Tea Tree Oil, Glycerin, Cetearyl Alcohol',
    ).map((i) => i.id);
    expect(found).toEqual(['cetearyl-alcohol', '1-2-hexanediol', 'tea-tree', 'glycerin']);
  });

  it('does not read everyday words as ingredients in free text', () => {
    expect(findIngredients('I drink lots of water and avoid alcohol')).toEqual([]);
    expect(findIngredients('Is alcohol denat bad for dry skin?').map((i) => i.id)).toEqual(['alcohol-denat']);
  });
});
