import { describe, expect, it } from 'vitest';
import { holdReasons } from './review-hold';

describe('holdReasons', () => {
  it('lets an ordinary review through', () => {
    expect(
      holdReasons('Love it', 'My dry skin drank this up. SPF 50+ PA++++ and no white cast after 2 weeks <3'),
    ).toEqual([]);
    expect(holdReasons('Worth $18.50', 'Bought 3 bottles in 2024, used it for 30 days.')).toEqual([]);
  });

  it('holds links, bare domains included', () => {
    expect(holdReasons('Great', 'cheaper at https://example.com/deal')).toEqual(['link']);
    expect(holdReasons('Great', 'see www.glow-deals.net')).toEqual(['link']);
    expect(holdReasons('Great', 'get it on glowdeals.shop today')).toEqual(['link']);
    expect(holdReasons('bit.ly/abc', 'nice serum for my skin')).toEqual(['link']);
  });

  it('holds email addresses, also written out', () => {
    expect(holdReasons('Great', 'write me: jane.doe@mail.com')).toEqual(['email']);
    expect(holdReasons('Great', 'jane (at) mail (dot) com for samples')).toEqual(['email']);
  });

  it('holds phone numbers in their usual spellings', () => {
    expect(holdReasons('Call me', '+82 10-1234-5678')).toEqual(['phone']);
    expect(holdReasons('Text', 'text 555 123 4567 for more')).toEqual(['phone']);
  });

  it('names every reason a review holds', () => {
    expect(holdReasons('Deal', 'mail a@b.co or visit https://x.io or call 5551234567')).toEqual([
      'email',
      'link',
      'phone',
    ]);
  });
});
