/**
 * Skincare Guide articles on masks (docs/product.md#the-skincare-guide): sheet, sleeping, clay and
 * eye masks, how long to leave each on and what comes after. Written in cosmetic wording.
 */
import type { GuideArticle } from '@seoul-glow/shared';

export const MASK_ARTICLES: GuideArticle[] = [
  {
    slug: 'sheet-masks-how-often',
    title: 'Sheet masks: how often, how long, and what to do after',
    topic: 'masks',
    summary:
      'A hydrating sheet mask can be used 2-3 times a week (daily is fine for a gentle one) and should stay on for 15-20 minutes, taken off before it dries. Afterwards pat the leftover essence into your skin, do not rinse, and seal it in with your moisturiser (and SPF in the morning).',
    body: `A sheet mask is a serum-soaked sheet that holds the essence against your skin so it can sink in while you relax. It is one of the easiest steps to add, as long as you get the timing right.

## How often
- Hydrating or calming masks (hyaluronic acid, centella, aloe, panthenol): 2-3 times a week, or daily for a week before an event or when skin feels tight.
- Brightening or exfoliating masks (vitamin C, AHA): 1-2 times a week, and not on the nights you use a retinoid or strong acid.

## How long to leave it on
Leave it on for 15-20 minutes, or the time on the pack. Take it off before it starts to dry: a drying sheet stops giving and can pull water back out of your skin. Longer is not better, and never sleep in a sheet mask.

## Step by step
- Cleanse, then use your toner.
- Unfold the mask and line up the eye and mouth holes first, then smooth it outwards from the nose.
- Relax for 15-20 minutes.
- Peel it off and pat the leftover essence into your face, neck and the backs of your hands. Do not rinse.
- Follow with your serum if you use one, then moisturiser to seal the water in. In the morning, finish with sunscreen.

## Tips
- Chill the pack in the fridge for 10 minutes for a cooling mask that helps skin look less puffy.
- A sheet mask is single-use: do not save it for tomorrow.
- Sensitive skin: choose fragrance-free and patch test a new mask on your jaw first.`,
    ingredients: ['hyaluronic-acid', 'centella-asiatica', 'aloe-vera', 'panthenol', 'glycerin'],
    concerns: ['dryness', 'brightening'],
    skinTypes: ['dry', 'normal', 'combination', 'oily', 'sensitive'],
    productTypes: ['mask', 'toner', 'moisturizer'],
    asks: [
      'how many times a week can i use a sheet mask',
      'can i use a sheet mask every day',
      'how long do you keep a sheet mask on',
      'do i wash my face after a sheet mask',
      'what do i put on after a face mask sheet',
      'can i sleep with a sheet mask on',
    ],
    related: ['sleeping-masks', 'skincare-routine-order', 'mask-routine-order'],
    reviewedAt: '2026-11-12',
    published: true,
  },
  {
    slug: 'sleeping-masks',
    title: 'Sleeping masks: how to use an overnight mask',
    topic: 'masks',
    summary:
      'A sleeping mask is the last step of your night routine: apply a thin layer (about a fingertip for the whole face) over or instead of your moisturiser 2-3 nights a week, leave it on overnight and rinse it off in the morning.',
    body: `A sleeping mask (also called an overnight mask or sleeping pack) is a rich gel or cream that forms a light seal over everything you applied before it, so the water and serums underneath stay in your skin through the night.

## Where it goes
It is always the last step of your evening routine: cleanse, toner, essence, serum, moisturiser, then sleeping mask. On skin that is not dry, a gel sleeping mask can replace your moisturiser altogether.

## How much and how often
- A thin, even layer: about one fingertip (a pea or two) for the whole face. A thick layer does not work better and mostly ends up on your pillow.
- 2-3 nights a week for most skin; every night in winter or when the heating is on if your skin is dry.
- Let it set for 10-15 minutes before your face touches the pillow.

## In the morning
Rinse with lukewarm water or your gentle morning cleanser, then carry on with your usual morning routine and sunscreen.

## Which one for your skin
- Dry or dehydrated skin: creamy masks with ceramides, squalane or shea butter.
- Oily or combination skin: light gel masks with hyaluronic acid, glycerin or green tea.
- Dull-looking skin: masks with niacinamide or gentle lactic acid, on nights without other acids or retinoids.
- Lips: a lip sleeping mask, a thick layer at bedtime, wiped off in the morning.

## Good to know
If you use a retinoid or an exfoliating acid, a plain hydrating sleeping mask over it can keep skin comfortable; skip masks that contain their own acids on those nights.`,
    ingredients: ['ceramides', 'squalane', 'shea-butter', 'hyaluronic-acid', 'glycerin', 'niacinamide'],
    concerns: ['dryness', 'brightening'],
    skinTypes: ['dry', 'normal', 'combination', 'oily'],
    productTypes: ['mask', 'moisturizer', 'lip-care'],
    asks: [
      'what is an overnight mask and how do i use it',
      'do i put a sleeping pack on before or after moisturizer',
      'can a sleeping mask replace my night cream',
      'how often should i use a sleeping mask',
      'do you wash off a sleeping mask in the morning',
    ],
    related: ['sheet-masks-how-often', 'skincare-routine-order', 'lip-care-basics'],
    reviewedAt: '2026-11-12',
    published: true,
  },
  {
    slug: 'clay-masks-for-oily-skin',
    title: 'Clay and wash-off masks for oily skin',
    topic: 'masks',
    summary:
      'Use a clay mask 1-2 times a week on oily skin (once a week, on the T-zone only, if your skin is combination or dry), leave it on for 10-15 minutes and rinse it off before it dries and cracks. Follow with a hydrating toner and moisturiser.',
    body: `Clay masks absorb excess oil from the surface and help pores look clearer and smaller for a day or two. Kaolin is the gentlest clay; bentonite, charcoal and volcanic ash absorb more oil and suit very oily skin.

## How often
- Oily skin: 1-2 times a week.
- Combination skin: once a week, only on the forehead, nose and chin.
- Dry or sensitive skin: once every 1-2 weeks at most, a kaolin mask, or choose a cream mask instead.

## How to use a wash-off mask
- Cleanse and pat your face dry.
- Spread an even layer, thick enough that you cannot see your skin, avoiding the eyes and lips.
- Leave it on for 10-15 minutes, or as the pack says.
- Rinse when it has turned lighter but still feels slightly tacky. Letting clay dry until it cracks takes water from your skin too and leaves it tight.
- Rinse with lukewarm water and wet fingertips or a soft cloth; do not scrub it off.

## What to do after
Clay leaves skin clean but thirsty, so always follow with a hydrating toner or essence and a light moisturiser. In the evening this is a good time for a hydrating serum; skip exfoliating acids and retinoids that night if your skin feels tight.

## Good pairings
- Masks with salicylic acid or zinc PCA add extra oil control for skin that shines by midday.
- Masks with centella or green tea keep the clay comfortable for oily skin that is also sensitive.

## Tips
- Keep a face mist nearby and spritz once halfway if the mask dries too fast.
- A clay mask does not replace daily cleansing or your BHA; it is an extra, once or twice a week.`,
    ingredients: [
      'kaolin',
      'bentonite',
      'charcoal',
      'volcanic-ash',
      'salicylic-acid',
      'zinc-pca',
      'centella-asiatica',
    ],
    concerns: ['oiliness', 'pores', 'acne'],
    skinTypes: ['oily', 'combination'],
    productTypes: ['mask', 'toner', 'moisturizer'],
    asks: [
      'how often should i use a clay mask with oily skin',
      'how long do i leave a clay mask on',
      'should a mud mask dry and crack',
      'best wash off mask for big pores and shine',
      'what to do after a charcoal mask',
      'can i use a clay mask on combination skin',
    ],
    related: ['multi-masking', 'blackheads-and-pores', 'oily-skin-needs-moisturiser'],
    reviewedAt: '2026-11-12',
    published: true,
  },
  {
    slug: 'multi-masking',
    title: 'Multi-masking: a different mask for each part of your face',
    topic: 'masks',
    summary:
      'Multi-masking means using two or more masks at once on different zones: for example a clay mask on an oily T-zone and a hydrating cream or sheet mask on dry cheeks, both for 10-15 minutes. It suits combination skin best.',
    body: `Few faces are the same all over. If your forehead and nose shine while your cheeks feel tight, one mask is either too drying for the cheeks or too rich for the T-zone. Multi-masking gives each area what it needs in the same 15 minutes.

## A simple plan for combination skin
- Forehead, nose and chin: a clay mask (kaolin or bentonite) to absorb oil.
- Cheeks: a hydrating cream mask or a piece of a sheet mask with hyaluronic acid or panthenol.
- Under the eyes: a hydrogel eye patch, or nothing.

## How to do it
- Cleanse and pat dry.
- Apply the clay mask first, keeping it to the oily zones, with clean fingers or a flat brush.
- Apply the hydrating mask to the rest of your face.
- Leave both for 10-15 minutes. Rinse the clay before it cracks; pat any leftover hydrating mask in.
- Follow with toner and moisturiser.

## Other combinations
- Dull and dry: a gentle exfoliating mask on the nose and chin, a hydrating mask everywhere else.
- Breakout-prone chin: a clay or salicylic acid mask on the chin, a calming centella mask on the cheeks.
- Before an event: a brightening mask on the face, an eye patch under the eyes, a lip mask on the lips.

## How often
Once a week is plenty for most skin. Do not use an exfoliating mask in the same session as a retinoid or another acid.`,
    ingredients: [
      'kaolin',
      'bentonite',
      'hyaluronic-acid',
      'panthenol',
      'salicylic-acid',
      'centella-asiatica',
    ],
    concerns: ['oiliness', 'dryness', 'pores'],
    skinTypes: ['combination'],
    productTypes: ['mask', 'eye-care', 'lip-care'],
    asks: [
      'can i use two face masks at the same time',
      'what mask for oily t zone and dry cheeks',
      'how do i multi mask',
      'mask for combination skin that is oily and dry',
    ],
    related: ['clay-masks-for-oily-skin', 'sheet-masks-how-often', 'find-your-skin-type'],
    reviewedAt: '2026-11-13',
    published: true,
  },
  {
    slug: 'eye-patches-how-to-use',
    title: 'Under-eye patches: how to use them and how long to leave them on',
    topic: 'masks',
    summary:
      'Place hydrogel eye patches on clean skin under the eyes, a few millimetres below the lash line, for 15-20 minutes, then pat the leftover essence in and follow with eye cream or moisturiser. Chilled patches in the morning help the under-eye area look less puffy.',
    body: `Hydrogel and sheet eye patches hold a concentrated essence against the thin skin under your eyes. They will not change dark circles for good, but they make the area look smoother, brighter and less puffy for the day.

## How to use them
- Cleanse and use your toner.
- Take the patches out with the spatula, not your fingers, so the jar stays clean.
- Place the thin end toward your nose, a few millimetres below the lash line; never on the lash line or the eyelid.
- Leave them for 15-20 minutes.
- Peel them off, pat the leftover essence in with your ring finger, then apply eye cream or moisturiser (and sunscreen in the morning).

## How often
Daily is fine for gentle hydrating patches; many people use them 2-3 mornings a week or before a big day. A jar of 60 is 30 uses, usually 4-6 weeks once opened.

## For puffiness
Keep the jar in the fridge. Cold patches in the morning, with caffeine or peptides in the essence, help the area look less puffy and more awake.

## What to look for
- Puffiness: caffeine, peptides, a cooling gel.
- Dryness and fine lines: hyaluronic acid, collagen, adenosine.
- Dullness: niacinamide, vitamin C.

## Good to know
Skin around the eyes is sensitive: choose fragrance-free patches if your eyes water or sting easily, and take a patch off straight away if it stings. Dark circles that come with tiredness, allergies or genetics change little with skincare; concealer helps the most.`,
    ingredients: ['caffeine', 'peptides', 'hyaluronic-acid', 'adenosine', 'niacinamide', 'collagen'],
    concerns: ['dark-circles', 'dryness', 'aging'],
    skinTypes: ['dry', 'normal', 'combination', 'oily', 'sensitive'],
    productTypes: ['eye-care', 'mask'],
    asks: [
      'how long should i leave under eye patches on',
      'do eye patches really help puffy eyes',
      'when do i use hydrogel eye patches in my routine',
      'can i use eye masks every day',
      'where exactly do you put eye patches',
    ],
    related: ['eye-cream-basics', 'sheet-masks-how-often', 'mask-routine-order'],
    reviewedAt: '2026-11-13',
    published: true,
  },
  {
    slug: 'mask-routine-order',
    title: 'Where a face mask goes in your routine',
    topic: 'masks',
    summary:
      'Wash-off masks (clay, exfoliating, cream) go right after cleansing, then you carry on with toner, serum and moisturiser; sheet masks go after toner and before serum and moisturiser; sleeping masks are always the last step at night.',
    body: `Masks fit into the routine you already have; where they go depends on whether you rinse them off.

## Wash-off masks: straight after cleansing
Clay, mud, exfoliating and rinse-off cream masks go on freshly cleansed skin. Rinse, then do your whole routine as usual: toner, essence, serum, moisturiser, and sunscreen if it is morning. Putting a wash-off mask over serums would only rinse those serums away.

## Sheet masks and eye patches: after toner
Cleanse, use your toner, then the sheet mask for 15-20 minutes. Pat in what is left, then apply serum (optional) and moisturiser to seal it in.

## Sleeping masks: last
A sleeping mask goes over your moisturiser, or replaces it, as the final evening step, and is rinsed off in the morning.

## Morning or evening?
- Evening suits most masks: you have time, and skin is not under makeup.
- Morning is good for a quick hydrating sheet mask or chilled eye patches before makeup; always finish with sunscreen.

## Mixing masks with actives
- Do not use an exfoliating (AHA, BHA, enzyme) mask on the same night as a retinoid or another exfoliating acid.
- After a clay or exfoliating mask, keep the rest of the routine simple and hydrating.
- A hydrating or calming mask pairs well with any active night.

## A weekly example
- Monday: clay mask after cleansing (oily or combination skin).
- Wednesday: sheet mask after toner.
- Saturday: sleeping mask as the last step.`,
    ingredients: ['kaolin', 'hyaluronic-acid', 'glycolic-acid', 'retinol'],
    concerns: ['dryness', 'oiliness'],
    skinTypes: ['dry', 'normal', 'combination', 'oily', 'sensitive'],
    productTypes: ['mask', 'toner', 'serum', 'moisturizer'],
    asks: [
      'do i put on a face mask before or after serum',
      'when in my skincare routine should i use a mask',
      'mask before or after toner',
      'can i use a mask in the morning before makeup',
      'can i use a mask and retinol the same night',
    ],
    related: [
      'skincare-routine-order',
      'sheet-masks-how-often',
      'sleeping-masks',
      'clay-masks-for-oily-skin',
    ],
    reviewedAt: '2026-11-13',
    published: true,
  },
  {
    slug: 'exfoliating-masks',
    title: 'Exfoliating and peel-off masks: how often to use them',
    topic: 'masks',
    summary:
      'Use an exfoliating wash-off mask (AHA, BHA, PHA or enzymes) once a week, or twice on oily, resilient skin, for the time on the pack (usually 5-10 minutes), and never on the same night as a retinoid or another acid. Peel-off masks are gentler on oily T-zones than on dry or sensitive cheeks.',
    body: `Exfoliating masks loosen the dead cells that make skin look dull and rough, for an instant glow. Because they are concentrated, timing matters more than with any other mask.

## Types
- AHA masks (glycolic, lactic acid): smoothing and brightening, good for dull or uneven-looking skin.
- BHA masks (salicylic acid): get into oily pores; for oily and blemish-prone skin.
- PHA and enzyme masks (papaya, pineapple): the gentlest, for dry and sensitive skin.
- Peel-off masks: a film that lifts surface flakes and some fine hairs as you peel it; gentle on the T-zone, can tug on dry or sensitive skin.

## How often
- Once a week for most skin.
- Up to twice a week for oily, resilient skin.
- Every two weeks, or enzyme masks only, for sensitive skin.

Count it as part of your weekly exfoliation: if you already use an acid toner or serum most days, you may not need the mask at all.

## How to use it
- Apply to clean, dry skin, avoiding the eyes, lips and nostrils.
- Leave it for the time on the pack, usually 5-10 minutes; do not leave it longer.
- Rinse thoroughly with lukewarm water.
- Follow with a hydrating toner and a calming, fragrance-free moisturiser.
- Next morning, sunscreen SPF 30+: freshly exfoliated skin is more sensitive to the sun.

## When to skip it
- The same night as a retinoid, vitamin C or another exfoliant.
- On sunburn, broken skin, or skin that stings, feels tight or looks shiny and red (signs of over-exfoliation).
- Just before or after waxing or shaving the area.

A slight tingle for under a minute can be normal; burning is not. Rinse off straight away.`,
    ingredients: ['glycolic-acid', 'lactic-acid', 'salicylic-acid', 'gluconolactone', 'retinol'],
    concerns: ['brightening', 'pores', 'oiliness'],
    skinTypes: ['oily', 'combination', 'normal', 'dry'],
    productTypes: ['mask', 'exfoliator', 'moisturizer'],
    asks: [
      'how often can i use a peeling mask',
      'can i use an aha mask with retinol',
      'how long do i leave an exfoliating mask on',
      'are peel off masks bad for your skin',
      'enzyme mask for sensitive skin',
    ],
    related: ['over-exfoliation', 'aha-bha-pha', 'mask-routine-order', 'retinol-with-acids'],
    reviewedAt: '2026-11-13',
    published: true,
  },
];
