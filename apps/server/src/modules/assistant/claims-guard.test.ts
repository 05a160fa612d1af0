import { describe, expect, it } from 'vitest';
import { ClaimGuardStream, guardClaims, hasDrugClaim } from './claims-guard';

describe('the claims guard', () => {
  it('puts drug claims in cosmetic words', () => {
    expect(guardClaims('This serum treats acne overnight.')).toBe(
      'This serum helps the look of blemishes overnight.',
    );
    expect(guardClaims('A balm that cures eczema.')).toBe(
      'A balm that comforts very dry, easily irritated skin.',
    );
    expect(guardClaims('Peptides boost collagen production.')).toBe('Peptides help skin look firmer.');
    expect(guardClaims('It boosts collagen.')).toBe('It helps skin look firmer.');
    expect(guardClaims('Clinically proven to heal rosacea')).toBe('Calms the look of redness');
    expect(guardClaims('An anti-inflammatory, antibacterial toner that kills bacteria.')).toBe(
      'A calming, purifying toner that helps keep pores clear.',
    );
    expect(guardClaims('A serum that targets acne and tackles wrinkles.')).toBe(
      'A serum that helps the look of blemishes and smooths the look of fine lines.',
    );
    expect(guardClaims('It removes wrinkles and fades the look of marks.')).toBe(
      'It smooths the look of fine lines and fades the look of marks.',
    );
  });

  it('leaves cosmetic wording alone', () => {
    const text = 'Niacinamide evens the look of tone and calms the look of redness; patch-test first.';
    expect(guardClaims(text)).toBe(text);
    expect(hasDrugClaim(text)).toBe(false);
    expect(hasDrugClaim('it cures eczema')).toBe(true);
  });

  it('guards streamed text without splitting a claim between pieces', () => {
    const pieces = [
      'This gentle ',
      'cream tre',
      'ats ',
      'acne and ',
      'cu',
      'res eczema ',
      'for good, they say',
      '.',
    ];
    const stream = new ClaimGuardStream();
    const out = pieces.map((p) => stream.push(p)).join('') + stream.end();
    expect(out).toBe(guardClaims(pieces.join('')));
    expect(out).toBe(
      'This gentle cream helps the look of blemishes and comforts very dry, easily irritated skin for good, they say.',
    );
  });

  it('passes streamed text on before the answer ends', () => {
    const stream = new ClaimGuardStream();
    const early = stream.push(
      'Double cleanse every evening, then pat in a hydrating toner and a light serum. ',
    );
    expect(early.length).toBeGreaterThan(10);
  });
});
