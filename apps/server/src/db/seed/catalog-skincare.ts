import type { CatalogProduct } from './catalog-data';
import { podiumShot, type PackshotSpec } from './packshot';

const greenTea: PackshotSpec = {
  shape: 'bottle',
  body: '#cfe6c4',
  accent: '#4f7a4a',
  background: '#e8f1e2',
  mark: 'leaf',
};
const snail: PackshotSpec = {
  shape: 'pump',
  body: '#f4f1ec',
  accent: '#b9b2c9',
  background: '#ece8f2',
  label: '#fbfaf7',
  mark: 'circle',
};
const cica: PackshotSpec = {
  shape: 'jar',
  body: '#f5f3ee',
  accent: '#7fae8a',
  background: '#e1eee4',
  mark: 'leaf',
};
const vitaminC: PackshotSpec = {
  shape: 'dropper',
  body: '#e39b45',
  accent: '#f3efe7',
  background: '#fbe9d2',
  label: '#fff8ee',
  mark: 'drop',
};
const ceramide: PackshotSpec = {
  shape: 'pump',
  body: '#eef2f7',
  accent: '#7d95b8',
  background: '#e2e9f3',
  mark: 'circle',
};
const retinol: PackshotSpec = {
  shape: 'jar',
  body: '#e7def0',
  accent: '#6d5a8e',
  background: '#eee8f4',
  mark: 'flower',
};

export const SKINCARE: CatalogProduct[] = [
  {
    name: 'Jeju Green Tea Hydrating Toner',
    description:
      'A silky, first-step toner brewed with green tea leaves grown on Jeju Island. It floods skin with lightweight moisture and antioxidants, leaving it soft, balanced and ready for the rest of your routine.',
    priceCents: 1800,
    stockQuantity: 142,
    weightGrams: 260,
    isFeatured: true,
    createdDaysAgo: 104,
    videoLink: 'https://www.youtube.com/watch?v=q7Lm2Xc9TzA',
    additionalFields: {
      volume: '200 ml',
      skin_type: 'All skin types, especially dehydrated and combination',
      key_ingredients: 'Jeju green tea water (70%), green tea seed oil, hyaluronic acid, panthenol',
      how_to_use:
        'After cleansing, pour a coin-sized amount into your palms and press gently into the face and neck. For an extra hydration boost, soak cotton pads and leave them on dry areas for three minutes as a quick toner mask.',
    },
    images: [greenTea, podiumShot(greenTea, '#f1f5ea')],
  },
  {
    name: 'Snail Mucin 96% Power Essence',
    description:
      'Our best-selling essence with 96% snail secretion filtrate soothes, comforts and deeply hydrates without any heaviness. The bouncy gel texture sinks in instantly and helps fade the look of dullness and post-blemish marks.',
    priceCents: 2150,
    stockQuantity: 188,
    weightGrams: 190,
    isFeatured: true,
    createdDaysAgo: 118,
    videoLink: 'https://www.youtube.com/watch?v=Vb3pQ8rK1sE',
    additionalFields: {
      volume: '100 ml',
      skin_type: 'All skin types, including sensitive',
      key_ingredients: 'Snail secretion filtrate (96%), sodium hyaluronate, betaine, allantoin',
      how_to_use:
        'After toner, dispense one or two pumps and spread over the face with your fingertips. Pat gently until the essence has absorbed, then follow with serum and moisturiser. Use morning and night; it layers well under sunscreen and makeup.',
    },
    images: [snail, podiumShot(snail, '#f3eef0')],
  },
  {
    name: 'Centella Calming Cica Cream',
    description:
      'A rich yet breathable barrier cream built around centella asiatica to calm redness and irritation. Five types of ceramides lock in moisture so stressed, sensitised skin feels comfortable all day.',
    priceCents: 2400,
    stockQuantity: 96,
    weightGrams: 160,
    isFeatured: true,
    createdDaysAgo: 87,
    additionalFields: {
      volume: '50 ml',
      skin_type: 'Sensitive, irritated and dry skin',
      key_ingredients: 'Centella asiatica extract, madecassoside, ceramide NP, panthenol, mugwort',
      how_to_use:
        'Apply as the last step of your routine, morning and evening. Warm a small amount between fingertips and press onto red or dry areas.',
    },
    images: [cica],
  },
  {
    name: 'Rice Water Brightening Cleansing Foam',
    description:
      'A creamy, low-pH foam inspired by the Korean tradition of washing with rice water. It lifts away sunscreen and impurities while rice extract helps skin look brighter and more even.',
    priceCents: 1200,
    stockQuantity: 164,
    weightGrams: 180,
    isFeatured: false,
    createdDaysAgo: 63,
    additionalFields: {
      volume: '150 ml',
      skin_type: 'Normal, dull and combination skin',
      key_ingredients: 'Rice extract, rice bran water, niacinamide, ceramides',
      how_to_use:
        'Work a pea-sized amount into a rich lather with lukewarm water, massage over damp skin for 30 seconds and rinse well.',
    },
    images: [
      {
        shape: 'tube',
        body: '#f7f1e6',
        accent: '#d8c3a0',
        background: '#f6eee2',
        label: '#fffaf2',
        mark: 'flower',
      },
    ],
  },
  {
    name: 'Vitamin C 23% Glow Serum',
    description:
      'A potent pure vitamin C serum that helps fade the look of dark spots and uneven tone for visibly radiant skin. Stabilised with vitamin E and ferulic acid so every drop stays fresh and effective.',
    priceCents: 2600,
    stockQuantity: 58,
    weightGrams: 110,
    isFeatured: true,
    createdDaysAgo: 12,
    videoLink: 'https://cdn.example.com/videos/serum.mp4',
    additionalFields: {
      volume: '30 ml',
      skin_type: 'Dull skin, uneven tone, dark spots',
      key_ingredients: 'Vitamin C (ascorbic acid 23%), vitamin E, ferulic acid, niacinamide',
      how_to_use:
        'In the morning, apply three or four drops to clean, dry skin before moisturiser. Start every other day if you are new to vitamin C, and always finish with SPF 50 sunscreen. A slight tingle is normal for the first week.',
    },
    images: [vitaminC, podiumShot(vitaminC, '#fdf2e4')],
  },
  {
    name: 'Propolis Honey Glow Ampoule',
    description:
      'A honey-textured ampoule with 80% black bee propolis for a nourished, lit-from-within glow. It calms breakouts and strengthens dry, tired skin in one step.',
    priceCents: 2300,
    stockQuantity: 74,
    weightGrams: 115,
    isFeatured: false,
    createdDaysAgo: 41,
    additionalFields: {
      volume: '30 ml',
      skin_type: 'Dry, dull and blemish-prone skin',
      key_ingredients: 'Propolis extract (80%), honey extract, royal jelly, panthenol',
      how_to_use: 'After toner, pat two to three drops over the face. Layer twice on very dry areas.',
    },
    images: [
      {
        shape: 'dropper',
        body: '#d9a441',
        accent: '#3b2f2a',
        background: '#f8ecd2',
        label: '#fff6df',
        mark: 'drop',
      },
    ],
  },
  {
    name: 'Mugwort Pore Clarifying Wash-Off Mask',
    description:
      'A creamy clay mask with real mugwort leaves that draws out excess oil and refines the look of pores. Leaves skin clean and soothed, never tight.',
    priceCents: 1900,
    stockQuantity: 67,
    weightGrams: 210,
    isFeatured: false,
    createdDaysAgo: 29,
    additionalFields: {
      volume: '100 ml',
      skin_type: 'Oily, combination and congested skin',
      key_ingredients: 'Mugwort (artemisia) leaf, kaolin, bentonite, green tea',
      how_to_use:
        'Spread an even layer over clean, dry skin avoiding the eyes. Leave for 10 minutes, then rinse with lukewarm water. Use two or three times a week.',
    },
    images: [
      {
        shape: 'jar',
        body: '#a9bf9a',
        accent: '#eef0e6',
        background: '#e9efe2',
        label: '#f6f8f0',
        mark: 'leaf',
      },
    ],
  },
  {
    name: 'Hyaluronic 5D Moisture Sheet Mask (5 Pack)',
    description:
      'Ultra-thin cellulose sheet masks drenched in an essence with five weights of hyaluronic acid. Twenty minutes delivers a plump, dewy complexion before any big day.',
    priceCents: 1500,
    stockQuantity: 120,
    weightGrams: 140,
    isFeatured: false,
    createdDaysAgo: 5,
    additionalFields: {
      volume: '5 × 25 ml',
      skin_type: 'All skin types, dehydrated skin',
      key_ingredients: 'Hyaluronic acid (5 types), panthenol, allantoin, centella asiatica',
      how_to_use:
        'After toner, unfold the mask and smooth it over the face. Remove after 15–20 minutes and pat the remaining essence into the skin.',
    },
    images: [
      { shape: 'sheet-mask', body: '#bcd8ef', accent: '#3f78a8', background: '#e6f0f8', label: '#ffffff' },
    ],
  },
  {
    name: 'Ceramide Barrier Repair Moisturizer',
    description:
      'A lightweight cream-gel that rebuilds the skin barrier with a skin-identical blend of ceramides, cholesterol and fatty acids. Perfect for skin that feels tight after cleansing or over-exfoliation.',
    priceCents: 2800,
    stockQuantity: 3,
    weightGrams: 220,
    isFeatured: false,
    createdDaysAgo: 21,
    additionalFields: {
      volume: '100 ml',
      skin_type: 'Dry, sensitive and compromised skin',
      key_ingredients: 'Ceramide NP, ceramide AP, cholesterol, peptides, panthenol',
      how_to_use: 'Smooth one or two pumps over the face and neck as the final step morning and night.',
    },
    images: [ceramide, podiumShot(ceramide, '#eef1f6')],
  },
  {
    name: 'Daily Mild Sun Stick SPF 50+ PA++++',
    description:
      'A clear, non-greasy sun stick you can swipe over makeup. Lightweight chemical filters with rice and centella protect against UVA and UVB without a white cast.',
    priceCents: 1600,
    stockQuantity: 135,
    weightGrams: 45,
    isFeatured: false,
    createdDaysAgo: 2,
    additionalFields: {
      volume: '19 g',
      skin_type: 'All skin types',
      key_ingredients: 'Rice extract, centella asiatica, niacinamide, UV filters',
      how_to_use:
        'Twist up and glide evenly over the face and exposed areas as the last step of your morning routine. Reapply every two hours outdoors.',
    },
    images: [
      {
        shape: 'stick',
        body: '#fff6d8',
        accent: '#f2b84b',
        background: '#fdf1d6',
        label: '#fffbec',
        mark: 'circle',
      },
    ],
  },
  {
    name: 'Retinol 0.1% Night Renewal Cream',
    description:
      'An encapsulated retinol night cream that smooths fine lines and refines texture while you sleep. Peptides and ceramides keep skin comfortable, making it a gentle first retinol.',
    priceCents: 3200,
    stockQuantity: 0,
    weightGrams: 170,
    isFeatured: false,
    createdDaysAgo: 55,
    additionalFields: {
      volume: '50 ml',
      skin_type: 'Normal, dry and mature skin',
      key_ingredients: 'Encapsulated retinol (0.1%), peptides, ceramides, squalane',
      how_to_use:
        'Use in the evening only. Start with a pea-sized amount two nights a week on clean, dry skin, increasing gradually as your skin adjusts. Avoid the eye area and wear sunscreen daily while using retinol.',
    },
    images: [retinol, podiumShot(retinol, '#f3eef6')],
  },
  {
    name: 'Red Ginseng Revitalizing Eye Cream',
    description:
      'A firming eye cream with six-year-old Korean red ginseng to brighten dark circles and smooth the look of crow’s feet. The cooling tip applicator depuffs in the morning.',
    priceCents: 3400,
    stockQuantity: 48,
    weightGrams: 80,
    isFeatured: false,
    createdDaysAgo: 73,
    additionalFields: {
      volume: '30 ml',
      skin_type: 'All skin types, tired eye area',
      key_ingredients: 'Red ginseng root extract, peptides, niacinamide, caffeine',
      how_to_use: 'Tap a small amount along the orbital bone with your ring finger, morning and night.',
    },
    images: [
      {
        shape: 'tube',
        body: '#8e2f2c',
        accent: '#d8b46a',
        background: '#f4e4dc',
        label: '#f6e6cf',
        mark: 'circle',
      },
    ],
  },
  {
    name: 'Heartleaf Soothing Mist Toner',
    description:
      'A fine, refreshing mist with 77% heartleaf extract that instantly calms hot, flushed or breakout-prone skin. Spritz it over makeup for a dewy refresh at any time of day.',
    priceCents: 1400,
    stockQuantity: 4,
    weightGrams: 170,
    isFeatured: false,
    createdDaysAgo: 0,
    additionalFields: {
      volume: '120 ml',
      skin_type: 'Oily, sensitive and blemish-prone skin',
      key_ingredients: 'Houttuynia cordata (heartleaf) extract, salicylic acid (0.5%), green tea, panthenol',
      how_to_use: 'Hold 20 cm from the face, close your eyes and mist two or three times. Pat in gently.',
    },
    images: [
      {
        shape: 'spray',
        body: '#dcefe2',
        accent: '#5f9c77',
        background: '#e6f3ea',
        label: '#ffffff',
        mark: 'leaf',
      },
    ],
  },
];
