import type { GuideArticle } from '@seoul-glow/shared';

/**
 * Actives & pairing: introducing actives, how long they take, and which pairs to keep apart. The
 * pairing advice agrees with the shared pairing rules (packages/shared/src/knowledge/pairing.ts).
 */
export const ACTIVES_ARTICLES: GuideArticle[] = [
  {
    slug: 'introducing-a-new-active',
    title: 'How to introduce a new active ingredient',
    topic: 'actives',
    summary:
      'Add one new active at a time, patch test it first, and start with two or three nights a week, moving up only if your skin stays comfortable for two weeks. Wait two to four weeks before adding the next active.',
    body: `Retinoids, exfoliating acids, vitamin C and benzoyl peroxide do the most, and are the ones most likely to sting when started too fast. Going slowly is how you get the results without the redness.

## The method

- One at a time: if you start two actives together and your skin reacts, you will not know which one did it.
- Patch test first: a small amount on the side of the neck or behind the ear for a few days.
- Start low: the lowest strength on offer (for example retinol 0.1 to 0.3 %, a 5 % AHA, a 2 % or lower BHA, vitamin C at 10 %).
- Start slowly: two or three nights a week, on non-consecutive nights.
- Step up: after two weeks without stinging or flaking, add another night, and so on towards every night (or every other night for strong acids).
- Wait: give each new active two to four weeks before adding the next.

## Make it easier on your skin

- Apply actives to dry skin; damp skin lets them in faster.
- Buffer retinoids: moisturiser first, retinoid on top, or mix them.
- Keep the rest of the routine plain: gentle cleanser, ceramide moisturiser, sunscreen every morning.
- Pause other exfoliating steps while you get used to a new one.

## What is normal and what is not

- Normal: mild tightness or a little flaking in the first weeks of a retinoid, brief tingling from an acid.
- Not normal: burning, swelling, hives, or redness that lasts more than a day. Stop and rinse; ask your doctor or pharmacist if it does not settle.

## Mind the pairings

Keep retinoids and exfoliating acids on different nights, vitamin C in the morning and retinol at night, and benzoyl peroxide away from both.`,
    ingredients: ['retinol', 'glycolic-acid', 'salicylic-acid', 'vitamin-c', 'benzoyl-peroxide', 'ceramides'],
    concerns: ['sensitivity', 'acne', 'aging'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['serum', 'exfoliator', 'moisturizer'],
    asks: [
      'how do i start using a new active',
      'how many times a week should i use a new serum at first',
      'can i start retinol and vitamin c at the same time',
      'how long before adding another active',
      'how to add acids to my routine',
    ],
    related: ['patch-testing', 'how-long-results-take', 'retinol-for-beginners', 'purging-vs-breakouts'],
    reviewedAt: '2026-11-18',
    published: true,
  },
  {
    slug: 'how-long-results-take',
    title: 'How long skincare takes to show results',
    topic: 'actives',
    summary:
      'Hydrators work within days, exfoliating acids in two to four weeks, niacinamide and vitamin C in about eight to twelve weeks, and retinoids in about twelve weeks for texture and three to six months for fine lines. Give a product at least six to eight weeks before judging it.',
    body: `Skin renews its outer layer roughly every four weeks, and longer as we get older. Most visible changes need one to three of those cycles, so patience is part of the routine.

## Typical timelines

- Hydrating ingredients (hyaluronic acid, glycerin, ceramides): days for comfort and bounce.
- Exfoliating acids (AHA, BHA, PHA): smoother, brighter skin in two to four weeks; fewer clogged pores in about four to eight.
- Niacinamide: oil and the look of pores in four to eight weeks, more even tone in eight to twelve.
- Vitamin C: brighter skin in about four weeks, more even tone and dark spots in eight to twelve.
- Retinoids: texture and breakouts in about twelve weeks; fine lines in three to six months, with more over a year.
- Azelaic acid, tranexamic acid, arbutin: dark spots and redness in eight to twelve weeks.
- Benzoyl peroxide and salicylic acid for breakouts: about four to eight weeks for a visible difference.
- Sunscreen: no instant change, but dark spots fade faster and stay faded with it.

## Helping results along

- Use the product as directed, consistently: four nights a week for three months beats every night for two weeks.
- Take photos in the same light every two weeks; day-to-day changes are too small to notice in the mirror.
- Wear sunscreen daily, or dark spots come back as fast as they fade.

## When to change course

- If a product stings, burns or keeps you red, stop: results do not need pain.
- If nothing has changed after three months of steady use, try a different active or strength.
- Breakouts that stay despite three months of good care are worth showing to your doctor or dermatologist.`,
    ingredients: [
      'retinol',
      'niacinamide',
      'vitamin-c',
      'glycolic-acid',
      'salicylic-acid',
      'azelaic-acid',
      'tranexamic-acid',
      'hyaluronic-acid',
    ],
    concerns: ['aging', 'dark-spots', 'acne', 'pores', 'brightening'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['serum', 'exfoliator'],
    asks: [
      'how long until retinol works',
      'when will i see results from vitamin c',
      'how many weeks for niacinamide to work',
      'how long should i try a product before giving up',
      'why am i not seeing results from my serum',
      'how long does it take for dark spots to fade',
    ],
    related: ['introducing-a-new-active', 'purging-vs-breakouts', 'retinol-for-beginners'],
    reviewedAt: '2026-11-18',
    published: true,
  },
  {
    slug: 'patch-testing',
    title: 'How to patch test a new product',
    topic: 'actives',
    summary:
      'Apply a small amount to the same spot (behind the ear, the side of the neck or the inner arm) twice a day for 7 to 10 days, or at least 3 days for a gentle product. If you see redness, itching, bumps or swelling, wash it off and do not use the product.',
    body: `A patch test will not tell you if a product will work, but it shows whether your skin tolerates it before it goes on your whole face.

## Where to test

- For face products: along the jawline or the side of the neck, where the skin is similar to your face but out of sight. Behind the ear also works.
- For body products: the inner arm.
- For actives you will use on the face, a second test on a small area of the jaw for a few nights is more realistic.

## How to test

- Clean, dry skin.
- A pea-sized amount on a patch about the size of a coin.
- Leave-on products: apply twice a day, the same way you would use them.
- Rinse-off products (cleansers, masks): apply, leave for the usual time, rinse.
- Keep going for 7 to 10 days; at least 3 days for a gentle, fragrance-free product if your skin is not reactive. Some reactions only appear after several applications.

## What a reaction looks like

- Redness that lasts, itching, small bumps, swelling, burning or blistering: stop, rinse with cool water, and do not use the product.
- Mild tingling from an acid or vitamin C that fades within a minute is common and not a reaction in itself.
- Slight dryness after retinol is expected; a rash is not.

## One product at a time

Test one new product at a time so a reaction is easy to trace. Check the label for ingredients that bothered you before (fragrance, essential oils, a particular preservative).

## When to ask your doctor

Swelling of the face, lips or eyes, hives, or a reaction that spreads needs medical advice straight away. A dermatologist can also do formal patch tests if you react to many products.`,
    ingredients: ['fragrance', 'retinol', 'vitamin-c', 'glycolic-acid'],
    concerns: ['sensitivity', 'redness'],
    skinTypes: ['sensitive', 'dry', 'oily', 'combination', 'normal'],
    productTypes: ['serum', 'moisturizer', 'cleanser', 'mask'],
    asks: [
      'how do you patch test skincare',
      'where should i patch test',
      'how long should a patch test be',
      'how do i know if im allergic to a product',
      'do i need to patch test everything',
      'patch test behind ear or arm',
    ],
    related: ['introducing-a-new-active', 'fragrance-and-sensitive-skin', 'damaged-barrier-signs'],
    reviewedAt: '2026-11-18',
    published: true,
  },
  {
    slug: 'retinol-for-beginners',
    title: 'Retinol for beginners',
    topic: 'actives',
    summary:
      'Start with a low-strength retinol (0.1 to 0.3 %) two or three nights a week on dry skin, a pea-sized amount for the whole face, followed by moisturiser, and wear sunscreen every morning. Increase to every other night, then nightly, only when your skin is comfortable.',
    body: `Retinoids are the best-studied ingredients for the look of fine lines, uneven texture and clogged pores. They are also the easiest to overdo.

## Retinoids, from gentle to strong

- Retinyl esters (retinyl palmitate): the mildest.
- Retinol: the classic; 0.1 to 0.3 % for beginners, up to 1 % later.
- Retinal (retinaldehyde): one step closer to the active form and faster, still cosmetic.
- Prescription retinoids: ask your doctor or dermatologist.
- Bakuchiol: a plant ingredient with a similar smoothing effect, gentler, often chosen by sensitive skin.

## How to start

- Evening only, on clean, completely dry skin.
- A pea-sized amount for the whole face: dot it on the forehead, cheeks and chin and spread. Avoid the corners of the nose and mouth and the eyelids.
- Moisturiser on top. For sensitive skin, moisturiser first and retinol over it (the "sandwich": moisturiser, retinol, moisturiser).
- Two or three nights a week for the first two to four weeks, then every other night, then nightly if comfortable.
- Sunscreen every morning.

## What to expect

- Some dryness, tightness or light flaking in the first four to six weeks is common.
- Some people get a few extra breakouts at first (purging) in areas where they usually break out.
- Smoother texture after about twelve weeks; fine lines over three to six months.

## Pairing

- Keep AHAs and BHAs on other nights.
- Vitamin C in the morning, retinol at night.
- Not in the same routine as benzoyl peroxide.
- Niacinamide, ceramides, hyaluronic acid and centella asiatica pair well with it.

## Who should not use it

Retinoids are not for pregnancy or breastfeeding: ask your doctor about alternatives.`,
    ingredients: ['retinol', 'retinal', 'bakuchiol', 'niacinamide', 'ceramides', 'hyaluronic-acid'],
    concerns: ['aging', 'pores', 'acne'],
    skinTypes: ['normal', 'oily', 'combination', 'dry', 'sensitive'],
    productTypes: ['serum', 'moisturizer', 'sunscreen'],
    asks: [
      'how should a beginner start retinol',
      'how often should i use retinol at first',
      'what percentage retinol should i start with',
      'retinol before or after moisturizer',
      'is retinol peeling normal',
      'retinol vs retinal vs bakuchiol',
    ],
    related: [
      'retinol-with-acids',
      'purging-vs-breakouts',
      'skincare-in-pregnancy',
      'introducing-a-new-active',
    ],
    reviewedAt: '2026-11-18',
    published: true,
  },
  {
    slug: 'retinol-with-acids',
    title: 'Can you use retinol with AHA or BHA?',
    topic: 'actives',
    summary:
      'Do not layer retinol with AHAs or BHA (salicylic acid) in the same routine: both exfoliate and together they irritate and peel. Use them on alternate nights, or the acid in the morning and retinol at night if your skin tolerates it.',
    body: `Retinoids speed up how skin renews itself; AHAs and BHAs loosen the dead cells on top. Each does the job on its own. Stacked on the same night, they double the exfoliation and the dryness, and a stressed barrier soon follows.

## Alternating nights

The simplest plan:

- Night 1: retinol, then moisturiser.
- Night 2: AHA or BHA (toner or serum), then moisturiser.
- Night 3: a rest night with hydrating and barrier products only.
- Repeat.

Start with fewer nights of each and build up.

## Morning acid, evening retinol

Some people use a gentle BHA toner in the morning and retinol at night. It works for oily, resilient skin; add sunscreen every morning and pull back if you see redness or flaking.

## Which acid with retinol?

- BHA (salicylic acid): the usual partner for oily, breakout-prone skin, on alternate nights.
- AHA (glycolic, lactic, mandelic): for dull, rough skin, on alternate nights.
- PHA (gluconolactone) and LHA: gentler, but still best on a different night from retinol while you are getting used to both.

## Signs you are overdoing it

Stinging from gentle products, redness, a tight shine, flaking, or new small bumps. Pause both for a week or two with a gentle cleanser and a ceramide moisturiser, then bring back one at a time.

## Pairs that do work with retinol

Niacinamide, hyaluronic acid, ceramides, peptides, panthenol and centella asiatica all layer well with it the same night.`,
    ingredients: [
      'retinol',
      'retinal',
      'glycolic-acid',
      'lactic-acid',
      'salicylic-acid',
      'gluconolactone',
      'niacinamide',
    ],
    concerns: ['aging', 'acne', 'pores', 'sensitivity'],
    skinTypes: ['oily', 'combination', 'normal', 'dry'],
    productTypes: ['serum', 'exfoliator', 'toner'],
    asks: [
      'can i use retinol and salicylic acid together',
      'can i use glycolic acid and retinol on the same night',
      'retinol and bha in one routine',
      'should i alternate retinol and aha',
      'can i use an acid toner before retinol',
    ],
    related: ['retinol-for-beginners', 'aha-bha-pha', 'over-exfoliation'],
    reviewedAt: '2026-11-18',
    published: true,
  },
  {
    slug: 'retinol-and-vitamin-c',
    title: 'Retinol and vitamin C: how to use both',
    topic: 'actives',
    summary:
      'Keep vitamin C and retinol apart: vitamin C in the morning under sunscreen, retinol at night. Used this way they complement each other, one protecting by day and one renewing by night.',
    body: `Vitamin C (L-ascorbic acid) works best at a low pH and is an antioxidant that pairs well with sunscreen. Retinol prefers a higher pH and makes skin more sensitive to sunlight. Layered together they can sting, and each works less well.

## The simple split

- Morning: cleanser, vitamin C serum, moisturiser, sunscreen.
- Evening: cleanser, retinol, moisturiser.

## Why mornings suit vitamin C

Vitamin C helps skin look brighter and more even, and as an antioxidant it complements sunscreen during the day.

## Why nights suit retinol

Retinol breaks down in light and increases sun sensitivity, so evenings suit it.

## If your skin is sensitive

- Start one of them first, and add the other after two to four weeks.
- Choose gentler forms: a vitamin C derivative (such as ascorbyl glucoside or sodium ascorbyl phosphate) and a low-strength retinol or bakuchiol.

## What else to keep apart

- Benzoyl peroxide: not with retinol, and never with vitamin C.
- AHAs and BHAs: separate from vitamin C (acids at night) and from retinol (alternate nights).
- Copper peptides: not at the same time of day as vitamin C.

## What pairs with both

Niacinamide, hyaluronic acid, ceramides and centella asiatica sit happily alongside either one.`,
    ingredients: ['vitamin-c', 'retinol', 'bakuchiol', 'niacinamide', 'hyaluronic-acid'],
    concerns: ['aging', 'brightening', 'dark-spots'],
    skinTypes: ['normal', 'oily', 'combination', 'dry', 'sensitive'],
    productTypes: ['serum', 'sunscreen'],
    asks: [
      'can i use vitamin c and retinol together',
      'vitamin c in the morning retinol at night',
      'can i layer retinol over vitamin c serum',
      'how to use vitamin c and retinol in the same routine',
      'is it bad to mix vitamin c and retinol',
    ],
    related: ['vitamin-c-basics', 'retinol-for-beginners', 'morning-vs-evening-routine'],
    reviewedAt: '2026-11-18',
    published: true,
  },
  {
    slug: 'vitamin-c-basics',
    title: 'Vitamin C serum: how to choose and use it',
    topic: 'actives',
    summary:
      'Use vitamin C in the morning after cleansing and before moisturiser and sunscreen: L-ascorbic acid at 10 to 20 % is the strongest form, and derivatives are gentler for sensitive skin. Keep it closed and away from light, and replace it when it turns dark orange.',
    body: `Vitamin C is an antioxidant that helps skin look brighter and more even, helps dark spots look lighter over time, and complements sunscreen during the day.

## The forms

- L-ascorbic acid: the most researched and most effective; works at a low pH, can tingle, and oxidises fastest.
- Derivatives such as ascorbyl glucoside, sodium ascorbyl phosphate, magnesium ascorbyl phosphate, ethyl ascorbic acid and tetrahexyldecyl ascorbate: gentler and more stable, slower to show.
- Vitamin E and ferulic acid make L-ascorbic acid more stable and more effective alongside it.

## Strength

- Beginners and sensitive skin: 5 to 10 %, or a derivative.
- Most skin: 10 to 15 %.
- Up to 20 %: more is not better, and above that it stings more without doing more.

## How to use it

- Morning, on clean, dry skin, after toner.
- Four or five drops for the face and neck.
- Moisturiser, then sunscreen.
- Introduce it three mornings a week, then daily.
- Evenings work too if mornings do not suit you: use it on nights without retinol or acids.

## Keeping it fresh

- Store it closed, away from light and heat; the fridge helps.
- A serum that turns dark orange or brown has oxidised and works less well. Finish an open bottle within about three months.
- A slight yellow tint on fingers or skin from some serums washes off.

## Pairing

- Niacinamide: fine together.
- Retinol: keep them apart, vitamin C in the morning and retinol at night.
- AHAs, BHAs and copper peptides: use them at different times of day.
- Benzoyl peroxide: never at the same time; it oxidises vitamin C.

## Results

Brighter skin in about four weeks; more even tone in eight to twelve, with daily sunscreen.`,
    ingredients: ['vitamin-c', 'vitamin-e', 'ferulic-acid', 'niacinamide'],
    concerns: ['brightening', 'dark-spots', 'aging'],
    skinTypes: ['normal', 'oily', 'combination', 'dry', 'sensitive'],
    productTypes: ['serum', 'sunscreen'],
    asks: [
      'how do i use vitamin c serum',
      'what percentage of vitamin c should i use',
      'my vitamin c serum turned orange is it bad',
      'ascorbic acid vs vitamin c derivatives',
      'should vitamin c go before or after moisturizer',
      'does vitamin c go in the fridge',
    ],
    related: ['vitamin-c-and-niacinamide', 'retinol-and-vitamin-c', 'copper-peptides-and-vitamin-c'],
    reviewedAt: '2026-11-19',
    published: true,
  },
  {
    slug: 'vitamin-c-and-niacinamide',
    title: 'Can you use vitamin C and niacinamide together?',
    topic: 'actives',
    summary:
      'Yes: vitamin C and niacinamide are fine together in modern formulas and both help skin look brighter. If you flush, apply them a few minutes apart or use niacinamide at night.',
    body: `The idea that vitamin C and niacinamide cancel each other out comes from old studies that heated the two raw ingredients together at high temperature. In a skincare routine at room temperature, in today's stable formulas, they work well side by side.

## Why they pair well

- Vitamin C helps dark spots and dullness look better and works as an antioxidant under sunscreen.
- Niacinamide helps even out tone, supports the barrier and helps the look of pores and oil.
- Together they make a strong brightening pair, and niacinamide makes the routine more comfortable.

## How to layer them

- Vitamin C first (it is usually the thinner, lower-pH serum), then niacinamide, then moisturiser and sunscreen.
- Or use a serum that already contains both.
- Or vitamin C in the morning and niacinamide in the evening, if you prefer fewer layers.

## If your face flushes

A few people get a brief warm flush when the two meet, especially with strong L-ascorbic acid and niacinamide over 5 %. It is temporary and not harmful, but if it bothers you:

- Wait a few minutes between them.
- Use them at different times of day.
- Choose niacinamide at 2 to 5 %.

## Keep in mind

Vitamin C is fussier with other partners: keep it apart from retinol, from AHAs and BHAs, from copper peptides, and never put it with benzoyl peroxide. Niacinamide pairs with all of those.`,
    ingredients: ['vitamin-c', 'niacinamide'],
    concerns: ['brightening', 'dark-spots', 'pores'],
    skinTypes: ['normal', 'oily', 'combination', 'dry', 'sensitive'],
    productTypes: ['serum'],
    asks: [
      'can i use niacinamide and vitamin c together',
      'does niacinamide cancel out vitamin c',
      'vitamin c then niacinamide order',
      'why does my face go red with niacinamide and vitamin c',
      'can i mix vitamin c serum with niacinamide serum',
    ],
    related: ['vitamin-c-basics', 'niacinamide-basics', 'niacinamide-with-acids'],
    reviewedAt: '2026-11-19',
    published: true,
  },
  {
    slug: 'benzoyl-peroxide-pairing',
    title: 'Benzoyl peroxide with retinol or vitamin C',
    topic: 'actives',
    summary:
      'Do not use benzoyl peroxide at the same time as retinol: it can deactivate retinol and doubles the dryness, so use one in the morning and the other at night. Never apply it with vitamin C, which it oxidises and makes useless.',
    body: `Benzoyl peroxide helps keep pores clear and helps the look of blemishes. It is an oxidising ingredient, which is why it clashes with some others.

## With retinol

- Benzoyl peroxide can break down retinol, so the retinol works less well.
- Both are drying; together they often leave skin flaky and sore.
- The usual plan: benzoyl peroxide in the morning (a wash or thin layer), retinol at night. Or use them on alternate days.
- Some prescription products combine a retinoid with benzoyl peroxide in a stable form; use those exactly as your doctor or dermatologist advises.

## With vitamin C

- Benzoyl peroxide oxidises vitamin C, making it useless, and the two together can irritate.
- Never apply them at the same time. If you want both, use vitamin C in the morning on days you use benzoyl peroxide at night, or on different days entirely.

## Good partners

- Niacinamide: helps the look of redness and oil.
- Ceramides and hyaluronic acid: offset the dryness.
- A light, non-comedogenic moisturiser and daily sunscreen.

## Using it well

- Start at 2.5 to 5 %; higher is not gentler or much better.
- A wash left on for one to two minutes and rinsed suits sensitive skin.
- It bleaches fabric: use white pillowcases and towels, and let it dry before clothes touch it.

## When to ask a doctor

Breakouts that are painful, deep or leave marks, or that stay despite three months of care, are worth showing to your doctor or dermatologist.`,
    ingredients: ['benzoyl-peroxide', 'retinol', 'vitamin-c', 'niacinamide', 'ceramides'],
    concerns: ['acne', 'oiliness'],
    skinTypes: ['oily', 'combination', 'normal'],
    productTypes: ['cleanser', 'serum', 'moisturizer'],
    asks: [
      'can i use benzoyl peroxide and retinol together',
      'benzoyl peroxide with vitamin c',
      'can i use bpo in the morning and retinol at night',
      'does benzoyl peroxide cancel out retinol',
      'what can i use with benzoyl peroxide',
    ],
    related: ['acne-prone-routine', 'retinol-for-beginners', 'vitamin-c-basics'],
    reviewedAt: '2026-11-19',
    published: true,
  },
  {
    slug: 'niacinamide-with-acids',
    title: 'Can you use niacinamide with AHA, BHA or retinol?',
    topic: 'actives',
    summary:
      'Yes: niacinamide pairs well with AHAs, BHA and retinol and helps keep skin comfortable while they work. Apply the acid first, let it sink in for a minute, then niacinamide; if you flush, use them at different times of day.',
    body: `Niacinamide is one of the easiest actives to combine. It has no clashes in our pairing rules, and it often makes stronger actives easier to live with.

## With AHA or BHA

- The worry that niacinamide and acids turn into something irritating came from old lab tests at high heat. In everyday use the pair is fine.
- Order: acid toner or serum first, a minute to dry, then niacinamide, then moisturiser.
- If your skin flushes or tingles more than usual, use the acid at night and niacinamide in the morning.

## With retinol

- A recommended pair: niacinamide calms and supports the barrier while retinol works, so many people find retinol easier to tolerate with it.
- Order: niacinamide serum, then retinol, then moisturiser; or a retinol serum that already contains niacinamide.

## With vitamin C

Fine together in modern formulas; apply them a few minutes apart if you flush.

## With benzoyl peroxide

Fine, and often recommended to help offset dryness and the look of redness.

## How much niacinamide

- 2 to 5 % suits most skin and most routines.
- 10 % is common and fine for oily skin, but some sensitive skin flushes at that strength.
- Higher strengths do not add much; using it every day does.

## What it does

Helps the look of pores and oil, evens tone, helps marks left by breakouts fade, and supports the barrier. Expect results in eight to twelve weeks.`,
    ingredients: [
      'niacinamide',
      'glycolic-acid',
      'salicylic-acid',
      'retinol',
      'vitamin-c',
      'benzoyl-peroxide',
    ],
    concerns: ['pores', 'oiliness', 'brightening', 'dark-spots'],
    skinTypes: ['oily', 'combination', 'normal', 'dry', 'sensitive'],
    productTypes: ['serum', 'toner', 'exfoliator'],
    asks: [
      'can i use niacinamide and salicylic acid together',
      'niacinamide with glycolic acid',
      'can i put niacinamide on after retinol',
      'niacinamide and aha same night',
      'what should i not mix with niacinamide',
    ],
    related: ['niacinamide-basics', 'vitamin-c-and-niacinamide', 'aha-bha-pha'],
    reviewedAt: '2026-11-19',
    published: true,
  },
  {
    slug: 'copper-peptides-and-vitamin-c',
    title: 'Copper peptides and vitamin C',
    topic: 'actives',
    summary:
      'Copper peptides and pure vitamin C (L-ascorbic acid) weaken each other, so use them at different times of day: vitamin C in the morning and copper peptides at night. Copper peptides are also best kept off the nights you use strong acids.',
    body: `Copper peptides (often listed as copper tripeptide-1, or GHK-Cu) are blue-tinted peptides that help skin look firmer, smoother and more resilient. They are gentle on their own, but particular about partners.

## Why not with vitamin C

- Copper can oxidise L-ascorbic acid, so the vitamin C loses strength.
- Vitamin C, in turn, can break down the peptide.
- The fix is simple: vitamin C in the morning under sunscreen, copper peptides in the evening.

## With acids and retinoids

- Strong AHAs and BHAs at a low pH can break down peptides: use them on different nights.
- Retinol: many people use them on alternate nights to keep the routine gentle. If you layer them, apply copper peptides first, let them dry, then retinol, and watch for dryness.

## Good partners

- Hyaluronic acid, ceramides, niacinamide, squalane, centella asiatica and other peptides.

## How to use them

- Evening, on clean skin after toner.
- A few drops; a faint blue tint is normal.
- Three nights a week to start, then nightly.

## What to expect

Skin looks smoother and firmer over eight to twelve weeks. They suit dry, mature and barrier-stressed skin especially well. Patch test first if you are sensitive.`,
    ingredients: ['copper-peptides', 'vitamin-c', 'peptides', 'hyaluronic-acid', 'retinol'],
    concerns: ['aging', 'dryness'],
    skinTypes: ['dry', 'normal', 'combination', 'sensitive', 'oily'],
    productTypes: ['serum'],
    asks: [
      'can i use copper peptides with vitamin c',
      'copper peptides and vitamin c same routine',
      'can i use copper peptides with retinol',
      'what not to mix with copper peptides',
      'what do copper peptides do',
    ],
    related: ['vitamin-c-basics', 'retinol-and-vitamin-c', 'how-long-results-take'],
    reviewedAt: '2026-11-19',
    published: true,
  },
  {
    slug: 'aha-bha-pha',
    title: 'AHA vs BHA vs PHA: which exfoliant is right for you',
    topic: 'actives',
    summary:
      'AHAs (glycolic, lactic, mandelic acid) are water-soluble and smooth the surface for dull, dry or uneven skin; BHA (salicylic acid) is oil-soluble and gets into pores for oily skin and blackheads; PHAs (gluconolactone) are the gentlest, for sensitive skin.',
    body: `All three are chemical exfoliants: they loosen the bonds between dead cells so they shed evenly, leaving skin smoother and brighter without scrubbing.

## AHA: alpha hydroxy acids

- Glycolic acid: the smallest molecule and the strongest effect; can sting.
- Lactic acid: gentler and more hydrating.
- Mandelic acid: a larger molecule, slower and gentler, suits sensitive and deeper skin tones.
- Best for: dullness, rough texture, uneven tone, dry and sun-exposed skin.

## BHA: beta hydroxy acid

- Salicylic acid (0.5 to 2 %).
- Oil-soluble, so it works inside the pore lining as well as on the surface.
- Best for: oily skin, blackheads, clogged pores and breakout-prone skin. It is also calming, so it suits some redness-prone oily skin.

## PHA: poly hydroxy acids

- Gluconolactone and lactobionic acid.
- Large molecules that stay near the surface: the gentlest exfoliation, plus hydration.
- Best for: sensitive and dry skin, and beginners.
- LHA (capryloyl salicylic acid) is a gentle, slower cousin of BHA.

## How to use them

- Evenings, two or three times a week to start.
- One acid per routine; a ready-made AHA and BHA blend no more than two or three times a week.
- Not on the same night as retinol.
- Sunscreen every morning: AHAs make skin more sensitive to the sun.

## Combination skin?

BHA on the T-zone and a gentle AHA or PHA on the cheeks, on different nights.`,
    ingredients: ['glycolic-acid', 'lactic-acid', 'mandelic-acid', 'salicylic-acid', 'gluconolactone', 'lha'],
    concerns: ['pores', 'acne', 'brightening', 'dark-spots', 'oiliness'],
    skinTypes: ['oily', 'combination', 'normal', 'dry', 'sensitive'],
    productTypes: ['exfoliator', 'toner', 'serum'],
    asks: [
      'what is the difference between aha and bha',
      'which acid is best for blackheads',
      'is pha better for sensitive skin',
      'glycolic vs lactic vs mandelic',
      'should i use salicylic acid or glycolic acid',
      'chemical exfoliant for beginners',
    ],
    related: ['aha-and-bha-together', 'over-exfoliation', 'retinol-with-acids'],
    reviewedAt: '2026-11-20',
    published: true,
  },
  {
    slug: 'aha-and-bha-together',
    title: 'Can you use AHA and BHA together?',
    topic: 'actives',
    summary:
      'AHA and BHA together can over-exfoliate, so use one per routine, or a ready-made combined formula no more than two or three times a week. Alternate nights, or use BHA on the T-zone and AHA on drier areas.',
    body: `AHAs smooth the surface; BHA clears inside the pores. Both are useful, but stacking a full-strength AHA and a full-strength BHA in one routine is the most common way people over-exfoliate.

## Ways to use both

- Alternate nights: BHA one evening, AHA another, with rest nights in between.
- Split by area: BHA on the oily T-zone, AHA or PHA on the cheeks, on the same night only if your skin is resilient.
- Combined formulas: products made with both at balanced strengths are fine, two or three times a week.
- Morning BHA: a gentle low-strength BHA toner in the morning and AHA at night works for some oily skin, with sunscreen.

## Count the hidden acids

Acid toners, pads, cleansers, masks and peels all count. If your cleanser has salicylic acid and your serum has glycolic acid, that is already a double dose.

## Signs it is too much

Stinging, redness, tightness, a waxy shine and new small bumps. Stop both for a week or two, use a ceramide moisturiser, and bring back one at a time.

## What not to add on the same night

- Retinol: keep it on different nights from both acids.
- Vitamin C: use it in the morning, acids at night.

## What pairs with them

Niacinamide, hyaluronic acid, panthenol, ceramides and centella asiatica help keep skin comfortable after acids.`,
    ingredients: [
      'glycolic-acid',
      'lactic-acid',
      'salicylic-acid',
      'gluconolactone',
      'niacinamide',
      'ceramides',
    ],
    concerns: ['pores', 'acne', 'brightening', 'sensitivity'],
    skinTypes: ['oily', 'combination', 'normal'],
    productTypes: ['exfoliator', 'toner'],
    asks: [
      'can i use glycolic acid and salicylic acid together',
      'aha bha toner every day',
      'is it ok to mix aha and bha',
      'how to alternate aha and bha',
      'can i use a bha cleanser and aha serum',
    ],
    related: ['aha-bha-pha', 'over-exfoliation', 'retinol-with-acids'],
    reviewedAt: '2026-11-20',
    published: true,
  },
  {
    slug: 'niacinamide-basics',
    title: 'Niacinamide: what it does and how to use it',
    topic: 'actives',
    summary:
      'Niacinamide (vitamin B3) helps the look of pores and excess oil, evens skin tone, helps marks fade and supports the skin barrier. Use 2 to 5 % (up to 10 % for oily skin) once or twice a day; it pairs with nearly every other ingredient.',
    body: `Niacinamide is a form of vitamin B3 and one of the most versatile ingredients in skincare: gentle, stable and useful for almost every skin type.

## What it does

- Helps regulate the look of oil and makes pores look smaller.
- Helps even out tone and fade the look of dark spots and marks left by breakouts.
- Supports the barrier: skin makes more of its own ceramides, so it holds water better.
- Helps calm the look of redness.

## How much

- 2 to 5 %: effective for most skin, including sensitive skin.
- 10 %: popular for oily skin; some people flush or tingle at this strength.
- Higher strengths rarely add much; consistency matters more.

## How to use it

- As a serum after toner, or in a moisturiser or toner.
- Morning, evening or both.
- Results: oil and pores in four to eight weeks, tone and marks in eight to twelve.

## Pairing

- Vitamin C: fine together; apply a few minutes apart if you flush.
- Retinol: a great partner; it helps retinol feel gentler.
- AHAs and BHA: fine; acid first, then niacinamide.
- Benzoyl peroxide: fine, and helps offset dryness.
- Hyaluronic acid, ceramides, peptides, zinc: all pair well.

## Who it suits

Oily and combination skin (oil and pores), dry skin (barrier support), sensitive skin (at 2 to 5 %), and anyone with uneven tone. If a 10 % serum makes your skin itchy or red, switch to a lower strength rather than giving up on it.`,
    ingredients: ['niacinamide', 'zinc-pca', 'ceramides', 'hyaluronic-acid'],
    concerns: ['pores', 'oiliness', 'brightening', 'dark-spots', 'redness'],
    skinTypes: ['oily', 'combination', 'normal', 'dry', 'sensitive'],
    productTypes: ['serum', 'toner', 'moisturizer'],
    asks: [
      'what does niacinamide do for skin',
      'is 10 percent niacinamide too much',
      'can niacinamide shrink pores',
      'should i use niacinamide morning or night',
      'why does niacinamide make me red',
    ],
    related: ['niacinamide-with-acids', 'vitamin-c-and-niacinamide', 'blackheads-and-pores'],
    reviewedAt: '2026-11-20',
    published: true,
  },
  {
    slug: 'hyaluronic-acid-damp-skin',
    title: 'Hyaluronic acid: apply it to damp skin',
    topic: 'actives',
    summary:
      'Apply hyaluronic acid to damp skin, straight after cleansing or toner, and seal it in with a moisturiser: it draws in water, and on dry skin in dry air it can leave skin feeling tighter. It suits every skin type, morning and night.',
    body: `Hyaluronic acid is a humectant: it holds many times its own weight in water and keeps it in the top layers of skin, which looks plumper and feels softer.

## Why damp skin matters

Humectants pull water from wherever they can. Applied to damp skin, hyaluronic acid holds on to that water. Applied to dry skin in dry, heated or air-conditioned rooms, with nothing on top, it can draw water from deeper skin and evaporate, leaving skin tighter than before.

## How to use it

- After cleansing, leave your face slightly damp, or mist it, or apply a hydrating toner.
- Press in two or three drops of hyaluronic acid serum.
- Follow straight away with moisturiser to seal it in.
- Morning and night, under sunscreen or retinol.

## Molecular weights

- High molecular weight sits on the surface and gives an instant smooth, plump feel.
- Low molecular weight and sodium hyaluronate reach a little deeper into the top layers.
- Many serums combine several weights.

## Who it suits

Every skin type: oily skin gets hydration without heaviness, dry skin gets a first layer of water under cream, dehydrated skin gets relief. It is gentle and rarely irritates.

## Pairing

Hyaluronic acid pairs with everything: retinol, vitamin C, niacinamide, acids, peptides, ceramides. It makes stronger actives more comfortable.

## Good company

Glycerin, panthenol, betaine and beta-glucan do a similar job; ceramides, squalane and shea butter on top hold the water in.`,
    ingredients: [
      'hyaluronic-acid',
      'glycerin',
      'panthenol',
      'betaine',
      'beta-glucan',
      'ceramides',
      'squalane',
    ],
    concerns: ['dryness'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['serum', 'essence', 'toner', 'moisturizer'],
    asks: [
      'should i put hyaluronic acid on wet or dry skin',
      'why does hyaluronic acid make my skin feel dry',
      'how to use hyaluronic acid serum',
      'hyaluronic acid before or after moisturizer',
      'is hyaluronic acid good for oily skin',
    ],
    related: ['dehydrated-vs-dry-skin', 'skincare-routine-order', 'ceramides-explained'],
    reviewedAt: '2026-11-20',
    published: true,
  },
  {
    slug: 'skincare-ingredients-not-to-mix',
    title: 'Which skincare ingredients not to mix',
    topic: 'actives',
    summary:
      'Keep retinoids apart from AHAs, BHA and benzoyl peroxide (different nights or times of day), use vitamin C in the morning away from retinol, acids and copper peptides, and never with benzoyl peroxide. Niacinamide, hyaluronic acid, ceramides and centella pair with everything.',
    body: `Most ingredients layer happily. A handful of strong actives need to be kept apart, either because together they irritate or because one weakens the other.

## Keep out of the same routine

- Retinol with AHAs (glycolic, lactic, mandelic acid): both exfoliate; together they irritate and peel. Alternate nights.
- Retinol with BHA (salicylic acid): dries and irritates. BHA in the morning or on alternate nights.
- Retinol with benzoyl peroxide: benzoyl peroxide can deactivate retinol, and the dryness doubles. Use them at different times.
- Vitamin C with benzoyl peroxide: benzoyl peroxide oxidises vitamin C and makes it useless. Never together.

## Fine, but at different times

- Vitamin C and retinol: vitamin C in the morning under sunscreen, retinol at night.
- Vitamin C and AHAs or BHA: they can sting together; vitamin C in the morning, acids at night.
- Vitamin C and copper peptides: they weaken each other; use them at different times of day.
- AHA and BHA: can over-exfoliate; one per routine, or a ready-made blend no more than two or three times a week.

## Pairs that work well

- Vitamin C and niacinamide: fine together in modern formulas; apply a few minutes apart if you flush.
- Retinol and niacinamide: niacinamide calms and supports the barrier while retinol works.
- Acids and niacinamide: fine; acid first.
- Everything with hyaluronic acid, ceramides, panthenol, squalane, peptides and centella asiatica.

## One rule of thumb

One strong active per routine. If your routine has more than one exfoliating or resurfacing step in a night, something can probably move to another night.`,
    ingredients: [
      'retinol',
      'glycolic-acid',
      'salicylic-acid',
      'benzoyl-peroxide',
      'vitamin-c',
      'copper-peptides',
      'niacinamide',
      'hyaluronic-acid',
    ],
    concerns: ['sensitivity', 'aging', 'acne', 'brightening'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['serum', 'exfoliator', 'toner'],
    asks: [
      'what skincare ingredients should you not use together',
      'what not to mix with retinol',
      'what not to mix with vitamin c',
      'which actives cancel each other out',
      'can i use all my serums at once',
      'skincare combinations to avoid',
    ],
    related: [
      'retinol-with-acids',
      'vitamin-c-and-niacinamide',
      'benzoyl-peroxide-pairing',
      'copper-peptides-and-vitamin-c',
    ],
    reviewedAt: '2026-11-25',
    published: true,
  },
  {
    slug: 'vitamin-c-with-acids',
    title: 'Can you use vitamin C with AHA or BHA?',
    topic: 'actives',
    summary:
      'Vitamin C and AHAs or BHA both lower the skin’s pH and can sting together, so use vitamin C in the morning and the acid at night. Some ready-made formulas combine them at balanced strengths; use those as directed.',
    body: `L-ascorbic acid works at a low pH, and so do glycolic, lactic and salicylic acid. Layered one on the other, they make the skin surface more acidic than it likes, which often means stinging, redness and dryness. Splitting them keeps the benefits of both.

## The simple plan

- Morning: cleanser, vitamin C serum, moisturiser, sunscreen.
- Evening, two or three nights a week: cleanser, AHA or BHA toner or serum, moisturiser.
- Other evenings: a hydrating or retinol night (retinol on nights without acids).

## Why this order of the day

- Vitamin C is an antioxidant that complements sunscreen, so mornings suit it.
- Acids make skin more sensitive to the sun and need a night to settle.

## Gentler options if you want them closer together

- A vitamin C derivative (ascorbyl glucoside, sodium ascorbyl phosphate, ethyl ascorbic acid) is less acidic and less likely to sting.
- PHA (gluconolactone) is the gentlest acid.
- Wait until the acid has fully dried before any other layer.

## Signs you are overdoing it

Stinging from your moisturiser, redness that lasts, a tight shine or flaking. Pause both for a week with a gentle cleanser and a ceramide cream.

## Other vitamin C partners

- Niacinamide: fine together.
- Retinol and copper peptides: use them at a different time of day.
- Benzoyl peroxide: never together.`,
    ingredients: [
      'vitamin-c',
      'glycolic-acid',
      'lactic-acid',
      'salicylic-acid',
      'gluconolactone',
      'ceramides',
    ],
    concerns: ['brightening', 'dark-spots', 'sensitivity'],
    skinTypes: ['normal', 'oily', 'combination', 'dry'],
    productTypes: ['serum', 'exfoliator', 'toner'],
    asks: [
      'can i use vitamin c and glycolic acid together',
      'vitamin c and salicylic acid same routine',
      'can i use an aha toner before vitamin c',
      'vitamin c serum after exfoliating',
      'is it ok to use vitamin c and bha',
    ],
    related: ['vitamin-c-basics', 'aha-bha-pha', 'skincare-ingredients-not-to-mix'],
    reviewedAt: '2026-11-25',
    published: true,
  },
  {
    slug: 'azelaic-acid-basics',
    title: 'Azelaic acid: what it does and who it suits',
    topic: 'actives',
    summary:
      'Azelaic acid is a gentle multitasker that helps keep pores clear, calms the look of redness and helps dark spots and marks look more even. Cosmetic serums use about 10 %; apply once or twice a day after cleansing, and it pairs with most actives.',
    body: `Azelaic acid is found naturally in grains and made in the lab for skincare. It is popular because it does several jobs and is gentle enough for sensitive and redness-prone skin.

## What it does

- Helps keep pores clear and skin smoother, so it suits breakout-prone skin.
- Helps calm the look of redness.
- Helps dark spots and marks left by breakouts look more even.
- Exfoliates lightly without the sting of stronger acids.

## Strengths

- Cosmetic serums and creams: up to about 10 %.
- Higher strengths are prescription products: ask your doctor or dermatologist.

## How to use it

- After cleansing (and toner), before moisturiser.
- Start once a day, morning or evening; build up to twice a day if comfortable.
- A slight tingle or itch for the first week or two is common and usually fades.
- Sunscreen in the morning.

## Pairing

- Niacinamide: a great pair for redness and tone.
- Retinol: usually fine together for skin used to both; start them at different times.
- Vitamin C: fine, though strong L-ascorbic acid plus azelaic acid can tingle; try mornings and evenings.
- AHAs and BHA: possible, but start slowly and watch for dryness.

## Who it suits

Breakout-prone skin, redness-prone skin, uneven tone and dark marks, and people who cannot use retinoids or strong acids. It is often one of the options dermatologists mention during pregnancy, but always check with your own doctor first.

## Results

Four weeks for texture and breakouts, eight to twelve for tone and marks.`,
    ingredients: ['azelaic-acid', 'niacinamide', 'retinol', 'vitamin-c'],
    concerns: ['acne', 'redness', 'dark-spots', 'brightening'],
    skinTypes: ['sensitive', 'oily', 'combination', 'normal', 'dry'],
    productTypes: ['serum', 'moisturizer'],
    asks: [
      'what does azelaic acid do',
      'is azelaic acid good for redness',
      'can i use azelaic acid with niacinamide',
      'azelaic acid morning or night',
      'does azelaic acid help dark spots',
    ],
    related: ['marks-after-breakouts', 'acne-prone-routine', 'skincare-in-pregnancy'],
    reviewedAt: '2026-11-25',
    published: true,
  },
  {
    slug: 'peptides-basics',
    title: 'Peptides in skincare: what they do',
    topic: 'actives',
    summary:
      'Peptides are short chains of amino acids that help skin look firmer and smoother and feel more resilient, without the irritation of retinoids. Use them morning or night in a serum or cream; they pair with almost everything, except copper peptides with vitamin C.',
    body: `Peptides are small pieces of the proteins found in skin. In skincare, different peptides are chosen for different jobs, and most are very gentle.

## Common kinds

- Signal peptides (such as palmitoyl tripeptide-1 and palmitoyl tetrapeptide-7): help skin look firmer and smoother.
- Neurotransmitter-type peptides (such as acetyl hexapeptide-8): often in eye creams and serums for the look of expression lines.
- Carrier peptides, including copper peptides: support skin's resilience and bounce.
- Adenosine is not a peptide, but often appears beside them to help smooth the look of lines.

## What to expect

- Smoother, plumper-feeling skin within weeks.
- Firmer-looking skin and softer-looking lines over two to three months.
- Less dramatic than retinoids, but with almost no irritation.

## How to use them

- Serum or moisturiser, morning, evening or both.
- On clean skin after toner; before heavier creams.
- They suit the eye area, neck and chest well.

## Pairing

- Retinol: a popular pair on the same night.
- Niacinamide, hyaluronic acid, ceramides: all fine.
- Vitamin C: fine with most peptides; keep copper peptides at a different time of day from vitamin C.
- Strong acids: use peptides on a different night or after the acid has dried, as very low pH can break them down.

## Who it suits

Every skin type, and especially sensitive skin that cannot tolerate retinoids, dry and mature skin, and anyone who wants a gentle step for the look of fine lines.`,
    ingredients: ['peptides', 'copper-peptides', 'adenosine', 'retinol', 'niacinamide', 'hyaluronic-acid'],
    concerns: ['aging', 'dryness'],
    skinTypes: ['dry', 'normal', 'combination', 'sensitive', 'oily'],
    productTypes: ['serum', 'moisturizer', 'eye-care'],
    asks: [
      'what do peptides do for your face',
      'are peptides worth it',
      'can i use peptides with retinol',
      'peptides vs retinol for wrinkles',
      'peptide serum morning or night',
    ],
    related: ['copper-peptides-and-vitamin-c', 'retinol-for-beginners', 'eye-cream-basics'],
    reviewedAt: '2026-11-25',
    published: true,
  },
  {
    slug: 'fading-dark-spots',
    title: 'Ingredients that help dark spots look lighter',
    topic: 'actives',
    summary:
      'Daily sunscreen comes first, then one brightening active: vitamin C, niacinamide, tranexamic acid, arbutin, azelaic acid or a retinoid, with gentle AHAs a few nights a week. Expect visible change in eight to twelve weeks.',
    body: `Dark spots come from extra pigment made after sun exposure, breakouts, hormones or irritation. Brightening ingredients help them look lighter, but only alongside sun protection, because UV keeps making more.

## Step one: sunscreen

- SPF 30 or higher and a high UVA rating (PA+++ or PA++++), every day, reapplied outdoors.
- Tinted sunscreens with iron oxides also shield from visible light, which matters for deeper skin tones.

## The brightening ingredients

- Vitamin C: helps dark spots and dullness; mornings.
- Niacinamide: helps even tone; gentle, morning or night.
- Tranexamic acid: helps stubborn brown patches look lighter; pairs well with niacinamide.
- Arbutin and kojic acid: help even the look of brown spots.
- Azelaic acid: for dark marks and redness; gentle.
- Licorice root: a soothing extract that helps tone look more even.
- Retinoids and AHAs: help skin renew so spots fade faster; at night, on different nights.

## Building a routine

- Morning: vitamin C or niacinamide, moisturiser, sunscreen.
- Evening: tranexamic acid, arbutin or azelaic acid serum; a retinoid or AHA on some nights.
- Introduce one at a time and keep pairings in mind.

## What to expect

Marks from breakouts fade faster than sun spots or hormonal patches. Give it eight to twelve weeks before judging.

## When to ask a doctor

Large patches that appear in pregnancy or with hormonal changes, spots that change shape or colour, or spots that do not budge after months of care: ask your doctor or dermatologist.`,
    ingredients: [
      'vitamin-c',
      'niacinamide',
      'tranexamic-acid',
      'arbutin',
      'kojic-acid',
      'azelaic-acid',
      'licorice-root',
      'retinol',
      'glycolic-acid',
    ],
    concerns: ['dark-spots', 'brightening'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['serum', 'sunscreen', 'exfoliator'],
    asks: [
      'what is the best ingredient for dark spots',
      'how to fade sun spots on face',
      'tranexamic acid or vitamin c for pigmentation',
      'how to get an even skin tone',
      'does niacinamide help with dark spots',
      'brightening routine for uneven skin tone',
    ],
    related: ['marks-after-breakouts', 'vitamin-c-basics', 'spf-and-pa-ratings', 'how-long-results-take'],
    reviewedAt: '2026-11-26',
    published: true,
  },
  {
    slug: 'bakuchiol-vs-retinol',
    title: 'Bakuchiol vs retinol',
    topic: 'actives',
    summary:
      'Bakuchiol is a plant-derived ingredient that helps skin look smoother and more even like retinol, but more gently and without the same sun sensitivity, so it suits sensitive skin and morning use. Retinol shows stronger, faster results if your skin tolerates it.',
    body: `Bakuchiol comes from the seeds of the babchi plant. It is not a retinoid, but studies show it can give similar-looking benefits for fine lines and tone, with less dryness and peeling.

## Bakuchiol

- Gentle: little to no stinging or flaking for most people.
- Can be used morning and night.
- Pairs easily with vitamin C, niacinamide, acids and peptides.
- A common choice for sensitive skin and for people who could not get on with retinol.
- Results take time: about twelve weeks.

## Retinol

- The better-studied ingredient, with stronger results for texture, clogged pores and fine lines.
- Needs a slow start, nights only, and daily sunscreen.
- Clashes with benzoyl peroxide and needs separate nights from AHAs and BHA.

## Which to choose

- Sensitive, reactive or easily dry skin: bakuchiol.
- Retinol made you red and flaky even at low strength: try bakuchiol, or retinol only twice a week sandwiched between moisturiser.
- You want the most visible change and your skin is resilient: retinol, or retinal.

## Using both

Some formulas combine bakuchiol with retinol to soften the retinol's dryness. You can also use bakuchiol in the morning and retinol at night.

## Pregnancy

Retinoids are not for pregnancy or breastfeeding. Bakuchiol is often suggested as an alternative, but there is little research on it in pregnancy, so ask your doctor first.`,
    ingredients: ['bakuchiol', 'retinol', 'retinal', 'vitamin-c', 'niacinamide'],
    concerns: ['aging', 'sensitivity'],
    skinTypes: ['sensitive', 'dry', 'normal', 'combination', 'oily'],
    productTypes: ['serum', 'moisturizer'],
    asks: [
      'is bakuchiol as good as retinol',
      'retinol alternative for sensitive skin',
      'can i use bakuchiol in the morning',
      'can i use bakuchiol and retinol together',
      'what is bakuchiol',
    ],
    related: ['retinol-for-beginners', 'skincare-in-pregnancy', 'introducing-a-new-active'],
    reviewedAt: '2026-11-26',
    published: true,
  },
  {
    slug: 'skin-cycling',
    title: 'Skin cycling: a four-night plan for actives',
    topic: 'actives',
    summary:
      'Skin cycling rotates four evenings: night one an exfoliating acid, night two a retinoid, nights three and four recovery with only hydrating and barrier products, then repeat. It keeps retinoids and acids on separate nights and gives skin time to settle.',
    body: `Skin cycling is a simple structure for people who want both a retinoid and an exfoliant without irritation. It follows the same rule as our pairing advice: retinoids and acids on different nights.

## The four nights

- Night 1, exfoliation: cleanse, an AHA, BHA or PHA serum or toner, moisturiser.
- Night 2, retinoid: cleanse, retinol or retinal on dry skin, moisturiser.
- Nights 3 and 4, recovery: cleanse, hydrating toner or essence, a barrier serum (ceramides, panthenol, centella asiatica, niacinamide), a richer moisturiser or a sleeping mask.
- Then start again.

## Mornings

The same every day: gentle cleanse, vitamin C or niacinamide if you use them, moisturiser, sunscreen.

## Adjusting the cycle

- Sensitive or dry skin: three recovery nights, or exfoliate every other cycle only.
- Oily, resilient skin used to actives: two retinoid nights and one recovery night.
- New to retinoids: start with the standard four nights; it matches the "two or three nights a week" way to begin.
- Breakout-prone: a BHA on night one suits best.

## What not to add

- No extra acids or retinoid on recovery nights.
- No scrubs on exfoliation nights.
- Benzoyl peroxide, if you use it, belongs in the morning, away from the retinoid night.

## Is it necessary?

No, but it is an easy way to use strong actives regularly without overdoing them. Skin that tolerates more can move on to nightly retinoid use over time.`,
    ingredients: [
      'glycolic-acid',
      'salicylic-acid',
      'gluconolactone',
      'retinol',
      'retinal',
      'ceramides',
      'panthenol',
      'centella-asiatica',
    ],
    concerns: ['aging', 'pores', 'brightening', 'sensitivity'],
    skinTypes: ['normal', 'oily', 'combination', 'dry', 'sensitive'],
    productTypes: ['exfoliator', 'serum', 'moisturizer', 'mask'],
    asks: [
      'what is skin cycling',
      'how to alternate retinol and exfoliant nights',
      'skin cycling schedule',
      'what to use on recovery nights',
      'is skin cycling good for beginners',
    ],
    related: ['retinol-with-acids', 'retinol-for-beginners', 'over-exfoliation'],
    reviewedAt: '2026-11-29',
    published: true,
  },
  {
    slug: 'physical-vs-chemical-exfoliation',
    title: 'Scrubs vs acids: physical and chemical exfoliation',
    topic: 'actives',
    summary:
      'Chemical exfoliants (AHA, BHA, PHA) dissolve the bonds between dead cells evenly and are gentler on most faces; physical exfoliants (scrubs, brushes, peeling gels) buff them off by friction. Choose one kind per routine, two or three times a week, after cleansing.',
    body: `Both kinds remove dead cells for smoother, brighter skin. The difference is how, and how much control you have.

## Chemical exfoliation

- AHAs (glycolic, lactic, mandelic acid): surface smoothness and glow.
- BHA (salicylic acid): inside pores, for oily and breakout-prone skin.
- PHA (gluconolactone): the gentlest, for sensitive skin.
- Enzymes (papaya, pineapple): mild, often in powder washes.
- Evenly spread, no rubbing, easy to control by strength and frequency.

## Physical exfoliation

- Scrubs with fine, round grains (rice powder, jojoba beads, sugar on the body).
- Peeling gels that roll up as you rub.
- Soft cloths and konjac sponges.
- Instant smoothness, but uneven and easy to overdo; large, sharp grains and stiff brushes can scratch.

## Which for whom

- Sensitive or redness-prone: PHA or a gentle enzyme; skip scrubs.
- Oily, blackheads: BHA.
- Dull, dry: lactic acid or PHA.
- Rough body skin, heels, elbows: a body scrub or an AHA or urea lotion.

## How to use them

- After cleansing, on dry skin for acids; on damp skin for scrubs.
- Two or three times a week to start.
- One kind per routine; never a scrub on the same night as an acid or retinoid.
- Moisturiser afterwards, sunscreen the next morning.

## Too much?

Stinging, redness, a tight shine and flaking mean stop all exfoliation for one to two weeks.`,
    ingredients: [
      'glycolic-acid',
      'lactic-acid',
      'mandelic-acid',
      'salicylic-acid',
      'gluconolactone',
      'urea',
    ],
    concerns: ['brightening', 'pores', 'sensitivity'],
    skinTypes: ['oily', 'combination', 'normal', 'dry', 'sensitive'],
    productTypes: ['exfoliator', 'cleanser', 'toner'],
    asks: [
      'are face scrubs bad for your skin',
      'should i use a scrub or an acid',
      'do i exfoliate before or after cleansing',
      'physical exfoliant vs chemical exfoliant',
      'what is a peeling gel',
    ],
    related: ['aha-bha-pha', 'over-exfoliation', 'skin-cycling'],
    reviewedAt: '2026-11-30',
    published: true,
  },
];
