import type { CatalogProduct } from './catalog-data';
import { podiumShot, type PackshotSpec } from './packshot';

const ginseng: PackshotSpec = {
  shape: 'pump',
  body: '#4a2e26',
  accent: '#d6b36a',
  background: '#f1e6da',
  label: '#f3e3c4',
  mark: 'leaf',
};
const camellia: PackshotSpec = {
  shape: 'dropper',
  body: '#c2384f',
  accent: '#f5ece4',
  background: '#f7e2e4',
  label: '#fff6f2',
  mark: 'flower',
};
const argan: PackshotSpec = {
  shape: 'jar',
  body: '#f2e3c6',
  accent: '#a4713d',
  background: '#f6ecdc',
  label: '#fffaf0',
  mark: 'drop',
};

export const HAIRCARE: CatalogProduct[] = [
  {
    name: 'Black Ginseng Strengthening Shampoo',
    description:
      'A gentle, amino-acid shampoo with fermented black ginseng that helps roots feel stronger, so less hair is lost to breakage when you brush. It cleanses the scalp thoroughly while keeping lengths soft and shiny.',
    priceCents: 2200,
    stockQuantity: 4,
    weightGrams: 480,
    isFeatured: true,
    createdDaysAgo: 115,
    videoLink: 'https://vimeo.com/824613579',
    additionalFields: {
      volume: '400 ml',
      hair_type: 'Thinning, weak or oily-scalp hair',
      key_ingredients: 'Fermented black ginseng, biotin, panthenol, peppermint oil',
      how_to_use:
        'Wet hair thoroughly, then massage one or two pumps into the scalp with your fingertips (not nails) for two minutes so the ginseng can work. Rinse well and follow with conditioner on the lengths only.',
    },
    images: [ginseng, podiumShot(ginseng, '#efe7de')],
  },
  {
    name: 'Camellia Oil Silky Hair Serum',
    description:
      'A featherlight hair oil pressed from Jeju camellia seeds that tames frizz and adds mirror shine. It absorbs in seconds with no greasy film, even on fine hair.',
    priceCents: 1900,
    stockQuantity: 88,
    weightGrams: 140,
    isFeatured: true,
    createdDaysAgo: 58,
    additionalFields: {
      volume: '70 ml',
      hair_type: 'Dry, frizzy and colour-treated hair',
      key_ingredients: 'Camellia japonica seed oil, argan oil, vitamin E',
      how_to_use:
        'Warm two or three drops between palms and smooth through mid-lengths and ends on damp or dry hair.',
    },
    images: [camellia, podiumShot(camellia, '#f5ecee')],
  },
  {
    name: 'Rice Protein Repair Conditioner',
    description:
      'A rich conditioner with hydrolysed rice protein that fills in damaged areas of the hair strand. Detangles instantly and leaves hair bouncy, never weighed down.',
    priceCents: 2000,
    stockQuantity: 95,
    weightGrams: 470,
    isFeatured: false,
    createdDaysAgo: 81,
    additionalFields: {
      volume: '400 ml',
      hair_type: 'Damaged and heat-styled hair',
      key_ingredients: 'Hydrolysed rice protein, rice bran oil, ceramides, panthenol',
      how_to_use: 'After shampooing, apply to lengths and ends, leave for two minutes and rinse.',
    },
    images: [
      {
        shape: 'pump',
        body: '#f5efe3',
        accent: '#cdb68e',
        background: '#f4eee4',
        label: '#fffdf8',
        mark: 'flower',
      },
    ],
  },
  {
    name: 'Argan Keratin Treatment Mask',
    description:
      'An intensive salon-style treatment that rebuilds dry, brittle hair with keratin and Moroccan argan oil. One use leaves hair visibly smoother; weekly use restores strength and elasticity.',
    priceCents: 2400,
    stockQuantity: 63,
    weightGrams: 290,
    isFeatured: true,
    createdDaysAgo: 36,
    additionalFields: {
      volume: '200 ml',
      hair_type: 'Very dry, bleached and damaged hair',
      key_ingredients: 'Hydrolysed keratin, argan oil, collagen, ceramides',
      how_to_use:
        'After shampooing, squeeze out excess water and work a generous amount through the lengths. Comb through, wrap hair in a warm towel and leave for 5–10 minutes before rinsing. Use once or twice a week.',
    },
    images: [argan, podiumShot(argan, '#f3ede4')],
  },
  {
    name: 'Peppermint Scalp Scaling Shampoo',
    description:
      'A clarifying shampoo with salicylic acid that lifts away flakes, oil and product build-up. Peppermint leaves the scalp feeling cool, fresh and clean for days.',
    priceCents: 1800,
    stockQuantity: 109,
    weightGrams: 360,
    isFeatured: false,
    createdDaysAgo: 70,
    additionalFields: {
      volume: '300 ml',
      hair_type: 'Oily, flaky scalp and build-up',
      key_ingredients: 'Salicylic acid, peppermint oil, tea tree, menthol',
      how_to_use: 'Massage into a wet scalp, leave for one minute and rinse. Use two or three times a week.',
    },
    images: [
      {
        shape: 'bottle',
        body: '#bfe6dc',
        accent: '#2f7d6c',
        background: '#e2f2ee',
        label: '#f4fbf9',
        mark: 'leaf',
      },
    ],
  },
  {
    name: 'Green Tea Scalp Care Tonic',
    description:
      'A leave-on scalp tonic that refreshes an itchy-feeling scalp and balances oil between washes. Jeju green tea and niacinamide keep the scalp healthy for stronger-looking growth.',
    priceCents: 1700,
    stockQuantity: 57,
    weightGrams: 190,
    isFeatured: false,
    createdDaysAgo: 14,
    additionalFields: {
      volume: '150 ml',
      hair_type: 'All hair types, sensitive scalp',
      key_ingredients: 'Green tea extract, niacinamide, panthenol, mugwort',
      how_to_use:
        'Spray directly onto the scalp in sections on towel-dried hair and massage in. Do not rinse.',
    },
    images: [
      {
        shape: 'spray',
        body: '#d3e8c8',
        accent: '#4f7a4a',
        background: '#e8f1e2',
        label: '#f8fcf4',
        mark: 'leaf',
      },
    ],
  },
  {
    name: 'Rose Water Hair Perfume Mist',
    description:
      'A delicate hair mist scented with Bulgarian rose and white musk that refreshes hair between washes. Argan oil adds shine and helps neutralise everyday odours.',
    priceCents: 1500,
    stockQuantity: 126,
    weightGrams: 140,
    isFeatured: false,
    createdDaysAgo: 7,
    additionalFields: {
      volume: '100 ml',
      scent: 'Rose, white musk',
      key_ingredients: 'Rose water, argan oil, panthenol',
      how_to_use: 'Mist over dry hair from about 20 cm away, focusing on the ends.',
    },
    images: [
      {
        shape: 'spray',
        body: '#f7dbe2',
        accent: '#c97b8e',
        background: '#fae9ee',
        label: '#fff7f9',
        mark: 'flower',
      },
    ],
  },
  {
    name: 'Silk Protein Leave-In Cream',
    description:
      'A leave-in cream that protects against heat up to 230°C while smoothing and softening. Silk protein leaves a weightless, glossy finish.',
    priceCents: 1600,
    stockQuantity: 81,
    weightGrams: 180,
    isFeatured: false,
    createdDaysAgo: 47,
    additionalFields: {
      volume: '150 ml',
      hair_type: 'Frizzy, heat-styled hair',
      key_ingredients: 'Silk amino acids, rice protein, camellia oil',
      how_to_use: 'Apply a walnut-sized amount to damp lengths before blow-drying or heat styling.',
    },
    images: [
      {
        shape: 'tube',
        body: '#ece6f4',
        accent: '#8a78b8',
        background: '#efebf6',
        label: '#faf8fd',
        mark: 'drop',
      },
    ],
  },
  {
    name: 'Biotin Volume Root Tonic',
    description:
      'A lightweight root tonic that lifts flat hair from the scalp and gives lasting body. Biotin and caffeine support thicker-looking hair over time.',
    priceCents: 2100,
    stockQuantity: 39,
    weightGrams: 220,
    isFeatured: false,
    createdDaysAgo: 26,
    additionalFields: {
      volume: '120 ml',
      hair_type: 'Fine, flat and thinning hair',
      key_ingredients: 'Biotin, caffeine, peptides, ginseng root extract',
      how_to_use: 'Apply to the roots of damp hair, massage in and blow-dry upside down for maximum volume.',
    },
    images: [
      {
        shape: 'bottle',
        body: '#f2efe8',
        accent: '#2f3b4a',
        background: '#e7eaee',
        label: '#ffffff',
        mark: 'circle',
      },
    ],
  },
  {
    name: 'Fermented Soybean Scalp Scrub',
    description:
      'A deep-cleansing scrub with fermented soybean and fine sea salt that exfoliates the scalp and unclogs follicles. Hair feels noticeably lighter and more voluminous after the first use.',
    priceCents: 2100,
    stockQuantity: 52,
    weightGrams: 320,
    isFeatured: false,
    createdDaysAgo: 88,
    additionalFields: {
      volume: '250 ml',
      hair_type: 'Oily scalp, build-up',
      key_ingredients: 'Fermented soybean extract, sea salt, salicylic acid, green tea',
      how_to_use:
        'Before shampooing, massage a spoonful into the wet scalp in circular motions, then rinse. Use once a week.',
    },
    images: [
      {
        shape: 'jar',
        body: '#e9d9b8',
        accent: '#6b4f33',
        background: '#f2e9d8',
        label: '#fff9ec',
        mark: 'leaf',
      },
    ],
  },
  {
    name: '10-Second Miracle Hair Treatment',
    description:
      'A cult-favourite rinse-off treatment that transforms dry, tangled hair in just ten seconds. Protein and ceramides leave hair silky, manageable and glossy.',
    priceCents: 1300,
    stockQuantity: 174,
    weightGrams: 230,
    isFeatured: true,
    createdDaysAgo: 100,
    additionalFields: {
      volume: '200 ml',
      hair_type: 'All hair types',
      key_ingredients: 'Hydrolysed protein, ceramides, argan oil, panthenol',
      how_to_use: 'After shampooing, apply to lengths, leave for 10 seconds and rinse thoroughly.',
    },
    images: [
      {
        shape: 'tube',
        body: '#ffe3ea',
        accent: '#e0567f',
        background: '#fde8ee',
        label: '#fff6f8',
        mark: 'circle',
      },
    ],
  },
  {
    name: 'Keratin Hair Mask Cap',
    description:
      'A single-use treatment cap soaked in a keratin and collagen mask that uses your body heat to boost absorption. A salon-grade repair for dry ends in 15 minutes.',
    priceCents: 900,
    stockQuantity: 143,
    weightGrams: 60,
    isFeatured: false,
    createdDaysAgo: 19,
    additionalFields: {
      volume: '1 cap (35 g)',
      hair_type: 'Dry and damaged hair',
      key_ingredients: 'Hydrolysed keratin, collagen, argan oil',
      how_to_use: 'Put the cap on freshly washed, towel-dried hair, massage for 15 minutes and rinse.',
    },
    images: [
      { shape: 'sheet-mask', body: '#f3d9a9', accent: '#a86b2d', background: '#f8eddc', label: '#fff8ea' },
    ],
  },
];
