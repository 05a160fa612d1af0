import type { GuideArticle } from '@seoul-glow/shared';

/** Breakouts & purging: routines for breakout-prone skin, pores, purging, marks and when to ask a doctor. */
export const BREAKOUTS_ARTICLES: GuideArticle[] = [
  {
    slug: 'purging-vs-breakouts',
    title: 'Purging vs breakouts: how to tell them apart',
    topic: 'breakouts',
    summary:
      'Purging is a short burst of small breakouts where you usually get them, caused by actives that speed up cell turnover (retinoids, AHAs, BHA), and it settles within four to six weeks. Breakouts in new places, or from a product without those actives, mean: stop that product.',
    body: `When a product speeds up how fast skin sheds, clogs that were already forming under the surface come up sooner. That is purging: annoying, temporary, and a sign the active is working.

## Which products can purge

- Retinoids: retinol, retinal, and prescription retinoids.
- Exfoliating acids: AHAs (glycolic, lactic, mandelic) and BHA (salicylic acid).
- Sometimes benzoyl peroxide.
- Not niacinamide, hyaluronic acid, moisturisers, sunscreens, cleansers without acids, foundations or hydrating serums: breakouts from these are not purging.

## Signs it is purging

- Small bumps, whiteheads or blackheads coming to the surface.
- In your usual breakout areas.
- Starts within the first two weeks of a new active.
- Each spot comes and goes faster than a normal breakout.
- Settles within four to six weeks (about one skin cycle).

## Signs it is a breakout or reaction

- Spots in new places, where you never break out.
- From a product that has none of the actives above.
- Itching, burning, rash-like redness or tiny uniform bumps.
- Still going after six to eight weeks.

Then stop the product. If the skin is itchy or swollen, ask your doctor or pharmacist.

## Getting through a purge

- Do not add more actives; keep the rest of the routine plain.
- Drop to two or three nights a week of the active if your skin is uncomfortable.
- Do not pick: it leaves marks that last longer than the spot.
- Use a light, non-comedogenic moisturiser and daily sunscreen.
- Hydrocolloid patches help protect spots that have come to a head.

If it is painful, deep or spreading, ask your doctor or dermatologist.`,
    ingredients: ['retinol', 'retinal', 'glycolic-acid', 'salicylic-acid', 'lactic-acid', 'benzoyl-peroxide'],
    concerns: ['acne', 'pores'],
    skinTypes: ['oily', 'combination', 'normal', 'dry', 'sensitive'],
    productTypes: ['serum', 'exfoliator', 'moisturizer'],
    asks: [
      'is my skin purging or breaking out',
      'how long does retinol purging last',
      'can niacinamide cause purging',
      'why am i breaking out after starting a new serum',
      'does salicylic acid make you purge',
      'how to tell if a product is breaking me out',
    ],
    related: ['introducing-a-new-active', 'retinol-for-beginners', 'acne-prone-routine'],
    reviewedAt: '2026-11-23',
    published: true,
  },
  {
    slug: 'blackheads-and-pores',
    title: 'Blackheads and pores: what helps',
    topic: 'breakouts',
    summary:
      'Pore size is mostly genetic, but clogged pores and blackheads look better with salicylic acid (BHA) two or three times a week, oil cleansing to dissolve sebum, niacinamide, a retinoid and a weekly clay mask. Skip squeezing and pore strips.',
    body: `A blackhead is a pore clogged with oil and dead cells; the top turns dark when it meets air, not because it is dirty. Pores look bigger when they are filled with oil or when skin loses firmness with age and sun.

## Blackhead or sebaceous filament?

Small grey or beige dots spread evenly across the nose are often sebaceous filaments: normal, oil-lined pores that refill within days after being emptied. They can be made less visible but not removed for good. True blackheads are darker, raised and fewer.

## What helps

- BHA (salicylic acid) 0.5 to 2 %: oil-soluble, it works inside the pore lining. Two or three evenings a week, then more if comfortable.
- Oil cleansing: massage an oil cleanser or balm over the nose and chin for a minute before your second cleanse to loosen sebum plugs.
- Niacinamide: helps the look of oil and pore size over eight weeks.
- Retinoids: help keep pores clear and skin smoother over three months.
- Clay masks with kaolin or bentonite once a week on the T-zone to soak up surface oil.

## What to avoid

- Squeezing: it stretches pores and leaves red or dark marks.
- Pore strips and peel-off masks: they pull out the top of the plug and can irritate.
- Harsh scrubs and alcohol toners, which can leave skin oilier afterwards.
- Heavy oils and occlusive creams on the nose and chin if you clog easily.

## Realistic expectations

Pores do not open and close, and nothing shrinks them permanently. Clear, smooth pores look smaller, and that is what a steady routine gives you in six to eight weeks. For stubborn blackheads, a professional facial extraction is safer than doing it at home.`,
    ingredients: [
      'salicylic-acid',
      'niacinamide',
      'retinol',
      'kaolin',
      'bentonite',
      'charcoal',
      'jojoba-oil',
    ],
    concerns: ['pores', 'oiliness', 'acne'],
    skinTypes: ['oily', 'combination', 'normal'],
    productTypes: ['exfoliator', 'cleanser', 'mask', 'serum', 'toner'],
    asks: [
      'how do i get rid of blackheads on my nose',
      'can you shrink pores',
      'are pore strips bad',
      'what are sebaceous filaments',
      'best ingredient for clogged pores',
      'why are my pores so big',
    ],
    related: ['aha-bha-pha', 'double-cleansing', 'niacinamide-basics'],
    reviewedAt: '2026-11-23',
    published: true,
  },
  {
    slug: 'acne-prone-routine',
    title: 'A routine for breakout-prone skin',
    topic: 'breakouts',
    summary:
      'Keep it simple: a gentle cleanser, one breakout-focused active (salicylic acid, benzoyl peroxide, azelaic acid or a retinoid), a light non-comedogenic moisturiser and daily sunscreen. Give it eight to twelve weeks, and see a doctor or dermatologist for painful, deep or persistent acne.',
    body: `Breakout-prone skin does best with a calm, consistent routine, not with every spot product at once. Over-drying and over-exfoliating usually make breakouts look worse.

## Morning

- Gentle gel or low-pH foam cleanser.
- Niacinamide serum: helps the look of oil, redness and marks.
- Light, non-comedogenic gel moisturiser.
- Oil-free sunscreen, gel or fluid.

## Evening

- Oil cleanser or balm if you wore sunscreen or makeup, then the gentle cleanser.
- One main active, chosen below.
- Light moisturiser.

## Choosing the one active

- Salicylic acid (BHA) for blackheads and clogged pores.
- Benzoyl peroxide (2.5 to 5 %) for red, inflamed-looking spots, as a wash or a thin layer.
- Azelaic acid for spots with redness and marks; gentle enough for sensitive skin.
- A retinoid for clogged pores and texture, two or three nights a week at first.

## Pairing

- Not benzoyl peroxide and retinol at the same time: one in the morning, one at night.
- Not retinol and BHA on the same night.
- Benzoyl peroxide never with vitamin C.

## Habits that help

- Change pillowcases twice a week and clean your phone screen.
- Hands off: picking leaves marks that last months.
- Hydrocolloid patches over spots that have come to a head.
- Tea tree oil is popular, but can irritate; patch test it.

## When to see a doctor

Painful, deep nodules, breakouts that leave scars, sudden adult acne, or no change after three months of steady care: ask your doctor or dermatologist. Prescription options work where cosmetics cannot.`,
    ingredients: [
      'salicylic-acid',
      'benzoyl-peroxide',
      'azelaic-acid',
      'retinol',
      'niacinamide',
      'tea-tree',
      'zinc-pca',
    ],
    concerns: ['acne', 'oiliness', 'pores', 'redness'],
    skinTypes: ['oily', 'combination', 'sensitive', 'normal'],
    productTypes: ['cleanser', 'serum', 'moisturizer', 'sunscreen', 'exfoliator'],
    asks: [
      'what is a good skincare routine for acne prone skin',
      'which active is best for breakouts',
      'salicylic acid or benzoyl peroxide',
      'simple routine for oily acne skin',
      'should i use tea tree oil on pimples',
      'my routine is making me break out what should i keep',
    ],
    related: [
      'purging-vs-breakouts',
      'benzoyl-peroxide-pairing',
      'marks-after-breakouts',
      'when-to-see-a-dermatologist',
    ],
    reviewedAt: '2026-11-23',
    published: true,
  },
  {
    slug: 'marks-after-breakouts',
    title: 'Dark and red marks after breakouts',
    topic: 'breakouts',
    summary:
      'Flat red, pink, brown or purple marks left by spots fade on their own over months; daily sunscreen speeds that up, and niacinamide, azelaic acid, vitamin C and gentle AHAs help them look lighter sooner. Raised or pitted marks need a dermatologist.',
    body: `A mark left after a spot has gone is not an active breakout. It is the skin's colour or small blood vessels still showing where the spot was.

## Two kinds of flat marks

- Red or pink marks: more common on lighter skin. They fade over weeks to months. Press a clear glass on them: if they blanch, they are red marks.
- Brown or dark marks: more common on medium and deeper skin tones, and can last for months. The sun makes them darker.

## What helps

- Sunscreen every day, SPF 30 or higher, PA+++ or more: the single most useful step, because UV keeps marks dark.
- Niacinamide: helps even tone and calm the look of redness; four to eight weeks.
- Azelaic acid: helps both red and brown marks and suits sensitive skin.
- Vitamin C in the morning: helps dark marks look lighter.
- Tranexamic acid, arbutin and licorice root: for brown marks.
- AHAs (glycolic, lactic, mandelic) a few nights a week, or a retinoid: help skin renew so marks fade faster.
- Centella asiatica and panthenol: comfort skin with red marks.

## What slows fading

- Picking and squeezing.
- Skipping sunscreen.
- Harsh scrubs and peeling masks that irritate.

## Marks that need a professional

Raised marks, and indented or pitted marks (scarring), do not fade with skincare. A dermatologist can explain options. Deep, painful breakouts that leave these marks are worth showing to your doctor early.

## Timeline

With daily sunscreen and one brightening active, most flat marks look clearly lighter in eight to twelve weeks.`,
    ingredients: [
      'niacinamide',
      'azelaic-acid',
      'vitamin-c',
      'tranexamic-acid',
      'arbutin',
      'licorice-root',
      'glycolic-acid',
      'centella-asiatica',
    ],
    concerns: ['dark-spots', 'redness', 'acne', 'brightening'],
    skinTypes: ['oily', 'combination', 'normal', 'dry', 'sensitive'],
    productTypes: ['serum', 'sunscreen', 'exfoliator'],
    asks: [
      'how to fade acne marks',
      'red marks after pimples wont go away',
      'what helps dark spots from breakouts',
      'how long do acne marks take to fade',
      'is niacinamide or vitamin c better for acne marks',
    ],
    related: ['acne-prone-routine', 'sunscreen-every-day', 'vitamin-c-basics'],
    reviewedAt: '2026-11-24',
    published: true,
  },
  {
    slug: 'pimple-patches',
    title: 'Pimple patches: how and when to use them',
    topic: 'breakouts',
    summary:
      'Hydrocolloid pimple patches work best on a spot that has come to a head: on clean, dry skin, left on for six hours or overnight, they absorb fluid, flatten it and keep fingers off. They do little for deep, closed bumps.',
    body: `Pimple patches are small stickers, most often made of hydrocolloid, the same material used in dressings for small blisters. They are one of the most useful small tools for breakout-prone skin.

## What they do

- Absorb the fluid from a spot that has a white or yellow head, so it looks flatter by morning.
- Keep a moist, protected surface, which helps the area settle with fewer marks.
- Stop you touching and picking.
- Hide the spot a little, especially the thin, matte ones that take makeup.

## How to use them

- Cleanse and dry the skin completely; no serum, oil or cream underneath, or it will not stick.
- Press the patch on the spot for a few seconds.
- Leave it for at least six hours; overnight is ideal.
- When it turns white and puffy, it has absorbed what it can: peel it off and use a fresh one if needed.
- Go on with your routine around the patch.

## Patches with extra ingredients

- Microneedle or "dart" patches with salicylic acid, niacinamide or tea tree: aimed at early, closed bumps. They can help a little; stop if they sting.
- Patches with centella asiatica: comfort the area.

## When patches do not help

- Deep, painful bumps without a head.
- Blackheads and closed comedones: a BHA works better.
- Many spots at once: that calls for a routine, not patches.

Painful, deep or frequent breakouts are worth showing to your doctor or dermatologist.`,
    ingredients: ['salicylic-acid', 'centella-asiatica', 'tea-tree', 'niacinamide'],
    concerns: ['acne'],
    skinTypes: ['oily', 'combination', 'normal', 'sensitive', 'dry'],
    productTypes: ['serum', 'exfoliator'],
    asks: [
      'do pimple patches actually work',
      'how long should i leave a pimple patch on',
      'can i put a pimple patch on a blind pimple',
      'hydrocolloid patch overnight',
      'pimple patch before or after moisturizer',
    ],
    related: ['acne-prone-routine', 'purging-vs-breakouts', 'marks-after-breakouts'],
    reviewedAt: '2026-11-24',
    published: true,
  },
  {
    slug: 'when-to-see-a-dermatologist',
    title: 'When to see a doctor or dermatologist about your skin',
    topic: 'breakouts',
    summary:
      'See a doctor or dermatologist for painful, deep or scarring breakouts, acne that has not changed after three months of good care, a rash, swelling or hives after a product, a mole that changes, or skin that stays red, cracked or itchy. Skincare cannot replace medical care.',
    body: `Good skincare helps most everyday concerns, but some things need a professional. A shop, an article or an assistant cannot examine your skin.

## Breakouts

- Painful, deep bumps or cysts under the skin.
- Breakouts that leave pitted or raised scars.
- No change after three months of a steady routine with a suitable active.
- Sudden breakouts as an adult, or with irregular periods or unusual hair growth.
- Breakouts that affect how you feel about going out: that alone is reason enough.

## Reactions to products

- Swelling of the face, lips or eyes, or hives: seek medical help straight away.
- A rash, blisters or itching that spreads beyond where you applied a product.
- Redness or burning that lasts more than a few days after stopping it.

## Other signs

- A mole that changes size, shape or colour, bleeds or itches; a spot that does not settle in a few weeks.
- Redness and flushing that stays, with visible small vessels or bumps.
- Patches of very dry, cracked, itchy or scaly skin that creams do not help.
- Dark patches that keep spreading despite daily sunscreen.

## Before a new active

Ask your doctor or pharmacist before starting retinoids, strong acids or other actives if you are pregnant, breastfeeding, or using prescription skin products or medicines that make skin sensitive to light.

## Bringing the right information

Take photos over time, a list of the products you use (or the products themselves), and note when things started. It makes the visit faster and more useful.`,
    ingredients: ['retinol', 'benzoyl-peroxide', 'salicylic-acid'],
    concerns: ['acne', 'redness', 'sensitivity', 'dark-spots'],
    skinTypes: ['oily', 'combination', 'normal', 'dry', 'sensitive'],
    productTypes: ['cleanser', 'moisturizer', 'sunscreen'],
    asks: [
      'should i see a dermatologist for my acne',
      'when is acne bad enough for a doctor',
      'my face swelled up after a new cream',
      'skincare isnt working for my breakouts what now',
      'do i need a prescription for acne',
    ],
    related: ['acne-prone-routine', 'patch-testing', 'skincare-in-pregnancy'],
    reviewedAt: '2026-11-24',
    published: true,
  },
  {
    slug: 'closed-comedones',
    title: 'Small bumps under the skin: closed comedones',
    topic: 'breakouts',
    summary:
      'Small, skin-coloured bumps that never come to a head are usually closed comedones: pores clogged with oil and dead cells under the surface. Salicylic acid (BHA), a retinoid and lighter, non-comedogenic products help over eight to twelve weeks; do not squeeze them.',
    body: `Closed comedones (often called whiteheads, though many are not white) are small bumps under the skin, common on the forehead, chin and jaw. They are not red or sore, but they make skin look and feel uneven.

## Why they appear

- Extra oil and dead cells that do not shed evenly.
- Heavy creams, oils or makeup on skin that clogs easily.
- Hormonal changes, stress.
- Not cleansing off sunscreen and makeup fully.

## What helps

- BHA (salicylic acid): oil-soluble, works in the pore lining. Start two or three evenings a week.
- A retinoid: helps skin shed evenly so pores stay clear; two or three nights a week at first, on other nights from the BHA.
- Azelaic acid: a gentle option for sensitive skin.
- Double cleansing in the evening to dissolve sunscreen and oil.
- Lighter products: gel moisturisers, fluids, non-comedogenic makeup.

## Expect a purge

Retinoids and acids can bring the bumps to the surface in the first four to six weeks. That is normal; keep going gently.

## What not to do

- Squeezing: a closed bump has no opening, so pressing pushes the clog deeper and leaves marks.
- Scrubs: they roughen the surface without reaching the pore.
- Piling on spot products.

## Is it something else?

Itchy, tiny, uniform bumps on the forehead and chest that appear after sweating may be something different from comedones, and hard white dots that never change may be milia. If you are unsure or nothing helps after three months, ask your doctor or dermatologist.`,
    ingredients: ['salicylic-acid', 'retinol', 'azelaic-acid', 'niacinamide'],
    concerns: ['acne', 'pores', 'oiliness'],
    skinTypes: ['oily', 'combination', 'normal'],
    productTypes: ['exfoliator', 'serum', 'cleanser', 'moisturizer'],
    asks: [
      'how to get rid of small bumps on my forehead',
      'what are closed comedones',
      'tiny bumps under skin that dont come to a head',
      'does bha help with closed comedones',
      'bumpy skin texture on chin',
    ],
    related: ['blackheads-and-pores', 'purging-vs-breakouts', 'non-comedogenic-products'],
    reviewedAt: '2026-11-27',
    published: true,
  },
  {
    slug: 'non-comedogenic-products',
    title: 'Non-comedogenic: what it means and how to find products that do not clog',
    topic: 'breakouts',
    summary:
      'Non-comedogenic means a product is made not to clog pores, but the label is not regulated, so it is a guide rather than a promise. The best test is your own skin: introduce one product at a time and watch for new bumps over four to six weeks.',
    body: `Comedogenic means pore-clogging. Brands use "non-comedogenic" or "oil-free" for formulas they expect to be kind to breakout-prone skin, sometimes backed by a test, sometimes not.

## Why lists of comedogenic ingredients mislead

- Old ratings came from tests on rabbit ears with pure ingredients at high strength.
- In a finished formula, at a few percent, the same ingredient can behave very differently.
- Skin varies: one person breaks out from an oil another person loves.

## Things that more often clog

- Heavy oils on the face for oily skin, such as coconut oil.
- Thick butters and waxes in large amounts on breakout-prone areas.
- Some hair products: oils and silicones running onto the forehead and jaw.
- Makeup left on overnight.

## Things that rarely clog

- Squalane, jojoba oil, hyaluronic acid, glycerin, niacinamide.
- Petrolatum itself, although it can trap what is under it.
- Well-formulated gel moisturisers and fluid sunscreens.

## Finding what works

- Change one product at a time and keep it for four to six weeks.
- Note where bumps appear: hairline and forehead point to hair products; jaw and cheeks to phones, pillowcases, masks or makeup brushes.
- Clean makeup brushes and sponges weekly.
- Double cleanse in the evening when you wear sunscreen or makeup.

## When it is not the products

Breakouts that keep coming whatever you change can be hormonal or need more than cosmetics: ask your doctor or dermatologist.`,
    ingredients: ['coconut-oil', 'squalane', 'jojoba-oil', 'petrolatum', 'hyaluronic-acid', 'niacinamide'],
    concerns: ['acne', 'pores', 'oiliness'],
    skinTypes: ['oily', 'combination', 'sensitive', 'normal'],
    productTypes: ['moisturizer', 'sunscreen', 'foundation', 'face-oil'],
    asks: [
      'what does non comedogenic mean',
      'is this moisturizer going to clog my pores',
      'which oils clog pores',
      'can my makeup cause breakouts',
      'how do i know what is breaking me out',
    ],
    related: ['closed-comedones', 'acne-prone-routine', 'purging-vs-breakouts'],
    reviewedAt: '2026-11-27',
    published: true,
  },
  {
    slug: 'body-breakouts',
    title: 'Breakouts on the back, chest and shoulders',
    topic: 'breakouts',
    summary:
      'Shower soon after sweating, use a body wash with salicylic acid or benzoyl peroxide left on for a minute or two before rinsing, wear breathable fabrics, and rinse conditioner off your back. Deep or painful body breakouts are worth showing to a doctor.',
    body: `The back, chest and shoulders have many oil glands, and clothes, sweat and bag straps trap oil against the skin. The same ingredients that help the face help here, in body formats.

## Daily habits

- Shower soon after exercise, or at least rinse and change out of sweaty clothes.
- Wash your hair first and your body last, so conditioner and hair oils are rinsed off your back.
- Breathable, loose fabrics; wash gym clothes and towels after each use.
- Change sheets and pillowcases weekly.

## Ingredients that help

- Salicylic acid (BHA) body wash or spray: helps keep pores clear. Lather and leave for one to two minutes before rinsing.
- Benzoyl peroxide wash (2.5 to 5 %): left on briefly, then rinsed. It bleaches towels and fabrics, so use white ones.
- AHA body lotions (glycolic or lactic acid): smooth rough, bumpy skin and help marks fade.
- A light, non-greasy body lotion to keep skin comfortable.

## Marks

Dark or red marks on the body fade slowly. Sunscreen on exposed shoulders and chest, and an AHA lotion, help them look lighter over a few months.

## What to avoid

- Scrubbing hard with loofahs or brushes: it irritates and spreads redness.
- Picking, which leaves marks.
- Heavy body oils and butters on breakout-prone areas.

## When to see a doctor

Painful, deep bumps, breakouts that leave scars, or itchy bumps that appear in hot, sweaty weather and do not respond to the usual care: ask your doctor or dermatologist.`,
    ingredients: ['salicylic-acid', 'benzoyl-peroxide', 'glycolic-acid', 'lactic-acid'],
    concerns: ['acne', 'dark-spots'],
    skinTypes: ['oily', 'combination', 'normal'],
    productTypes: ['body-lotion', 'cleanser'],
    asks: [
      'how to get rid of back acne',
      'breakouts on my chest after the gym',
      'does conditioner cause back breakouts',
      'body wash for bacne',
      'bumps on shoulders and back',
    ],
    related: ['acne-prone-routine', 'marks-after-breakouts', 'when-to-see-a-dermatologist'],
    reviewedAt: '2026-11-28',
    published: true,
  },
  {
    slug: 'hormonal-breakouts',
    title: 'Breakouts around your period and on the jawline',
    topic: 'breakouts',
    summary:
      'Breakouts that flare before a period or sit along the jaw and chin often follow hormone changes; a steady routine with salicylic acid, azelaic acid or a retinoid, plus niacinamide, helps the look of them. Persistent, deep or painful hormonal breakouts are for a doctor or dermatologist to assess.',
    body: `Hormones influence how much oil skin makes. In the days before a period, and at times like the teens, pregnancy, stopping hormonal contraception or perimenopause, many people see more breakouts, often on the lower face.

## What they tend to look like

- Deeper, tender bumps on the chin, jawline and neck.
- A pattern that repeats every month.
- Fewer blackheads than T-zone breakouts.

## What helps from skincare

- Keep the routine steady all month rather than starting something new each flare.
- Salicylic acid (BHA) two or three evenings a week to keep pores clear.
- Azelaic acid: gentle, helps the look of breakouts and the marks they leave.
- A retinoid, at night, on other nights from the BHA.
- Niacinamide for oil and redness.
- A light, non-comedogenic moisturiser and daily sunscreen.
- Hydrocolloid patches for spots that come to a head.

## What does not help

- Harsh drying products during a flare: they leave skin irritated and the spots still there.
- Picking: deep bumps do not empty and will leave marks.

## When to see a doctor

Ask your doctor or dermatologist if breakouts are deep and painful, leave marks or scars, start suddenly in adulthood, or come with irregular periods, unusual hair growth or thinning hair. Hormonal breakouts often respond to options only a doctor can offer, and some causes are worth checking.

## During pregnancy

Skin often changes in pregnancy, and some actives (retinoids among them) are not suitable. Ask your doctor before choosing products.`,
    ingredients: ['salicylic-acid', 'azelaic-acid', 'retinol', 'niacinamide', 'benzoyl-peroxide'],
    concerns: ['acne', 'oiliness', 'dark-spots'],
    skinTypes: ['oily', 'combination', 'normal', 'sensitive', 'dry'],
    productTypes: ['serum', 'exfoliator', 'moisturizer', 'cleanser'],
    asks: [
      'why do i break out before my period',
      'pimples on my chin and jawline every month',
      'how to deal with hormonal breakouts',
      'adult acne on jaw what helps',
      'does skincare help hormonal acne',
    ],
    related: ['acne-prone-routine', 'when-to-see-a-dermatologist', 'skincare-in-pregnancy'],
    reviewedAt: '2026-11-30',
    published: true,
  },
];
