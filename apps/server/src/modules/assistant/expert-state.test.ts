import { describe, expect, it } from 'vitest';
import { avoidanceOf, budgetOf, readState } from './expert-state';

const user = (content: string) => ({ role: 'user' as const, content });

describe('what the expert keeps from a conversation', () => {
  it('keeps skin type, exclusions and budget across turns; the latest topic and concern win', () => {
    const state = readState({
      messages: [
        user('I have dry skin and I hate fragrance'),
        { role: 'assistant', content: 'Got it.', productIds: [3, 9] },
        user('no essential oils either, and my budget is $30'),
        user('a moisturizer for dark spots'),
      ],
    });
    expect(state).toMatchObject({
      skinType: 'dry',
      avoid: ['fragrance', 'essential-oils'],
      maxPriceCents: 3000,
      productType: 'moisturizer',
      concerns: ['dark-spots'],
      shown: [3, 9],
    });
  });

  it('starts from the saved skin profile and lets the conversation overrule it', () => {
    const profile = {
      skinType: 'oily' as const,
      concerns: ['acne' as const],
      sensitivity: 'rarely' as const,
      fragrance: 'fragrance-free' as const,
      budget: 'under-35' as const,
      routineLength: 'classic' as const,
    };
    expect(readState({ messages: [user('hello')], profile })).toMatchObject({
      skinType: 'oily',
      concerns: ['acne'],
      avoid: ['fragrance'],
      maxPriceCents: 3500,
    });
    expect(readState({ messages: [user('my skin is actually combination')], profile }).skinType).toBe(
      'combination',
    );
  });

  it('reads exclusions, concerns said as verbs and per-product budgets', () => {
    expect(avoidanceOf('essential oils')).toEqual({ freeFrom: ['essential-oils'], ingredients: [] });
    expect(avoidanceOf('lavender')).toEqual({ freeFrom: [], ingredients: ['lavender'] });
    expect(avoidanceOf('strong scents')).toEqual({ freeFrom: ['fragrance'], ingredients: [] });
    expect(readState({ messages: [user('I keep breaking out')] }).concerns).toEqual(['acne']);
    expect(budgetOf('anything under $15?')).toBe(1500);
    expect(budgetOf('what is good for dry skin')).toBeNull();
  });

  it('remembers the label scanned and the ingredient asked about before', () => {
    const state = readState({
      messages: [
        user('what does niacinamide do?'),
        { role: 'assistant', content: '…' },
        user('and with vitamin c?'),
      ],
      label: { ingredients: ['Water', 'Parfum'] },
    });
    expect(state.earlierIngredient).toBe('niacinamide');
    expect(state.label).toEqual(['Water', 'Parfum']);
  });
});
