import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISGUISED, ORDINARY } from '../../../test/reviews';
import { holdReasons, readable, withoutBidiControls } from './review-hold';

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

describe('moderation reads the text as it displays', () => {
  it.each(DISGUISED)('holds %s', (_, text, reason) => {
    expect(holdReasons('Great', text)).toContain(reason);
  });

  it('holds a name from the order that carries a link', () => {
    expect(holdReasons('cheapglow.com C.', 'Nice', 'Lovely serum')).toEqual(['link']);
  });

  it.each(ORDINARY)('publishes "%s"', (text) => {
    expect(holdReasons('Love it', text)).toEqual([]);
  });

  it('keeps no bidi control in stored text, and the letters as typed', () => {
    expect(withoutBidiControls('a\u202Eb\u202Cc\u2066d\u2069\u200F')).toBe('abcd');
    expect(withoutBidiControls('한국어 ｆｕｌｌ')).toBe('한국어 ｆｕｌｌ');
  });

  it('reads any text without throwing, and without a control left', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const seen = readable(text);
        expect(seen).not.toMatch(/\p{Default_Ignorable_Code_Point}/u);
        holdReasons(text, text);
      }),
      { numRuns: 500 },
    );
  });
});
