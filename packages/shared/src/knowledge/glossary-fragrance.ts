import type { IngredientSource } from './glossary-types';

/**
 * Fragrance and the fragrance allergens EU labels must name. Any of them makes a product not
 * fragrance-free: a label that lists Linalool carries scent even without the word "Parfum".
 * Benzyl alcohol, also on the allergen list, is kept with the preservatives, since that is what
 * it does in almost every formula it appears in.
 */
const allergen = (id: string, inci: string, scent: string): IngredientSource => ({
  id,
  name: inci,
  inci: [inci],
  purpose: `Fragrance component with a ${scent} scent, found naturally in many essential oils.`,
  suits: 'Non-sensitive skin',
  caution: 'A fragrance allergen that labels must name; skip it if fragrance irritates you.',
  group: 'fragrance',
  kind: 'fragrance',
});

export const FRAGRANCE_INGREDIENTS: IngredientSource[] = [
  {
    id: 'fragrance',
    name: 'Fragrance (parfum)',
    inci: ['Parfum', 'Fragrance', 'Parfum (Fragrance)', 'Fragrance (Parfum)', 'Aroma', 'Flavor', 'Perfume'],
    aliases: ['fragrance', 'parfum', 'perfume', 'flavour'],
    purpose: 'Gives a product its scent; lip products list flavour as aroma.',
    suits: 'Non-sensitive skin',
    caution: 'A leading cause of irritation and allergy; choose fragrance-free if you are sensitive.',
    group: 'fragrance',
    kind: 'fragrance',
  },
  {
    id: 'limonene',
    name: 'Limonene',
    inci: ['Limonene', 'd-Limonene', 'dl-Limonene'],
    purpose: 'Citrus fragrance component.',
    suits: 'Non-sensitive skin',
    caution: 'Fragrance allergen that oxidises into an irritant.',
    group: 'fragrance',
    kind: 'fragrance',
  },
  {
    id: 'linalool',
    name: 'Linalool',
    inci: ['Linalool'],
    purpose: 'Floral fragrance component.',
    suits: 'Non-sensitive skin',
    caution: 'Fragrance allergen, especially once oxidised.',
    group: 'fragrance',
    kind: 'fragrance',
  },
  allergen('citronellol', 'Citronellol', 'rosy'),
  allergen('geraniol', 'Geraniol', 'rose-geranium'),
  allergen('citral', 'Citral', 'lemony'),
  allergen('coumarin', 'Coumarin', 'sweet, hay-like'),
  allergen('eugenol', 'Eugenol', 'clove'),
  allergen('isoeugenol', 'Isoeugenol', 'spicy clove'),
  allergen('hexyl-cinnamal', 'Hexyl Cinnamal', 'jasmine-like'),
  allergen('amyl-cinnamal', 'Amyl Cinnamal', 'jasmine-like'),
  allergen('amylcinnamyl-alcohol', 'Amylcinnamyl Alcohol', 'floral'),
  allergen('cinnamal', 'Cinnamal', 'cinnamon'),
  allergen('cinnamyl-alcohol', 'Cinnamyl Alcohol', 'hyacinth-like'),
  allergen('hydroxycitronellal', 'Hydroxycitronellal', 'lily-of-the-valley'),
  allergen('alpha-isomethyl-ionone', 'Alpha-Isomethyl Ionone', 'violet, powdery'),
  allergen('benzyl-salicylate', 'Benzyl Salicylate', 'soft balsamic'),
  allergen('benzyl-benzoate', 'Benzyl Benzoate', 'faint balsamic'),
  allergen('benzyl-cinnamate', 'Benzyl Cinnamate', 'balsamic'),
  allergen('farnesol', 'Farnesol', 'light floral'),
  allergen('anise-alcohol', 'Anise Alcohol', 'anise'),
  allergen('methyl-2-octynoate', 'Methyl 2-Octynoate', 'green, violet-leaf'),
  allergen('lyral', 'Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde', 'lily'),
  allergen('butylphenyl-methylpropional', 'Butylphenyl Methylpropional', 'lily-of-the-valley'),
  allergen('oakmoss', 'Evernia Prunastri (Oakmoss) Extract', 'mossy'),
  allergen('treemoss', 'Evernia Furfuracea (Treemoss) Extract', 'woody moss'),
  {
    id: 'rose-water',
    name: 'Rose water',
    inci: ['Rosa Damascena Flower Water', 'Rosa Centifolia Flower Water'],
    aliases: ['rose water', 'damask rose', 'rosa damascena', 'rose'],
    purpose: 'Gently hydrating floral water with a natural soft scent.',
    suits: 'Normal and dry skin',
    caution: 'Naturally scented: patch-test if sensitive.',
    kind: 'botanical',
  },
  {
    id: 'menthol',
    name: 'Menthol',
    inci: ['Menthol'],
    purpose: 'Gives a cooling, refreshing sensation.',
    suits: 'Oily scalp',
    caution: 'Can irritate sensitive skin.',
    kind: 'soothing',
  },
];
