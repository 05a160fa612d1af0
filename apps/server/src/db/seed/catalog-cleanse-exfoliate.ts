import type { CatalogProduct } from './catalog-data';
import { podiumShot, type PackshotSpec } from './packshot';

/**
 * The first and the weekly steps of a Korean routine, which the first catalog lacked: a cleansing
 * balm for the oil step of a double cleanse, and two exfoliators, a BHA liquid for oily skin and
 * pores and a gentle AHA and PHA peeling gel for dull, dry skin.
 */
const balm: PackshotSpec = {
  shape: 'jar',
  body: '#f3d9d3',
  accent: '#b4566a',
  background: '#f6e9e4',
  label: '#fdf6f3',
  mark: 'flower',
};
const bhaLiquid: PackshotSpec = {
  shape: 'bottle',
  body: '#d7e6dc',
  accent: '#3f7d5c',
  background: '#e5efe8',
  label: '#f8fbf8',
  mark: 'leaf',
};
const peelingGel: PackshotSpec = {
  shape: 'tube',
  body: '#f6ecd6',
  accent: '#b88a3a',
  background: '#f5eedf',
  label: '#fffaf0',
  mark: 'circle',
};

export const CLEANSE_EXFOLIATE: CatalogProduct[] = [
  {
    name: 'Camellia Melting Cleansing Balm',
    description:
      'A sherbet-soft balm that melts into a silky oil on dry skin and lifts long-wear makeup, the day’s grime and excess oil in one step. With a splash of water it turns milky and rinses clean, leaving no greasy film: the first step of a double cleanse, before a foam cleanser. Jeju camellia and jojoba oils leave skin soft and hydrated, never tight. Fragrance-free.',
    priceCents: 2200,
    stockQuantity: 83,
    weightGrams: 160,
    isFeatured: false,
    createdDaysAgo: 4,
    additionalFields: {
      volume: '100 ml',
      skin_type: 'All skin types, including dry and sensitive skin',
      key_ingredients: 'Jeju camellia oil, jojoba oil, green tea, vitamin E',
      how_to_use:
        'With dry hands, scoop a grape-sized amount with the spatula and massage over dry skin for 30 seconds, eyes included. Add a little water and massage until milky, then rinse. Follow with a foam cleanser.',
    },
    images: [balm, podiumShot(balm, '#efe4ee')],
  },
  {
    name: 'Willow Bark BHA Pore Clearing Liquid',
    description:
      'A watery exfoliating liquid with betaine salicylate, a gentle BHA, and willow bark water that works inside pores to help clear the look of blackheads and smooth rough texture. Niacinamide helps balance the look of shine while centella keeps skin comfortable. Fragrance-free and alcohol-free.',
    priceCents: 2100,
    stockQuantity: 92,
    weightGrams: 170,
    isFeatured: false,
    createdDaysAgo: 6,
    additionalFields: {
      volume: '100 ml',
      skin_type: 'Oily, combination and blemish-prone skin',
      key_ingredients: 'Betaine salicylate (BHA), willow bark water, niacinamide, centella asiatica',
      how_to_use:
        'In the evening after cleansing, smooth over the face with a cotton pad or your fingertips, avoiding the eye area, and let it absorb before your toner or essence. Start every other night and build up to daily use; wear sunscreen in the morning.',
    },
    images: [bhaLiquid],
  },
  {
    name: 'Rice AHA PHA Gentle Peeling Gel',
    description:
      'A soft gel exfoliator that gently lifts dead skin cells as you massage it in, with lactic acid (AHA), gluconolactone (PHA) and rice extract for a smoother, brighter-looking complexion. Panthenol and allantoin keep dry and sensitive skin comfortable, so it is gentle enough for twice a week. Fragrance-free.',
    priceCents: 1700,
    stockQuantity: 71,
    weightGrams: 150,
    isFeatured: false,
    createdDaysAgo: 11,
    additionalFields: {
      volume: '120 ml',
      skin_type: 'Dry, normal, combination and sensitive skin',
      key_ingredients: 'Lactic acid, gluconolactone (PHA), rice extract, panthenol',
      how_to_use:
        'Twice a week after cleansing, massage a coin-sized amount over dry skin for 30 seconds, avoiding the eyes and lips, then rinse well with lukewarm water. Follow with toner and moisturiser, and wear sunscreen the next morning.',
    },
    images: [peelingGel],
  },
];
