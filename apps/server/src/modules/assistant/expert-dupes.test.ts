import { describe, expect, it } from 'vitest';
import { readDupeRequest } from './expert-dupes';

describe('reading a dupe request (docs/product.md#similar-formulas-for-less)', () => {
  it.each([
    ['a dupe for the La Roche-Posay Cicaplast', 'la roche-posay cicaplast'],
    ['any dupes of the mineral cica sun cream?', 'mineral cica sun cream'],
    ['cicaplast dupe?', 'cicaplast'],
    [
      'Is there a cheaper version of the Ceramide Barrier Repair Moisturizer?',
      'ceramide barrier repair moisturizer',
    ],
    ['a cheaper alternative to Cherry Blossom Eau de Parfum please', 'cherry blossom eau de parfum'],
    ['something like the argan keratin mask but cheaper', 'argan keratin mask'],
    ['something like it but cheaper', 'it'],
    ["something like Drunk Elephant's vitamin C serum", "drunk elephant's vitamin c serum"],
    ['an alternative to the snail essence that is more affordable', 'snail essence'],
  ])('%s → %s', (message, target) => {
    expect(readDupeRequest(message)).toBe(target);
  });

  it.each(['cheaper?', 'a sunscreen for oily skin', 'something like a gel moisturizer', 'anything cheaper'])(
    'leaves "%s" to the other answers',
    (message) => {
      expect(readDupeRequest(message)).toBeNull();
    },
  );
});
