import { describe, expect, it } from 'vitest';
import { freeFromBreakers } from './free-from';
import { findIngredient, parseInciList } from './inci';

describe('parseInciList', () => {
  it('splits a label on commas, after its heading, keeping commas inside names and parentheses', () => {
    expect(
      parseInciList(
        'INGREDIENTS: Water (Aqua), 1,2-Hexanediol, Iron Oxides (CI 77491, CI 77492), Alcohol Denat., Parfum.',
      ),
    ).toEqual([
      'Water (Aqua)',
      '1,2-Hexanediol',
      'Iron Oxides (CI 77491, CI 77492)',
      'Alcohol Denat.',
      'Parfum',
    ]);
  });

  it('reads "May contain" and "[+/- …]" shade lists as more ingredients', () => {
    expect(parseInciList('Mica, Talc. May Contain (+/-): CI 77891, CI 77491.')).toEqual([
      'Mica',
      'Talc',
      'CI 77891',
      'CI 77491',
    ]);
    expect(parseInciList('Dimethicone, Aroma. [+/- Red 7 (CI 15850), Iron Oxides (CI 77491)]')).toEqual([
      'Dimethicone',
      'Aroma',
      'Red 7 (CI 15850)',
      'Iron Oxides (CI 77491)',
    ]);
  });

  it('joins OCR line breaks and hyphenation, and drops percentages, stars and footnotes', () => {
    expect(
      parseInciList(
        'Snail Secretion Filtrate 96%, Niacin-\namide (5%), Centella Asiatica\nExtract (10,000ppm), Aloe Barbadensis Leaf Juice*, PEG-\n100 Stearate. *Certified organic',
      ),
    ).toEqual([
      'Snail Secretion Filtrate',
      'Niacinamide',
      'Centella Asiatica Extract',
      'Aloe Barbadensis Leaf Juice',
      'PEG-100 Stearate',
    ]);
  });

  it('keeps a starred ingredient, and drops only the starred notes at the end that name none', () => {
    expect(parseInciList('Water, *Parfum, Glycerin')).toEqual(['Water', 'Parfum', 'Glycerin']);
    expect(parseInciList('Water, Glycerin, *Parfum')).toEqual(['Water', 'Glycerin', 'Parfum']);
    expect(parseInciList('Water, Glycerin, **Linalool. *Certified organic, **Natural origin')).toEqual([
      'Water',
      'Glycerin',
      'Linalool',
    ]);
    // What the store derives from the list: a starred fragrance still breaks "fragrance-free".
    expect(freeFromBreakers(parseInciList('Water, *Parfum, Glycerin')).fragrance).toEqual(['Parfum']);
  });

  it('takes one name per line when the label has no commas, and ignores noise', () => {
    expect(parseInciList('Water\nGlycerin\n  Niacinamide  \n\n')).toEqual([
      'Water',
      'Glycerin',
      'Niacinamide',
    ]);
    expect(parseInciList('Water; Glycerin • Butylene Glycol | Panthenol,, , ~')).toEqual([
      'Water',
      'Glycerin',
      'Butylene Glycol',
      'Panthenol',
    ]);
    expect(parseInciList('')).toEqual([]);
  });

  it('takes one name per line even when some names hold commas, and lines mixed with separators', () => {
    const perLine = parseInciList(
      'Water\nAlcohol Denat.\nGlycerin\nTitanium Dioxide (CI 77891, CI 77492)\n1,2-Hexanediol\nParfum\nLinalool',
    );
    expect(perLine).toEqual([
      'Water',
      'Alcohol Denat.',
      'Glycerin',
      'Titanium Dioxide (CI 77891, CI 77492)',
      '1,2-Hexanediol',
      'Parfum',
      'Linalool',
    ]);
    // Before, every line break became a space once a comma appeared: one long "ingredient" and a
    // product claimed alcohol- and fragrance-free.
    expect(Object.keys(freeFromBreakers(perLine))).toEqual(expect.arrayContaining(['alcohol', 'fragrance']));
    expect(parseInciList('Water\nGlycerin; Butylene Glycol\nLinalool')).toEqual([
      'Water',
      'Glycerin',
      'Butylene Glycol',
      'Linalool',
    ]);
    expect(parseInciList('Aqua (Water, Eau)\nNiacinamide,\nPanthenol')).toEqual([
      'Aqua (Water, Eau)',
      'Niacinamide',
      'Panthenol',
    ]);
    // A wrapped paragraph still joins its lines: a name cut in two, or two unknown halves.
    expect(
      parseInciList(
        'Water, Centella Asiatica\nExtract, Iron Oxides (CI 77491,\nCI 77492), Foo\nBar, Glycerin',
      ),
    ).toEqual([
      'Water',
      'Centella Asiatica Extract',
      'Iron Oxides (CI 77491, CI 77492)',
      'Foo Bar',
      'Glycerin',
    ]);
  });

  it('still splits a list whose parentheses OCR left unbalanced', () => {
    expect(parseInciList('Water (Aqua, Glycerin, Panthenol')).toEqual([
      'Water (Aqua',
      'Glycerin',
      'Panthenol',
    ]);
  });
});

describe('findIngredient', () => {
  it('ignores case, hyphens, spaces and punctuation', () => {
    expect(findIngredient('SODIUM HYALURONATE')?.id).toBe('hyaluronic-acid');
    expect(findIngredient('beta glucan')?.id).toBe('beta-glucan');
    expect(findIngredient('Betaglucan')?.id).toBe('beta-glucan');
    expect(findIngredient('PEG 100 stearate')?.id).toBe('peg-100-stearate');
    expect(findIngredient('alcohol denat')?.id).toBe('alcohol-denat');
  });

  it('knows INCI names and everyday names alike', () => {
    expect(findIngredient('Centella Asiatica Extract')?.id).toBe('centella-asiatica');
    expect(findIngredient('cica')?.id).toBe('centella-asiatica');
    expect(findIngredient('Ascorbic Acid')?.id).toBe('vitamin-c');
    expect(findIngredient('vitamin C')?.id).toBe('vitamin-c');
    expect(findIngredient('BHA')?.id).toBe('salicylic-acid');
    expect(findIngredient('Paraffinum Liquidum')?.id).toBe('mineral-oil');
    expect(findIngredient('Mineral Oil')?.id).toBe('mineral-oil');
    expect(findIngredient('Fragrance')?.id).toBe('fragrance');
  });

  it('reads parenthesised and slashed label forms', () => {
    expect(findIngredient('Water (Aqua)')?.id).toBe('water');
    expect(findIngredient('Aqua/Water/Eau')?.id).toBe('water');
    expect(findIngredient('Lavandula Angustifolia (Lavender) Oil')?.id).toBe('lavender-oil');
    expect(findIngredient('Iron Oxides (CI 77491, CI 77492)')?.id).toBe('iron-oxides');
    expect(findIngredient('Caprylic/Capric Triglyceride')?.id).toBe('caprylic-capric-triglyceride');
  });

  it('tolerates a plant part the glossary spells differently, but not a different plant', () => {
    expect(findIngredient('Centella Asiatica Leaf Extract')?.id).toBe('centella-asiatica');
    expect(findIngredient('Houttuynia Cordata Whole Plant Extract')?.id).toBe('heartleaf');
    expect(findIngredient('Camellia Sinensis Flower Extract')?.id).toBe('green-tea');
    expect(findIngredient('Glycyrrhiza Uralensis Root Extract')).toBeUndefined();
    expect(findIngredient('Unobtainium Extract')).toBeUndefined();
    expect(findIngredient('')).toBeUndefined();
  });
});
