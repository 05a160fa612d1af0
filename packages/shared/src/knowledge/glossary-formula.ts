import type { IngredientSource } from './glossary-types';

/** The ingredients that make a formula a cream, a gel or a stable emulsion, and keep its pH right. */
const texture = (id: string, name: string, inci: string[], purpose: string): IngredientSource => ({
  id,
  name,
  inci,
  purpose,
  suits: 'All skin types',
  kind: 'texture',
});

export const FORMULA_INGREDIENTS: IngredientSource[] = [
  {
    id: 'water',
    name: 'Water (aqua)',
    inci: ['Water', 'Aqua', 'Eau', 'Aqua (Water)', 'Water (Aqua)', 'Purified Water'],
    purpose: 'The base most creams, toners and cleansers are built on.',
    suits: 'All skin types',
    kind: 'texture',
  },
  texture(
    'glyceryl-stearate',
    'Glyceryl stearate',
    ['Glyceryl Stearate', 'Glyceryl Stearate SE'],
    'Emulsifier and emollient that keeps oil and water blended into a soft cream.',
  ),
  texture(
    'peg-100-stearate',
    'PEG-100 stearate',
    ['PEG-100 Stearate'],
    'Emulsifier that partners glyceryl stearate in creams and lotions.',
  ),
  texture(
    'olive-emulsifiers',
    'Olive-derived emulsifiers',
    ['Cetearyl Olivate', 'Sorbitan Olivate'],
    'Olive-oil-based emulsifiers that form a skin-like, lamellar cream.',
  ),
  texture(
    'oil-cleanser-emulsifiers',
    'Oil-cleanser emulsifiers',
    [
      'PEG-20 Glyceryl Triisostearate',
      'Polyglyceryl-4 Oleate',
      'Polyglyceryl-10 Oleate',
      'Sorbitan Sesquioleate',
      'PEG-10 Isostearate',
    ],
    'Emulsifiers that turn a cleansing oil or balm milky when it meets water, so it rinses off with the makeup it melted.',
  ),
  texture(
    'hydrogenated-lecithin',
    'Hydrogenated lecithin',
    ['Hydrogenated Lecithin', 'Lecithin'],
    'Skin-friendly emulsifier that helps carry actives such as retinol and ceramides.',
  ),
  texture(
    'polysorbate-20',
    'Polysorbate 20',
    ['Polysorbate 20', 'Polysorbate 80', 'Polysorbate 60'],
    'Solubiliser that lets oils and scents dissolve in water-based formulas.',
  ),
  texture(
    'peg-hydrogenated-castor-oil',
    'PEG hydrogenated castor oil',
    ['PEG-40 Hydrogenated Castor Oil', 'PEG-60 Hydrogenated Castor Oil'],
    'Solubiliser that keeps oils and fragrance clear in toners and mists.',
  ),
  texture(
    'sodium-lauroyl-lactylate',
    'Sodium lauroyl lactylate',
    ['Sodium Lauroyl Lactylate'],
    'Gentle emulsifier that helps ceramides form a barrier-like structure.',
  ),
  texture(
    'trideceth',
    'Trideceth emulsifiers',
    ['Trideceth-10', 'Trideceth-12', 'Trideceth-6'],
    'Emulsifiers that disperse conditioning silicones in hair care.',
  ),
  texture('carbomer', 'Carbomer', ['Carbomer'], 'Gel-forming thickener.'),
  texture('xanthan-gum', 'Xanthan gum', ['Xanthan Gum'], 'Natural thickener for gel textures.'),
  texture(
    'cellulose-thickeners',
    'Cellulose thickeners',
    ['Hydroxyethylcellulose', 'Cellulose Gum', 'Hydroxypropyl Methylcellulose'],
    'Plant-derived thickeners that give serums a smooth, slightly gelled body.',
  ),
  texture(
    'acrylate-polymers',
    'Acrylate polymers',
    ['Acrylates Copolymer', 'Sodium Polyacrylate', 'Acrylates/C10-30 Alkyl Acrylate Crosspolymer'],
    'Polymers that thicken and suspend, giving gels and foams their texture.',
  ),
  texture(
    'disteardimonium-hectorite',
    'Disteardimonium hectorite',
    ['Disteardimonium Hectorite'],
    'Clay-based thickener that keeps pigments evenly suspended in foundations.',
  ),
  texture('pvp', 'PVP', ['PVP'], 'Film former that holds makeup and hair in place.'),
  texture(
    'ph-adjusters',
    'pH adjusters',
    ['Arginine', 'Tromethamine', 'Sodium Hydroxide', 'Potassium Hydroxide', 'Triethanolamine'],
    'Used in tiny amounts to bring a formula to a skin-friendly pH.',
  ),
  texture(
    'citric-acid',
    'Citric acid',
    ['Citric Acid', 'Sodium Citrate'],
    'Adjusts pH so the formula stays mild and stable.',
  ),
  texture(
    'disodium-edta',
    'Disodium EDTA',
    ['Disodium EDTA', 'Tetrasodium EDTA', 'Trisodium Ethylenediamine Disuccinate'],
    'Binds minerals in water so the formula stays fresh and clear.',
  ),
  texture(
    'mineral-salts',
    'Mineral salts',
    ['Sodium Chloride', 'Magnesium Sulfate'],
    'Salts that thicken cleansers and stabilise water-in-silicone foundations; not a sulfate cleanser.',
  ),
];
