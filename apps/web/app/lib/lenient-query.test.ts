import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from '@seoul-glow/shared';
import { parseLenient } from './lenient-query';

describe('reading a page query leniently', () => {
  it('cuts an over-long search to its maximum instead of failing', () => {
    const q = `${'serum '.repeat(60)}`;
    expect(() => searchQuerySchema.parse({ q })).toThrow();
    const read = parseLenient(searchQuerySchema, { q, category: 'Skincare' });
    expect(read.q).toBe(q.trim().slice(0, 200));
    expect(read.q.length).toBeLessThanOrEqual(200);
    expect(read.category).toBe('Skincare');
  });

  it('drops other bad values to their defaults and keeps the good ones', () => {
    const read = parseLenient(searchQuerySchema, {
      q: 'toner',
      category: 'x'.repeat(5000),
      ids: '1,'.repeat(5000),
    });
    expect(read.q).toBe('toner');
    expect(read.category.length).toBeLessThanOrEqual(100);
    expect(read.ids === undefined || read.ids.length <= 100).toBe(true);
  });

  it('passes a valid query through unchanged', () => {
    expect(parseLenient(searchQuerySchema, { q: 'snail', page: '2' })).toEqual(
      searchQuerySchema.parse({ q: 'snail', page: '2' }),
    );
  });
});
