import { describe, expect, it } from 'vitest';
import { skinFit, SKIN_FIT_TEXT, type FitProduct } from './skin-fit';
import { readSkinProfile, type SkinProfile } from './skin-profile';

const profile: SkinProfile = {
  skinType: 'oily',
  concerns: ['acne', 'pores'],
  sensitivity: 'rarely',
  fragrance: 'no-preference',
  budget: 'any',
  routineLength: 'classic',
};
const serum: FitProduct = {
  productType: 'serum',
  skinTypes: ['oily', 'combination'],
  concerns: ['acne', 'pores', 'oiliness'],
  freeFrom: ['fragrance', 'essential-oils', 'alcohol'],
  ingredients: ['Water', 'Niacinamide'],
};

describe('skinFit', () => {
  it('says good for your skin, naming the skin type and the concerns it treats', () => {
    expect(skinFit(serum, profile)).toEqual({
      kind: 'good',
      title: SKIN_FIT_TEXT.good,
      detail: 'Suits oily skin, helps the look of blemishes and refines the look of pores.',
    });
  });

  it('cautions gently about fragrance for sensitive skin or when fragrance-free was asked', () => {
    const scented = { ...serum, freeFrom: [] };
    expect(skinFit(scented, { ...profile, sensitivity: 'often' })).toMatchObject({
      kind: 'caution',
      title: SKIN_FIT_TEXT.fragrance,
      detail: 'Patch-test first: fragrance is a common trigger for sensitive skin.',
    });
    expect(skinFit(scented, { ...profile, fragrance: 'fragrance-free' })).toMatchObject({
      kind: 'caution',
      detail: 'You asked for fragrance-free products.',
    });
    expect(skinFit(scented, profile)?.kind).toBe('good');
  });

  it('cautions about products made for other skin types, and stays silent off the face', () => {
    expect(skinFit({ ...serum, skinTypes: ['dry'] }, profile)).toMatchObject({
      kind: 'caution',
      title: SKIN_FIT_TEXT.otherSkin,
      detail: 'Made for dry skin, so it may not suit oily skin.',
    });
    expect(skinFit({ ...serum, productType: 'shampoo' }, profile)).toBeNull();
    expect(
      skinFit({ ...serum, productType: 'eau-de-parfum', freeFrom: [] }, { ...profile, sensitivity: 'often' }),
    ).toBeNull();
  });

  it('never claims what an unknown label contains', () => {
    expect(
      skinFit({ ...serum, freeFrom: [], ingredients: [] }, { ...profile, sensitivity: 'often' })?.kind,
    ).toBe('good');
  });
});

describe('readSkinProfile', () => {
  it('reads a stored profile and refuses one that no longer fits the quiz', () => {
    expect(readSkinProfile(JSON.parse(JSON.stringify(profile)))).toEqual(profile);
    expect(readSkinProfile({ ...profile, skinType: 'scaly' })).toBeNull();
    expect(readSkinProfile({ ...profile, concerns: ['acne', 'pores', 'redness', 'aging'] })).toBeNull();
    expect(readSkinProfile({ ...profile, concerns: ['frizz'] })).toBeNull();
    expect(readSkinProfile('oily')).toBeNull();
    expect(readSkinProfile(null)).toBeNull();
  });
});
