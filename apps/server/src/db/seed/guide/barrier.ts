import type { GuideArticle } from '@seoul-glow/shared';

/** The skin barrier: what it is, the signs it is stressed, and the ingredients that support it. */
export const BARRIER_ARTICLES: GuideArticle[] = [
  {
    slug: 'skin-barrier-care',
    title: 'How to care for a stressed skin barrier',
    topic: 'barrier',
    summary:
      'Pause retinoids, acids and scrubs, cleanse gently once or twice a day with lukewarm water, and use a fragrance-free moisturiser with ceramides, cholesterol and fatty acids plus daily sunscreen. Most barriers feel calmer within two to four weeks.',
    body: `The skin barrier is the outermost layer of skin: flattened cells held together by lipids (ceramides, cholesterol and fatty acids). It keeps water in and irritants out. Over-exfoliating, harsh cleansers, too many actives, cold wind and hot water can all wear it down.

## Step 1: take things away

- Pause retinoids, exfoliating acids (AHA, BHA, PHA), scrubs, vitamin C and benzoyl peroxide.
- Stop anything with fragrance or essential oils if it stings.
- Skip face masks with clay, peel-off masks and hot cloths.

## Step 2: a short, gentle routine

- Cleanser: a mild, low-pH cream or gel cleanser, or just lukewarm water in the morning. Massage briefly and pat dry.
- Hydrating layer: a simple toner or serum with glycerin, panthenol, hyaluronic acid or beta-glucan.
- Moisturiser: ceramides with cholesterol and fatty acids, squalane, or centella asiatica. Apply on slightly damp skin.
- Occlusive at night for dry patches: a thin layer of petrolatum-based balm over moisturiser.
- Sunscreen every morning: a mineral formula often stings least.

## Step 3: be patient

Skin renews its outer layer over about four weeks. Most people feel less tightness and stinging within one to two weeks, and look back to normal in two to four.

## Bringing actives back

When nothing has stung for two weeks, reintroduce one active at a time, two or three nights a week, and wait a couple of weeks before adding the next.

## When to ask for help

Cracked, weeping or very itchy skin, a rash, or redness that does not settle in a few weeks is a reason to ask your doctor or dermatologist.`,
    ingredients: [
      'ceramides',
      'cholesterol',
      'fatty-acids',
      'panthenol',
      'glycerin',
      'squalane',
      'centella-asiatica',
      'petrolatum',
    ],
    concerns: ['sensitivity', 'dryness', 'redness'],
    skinTypes: ['sensitive', 'dry', 'combination', 'normal', 'oily'],
    productTypes: ['cleanser', 'moisturizer', 'serum', 'sunscreen'],
    asks: [
      'how do i repair my damaged skin barrier',
      'how to fix a compromised moisture barrier',
      'what to use when my skin barrier is damaged',
      'how long does it take for the skin barrier to recover',
      'my skin stings after everything what do i do',
      'barrier repair routine',
    ],
    related: ['damaged-barrier-signs', 'over-exfoliation', 'ceramides-explained', 'introducing-a-new-active'],
    reviewedAt: '2026-11-16',
    published: true,
  },
  {
    slug: 'damaged-barrier-signs',
    title: 'Signs your skin barrier is stressed',
    topic: 'barrier',
    summary:
      'A stressed barrier shows as tightness after cleansing, stinging from products that never stung before, redness, flaky patches with oiliness at the same time, a rough or shiny-tight look, and sudden small bumps. Simplify your routine and focus on gentle cleansing and ceramides.',
    body: `A barrier in good shape feels calm and comfortable and bounces back quickly. When it is stressed, water escapes faster and everyday products suddenly feel stronger.

## The common signs

- Tightness straight after cleansing, even with a gentle cleanser.
- Stinging or burning from a moisturiser, toner or sunscreen you have used for months.
- Redness or patchy pink areas, often around the nose and mouth.
- Flaking and dryness, sometimes with oiliness at the same time: skin can produce more oil when it is dehydrated.
- A glassy, tight shine rather than a soft glow, often after too much exfoliation.
- More small bumps or breakouts than usual.
- Makeup that clings to dry patches.

## What usually causes it

- Exfoliating too often, or several acids and a retinoid in one routine.
- Hot water, long showers, foaming cleansers that leave skin squeaky.
- Starting several new actives at once.
- Cold wind, dry heating and air conditioning.
- Fragrance or essential oils, for some people.

## What to do now

- Strip the routine back to a gentle cleanser, a fragrance-free ceramide moisturiser and sunscreen.
- Pause actives and scrubs until nothing has stung for two weeks.
- Add hydrating layers with panthenol, glycerin or centella asiatica.

## Is it sensitive skin or a stressed barrier?

Sensitive skin reacts easily most of the time. A stressed barrier is a change: skin that was fine and now is not. It usually settles within two to four weeks of gentle care. If it does not, or you see swelling, cracks or a rash, ask your doctor or dermatologist.`,
    ingredients: ['ceramides', 'panthenol', 'glycerin', 'centella-asiatica'],
    concerns: ['sensitivity', 'redness', 'dryness'],
    skinTypes: ['sensitive', 'dry', 'combination', 'oily', 'normal'],
    productTypes: ['moisturizer', 'cleanser'],
    asks: [
      'how do i know if my skin barrier is damaged',
      'why does my moisturizer suddenly sting',
      'my skin is red tight and flaky',
      'signs of a compromised barrier',
      'is my skin barrier broken or is it sensitive skin',
    ],
    related: ['skin-barrier-care', 'over-exfoliation', 'fragrance-and-sensitive-skin'],
    reviewedAt: '2026-11-16',
    published: true,
  },
  {
    slug: 'over-exfoliation',
    title: 'Exfoliating too often: the signs and how often to exfoliate',
    topic: 'barrier',
    summary:
      'Signs of over-exfoliating are stinging, redness, tightness, a waxy shine, flaking and new breakouts. Most skin needs a chemical exfoliant only two or three times a week; pause all exfoliants for one to two weeks if you see these signs.',
    body: `Exfoliating loosens dead cells so skin looks smoother and brighter. Too much removes more than the dead layer and leaves the barrier exposed.

## The signs

- Stinging or burning from gentle products, even water.
- Redness and a warm feeling.
- Tightness and flaking.
- A shiny, waxy or plastic-looking surface that is not a glow.
- More breakouts or tiny bumps.
- Sunburning faster than usual.

## How often to exfoliate

- AHA (glycolic, lactic, mandelic acid): two or three evenings a week is enough for most skin.
- BHA (salicylic acid): oily and acne-prone skin often tolerates it daily at low strength; start at two or three times a week.
- PHA (gluconolactone): the gentlest; three to four times a week suits many sensitive skins.
- Scrubs: once a week at most, with fine, round grains and no pressure.
- Peels and high-strength masks: once a week or less.

## Counting everything

Exfoliants hide in toners, pads, cleansers, serums and masks. An acid toner plus an acid serum plus a retinoid is three exfoliating steps in one night. Pick one per evening, and keep retinoids and acids on different nights.

## If you overdid it

- Stop all acids, retinoids, scrubs and vitamin C for one to two weeks, or until nothing stings.
- Use a gentle cleanser, a ceramide moisturiser and sunscreen.
- Bring back one exfoliant at a time, once or twice a week, and increase slowly.

Persistent burning, swelling or broken skin is a reason to ask your doctor or dermatologist.`,
    ingredients: [
      'glycolic-acid',
      'lactic-acid',
      'mandelic-acid',
      'salicylic-acid',
      'gluconolactone',
      'retinol',
      'ceramides',
    ],
    concerns: ['sensitivity', 'redness', 'dryness'],
    skinTypes: ['sensitive', 'oily', 'combination', 'dry', 'normal'],
    productTypes: ['exfoliator', 'toner', 'moisturizer'],
    asks: [
      'how often should i exfoliate my face',
      'did i over exfoliate',
      'can you exfoliate every day',
      'my face is shiny and burning after acids',
      'how many times a week should i use aha',
      'over exfoliated skin what to do',
    ],
    related: ['skin-barrier-care', 'aha-bha-pha', 'retinol-with-acids'],
    reviewedAt: '2026-11-16',
    published: true,
  },
  {
    slug: 'ceramides-explained',
    title: 'Ceramides: what they do and who needs them',
    topic: 'barrier',
    summary:
      'Ceramides are lipids that make up about half of the fats holding the skin barrier together; in a moisturiser, especially with cholesterol and fatty acids, they help skin hold on to water and feel less tight and flaky. Every skin type can use them, morning and night.',
    body: `Think of the outer skin layer as bricks (skin cells) and mortar (lipids). Ceramides are the largest part of that mortar, together with cholesterol and fatty acids. When there are too few, water escapes and irritants get in more easily.

## What ceramides in skincare do

- Help the skin hold on to water, so it feels soft rather than tight.
- Help stressed, flaky skin look and feel smoother.
- Make skin more comfortable when you use retinoids or acids.

## The best way to use them

- In a moisturiser or barrier cream, applied on slightly damp skin.
- Formulas that combine ceramides with cholesterol and fatty acids (sometimes listed as vitamin F or linoleic acid) mimic the skin's own mix.
- Phytosphingosine often appears beside them and supports the same job.
- Look for names like ceramide NP, ceramide AP and ceramide EOP on the label.

## Who benefits most

- Dry and dehydrated skin.
- Skin that feels tight after cleansing.
- Anyone using retinoids, AHAs, BHAs or benzoyl peroxide.
- Sensitive skin and skin in cold, dry weather.
- Oily skin too: light ceramide gels exist and do not feel heavy.

## Pairing

Ceramides pair with everything: niacinamide (which helps skin make more of its own), hyaluronic acid, retinol, vitamin C, acids. There is no ingredient to keep them away from.

## How long

Comfort improves within days; smoother texture over two to four weeks of daily use.`,
    ingredients: ['ceramides', 'cholesterol', 'fatty-acids', 'vitamin-f', 'phytosphingosine', 'niacinamide'],
    concerns: ['dryness', 'sensitivity'],
    skinTypes: ['dry', 'sensitive', 'combination', 'normal', 'oily'],
    productTypes: ['moisturizer', 'serum'],
    asks: [
      'what do ceramides do for skin',
      'are ceramides good for oily skin',
      'ceramide moisturizer benefits',
      'can i use ceramides with retinol',
      'why are ceramides in everything',
    ],
    related: ['skin-barrier-care', 'niacinamide-basics', 'dehydrated-vs-dry-skin'],
    reviewedAt: '2026-11-16',
    published: true,
  },
  {
    slug: 'centella-cica',
    title: 'Centella asiatica (cica): what it does for skin',
    topic: 'barrier',
    summary:
      'Centella asiatica, or cica, is a plant extract whose compounds madecassoside, asiaticoside and asiatic acid help calm the look of redness and comfort stressed, sensitive skin. It suits every skin type and pairs with every active.',
    body: `Centella asiatica is a plant known in Korea as tiger grass. Cica creams, toners and ampoules built around it became staples for skin that feels irritated or looks red.

## What it does

- Helps calm the look of redness and soothe skin that feels hot or tight.
- Supports a stressed barrier alongside ceramides and panthenol.
- Comforts skin during retinoid or acid use, and after sun or wind.
- Hydrates lightly.

## What to look for on the label

- Centella asiatica extract, leaf water or leaf extract.
- Madecassoside and asiaticoside: purified compounds from the plant, often in "cica" formulas.
- Asiatic acid and madecassic acid, sometimes grouped as centella acids.
- Products mixing several of these give the most consistent effect.

## How to use it

- Any time of day, any step: toner, serum, ampoule, moisturiser or mask.
- Great as the moisturiser on nights off from retinoids or acids.
- A cica cream over a stressed patch at night, or a cica sheet mask after a day in the sun.

## Who it suits

Every skin type, and especially sensitive, redness-prone, breakout-prone and barrier-stressed skin. It is one of the gentlest ingredients on the shelf.

## Pairing

Centella pairs well with niacinamide, ceramides, hyaluronic acid, retinol, vitamin C and acids.

## A note on sensitivity

Plant extracts can still disagree with some people. Patch test if your skin reacts easily, and if redness persists for weeks, ask your doctor or dermatologist.`,
    ingredients: [
      'centella-asiatica',
      'madecassoside',
      'asiaticoside',
      'centella-acids',
      'panthenol',
      'ceramides',
    ],
    concerns: ['redness', 'sensitivity', 'acne'],
    skinTypes: ['sensitive', 'oily', 'combination', 'dry', 'normal'],
    productTypes: ['serum', 'moisturizer', 'toner', 'mask'],
    asks: [
      'what is cica good for',
      'does centella asiatica help with redness',
      'can i use cica with retinol',
      'what is madecassoside',
      'is cica cream good for sensitive skin',
    ],
    related: ['skin-barrier-care', 'damaged-barrier-signs', 'patch-testing'],
    reviewedAt: '2026-11-17',
    published: true,
  },
  {
    slug: 'snail-mucin',
    title: 'Snail mucin: what it does and how to use it',
    topic: 'barrier',
    summary:
      'Snail mucin (snail secretion filtrate) is a hydrating ingredient that leaves skin feeling plump, smooth and comfortable and helps marks and dullness look less noticeable over time. Use it as an essence or serum after toner, morning or night.',
    body: `Snail secretion filtrate is a purified, lab-filtered mucin. It is a mix of glycoproteins, hyaluronic acid, glycolic acid in tiny amounts, and other components that help skin hold on to water.

## What it does

- Hydrates and leaves a bouncy, dewy finish.
- Helps skin feel comfortable and look smoother.
- Helps the look of marks left by old breakouts fade alongside sunscreen, over weeks.
- Gentle enough for most skin types, including oily and breakout-prone skin that wants light hydration.

## How to use it

- As an essence or serum after toner, on slightly damp skin.
- Two or three pumps, pressed in; it can feel a little stringy until it sinks in.
- Morning under sunscreen, or evening under moisturiser.
- It layers well under or over retinol, vitamin C, niacinamide and acids.

## Who might skip it

- Vegans, as it comes from snails.
- Anyone with a known reaction to it. It is uncommon, but patch test first if your skin is reactive.
- If you are allergic to dust mites or shellfish, ask your doctor before trying it, as a few people react to it.

## What it does not do

It is not an exfoliant or a strong active, and it will not change pores or deep lines. It is a pleasant, reliable hydrator that makes a routine feel more comfortable.`,
    ingredients: ['snail-mucin', 'hyaluronic-acid', 'glycerin'],
    concerns: ['dryness', 'dark-spots', 'brightening'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['essence', 'serum'],
    asks: [
      'what does snail mucin do',
      'is snail essence good for acne prone skin',
      'snail mucin before or after toner',
      'is snail mucin vegan',
      'can i use snail mucin with retinol',
    ],
    related: ['essence-vs-serum-vs-ampoule', 'hyaluronic-acid-damp-skin', 'patch-testing'],
    reviewedAt: '2026-11-17',
    published: true,
  },
  {
    slug: 'slugging',
    title: 'Slugging: sealing in moisture overnight',
    topic: 'barrier',
    summary:
      'Slugging means smoothing a thin layer of petrolatum or a rich balm over your moisturiser as the last evening step, so less water escapes overnight. It suits dry, dehydrated and barrier-stressed skin; oily and breakout-prone skin should skip it or use it only on dry patches.',
    body: `Petrolatum is one of the most effective occlusives there is: it forms a film that slows water loss from the skin by over 90 %. "Slugging" borrows that for the face.

## How to slug

- Cleanse, then apply your hydrating toner, serum and moisturiser as usual.
- Take a pea-sized amount of petrolatum or a thick balm, warm it between your fingertips, and press a thin layer over the face.
- Use an old pillowcase, or lay a towel over it.
- Rinse in the morning with a gentle cleanser.

## Who it suits

- Dry and very dry skin, especially in winter or dry heated rooms.
- Skin with a stressed barrier that feels tight and flaky.
- Skin that feels dry from retinoids or acids.
- Spot slugging: only around the nose, on flaky patches, or on lips.

## Who should skip it

- Oily, breakout-prone skin: the film can trap oil and sweat. Petrolatum itself does not clog pores, but what is underneath can.
- Skin with active breakouts or milia.

## Careful with actives

Slugging over a retinoid or an acid makes it work more strongly, which can irritate. On slugging nights, skip actives, or slug only on nights without them.

## Options to petrolatum

A balm with shea butter, squalane and ceramides, or a sleeping mask, gives a lighter version of the same idea.

## How often

Two or three nights a week is plenty for most. Every night is fine for very dry skin in winter.`,
    ingredients: ['petrolatum', 'shea-butter', 'squalane', 'ceramides', 'retinol'],
    concerns: ['dryness', 'sensitivity'],
    skinTypes: ['dry', 'sensitive', 'normal'],
    productTypes: ['moisturizer', 'mask'],
    asks: [
      'what is slugging',
      'should i put vaseline on my face at night',
      'is slugging good for acne prone skin',
      'can i slug over retinol',
      'how to slug properly',
    ],
    related: ['skin-barrier-care', 'dry-skin-routine', 'sleeping-masks'],
    reviewedAt: '2026-11-27',
    published: true,
  },
];
