import type { CatalogProduct } from './catalog-data';
import { podiumShot, type PackshotSpec } from './packshot';

const cushion: PackshotSpec = {
  shape: 'compact',
  body: '#f3d4d7',
  accent: '#c98a93',
  background: '#f8e9ea',
  mark: 'flower',
};
const velvetTint: PackshotSpec = {
  shape: 'lipstick',
  body: '#f0dde0',
  accent: '#b23a55',
  background: '#f7e1e5',
  mark: 'flower',
};
const peachPalette: PackshotSpec = {
  shape: 'palette',
  body: '#f1d3c4',
  accent: '#e08a6c',
  background: '#fbe8de',
};
const mauvePalette: PackshotSpec = {
  shape: 'palette',
  body: '#d9cbd3',
  accent: '#8c6a7e',
  background: '#efe6ec',
};
const settingMist: PackshotSpec = {
  shape: 'spray',
  body: '#f6eef2',
  accent: '#d8a7b5',
  background: '#f4e8ee',
  label: '#ffffff',
  mark: 'drop',
};

export const MAKEUP: CatalogProduct[] = [
  {
    name: 'Glow Cushion Foundation SPF 50+',
    description:
      'Our signature cushion gives buildable, medium coverage with a luminous, second-skin finish. Infused with niacinamide and hyaluronic acid, it keeps skin hydrated and protected for up to 12 hours. Includes a refill.',
    priceCents: 2900,
    stockQuantity: 86,
    weightGrams: 120,
    isFeatured: true,
    createdDaysAgo: 98,
    videoLink: 'https://www.tiktok.com/@seoulglow/video/7312458890123456789',
    additionalFields: {
      volume: '2 × 15 g (with refill)',
      shade: '21N Natural Beige',
      finish: 'Dewy',
      key_ingredients: 'Niacinamide, hyaluronic acid, centella asiatica, zinc oxide',
      how_to_use:
        'Press the puff lightly into the cushion and tap it over the centre of the face first, blending outwards. Build a second thin layer only where you need more coverage, and use the edge of the puff around the nose and under the eyes.',
    },
    images: [cushion, podiumShot(cushion, '#f6eef0')],
  },
  {
    name: 'Velvet Tint Lip — Rose Fig',
    description:
      'A weightless velvet tint that blurs onto lips for a soft-focus, just-bitten colour. The mousse texture layers from a sheer gradient to full opacity and stays comfortable all day.',
    priceCents: 1300,
    stockQuantity: 154,
    weightGrams: 30,
    isFeatured: true,
    createdDaysAgo: 45,
    additionalFields: {
      volume: '4 g',
      shade: 'Rose Fig',
      finish: 'Soft matte',
      key_ingredients: 'Rosehip oil, shea butter, vitamin E',
      how_to_use:
        'Dab onto the centre of the lips and blot with your fingertip for a gradient, or apply all over for full colour.',
    },
    images: [velvetTint, podiumShot(velvetTint, '#f5eaec')],
  },
  {
    name: 'Silk Matte Lipstick — Cherry Blossom',
    description:
      'A creamy bullet lipstick with a silky matte finish that never feels dry. Cherry blossom extract and shea butter keep lips soft while the colour stays true for hours.',
    priceCents: 1600,
    stockQuantity: 77,
    weightGrams: 35,
    isFeatured: false,
    createdDaysAgo: 66,
    additionalFields: {
      volume: '3.5 g',
      shade: 'Cherry Blossom',
      finish: 'Silk matte',
      key_ingredients: 'Cherry blossom extract, shea butter, jojoba oil',
      how_to_use: 'Apply directly from the bullet, starting at the centre and working out to the corners.',
    },
    images: [
      { shape: 'lipstick', body: '#2c2628', accent: '#d2566e', background: '#f6dfe4', mark: 'circle' },
    ],
  },
  {
    name: 'Peach Blossom 12-Shade Eye Palette',
    description:
      'Twelve warm peach, coral and bronze shades in a mix of velvety mattes and glassy shimmers. Everything you need for a soft everyday look or a glowing evening eye.',
    priceCents: 3200,
    stockQuantity: 2,
    weightGrams: 260,
    isFeatured: true,
    createdDaysAgo: 24,
    additionalFields: {
      volume: '12 × 1 g',
      finish: 'Matte and shimmer',
      key_ingredients: 'Mica, jojoba esters, vitamin E',
      how_to_use:
        'Sweep a light matte shade across the lid as a base, deepen the crease with a mid-tone, and press a shimmer onto the centre of the lid with your fingertip. Line the lower lash line with the deepest bronze to finish.',
    },
    images: [peachPalette, podiumShot(peachPalette, '#f8efe9')],
  },
  {
    name: 'Nude Mood 9-Shade Eye Palette',
    description:
      'Nine cool-toned mauves and taupes for effortless, smoky everyday eyes. The finely milled powders blend like a dream and stay crease-free.',
    priceCents: 2700,
    stockQuantity: 61,
    weightGrams: 230,
    isFeatured: false,
    createdDaysAgo: 80,
    additionalFields: {
      volume: '9 × 1 g',
      finish: 'Matte and satin',
      key_ingredients: 'Mica, squalane, vitamin E',
      how_to_use:
        'Build colour gradually with a fluffy brush, blending the deepest shade into the outer corner.',
    },
    images: [mauvePalette],
  },
  {
    name: 'Cover Perfection Tip Concealer',
    description:
      'A lightweight liquid concealer with high coverage for dark circles, redness and blemishes. It sets to a natural finish that won’t settle into fine lines.',
    priceCents: 1100,
    stockQuantity: 132,
    weightGrams: 40,
    isFeatured: false,
    createdDaysAgo: 110,
    additionalFields: {
      volume: '6.5 g',
      shade: '1.5 Natural Beige',
      key_ingredients: 'Hyaluronic acid, green tea extract, glycerin',
      how_to_use:
        'Dot onto areas that need coverage and tap gently with a fingertip or sponge until blended.',
    },
    images: [
      {
        shape: 'tube',
        body: '#efd8c4',
        accent: '#7d5b4a',
        background: '#f6ebe2',
        label: '#fbf2ea',
        mark: 'circle',
      },
    ],
  },
  {
    name: 'Dewy Skin Setting Mist',
    description:
      'A fine setting mist that melts powder into skin and locks makeup in place for up to 16 hours. Rose water and glycerin give a fresh, glassy glow.',
    priceCents: 1600,
    stockQuantity: 93,
    weightGrams: 150,
    isFeatured: false,
    createdDaysAgo: 9,
    additionalFields: {
      volume: '100 ml',
      key_ingredients: 'Rose water, glycerin, panthenol, hyaluronic acid',
      how_to_use: 'Shake well, hold at arm’s length and mist in an X and T shape over finished makeup.',
    },
    images: [settingMist, podiumShot(settingMist, '#f1edf3')],
  },
  {
    name: 'Skin Fit Tone-Up Cream',
    description:
      'A pink-tinted tone-up cream that instantly evens out sallow skin for a bright, rosy canvas. Wear it alone for a no-makeup look or under cushion foundation.',
    priceCents: 2000,
    stockQuantity: 71,
    weightGrams: 90,
    isFeatured: false,
    createdDaysAgo: 38,
    additionalFields: {
      volume: '50 ml',
      skin_type: 'Normal, dry and dull skin',
      key_ingredients: 'Niacinamide, peptides, rice extract',
      how_to_use: 'Smooth a small amount over the face as the last step of skincare or before foundation.',
    },
    images: [
      {
        shape: 'tube',
        body: '#f6d6dc',
        accent: '#d77f93',
        background: '#fbe8ec',
        label: '#fff5f7',
        mark: 'flower',
      },
    ],
  },
  {
    name: 'Moonlight Glow Highlighter Stick',
    description:
      'A creamy balm highlighter that glides on for a wet-look sheen on cheekbones, brow bones and the cupid’s bow. Pearl powder gives a sophisticated champagne glow without glitter.',
    priceCents: 1800,
    stockQuantity: 54,
    weightGrams: 35,
    isFeatured: false,
    createdDaysAgo: 17,
    additionalFields: {
      volume: '8 g',
      shade: 'Champagne',
      key_ingredients: 'Pearl powder, meadowfoam seed oil, vitamin E',
      how_to_use: 'Swipe directly onto the high points of the face and blend the edges with a fingertip.',
    },
    images: [
      {
        shape: 'stick',
        body: '#f2e5d4',
        accent: '#c9a46a',
        background: '#f6eee4',
        label: '#fff9f0',
        mark: 'circle',
      },
    ],
  },
  {
    name: 'Aqua Blur Makeup Primer',
    description:
      'An oil-free primer that blurs pores and fine lines while flooding skin with hydration. Makeup goes on smoother and lasts longer, even in humidity.',
    priceCents: 2200,
    stockQuantity: 44,
    weightGrams: 130,
    isFeatured: false,
    createdDaysAgo: 51,
    additionalFields: {
      volume: '40 ml',
      skin_type: 'Oily and combination skin',
      key_ingredients: 'Hyaluronic acid, niacinamide, silica',
      how_to_use:
        'After moisturiser, press one pump over the T-zone and cheeks and wait a minute before foundation.',
    },
    images: [
      {
        shape: 'pump',
        body: '#dbe9f3',
        accent: '#6f9cc0',
        background: '#e6f0f7',
        label: '#f7fbfe',
        mark: 'drop',
      },
    ],
  },
  {
    name: 'Cheek Balm Blush Stick — Peach',
    description:
      'A sheer, buildable cream blush in a twist-up stick for a healthy, flushed-from-within glow. It doubles as a lip colour for a coordinated look on the go.',
    priceCents: 1500,
    stockQuantity: 102,
    weightGrams: 32,
    isFeatured: false,
    createdDaysAgo: 33,
    additionalFields: {
      volume: '7 g',
      shade: 'Peach',
      key_ingredients: 'Peach extract, shea butter, squalane',
      how_to_use: 'Dab onto the apples of the cheeks and blend upwards with fingertips.',
    },
    images: [
      {
        shape: 'stick',
        body: '#fbe1d3',
        accent: '#ef9b7c',
        background: '#fde9df',
        label: '#fff6f0',
        mark: 'flower',
      },
    ],
  },
  {
    name: 'Berry Lip Sleeping Mask',
    description:
      'An overnight lip mask with berry extracts and vitamin C that melts away flakes while you sleep. Wake up to soft, smooth lips ready for any tint.',
    priceCents: 1700,
    stockQuantity: 118,
    weightGrams: 60,
    isFeatured: false,
    createdDaysAgo: 92,
    additionalFields: {
      volume: '20 g',
      key_ingredients: 'Berry complex, vitamin C, shea butter, hyaluronic acid',
      how_to_use:
        'Apply a generous layer with the spatula before bed and gently wipe off any remaining mask in the morning.',
    },
    images: [
      {
        shape: 'jar',
        body: '#e8b3c4',
        accent: '#c04e76',
        background: '#f8e4ec',
        label: '#fff4f8',
        mark: 'drop',
      },
    ],
  },
];
