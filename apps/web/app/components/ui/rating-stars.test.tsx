import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { RatingStars, starFillClass } from './rating-stars';

describe('rating stars', () => {
  it('fills to the nearest quarter star with a class, never an inline style', () => {
    expect(starFillClass(0)).toBe('w-0');
    expect(starFillClass(4.3)).toBe('w-[85%]');
    expect(starFillClass(4.8)).toBe('w-[95%]');
    expect(starFillClass(5)).toBe('w-full');
    expect(starFillClass(7)).toBe('w-full');
    const html = renderToString(<RatingStars average={3.5} count={12} />);
    expect(html).toContain('w-[70%]');
    expect(html).not.toContain('style=');
    expect(html).toContain('Rated 3.5 out of 5 from 12 reviews');
  });
});
