import type { GuideArticle } from '@seoul-glow/shared';

/** Knowing your skin: telling your skin type, and caring for oily, dry and combination skin. */
export const SKIN_TYPES_ARTICLES: GuideArticle[] = [
  {
    slug: 'find-your-skin-type',
    title: 'How to tell your skin type',
    topic: 'skin-types',
    summary:
      'Wash your face with a gentle cleanser, pat dry, apply nothing and look after 30 to 60 minutes: shiny all over is oily, tight or flaky is dry, an oily T-zone with normal or dry cheeks is combination, comfortable and even is normal. Skin that stings or reddens easily is sensitive, whatever else it is.',
    body: `Knowing your skin type helps you choose textures and cleansers. It can change with age, seasons, hormones and your routine, so check again once in a while.

## The bare-face test

- Cleanse with a gentle cleanser and pat dry.
- Apply nothing at all.
- Wait 30 to 60 minutes, then look in daylight and press a blotting paper on your forehead, nose, cheeks and chin.

## Reading the result

- Oily: shine on the forehead, nose, chin and cheeks; the paper picks up oil everywhere; pores look visible across the face.
- Dry: tight, maybe flaky or rough; no oil on the paper; fine lines show more when skin is bare.
- Combination: oil on the forehead, nose and chin (the T-zone), while the cheeks feel normal or dry.
- Normal: comfortable, little shine, few flakes; the paper picks up a trace at most.
- Sensitive: stings, itches or reddens easily with products, weather or touch. Sensitive skin can be oily, dry or combination at the same time.

## Skin type or skin condition?

Some things are states rather than types:

- Dehydration (lack of water) can happen to any type, even oily skin.
- Breakouts, dark spots and redness are concerns you can have with any type.
- A stressed barrier can make any skin act sensitive for a few weeks.

## Choosing products by type

- Oily: gel cleansers, light gel moisturisers, BHA, niacinamide.
- Dry: cream cleansers, richer creams with ceramides, face oils at night.
- Combination: light layers everywhere, extra cream on dry areas.
- Normal: keep it simple and protect with sunscreen.
- Sensitive: fragrance-free, short ingredient lists, patch test everything.`,
    ingredients: ['niacinamide', 'salicylic-acid', 'ceramides'],
    concerns: ['oiliness', 'dryness', 'sensitivity', 'pores'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['cleanser', 'moisturizer'],
    asks: [
      'what is my skin type',
      'how do i know if i have oily or dry skin',
      'skin type test at home',
      'how to find out my skin type',
      'can your skin type change',
      'is my skin normal or combination',
    ],
    related: ['combination-skin', 'dehydrated-vs-dry-skin', 'oily-skin-needs-moisturiser'],
    reviewedAt: '2026-11-21',
    published: true,
  },
  {
    slug: 'combination-skin',
    title: 'Combination skin: an oily T-zone and normal or dry cheeks',
    topic: 'skin-types',
    summary:
      'An oily T-zone (forehead, nose and chin) with normal or dry cheeks is combination skin. Use a gentle gel cleanser and light layers all over, then add a richer cream only on the dry areas and a BHA or clay mask only on the T-zone.',
    body: `Combination skin is the most common skin type. The T-zone has more oil glands than the cheeks, so it shines while the cheeks feel fine or even tight.

## The routine

- Cleanser: a gentle, low-pH gel or light foam. Avoid harsh foams: they dry the cheeks without making the T-zone less oily for long.
- Toner or essence: hydrating and light, all over.
- Serum: niacinamide suits the whole face, helping the look of oil and pores on the T-zone and the barrier on the cheeks.
- Moisturiser: a light gel-cream all over; then a richer cream, or a drop of face oil, only on the cheeks if they feel tight.
- Sunscreen: a light fluid or gel that does not add shine.

## Caring for two zones differently

Call it multi-zoning:

- BHA (salicylic acid) two or three times a week on the T-zone for blackheads and shine.
- A gentle AHA or PHA on the cheeks for smoothness, on a different night.
- A clay mask on the T-zone and a hydrating sheet or cream mask on the cheeks.
- Blotting papers or a light powder on the T-zone during the day.

## Seasons change it

In summer the whole face may act oily; in winter the cheeks get drier and the T-zone calms. Adjust the moisturiser first.

## What to avoid

- Alcohol-heavy toners on the whole face.
- Skipping moisturiser because of the T-zone: dehydrated skin can make more oil.
- Heavy oils on the T-zone if you get blackheads there.`,
    ingredients: ['niacinamide', 'salicylic-acid', 'gluconolactone', 'kaolin', 'hyaluronic-acid'],
    concerns: ['oiliness', 'pores', 'dryness'],
    skinTypes: ['combination'],
    productTypes: ['cleanser', 'moisturizer', 'serum', 'exfoliator', 'mask', 'sunscreen'],
    asks: [
      'my t zone is oily but my cheeks are dry what skin type is that',
      'oily nose dry cheeks',
      'routine for combination skin',
      'best moisturizer for combination skin',
      'how to deal with oily forehead and dry cheeks',
      'what is multi masking',
    ],
    related: ['find-your-skin-type', 'oily-skin-needs-moisturiser', 'aha-bha-pha'],
    reviewedAt: '2026-11-21',
    published: true,
  },
  {
    slug: 'dehydrated-vs-dry-skin',
    title: 'Dehydrated skin vs dry skin: how to tell the difference',
    topic: 'skin-types',
    summary:
      'Dry skin is a type that makes too little oil, so it feels rough and tight all the time and needs richer creams and oils; dehydrated skin lacks water, which any type (even oily) can have, and looks dull with fine crinkly lines and needs humectants like hyaluronic acid and glycerin.',
    body: `The two feel similar, but the fix is different: dry skin needs more oil, dehydrated skin needs more water and a way to hold it in.

## Dry skin (a type)

- Makes little oil: rarely shiny, even by the end of the day.
- Feels rough, tight or flaky most of the time; pores are small.
- Usually has been this way for years.
- What helps: cream cleansers, ceramides, shea butter, squalane, a face oil at night, and occlusive balms on flaky spots.

## Dehydrated skin (a state)

- Lacks water: can be oily and dehydrated at the same time.
- Looks dull, with fine crinkly lines that appear when you gently push skin up; makeup settles into them.
- Feels tight after cleansing but can still get shiny later.
- Often comes and goes with weather, heating, air travel, long showers, harsh cleansers or too many actives.
- What helps: humectants such as hyaluronic acid, glycerin, panthenol, betaine and urea on damp skin, then a light moisturiser to seal them in.

## The pinch test

Gently pinch the skin of your cheek. If it shows many fine lines and is slow to spring back, it is probably dehydrated.

## A routine for both

- Gentle, non-stripping cleanser; lukewarm water.
- Hydrating toner or essence, layered two or three times.
- Hyaluronic acid serum on damp skin.
- Moisturiser matched to your oil level: gel for oily-dehydrated, rich cream for dry.
- Drink water and use a humidifier in heated rooms.

Dehydration usually improves within a week or two of gentle care. Dryness is long-term, so it needs richer products every day.`,
    ingredients: ['hyaluronic-acid', 'glycerin', 'panthenol', 'urea', 'ceramides', 'squalane', 'shea-butter'],
    concerns: ['dryness', 'brightening'],
    skinTypes: ['dry', 'oily', 'combination', 'normal'],
    productTypes: ['moisturizer', 'serum', 'toner', 'essence', 'face-oil'],
    asks: [
      'how do i know if my skin is dehydrated or dry',
      'can oily skin be dehydrated',
      'my skin is oily but feels tight',
      'difference between dry and dehydrated skin',
      'why does my skin look dull and crepey',
    ],
    related: ['hyaluronic-acid-damp-skin', 'find-your-skin-type', 'dry-skin-routine'],
    reviewedAt: '2026-11-21',
    published: true,
  },
  {
    slug: 'oily-skin-needs-moisturiser',
    title: 'Does oily skin need moisturiser?',
    topic: 'skin-types',
    summary:
      'Yes: oily skin still needs moisturiser, because oil is not water, and skin that is stripped and dehydrated can look even shinier. Choose a light, oil-free gel or gel-cream with humectants like hyaluronic acid and niacinamide.',
    body: `Oil (sebum) and water are different things. Oily skin makes plenty of oil but can still lack water, especially when it is washed with harsh foams or dried out by acids.

## Why skipping moisturiser backfires

- Stripped, dehydrated skin feels tight, and the surface looks dull and shiny at once.
- A stressed barrier makes actives such as BHA and retinol sting more.
- Light moisture keeps skin comfortable, so you can use the ingredients that help with oil and pores.

## What to look for

- Textures: gel, gel-cream, water cream, or a light lotion.
- Humectants: hyaluronic acid, glycerin, panthenol.
- Helpers for oil and pores: niacinamide, zinc PCA, green tea.
- Labels such as "oil-free" or "non-comedogenic" are a hint, not a guarantee: check how your skin behaves over a few weeks.
- Skip heavy butters and thick occlusives on the face.

## A simple oily-skin routine

- Morning: gentle gel cleanser, niacinamide serum, gel moisturiser, light fluid or gel sunscreen.
- Evening: oil cleanser or balm if you wore sunscreen, gentle gel cleanser, BHA two or three times a week, gel moisturiser.
- Weekly: a clay mask on the oiliest areas.

## During the day

Blot with papers instead of washing again; a light powder on the T-zone helps makeup last.

## What not to do

- Wash more than twice a day.
- Use alcohol-heavy toners to "dry out" oil: shine often comes back quickly afterwards.`,
    ingredients: [
      'hyaluronic-acid',
      'niacinamide',
      'zinc-pca',
      'glycerin',
      'green-tea',
      'salicylic-acid',
      'kaolin',
    ],
    concerns: ['oiliness', 'pores', 'acne'],
    skinTypes: ['oily', 'combination'],
    productTypes: ['moisturizer', 'cleanser', 'serum', 'sunscreen', 'mask'],
    asks: [
      'should i use moisturizer if i have oily skin',
      'best moisturizer type for oily skin',
      'my skin is oily can i skip moisturizer',
      'will moisturizer make my face greasier',
      'how to control oily skin',
      'gel moisturizer for oily skin',
    ],
    related: ['find-your-skin-type', 'combination-skin', 'blackheads-and-pores'],
    reviewedAt: '2026-11-21',
    published: true,
  },
  {
    slug: 'dry-skin-routine',
    title: 'A routine for dry skin',
    topic: 'skin-types',
    summary:
      'For dry skin use a cream or milky cleanser, layer hydrating toner and a hyaluronic acid serum on damp skin, then a rich cream with ceramides and shea butter, and a few drops of face oil at night. Keep showers short and lukewarm.',
    body: `Dry skin makes less oil than it needs, so the barrier loses water easily. The answer is gentle cleansing and layers that add water and then hold it in.

## Morning

- Rinse with lukewarm water, or use a cream cleanser.
- Hydrating toner, pressed in; two layers on very dry days.
- Hyaluronic acid or another humectant serum, on damp skin.
- A rich moisturiser with ceramides, squalane or shea butter.
- A cream sunscreen, SPF 30 or higher.

## Evening

- Cleansing balm or oil to take off sunscreen, then a cream or low-pH gel cleanser if needed.
- Hydrating toner and essence.
- Serum: niacinamide for the barrier, or your active (retinol, a gentle lactic acid or PHA) on the nights you use it.
- Rich cream, then two or three drops of face oil pressed over it.
- For flaky spots: a thin layer of a petrolatum balm.

## Ingredients dry skin loves

- Humectants: hyaluronic acid, glycerin, urea, panthenol.
- Lipids: ceramides, cholesterol, fatty acids, squalane, shea butter.
- Soothing: oat, centella asiatica, allantoin.

## Exfoliating dry skin

Flakes tempt you to scrub, but gentle works better: lactic acid or a PHA once or twice a week, never a grainy scrub on dry patches.

## Habits

- Short, lukewarm showers; hot water strips oil.
- Apply moisturiser within a minute of washing.
- A humidifier in heated rooms.
- Fragrance-free products if your skin also stings.`,
    ingredients: [
      'hyaluronic-acid',
      'ceramides',
      'squalane',
      'shea-butter',
      'urea',
      'lactic-acid',
      'oat',
      'petrolatum',
    ],
    concerns: ['dryness', 'sensitivity'],
    skinTypes: ['dry'],
    productTypes: ['cleanser', 'toner', 'serum', 'moisturizer', 'face-oil', 'sunscreen'],
    asks: [
      'best routine for very dry skin',
      'my face is flaky and tight what should i use',
      'how to moisturize dry skin properly',
      'should i use face oil for dry skin',
      'how to exfoliate dry flaky skin',
    ],
    related: ['dehydrated-vs-dry-skin', 'face-oil-in-routine', 'ceramides-explained'],
    reviewedAt: '2026-11-21',
    published: true,
  },
  {
    slug: 'skin-changes-with-age',
    title: 'How skin changes with age, and how to adjust your routine',
    topic: 'skin-types',
    summary:
      'With age skin makes less oil and renews more slowly, so it usually gets drier, duller and less firm: switch to gentler cleansers and richer moisturisers, add a retinoid or peptides, and keep wearing sunscreen every day.',
    body: `Your skin type is not fixed. Hormones, seasons and age all shift it, and a routine that suited you at 20 may feel wrong at 40.

## In your twenties

- Often oilier, with breakouts for some.
- Focus: gentle cleansing, a light moisturiser, daily sunscreen, and BHA or niacinamide for pores.
- A low-strength retinol can start in the late twenties if you like.

## In your thirties

- Renewal slows: skin looks duller, the first fine lines appear, dark spots from past sun show up.
- Focus: vitamin C in the morning, a retinoid at night, an AHA once or twice a week for glow.

## In your forties and beyond

- Less oil and a thinner barrier: many people move from oily or combination to normal or dry.
- Changes around menopause can bring dryness, sensitivity and sometimes breakouts.
- Focus: cream or balm cleansers, ceramides and fatty acids, peptides, a retinoid at a pace your skin enjoys, and richer night creams or a face oil.
- Neck, chest and hands deserve the same care as the face.

## At every age

- Sunscreen every morning does more for how skin ages than any serum.
- Do not smoke, and sleep enough: skin shows both.
- Check your skin type again every year or after big changes.

## When changes are sudden

A fast change in skin (new redness, breakouts in adulthood, very dry patches) can have causes beyond skincare. Ask your doctor or dermatologist.`,
    ingredients: [
      'retinol',
      'peptides',
      'vitamin-c',
      'ceramides',
      'fatty-acids',
      'niacinamide',
      'glycolic-acid',
    ],
    concerns: ['aging', 'dryness', 'brightening', 'dark-spots'],
    skinTypes: ['dry', 'normal', 'combination', 'oily', 'sensitive'],
    productTypes: ['moisturizer', 'serum', 'sunscreen', 'cleanser'],
    asks: [
      'how should my skincare change in my 40s',
      'why is my skin drier as i get older',
      'skincare routine for mature skin',
      'when should i start anti aging skincare',
      'can your skin type change with age',
    ],
    related: ['find-your-skin-type', 'retinol-for-beginners', 'peptides-basics'],
    reviewedAt: '2026-11-28',
    published: true,
  },
];
