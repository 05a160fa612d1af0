import { describe, expect, it } from 'vitest';
import { withTwitterCard } from './social-meta';

describe('withTwitterCard', () => {
  it('repeats the Open Graph title, description and image as a large-image card', () => {
    const tags = withTwitterCard([
      { title: 'Serum | Seoul Glow' },
      { property: 'og:title', content: 'Serum' },
      { property: 'og:description', content: 'A serum' },
      { property: 'og:image', content: 'https://shop.example/Images/Products/a.webp' },
      { property: 'og:image:alt', content: 'Serum' },
      { name: 'twitter:card', content: 'summary' },
    ]);
    const twitter = tags.filter((t) => String(t.name ?? '').startsWith('twitter:'));
    expect(twitter).toEqual([
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: 'Serum' },
      { name: 'twitter:description', content: 'A serum' },
      { name: 'twitter:image', content: 'https://shop.example/Images/Products/a.webp' },
      { name: 'twitter:image:alt', content: 'Serum' },
    ]);
  });

  it('makes a summary card without an image, and leaves pages without Open Graph alone', () => {
    const card = withTwitterCard([{ property: 'og:title', content: 'Contact' }]);
    expect(card).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(card.some((t) => t.name === 'twitter:image')).toBe(false);
    expect(withTwitterCard([{ title: 'Cart' }])).toEqual([{ title: 'Cart' }]);
  });
});
