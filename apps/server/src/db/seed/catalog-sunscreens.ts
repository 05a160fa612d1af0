import type { CatalogProduct } from './catalog-data';
import { podiumShot, type PackshotSpec } from './packshot';

/**
 * Two more Skincare sunscreens beside the sun stick, so a shopper (and the assistant) can choose
 * by skin type and price: a light gel for oily skin and a mineral cream for sensitive skin.
 */
const aquaGel: PackshotSpec = {
  shape: 'tube',
  body: '#cfe9f1',
  accent: '#2f7f9e',
  background: '#e2f1f5',
  label: '#f7fcfd',
  mark: 'drop',
};
const mineralCica: PackshotSpec = {
  shape: 'tube',
  body: '#f4efe4',
  accent: '#6f9f7e',
  background: '#f1eadf',
  label: '#fbf8f1',
  mark: 'leaf',
};

export const SUNSCREENS: CatalogProduct[] = [
  {
    name: 'Aqua Gel Sun Cream SPF 50+ PA++++',
    description:
      'A watery gel sun cream that melts in like a light lotion and sets to a fresh, shine-free finish with no white cast. Jeju green tea, niacinamide and zinc PCA help oily and combination skin look balanced and pores look refined, even under makeup. Fragrance-free and alcohol-free.',
    priceCents: 1900,
    stockQuantity: 86,
    weightGrams: 75,
    isFeatured: false,
    createdDaysAgo: 8,
    additionalFields: {
      volume: '50 ml',
      skin_type: 'Oily and combination skin',
      key_ingredients: 'Jeju green tea, niacinamide, zinc PCA, hyaluronic acid, UV filters',
      how_to_use:
        'As the last step of your morning routine, smooth two finger-lengths evenly over the face and neck before going outside. Reapply every two hours outdoors and after swimming or towel-drying.',
    },
    images: [aquaGel, podiumShot(aquaGel, '#eaf4f0')],
  },
  {
    name: 'Mineral Cica Sun Cream SPF 50 PA+++',
    description:
      'A gentle mineral sun cream with zinc oxide as its only UV filter, softened with centella asiatica and madecassoside for skin that is easily upset. The creamy texture spreads evenly, leaves a soft satin finish and keeps dry, sensitive skin comfortable all day. Fragrance-free.',
    priceCents: 2400,
    stockQuantity: 64,
    weightGrams: 80,
    isFeatured: false,
    createdDaysAgo: 15,
    additionalFields: {
      volume: '50 ml',
      skin_type: 'Sensitive, dry and normal skin',
      key_ingredients: 'Zinc oxide (20%), centella asiatica, madecassoside, ceramide NP, panthenol',
      how_to_use:
        'As the last step of your morning routine, pat two finger-lengths over the face and neck in thin layers rather than rubbing, so the zinc oxide sets without a cast. Reapply every two hours outdoors.',
    },
    images: [mineralCica],
  },
];
