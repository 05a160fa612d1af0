import { describe, expect, it } from 'vitest';
import { CONCERNS } from '../beauty/taxonomy';
import { CONCERN_IDS, SKIN_CONCERNS, matchConcern } from './concerns';
import { INGREDIENTS_BY_ID, INGREDIENT_GLOSSARY, findIngredients } from './glossary';
import { PAIRING_RULES, pairingRulesFor } from './pairing';
import { BEAUTY_TIPS, ROUTINES } from './routines';

describe('beauty knowledge', () => {
  it('has five concerns whose ingredients are all glossary entries', () => {
    expect(CONCERN_IDS).toEqual(['acne', 'dryness', 'aging', 'brightening', 'sensitive']);
    for (const id of CONCERN_IDS) {
      const c = SKIN_CONCERNS[id];
      expect(c.benefits.length).toBeGreaterThan(0);
      expect(c.routine.length).toBeGreaterThan(20);
      for (const i of c.ingredients) expect(INGREDIENTS_BY_ID.has(i), `${id}: ${i}`).toBe(true);
      expect(c.catalogConcerns.length).toBeGreaterThan(0);
      for (const k of c.catalogConcerns) expect(CONCERNS).toContain(k);
    }
  });

  it('has morning, evening and weekly routines and 8 tips', () => {
    expect(Object.keys(ROUTINES)).toEqual(['morning', 'evening', 'weekly']);
    expect(BEAUTY_TIPS).toHaveLength(8);
  });

  it('has a glossary of at least 80 distinct ingredients with purpose and suits', () => {
    expect(INGREDIENT_GLOSSARY.length).toBeGreaterThanOrEqual(80);
    expect(new Set(INGREDIENT_GLOSSARY.map((i) => i.id)).size).toBe(INGREDIENT_GLOSSARY.length);
    for (const i of INGREDIENT_GLOSSARY) {
      expect(i.purpose.length, i.id).toBeGreaterThan(10);
      expect(i.suits.length, i.id).toBeGreaterThan(3);
      expect(i.names.length, i.id).toBeGreaterThan(0);
    }
  });

  it('finds ingredients in INCI text by whole words, in order of appearance', () => {
    const found = findIngredients(
      'Aqua, Butylene Glycol, Sodium Hyaluronate, Niacin-\namide, Parfum, Chemical-free Mica',
    ).map((i) => i.id);
    expect(found).toEqual(['butylene-glycol', 'hyaluronic-acid', 'niacinamide', 'fragrance', 'mica']);
    expect(findIngredients('a chemical peel').map((i) => i.id)).not.toContain('mica');
    expect(findIngredients('tea tree oil').map((i) => i.id)).toEqual(['tea-tree']);
  });

  it('pairs risky groups with cautions, risky first', () => {
    const rules = pairingRulesFor(['retinoid', 'aha', 'niacinamide']);
    expect(rules.map((r) => r.id)).toEqual(['retinoid-aha', 'retinoid-niacinamide']);
    for (const r of PAIRING_RULES.filter((r) => r.verdict !== 'good')) expect(r.advice).toMatch(/^Caution/);
  });

  it('picks concerns by keywords, multi-word keywords first', () => {
    expect(matchConcern('dark spots on my cheeks')).toBe('brightening');
    expect(matchConcern('a spot on my chin')).toBe('acne');
    expect(matchConcern('nothing relevant')).toBeNull();
    expect(matchConcern('a moisturiser for sensitive skin', 'sensitive')).toBe('sensitive');
  });
});
