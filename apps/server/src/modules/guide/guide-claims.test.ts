import { describe, expect, it } from 'vitest';
import { claimPhrase, findDrugClaim } from './guide-claims';

/**
 * A stand-in for the assistant's claims guard (the real one is wired in routes/admin.ts and tried
 * by guide.routes.test.ts): this folder may not import the assistant's, which reads the guide.
 */
const CLAIM = /\b(?:treats? acne|heals? the skin|cures? rosacea|anti-inflammatory)\b/i;
const guard = {
  hasDrugClaim: (text: string) => CLAIM.test(text),
  guardClaims: (text: string) => text.replace(CLAIM, 'helps the look of it'),
};

describe('the guide wording check', () => {
  it('names the shortest run of words that makes the claim', () => {
    expect(claimPhrase(guard, 'Cleanse gently. This balm treats acne overnight.')).toBe('treats acne');
    expect(claimPhrase(guard, 'It heals the skin while you sleep.')).toBe('heals the skin');
    expect(claimPhrase(guard, 'An anti-inflammatory toner, used daily.')).toBe('anti-inflammatory');
    expect(claimPhrase(guard, 'Niacinamide helps calm the look of redness.')).toBeUndefined();
  });

  it('finds the first field holding a claim, the other ways to ask included', () => {
    const clean = {
      title: 'Calming toners',
      summary: 'They help calm the look of redness.',
      body: 'Patch-test first.',
    };
    expect(findDrugClaim(guard, { ...clean, asks: ['does toner cure rosacea'] })).toEqual({
      field: 'asks',
      phrase: 'cure rosacea',
    });
    expect(findDrugClaim(guard, { ...clean, asks: [] })).toBeUndefined();
  });
});
