import { beforeEach, describe, expect, it } from 'vitest';
import {
  BEAUTY_TIPS,
  CHAT_LIMITS,
  LIMITS,
  STORAGE_KEYS,
  type ProductSummary,
  type SkinRoutine,
} from '@seoul-glow/shared';
import {
  chatClientId,
  countMessage,
  localDay,
  lockForToday,
  readCounter,
  remainingToday,
} from './chat-counter';
import {
  CONCERN_QUESTION,
  analysisConcern,
  analysisText,
  bubble,
  historyFor,
  isRoutineRequest,
  isTipsRequest,
  labelReadText,
  pickTips,
  replyBubble,
  routineFor,
  shownProductIds,
  wantsProductRoutine,
} from './chat-model';

const product = (id: number): ProductSummary => ({
  id,
  name: `P${id}`,
  price: 10,
  image: null,
  categoryName: 'Skincare',
  brand: 'Haneul Lab',
  productType: 'serum',
  size: '30 ml',
  skinTypes: ['dry'],
  concerns: ['dryness'],
  keyIngredients: [],
  freeFrom: [],
  inStock: true,
});

beforeEach(() => localStorage.clear());

describe('the daily chat counter (docs/product.md#constants-and-limits)', () => {
  it('counts per calendar day and starts again the next day', () => {
    const monday = new Date(2026, 10, 23, 23, 50);
    const tuesday = new Date(2026, 10, 24, 0, 5);
    countMessage(monday);
    countMessage(monday);
    expect(readCounter(monday)).toEqual({ date: localDay(monday), count: 2 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.chatCounter)!)).toEqual({
      date: '2026-11-23',
      count: 2,
    });
    expect(readCounter(tuesday)).toEqual({ date: '2026-11-24', count: 0 });
  });

  it('locks at 15 and never counts past it; an unreadable counter starts at 0', () => {
    const now = new Date(2026, 0, 5, 12);
    for (let i = 0; i < 20; i++) countMessage(now);
    expect(remainingToday(readCounter(now))).toBe(0);
    expect(readCounter(now).count).toBe(LIMITS.dailyChatMessages);
    localStorage.setItem(STORAGE_KEYS.chatCounter, '{oops');
    expect(readCounter(now).count).toBe(0);
    lockForToday(now);
    expect(remainingToday(readCounter(now))).toBe(0);
  });

  it('keeps one random client id', () => {
    const id = chatClientId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(chatClientId()).toBe(id);
  });
});

describe('the local flows (docs/product.md#how-things-change)', () => {
  it('routes routine/steps and tips/advice messages', () => {
    expect(isRoutineRequest('What are the steps?')).toBe(true);
    expect(isRoutineRequest('My Routine')).toBe(true);
    expect(isTipsRequest('any advice?')).toBe(true);
    expect(isTipsRequest('Tips please')).toBe(true);
    expect(isRoutineRequest('what is niacinamide')).toBe(false);
    expect(routineFor('weekly routine')).toBe('weekly');
    expect(routineFor('night routine')).toBe('evening');
    expect(routineFor('morning steps')).toBe('morning');
  });

  it('picks 4 different tips from the pool of 8', () => {
    expect(BEAUTY_TIPS).toHaveLength(8);
    for (let i = 0; i < 20; i++) {
      const tips = pickTips();
      expect(tips).toHaveLength(4);
      expect(new Set(tips).size).toBe(4);
      for (const t of tips) expect(BEAUTY_TIPS).toContain(t);
    }
  });

  it('chooses the analysis concern by keywords', () => {
    expect(analysisConcern('I get pimples and breakouts')).toBe('acne');
    expect(analysisConcern('flaky and tight')).toBe('dryness');
    expect(analysisConcern('wrinkles around my eyes')).toBe('aging');
    expect(analysisConcern('redness and stinging')).toBe('sensitive');
    expect(analysisConcern('dark spots')).toBe('brightening');
  });

  it('sends the turns without image messages, each answer with the products it showed', () => {
    const messages = [
      bubble('bot', 'hello'),
      bubble('user', '📷 Photo', { isImage: true, imageUrl: 'blob:x' }),
      ...Array.from({ length: 8 }, (_, i) => bubble(i % 2 ? 'bot' : 'user', `turn ${i}`)),
      bubble('bot', 'Try these', { products: [product(12), product(7)] }),
      bubble('bot', '', { streaming: true }),
    ];
    const turns = historyFor(messages, 'latest');
    expect(turns.at(-1)).toEqual({ role: 'user', content: 'latest' });
    expect(turns.some((t) => t.content.includes('Photo'))).toBe(false);
    expect(turns[0]).toEqual({ role: 'assistant', content: 'hello' });
    expect(turns.at(-2)).toEqual({ role: 'assistant', content: 'Try these', productIds: [12, 7] });
    expect(turns).toHaveLength(11);
  });

  it('keeps at most the turns the contract takes', () => {
    const many = Array.from({ length: 40 }, (_, i) => bubble(i % 2 ? 'bot' : 'user', `turn ${i}`));
    const turns = historyFor(many, 'latest');
    expect(turns).toHaveLength(CHAT_LIMITS.maxTurns);
    expect(turns[0]!.content).toBe('turn 21');
  });

  it('names the cards an answer showed: products, else the compared ones, else the routine’s picks', () => {
    const routine = {
      morning: [
        {
          key: 'cleanser',
          label: 'Cleanser',
          pick: { product: { id: 4 }, why: '' },
          alternatives: [],
          missing: null,
        },
      ],
      evening: [
        {
          key: 'cleanser',
          label: 'Cleanser',
          pick: { product: { id: 4 }, why: '' },
          alternatives: [],
          missing: null,
        },
        { key: 'serum', label: 'Serum', pick: null, alternatives: [], missing: 'none' },
      ],
    } as unknown as SkinRoutine;
    expect(shownProductIds(bubble('bot', 'x', { routine }))).toEqual([4]);
    expect(shownProductIds(bubble('bot', 'x', { products: [product(3)] }))).toEqual([3]);
  });

  it('keeps the Skincare Guide articles an answer links, and none when it links none', () => {
    const reply = {
      reply: 'Reapply every two hours.',
      suggestions: [],
      products: [],
      actions: [],
      remaining: 3,
    };
    const articles = [{ slug: 'reapplying-sunscreen', title: 'When to reapply sunscreen' }];
    expect(replyBubble({ ...reply, articles }).articles).toEqual(articles);
    expect(replyBubble(reply)).not.toHaveProperty('articles');
  });

  it('sends routine requests with a skin type, a concern or a saved profile to the server', () => {
    expect(wantsProductRoutine('build a routine for oily skin', false)).toBe(true);
    expect(wantsProductRoutine('routine for breakouts', false)).toBe(true);
    expect(wantsProductRoutine('morning routine', false)).toBe(false);
    expect(wantsProductRoutine('morning routine', true)).toBe(true);
  });

  it('words the photo answers honestly: no reading of skin from a picture', () => {
    expect(CONCERN_QUESTION).toMatch(/don't diagnose skin from pictures/);
    expect(analysisText('acne')).toMatch(/^Thanks! From what you told me/);
    expect(analysisText('acne')).not.toMatch(/shows signs/);
    expect(
      labelReadText([
        { name: 'Fragrance (parfum)', purpose: 'scent', caution: 'irritant' },
        { name: 'Glycerin', purpose: 'hydrates' },
      ]),
    ).toMatch(/found 2 ingredients I know\. Worth a closer look: Fragrance \(parfum\)/);
  });
});
