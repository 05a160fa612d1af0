import { beforeEach, describe, expect, it } from 'vitest';
import { BEAUTY_TIPS, LIMITS, STORAGE_KEYS } from '@seoul-glow/shared';
import {
  chatClientId,
  countMessage,
  localDay,
  lockForToday,
  readCounter,
  remainingToday,
} from './chat-counter';
import {
  analysisConcern,
  bubble,
  historyFor,
  isRoutineRequest,
  isTipsRequest,
  pickTips,
  routineFor,
} from './chat-model';

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

  it('sends the last turns without image messages, ending with the new message', () => {
    const messages = [
      bubble('bot', 'hello'),
      bubble('user', '📷 Photo', { isImage: true, imageUrl: 'blob:x' }),
      ...Array.from({ length: 8 }, (_, i) => bubble(i % 2 ? 'bot' : 'user', `turn ${i}`)),
    ];
    const turns = historyFor(messages, 'latest');
    expect(turns.at(-1)).toEqual({ role: 'user', content: 'latest' });
    expect(turns.some((t) => t.content.includes('Photo'))).toBe(false);
    expect(turns.length).toBeLessThanOrEqual(LIMITS.chatHistoryTurns + 1);
    expect(turns[0]).toEqual({ role: 'user', content: 'turn 2' });
  });
});
