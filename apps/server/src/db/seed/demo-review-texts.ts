/**
 * The phrases demo reviews are written from (demo-reviews.ts), per kind of product: what the
 * texture and the first use felt like, what changed after a few weeks, what could be better, and
 * what went wrong. A review picks one or more of each by its rating, so the store's reviews read
 * like shoppers wrote them about that kind of product.
 */
import type { ProductType } from '@seoul-glow/shared';

export type ReviewGroup =
  | 'cleanse'
  | 'prep'
  | 'treat'
  | 'moisturize'
  | 'spf'
  | 'base'
  | 'color'
  | 'hair'
  | 'scalp'
  | 'scent'
  | 'body';

export const GROUP_OF: Record<ProductType, ReviewGroup> = {
  cleanser: 'cleanse',
  toner: 'prep',
  essence: 'prep',
  serum: 'treat',
  'eye-care': 'treat',
  mask: 'treat',
  exfoliator: 'treat',
  'face-oil': 'treat',
  moisturizer: 'moisturize',
  sunscreen: 'spf',
  foundation: 'base',
  concealer: 'base',
  primer: 'base',
  'tone-up': 'base',
  powder: 'base',
  'setting-spray': 'base',
  blush: 'color',
  highlighter: 'color',
  eyeshadow: 'color',
  eyeliner: 'color',
  mascara: 'color',
  brow: 'color',
  lipstick: 'color',
  'lip-tint': 'color',
  'lip-care': 'color',
  shampoo: 'hair',
  conditioner: 'hair',
  'hair-mask': 'hair',
  'hair-treatment': 'hair',
  'leave-in': 'hair',
  'hair-oil': 'hair',
  'hair-mist': 'hair',
  styling: 'hair',
  'scalp-treatment': 'scalp',
  'scalp-scrub': 'scalp',
  'eau-de-parfum': 'scent',
  'eau-de-toilette': 'scent',
  'body-mist': 'scent',
  'solid-perfume': 'scent',
  'home-fragrance': 'scent',
  'body-lotion': 'body',
  'body-oil': 'body',
  'hand-cream': 'body',
};

interface GroupTexts {
  feel: string[];
  result: string[];
  caveat: string[];
  bad: string[];
}

export const GROUP_TEXTS: Record<ReviewGroup, GroupTexts> = {
  cleanse: {
    feel: [
      'The foam is dense and creamy and rinses off without a trace.',
      'A pea-sized amount is plenty, and it lathers up fast.',
      'It takes off sunscreen and light makeup in one go.',
    ],
    result: [
      'My face feels clean but never tight afterwards.',
      'No more squeaky, stripped feeling after washing.',
      'My pores look clearer after a couple of weeks of twice-daily use.',
    ],
    caveat: [
      'It does not remove waterproof mascara, so I still double cleanse at night.',
      'The scent is noticeable for a few seconds, then gone.',
      'The tube is hard to squeeze when it gets near the end.',
    ],
    bad: [
      'It left my cheeks tight and a little itchy.',
      'Too stripping for me in winter.',
      'It stung around my eyes every time.',
    ],
  },
  prep: {
    feel: [
      'Watery but slightly slippery, and it sinks in within seconds.',
      'I pat it in with my hands and layer it two or three times on dry days.',
      'No stickiness at all, even after the third layer.',
    ],
    result: [
      'My skin feels plump and bouncy in the morning.',
      'Makeup goes on so much smoother since I started using it.',
      'The dull, tired look is gone and my skin looks more even.',
    ],
    caveat: [
      'The bottle goes fast if you layer it like I do.',
      'It is nice but I am not sure it does more than my old one.',
      'I wish the cap were a pump instead of an open neck.',
    ],
    bad: [
      'It made my skin sting in a few spots.',
      'Felt like water; I saw no difference after a month.',
      'Broke me out along my jawline.',
    ],
  },
  treat: {
    feel: [
      'A few drops cover my whole face and absorb fast.',
      'The texture is light, almost gel-like, and layers well under cream.',
      'It has a faint natural smell that fades quickly.',
    ],
    result: [
      'After three weeks my dark spots are visibly lighter.',
      'Fewer breakouts, and the ones I get look calmer sooner.',
      'My skin looks brighter and the texture is smoother.',
      'The fine lines around my eyes look softer in the morning.',
    ],
    caveat: [
      'It tingles a little the first few nights, then that stopped.',
      'Results took a good month to show, so be patient.',
      'Pricey for the size, but a little goes a long way.',
    ],
    bad: [
      'Too strong for my skin; I got red patches.',
      'It pilled under my moisturizer every time.',
      'I used the whole bottle and saw no change.',
    ],
  },
  moisturize: {
    feel: [
      'Rich but not greasy, and it melts into the skin.',
      'The texture is a whipped gel-cream that never feels heavy.',
      'A thin layer is enough, and it sits well under sunscreen.',
    ],
    result: [
      'My skin stays comfortable all day, even with the heating on.',
      'The redness on my cheeks calmed down within a week.',
      'I wake up with soft, plump skin instead of dry patches.',
    ],
    caveat: [
      'A bit too rich for summer mornings, perfect at night.',
      'It takes a minute to absorb before makeup.',
      'I would love a version with a pump.',
    ],
    bad: [
      'Too heavy for me; my T-zone was an oil slick by noon.',
      'It clogged my pores and I got small bumps.',
      'My skin felt dry again an hour later.',
    ],
  },
  spf: {
    feel: [
      'No white cast at all, even on my medium-tan skin.',
      'Feels like a light moisturizer, not like sunscreen.',
      'It does not sting my eyes, which is a first for me.',
    ],
    result: [
      'Makeup sits on top of it beautifully.',
      'Finally a sunscreen I actually want to wear every day.',
      'My skin stayed comfortable through a whole beach day with reapplying.',
    ],
    caveat: [
      'A little dewy on oily days; I set it with powder.',
      'You need a generous amount, so the tube goes fast.',
      'It pills slightly if I rub too much.',
    ],
    bad: [
      'It left a grey cast on my skin tone.',
      'It stung my eyes badly by midday.',
      'Felt greasy and made me break out.',
    ],
  },
  base: {
    feel: [
      'Blends in seconds with my fingers or a sponge.',
      'The coverage is buildable from sheer to medium.',
      'The shade range finally has a match for me.',
    ],
    result: [
      'It lasts through a full workday without sliding off.',
      'My skin looks like skin, just smoother.',
      'No creasing in my smile lines by the evening.',
    ],
    caveat: [
      'It oxidises half a shade darker, so go lighter.',
      'On dry patches it needs a good moisturizer underneath.',
      'The finish is dewier than I expected.',
    ],
    bad: [
      'It separated on my nose after two hours.',
      'The shade was far too pink for me.',
      'It clung to every dry patch I have.',
    ],
  },
  color: {
    feel: [
      'The pigment is gorgeous and builds easily.',
      'Light on the lips and never sticky.',
      'The colour looks exactly like the swatch.',
    ],
    result: [
      'It lasts through coffee and lunch.',
      'I get compliments every time I wear it.',
      'It wears off evenly instead of leaving a ring.',
    ],
    caveat: [
      'It transfers a little onto masks and cups.',
      'Needs a balm underneath or it feels drying.',
      'The packaging looks nicer in the pictures.',
    ],
    bad: ['The colour was patchy and hard to blend.', 'It dried my lips out badly.', 'Faded within an hour.'],
  },
  hair: {
    feel: [
      'It smells lovely, light and clean, not perfumey.',
      'A small amount goes a long way on my long hair.',
      'It rinses out easily without leaving residue.',
    ],
    result: [
      'My hair is softer and far less frizzy after one wash.',
      'The ends look healthier and tangle much less.',
      'My hair looks glossy even on day two.',
    ],
    caveat: [
      'It weighs down my fine hair if I use too much.',
      'Works best when I leave it on a few minutes longer.',
      'The bottle is small for the price.',
    ],
    bad: [
      'It made my hair greasy by the next day.',
      'No difference at all for my bleached hair.',
      'The scent gave me a headache.',
    ],
  },
  scalp: {
    feel: [
      'Cooling and refreshing on the scalp.',
      'The nozzle makes it easy to apply along the parting.',
      'It washes out cleanly.',
    ],
    result: [
      'Much less itching and flaking after a couple of weeks.',
      'My scalp stays fresher for an extra day between washes.',
      'Fewer hairs in the shower drain, or so it seems.',
    ],
    caveat: [
      'The tingle is strong at first.',
      'It takes a few weeks to see anything.',
      'I would like a bigger bottle.',
    ],
    bad: ['It irritated my scalp.', 'My flakes came back as soon as I paused.', 'Made my roots oily.'],
  },
  scent: {
    feel: [
      'Fresh and soft at first, then warms up beautifully.',
      'Not overpowering; it stays close to the skin.',
      'The bottle is gorgeous on my vanity.',
    ],
    result: [
      'It lasts five or six hours on me.',
      'People keep asking what I am wearing.',
      'It has become my everyday scent.',
    ],
    caveat: [
      'It fades faster on my skin than I hoped.',
      'Lovely, but a little sweet for daytime.',
      'I reapply once in the afternoon.',
    ],
    bad: [
      'It turned sour on my skin after an hour.',
      'Barely lasted thirty minutes.',
      'Much sweeter than the description suggests.',
    ],
  },
  body: {
    feel: [
      'It absorbs quickly and never feels sticky.',
      'Rich enough for my dry shins, light enough for summer.',
      'The scent is subtle and cosy.',
    ],
    result: [
      'My skin stays soft all day.',
      'My hands no longer crack in winter.',
      'I keep reaching for it after every shower.',
    ],
    caveat: [
      'A bit greasy if I use too much.',
      'I wish the scent lasted longer.',
      'The pump sometimes clogs.',
    ],
    bad: ['It left a film on my skin.', 'Not moisturizing enough for me.', 'The scent is too strong for me.'],
  },
};

export const TITLES: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Holy grail',
    'Obsessed',
    'Already on my second bottle',
    'Worth every penny',
    'My skin has never been happier',
    'Love love love',
    'Exactly what I needed',
    'Instant favourite',
  ],
  4: [
    'Really good',
    'Very nice, one small thing',
    'Would buy again',
    'Great value',
    'Happy with it',
    'Solid pick',
  ],
  3: ['It is okay', 'Mixed feelings', 'Not bad, not amazing', 'Good but not for me', 'Decent'],
  2: ['Disappointed', 'Not for my skin', 'Expected more'],
  1: ['Did not work for me', 'Sadly returning it', 'Broke me out'],
};

export const OPENINGS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'I have tried so many and this is the one.',
    'Bought it on a whim and now I am hooked.',
    'Second bottle already.',
  ],
  4: ['Really happy with this overall.', 'Good product, and good value.', 'Pleasantly surprised.'],
  3: ['I wanted to love this.', 'It does the job.', 'Some things I like, some I do not.'],
  2: ['Unfortunately this was not for me.', 'I had high hopes.'],
  1: ['I really wanted this to work.', 'Not a good experience for me.'],
};

/** What the store answers under a disappointed review, and now and then under a happy one. */
export const STORE_REPLIES = {
  unhappy: [
    'We are so sorry this did not suit you. Our team has emailed you about a return or an exchange — and our AI Beauty Expert can suggest a gentler alternative.',
    'Thank you for the honest review. Everyone reacts differently; please reach out to support and we will make it right.',
    'Sorry to hear that! If your skin reacted, please stop using it and contact us: returns are free within 30 days.',
  ],
  happy: [
    'Thank you so much! We are thrilled it became part of your routine.',
    'This made our day — thank you for sharing your results!',
  ],
};

/** Reviewers' first names and initials; demo orders' shoppers use their own names. */
export const REVIEWER_NAMES = [
  'Min-ji K.',
  'Sarah L.',
  'Priya S.',
  'Emma W.',
  'Yuna P.',
  'Chloé D.',
  'Aisha M.',
  'Hannah B.',
  'Ji-woo C.',
  'Olivia R.',
  'Mei T.',
  'Sofia G.',
  'Grace H.',
  'Lena F.',
  'Amara O.',
  'Seo-yeon L.',
  'Nora J.',
  'Isabel V.',
  'Haruka N.',
  'Zoe A.',
  'Dana K.',
  'Lucía M.',
  'Ava S.',
  'Riya P.',
  'Kim T.',
  'Jasmine Y.',
  'Fatima Z.',
  'Elif D.',
  'Maya C.',
  'Ella G.',
  'Hye-jin S.',
  'Noah B.',
  'Liam O.',
  'Daniel K.',
  'Marco R.',
  'Tomás L.',
];
