import type { CatalogProduct } from './catalog-data';
import { podiumShot, type PackshotSpec } from './packshot';

const cherryBlossom: PackshotSpec = {
  shape: 'perfume',
  body: '#f2b8c6',
  accent: '#e8d3a0',
  background: '#f7e8ec',
};
const whiteTea: PackshotSpec = {
  shape: 'perfume',
  body: '#e4e9cf',
  accent: '#f4f1ea',
  background: '#eef1e4',
};
const oud: PackshotSpec = { shape: 'perfume', body: '#8a4b2a', accent: '#2b2523', background: '#efe2d7' };
const tangerine: PackshotSpec = {
  shape: 'perfume',
  body: '#f5a54a',
  accent: '#e9eef2',
  background: '#fdeedb',
};

export const FRAGRANCES: CatalogProduct[] = [
  {
    name: 'Cherry Blossom Eau de Parfum',
    description:
      'A luminous floral that captures Yeouido’s cherry blossom festival in spring: sheer petals, pink pepper and a soft veil of white musk. Romantic, airy and made for everyday wear.',
    priceCents: 4800,
    stockQuantity: 38,
    weightGrams: 320,
    isFeatured: true,
    createdDaysAgo: 60,
    additionalFields: {
      volume: '50 ml',
      scent_family: 'Floral musk',
      top_notes: 'Pink pepper, pear',
      heart_notes: 'Cherry blossom, peony',
      base_notes: 'White musk, cashmere wood',
      how_to_use: 'Spray onto pulse points — wrists, neck and behind the ears — from about 15 cm away.',
    },
    images: [cherryBlossom, podiumShot(cherryBlossom, '#f3ebf0')],
  },
  {
    name: 'Jeju Tangerine Eau de Toilette',
    description:
      'A sparkling citrus burst of hallabong tangerine from Jeju, neroli and green tea leaves. Bright and uplifting, it is the scent of a sunny island morning.',
    priceCents: 3900,
    stockQuantity: 56,
    weightGrams: 300,
    isFeatured: false,
    createdDaysAgo: 31,
    additionalFields: {
      volume: '50 ml',
      scent_family: 'Citrus aromatic',
      top_notes: 'Jeju tangerine, bergamot',
      heart_notes: 'Neroli, green tea',
      base_notes: 'Vetiver, amber',
      how_to_use:
        'Spray generously on skin and clothes; refresh during the day as citrus notes are fleeting.',
    },
    images: [tangerine],
  },
  {
    name: 'White Tea & Fig Eau de Parfum',
    description:
      'A calm, creamy blend of white tea, milky fig and soft cedar that feels like a quiet tea house in Bukchon. Understated, clean and long-lasting.',
    priceCents: 5200,
    stockQuantity: 29,
    weightGrams: 330,
    isFeatured: true,
    createdDaysAgo: 3,
    additionalFields: {
      volume: '50 ml',
      scent_family: 'Woody green',
      top_notes: 'Fig leaf, bergamot',
      heart_notes: 'White tea, jasmine',
      base_notes: 'Cedarwood, sandalwood, musk',
      how_to_use: 'Apply to pulse points after moisturising; fragrance lasts longer on hydrated skin.',
    },
    images: [whiteTea, podiumShot(whiteTea, '#eef0ea')],
  },
  {
    name: 'Seoul Night Oud Eau de Parfum',
    description:
      'A warm, smoky evening scent of oud, black plum and vanilla inspired by Seoul’s city lights after dark. Rich and enveloping, with 10+ hours of wear.',
    priceCents: 5800,
    stockQuantity: 0,
    weightGrams: 340,
    isFeatured: false,
    createdDaysAgo: 76,
    additionalFields: {
      volume: '50 ml',
      scent_family: 'Oriental woody',
      top_notes: 'Black plum, saffron',
      heart_notes: 'Rose, oud',
      base_notes: 'Vanilla, amber, patchouli',
      how_to_use:
        'One or two sprays are enough: apply to the neck and wrists and let the fragrance develop on its own rather than rubbing it in, which breaks down the top notes. Store away from heat and light.',
    },
    images: [oud, podiumShot(oud, '#ebe3dc')],
  },
  {
    name: 'Peony Musk Perfumed Hand Cream',
    description:
      'A fast-absorbing hand cream scented with our peony musk fragrance. Shea butter and ceramides soften dry hands without leaving them greasy.',
    priceCents: 1400,
    stockQuantity: 166,
    weightGrams: 70,
    isFeatured: false,
    createdDaysAgo: 49,
    additionalFields: {
      volume: '50 ml',
      scent_family: 'Floral',
      key_ingredients: 'Shea butter, ceramides, peony extract, niacinamide',
      how_to_use: 'Massage into hands whenever they feel dry, paying attention to cuticles.',
    },
    images: [
      {
        shape: 'tube',
        body: '#f9dce3',
        accent: '#d9778f',
        background: '#fbe9ee',
        label: '#fff6f8',
        mark: 'flower',
      },
    ],
  },
  {
    name: 'Cotton Bloom Body Mist',
    description:
      'A soft, freshly-laundered body mist of cotton flower, lily of the valley and clean musk. Light enough to spritz all over, all day.',
    priceCents: 1600,
    stockQuantity: 128,
    weightGrams: 190,
    isFeatured: false,
    createdDaysAgo: 22,
    additionalFields: {
      volume: '150 ml',
      scent_family: 'Clean musk',
      top_notes: 'Aldehydes, lemon',
      heart_notes: 'Cotton flower, lily of the valley',
      base_notes: 'White musk',
      how_to_use: 'Mist over body and hair after showering, and reapply whenever you need a refresh.',
    },
    images: [
      {
        shape: 'spray',
        body: '#eef3fb',
        accent: '#9fb4d6',
        background: '#e9eef7',
        label: '#ffffff',
        mark: 'flower',
      },
    ],
  },
  {
    name: 'Green Bamboo Solid Perfume Stick',
    description:
      'A travel-friendly solid perfume of green bamboo, yuzu and vetiver in a nourishing balm base. Swipe it on for a subtle, skin-close scent with no spills.',
    priceCents: 1800,
    stockQuantity: 47,
    weightGrams: 35,
    isFeatured: false,
    createdDaysAgo: 95,
    additionalFields: {
      volume: '10 g',
      scent_family: 'Green woody',
      key_ingredients: 'Jojoba oil, beeswax, vitamin E',
      how_to_use: 'Glide over wrists, neck or behind the ears and warm with your fingertips.',
    },
    images: [
      {
        shape: 'stick',
        body: '#e7f0d8',
        accent: '#6c8f4e',
        background: '#eaf1e1',
        label: '#f8fbf2',
        mark: 'leaf',
      },
    ],
  },
  {
    name: 'Rose Petal Perfumed Body Lotion',
    description:
      'A silky body lotion with Damask rose water and hyaluronic acid that leaves skin softly scented for hours. Layer it under the Cherry Blossom Eau de Parfum to make it last longer.',
    priceCents: 1900,
    stockQuantity: 84,
    weightGrams: 380,
    isFeatured: false,
    createdDaysAgo: 113,
    additionalFields: {
      volume: '300 ml',
      scent_family: 'Rose',
      key_ingredients: 'Damask rose water, hyaluronic acid, shea butter, ceramides',
      how_to_use: 'Smooth over damp skin after showering for the best absorption and longest-lasting scent.',
    },
    images: [
      {
        shape: 'pump',
        body: '#f6d4dc',
        accent: '#b96079',
        background: '#f9e6eb',
        label: '#fff7f9',
        mark: 'flower',
      },
    ],
  },
  {
    name: 'Lavender Sleep Pillow Mist',
    description:
      'A calming blend of French lavender, chamomile and sandalwood to help you unwind at bedtime. Spritz on pillows and linen for a restful night.',
    priceCents: 1500,
    stockQuantity: 73,
    weightGrams: 170,
    isFeatured: false,
    createdDaysAgo: 40,
    additionalFields: {
      volume: '100 ml',
      scent_family: 'Aromatic herbal',
      key_ingredients: 'Lavender oil, chamomile, sandalwood',
      how_to_use: 'Mist lightly over pillows and sheets 10 minutes before bed.',
    },
    images: [
      {
        shape: 'spray',
        body: '#ddd3ef',
        accent: '#7b68a6',
        background: '#ece7f5',
        label: '#faf8fd',
        mark: 'leaf',
      },
    ],
  },
  {
    name: 'Magnolia Travel Eau de Parfum',
    description:
      'Our creamy magnolia and pear eau de parfum in a handbag-sized bottle. Fresh, feminine and perfect for touch-ups on the go.',
    priceCents: 2200,
    stockQuantity: 66,
    weightGrams: 90,
    isFeatured: false,
    createdDaysAgo: 11,
    additionalFields: {
      volume: '10 ml',
      scent_family: 'Floral fruity',
      top_notes: 'Pear, mandarin',
      heart_notes: 'Magnolia, orange blossom',
      base_notes: 'Blonde woods',
      how_to_use: 'Spray onto pulse points and reapply through the day.',
    },
    images: [{ shape: 'perfume', body: '#f7e7c9', accent: '#c6a15b', background: '#f8efe0' }],
  },
  {
    name: 'Yuja Citrus Hair & Body Mist',
    description:
      'A zesty, vitamin-rich mist of Korean yuja (yuzu), white grapefruit and mint. Gentle enough for hair and body, with a light, energising finish.',
    priceCents: 1700,
    stockQuantity: 99,
    weightGrams: 180,
    isFeatured: true,
    createdDaysAgo: 16,
    additionalFields: {
      volume: '120 ml',
      scent_family: 'Citrus',
      top_notes: 'Yuja, white grapefruit',
      heart_notes: 'Mint, neroli',
      base_notes: 'Light musk',
      how_to_use: 'Spray over hair and body from a distance; avoid the eyes.',
    },
    images: [
      {
        shape: 'spray',
        body: '#fbefb4',
        accent: '#e1b322',
        background: '#fdf5d6',
        label: '#fffcea',
        mark: 'drop',
      },
    ],
  },
  {
    name: 'Sandalwood Perfumed Body Oil',
    description:
      'A dry-touch body oil with creamy sandalwood, amber and a touch of vanilla. It melts into skin for a silky sheen and a warm scent that lingers all evening.',
    priceCents: 2600,
    stockQuantity: 34,
    weightGrams: 160,
    isFeatured: false,
    createdDaysAgo: 68,
    additionalFields: {
      volume: '100 ml',
      scent_family: 'Woody amber',
      key_ingredients: 'Camellia oil, jojoba oil, squalane, vitamin E',
      how_to_use:
        'Massage a few drops into damp skin after bathing; a drop on the ends of your hair adds shine.',
    },
    images: [
      {
        shape: 'dropper',
        body: '#b7773b',
        accent: '#e9dcc8',
        background: '#f3e6d6',
        label: '#fdf6ec',
        mark: 'circle',
      },
    ],
  },
];
