import { describe, expect, it } from 'vitest';
import { FREE_FROM } from '../beauty/taxonomy';
import { deriveFreeFrom, freeFromBreakers, freeFromBrokenBy, freeFromBrokenByName } from './free-from';
import { INGREDIENT_GLOSSARY } from './glossary';

const GENTLE = ['Water', 'Glycerin', 'Butylene Glycol', 'Niacinamide', 'Cetearyl Alcohol', 'Phenoxyethanol'];

describe('deriveFreeFrom', () => {
  it('grants every claim to a list that breaks none, and none to an empty list', () => {
    expect(deriveFreeFrom(GENTLE)).toEqual([...FREE_FROM]);
    expect(deriveFreeFrom([])).toEqual([]);
  });

  it('takes fragrance-free away for parfum and for a fragrance allergen alone', () => {
    expect(deriveFreeFrom([...GENTLE, 'Parfum'])).not.toContain('fragrance');
    expect(deriveFreeFrom([...GENTLE, 'Linalool'])).not.toContain('fragrance');
    expect(deriveFreeFrom([...GENTLE, 'Limonene'])).not.toContain('fragrance');
    expect(deriveFreeFrom([...GENTLE, 'Aroma'])).not.toContain('fragrance');
  });

  it('takes fragrance-free away for a misspelt scent word, and for no other glossary name', () => {
    for (const typo of ['Fragance', 'Frangrance', 'Fragrence', 'Parfume', 'Perfum', 'Fragrance Oil (Parfun)'])
      expect(deriveFreeFrom([...GENTLE, typo])).not.toContain('fragrance');
    const unscented = INGREDIENT_GLOSSARY.filter((i) => !i.breaks?.includes('fragrance')).flatMap(
      (i) => i.inci,
    );
    expect(unscented.filter((n) => freeFromBrokenByName(n).includes('fragrance'))).toEqual([]);
  });

  it('reads essential oils by their everyday names, and d-limonene, but not carrier oils', () => {
    for (const oil of [
      'Ylang Ylang Oil',
      'Patchouli Oil',
      'Vetiver Oil',
      'Lemongrass Oil',
      'Clary Sage Oil',
      'Frankincense Oil',
      'Cedarwood Oil',
      'Jasmine Oil',
      'Lime Oil',
      'Clove Bud Oil',
      'Cinnamon Leaf Oil',
      'Thyme Oil',
      'Citronella Oil',
      'Sweet Orange Oil',
      'Petitgrain Oil',
      'Basil Oil',
      'Ginger Root Oil',
    ])
      expect(freeFromBrokenBy(oil), oil).toEqual(expect.arrayContaining(['essential-oils', 'fragrance']));
    expect(deriveFreeFrom([...GENTLE, 'd-Limonene'])).not.toContain('fragrance');
    for (const carrier of [
      'Rose Hip Oil',
      'Camellia Oil',
      'Sweet Almond Oil',
      'Orange Seed Oil',
      'Jojoba Oil',
    ])
      expect(freeFromBrokenBy(carrier), carrier).not.toContain('essential-oils');
  });

  it('takes essential-oil-free and fragrance-free away for an essential oil', () => {
    const claims = deriveFreeFrom([...GENTLE, 'Lavandula Angustifolia (Lavender) Oil']);
    expect(claims).not.toContain('essential-oils');
    expect(claims).not.toContain('fragrance');
    expect(claims).toContain('alcohol');
  });

  it('tells drying alcohols from fatty and preservative ones', () => {
    for (const name of ['Alcohol Denat.', 'Alcohol', 'Ethanol', 'SD Alcohol 40-B', 'Isopropyl Alcohol'])
      expect(deriveFreeFrom([...GENTLE, name]), name).not.toContain('alcohol');
    for (const name of [
      'Cetyl Alcohol',
      'Stearyl Alcohol',
      'Behenyl Alcohol',
      'Benzyl Alcohol',
      'Isopropyl Myristate',
    ])
      expect(deriveFreeFrom([...GENTLE, name]), name).toContain('alcohol');
  });

  it('reads the name rules for ingredients the glossary does not know', () => {
    const unknown = (name: string) => freeFromBrokenBy(name);
    expect(unknown('Sodium Myristyl Sulfate')).toEqual(['sulfates']);
    expect(unknown('Sodium Lauryl Sulfoacetate')).toEqual([]);
    expect(unknown('Zinc Sulfate')).toEqual([]);
    expect(unknown('Sodium Butylparaben')).toEqual(['parabens']);
    expect(unknown('Bis-PEG-18 Methyl Ether Dimethicone')).toEqual(['silicones']);
    expect(unknown('Polysilicone-15')).toEqual(['silicones']);
    expect(unknown('Citrus Limon Leaf Oil')).toEqual(['fragrance', 'essential-oils']);
    expect(unknown('Citrus Aurantium Dulcis (Orange) Seed Oil')).toEqual([]);
    expect(unknown('Thymus Vulgaris (Thyme) Flower/Leaf Oil')).toEqual(['fragrance', 'essential-oils']);
    expect(unknown('Essential Oil Blend')).toEqual(['fragrance', 'essential-oils']);
    expect(unknown('Cera Microcristallina')).toEqual(['mineral-oil']);
    expect(unknown('Unobtainium Extract')).toEqual([]);
    expect(unknown('Hydrogenated Polyisobutene')).toEqual([]);
  });

  it('lists what breaks each claim, in label order', () => {
    expect(freeFromBreakers(['Water', 'Parfum', 'Dimethicone', 'Linalool'])).toEqual({
      fragrance: ['Parfum', 'Linalool'],
      silicones: ['Dimethicone'],
    });
  });

  it('agrees with the ingredients for any list drawn from the glossary', () => {
    const names = INGREDIENT_GLOSSARY.flatMap((i) => i.inci);
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 300; round++) {
      const list = Array.from(
        { length: 1 + Math.floor(next() * 25) },
        () => names[Math.floor(next() * names.length)]!,
      );
      const claims = deriveFreeFrom(list);
      for (const flag of FREE_FROM) {
        const broken = list.some((n) => freeFromBrokenBy(n).includes(flag));
        expect(claims.includes(flag), `${flag} for ${list.join(', ')}`).toBe(!broken);
      }
    }
  });

  it('keeps the name rules narrow: no glossary ingredient outside the families trips them', () => {
    const tripped = INGREDIENT_GLOSSARY.flatMap((i) =>
      i.inci.filter((n) => freeFromBrokenByName(n).length > 0),
    );
    for (const name of [
      'Water',
      'Glycerin',
      'Cetearyl Alcohol',
      'Magnesium Sulfate',
      'Camellia Japonica Seed Oil',
    ])
      expect(tripped).not.toContain(name);
  });
});
