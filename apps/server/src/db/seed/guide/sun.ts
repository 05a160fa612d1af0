import type { GuideArticle } from '@seoul-glow/shared';

/** Sun care: how much sunscreen, when to reapply, filters, ratings and wearing it under makeup. */
export const SUN_ARTICLES: GuideArticle[] = [
  {
    slug: 'how-much-sunscreen',
    title: 'How much sunscreen to use on your face',
    topic: 'sun',
    summary:
      'Use about a quarter of a teaspoon (1.25 ml) for the face, which is two finger lengths of sunscreen squeezed along your index and middle fingers. Add about as much again for the neck and ears.',
    body: `The SPF on the bottle is measured with a thick layer: 2 mg of sunscreen for every square centimetre of skin. Most people apply a third to a half of that, which gives them far less protection than the label promises.

## The amounts

- Face: about 1/4 teaspoon (roughly 1.25 ml).
- The two-finger rule: squeeze a line of sunscreen along the full length of your index and middle fingers. That is about right for the face.
- Neck and ears: about another 1/4 teaspoon.
- Whole body in a swimsuit: about a shot glass, or 30 ml.

## Making that much feel comfortable

- Apply in two thinner layers: one finger's worth, let it set for a minute, then the second.
- Choose a texture you like wearing: gels and fluids for oily skin, creams for dry skin. A sunscreen you enjoy is one you use generously.
- Let it set for a few minutes before makeup.

## Places people miss

- The hairline and temples.
- Eyelids and the corners of the eyes (a stick helps here).
- Ears and the sides and back of the neck.
- The backs of the hands.

## Does makeup with SPF count?

Not on its own. You would need to wear several times the usual amount of foundation or powder to reach the SPF on the label. Count it as a bonus layer over your sunscreen.

## Ask your doctor

If you are very fair, take medicines that make skin sensitive to light, or have had skin cancer, ask your doctor or dermatologist how to protect your skin.`,
    ingredients: ['uv-filters', 'zinc-oxide', 'titanium-dioxide'],
    concerns: ['dark-spots', 'aging'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['sunscreen'],
    asks: [
      'how much spf should i put on my face',
      'two finger rule sunscreen',
      'how many ml of sunscreen for face',
      'am i using enough sunscreen',
      'is a pea size of sunscreen enough',
      'does foundation with spf count as sunscreen',
    ],
    related: ['reapplying-sunscreen', 'spf-and-pa-ratings', 'sunscreen-under-makeup'],
    reviewedAt: '2026-11-14',
    published: true,
  },
  {
    slug: 'reapplying-sunscreen',
    title: 'When to reapply sunscreen',
    topic: 'sun',
    summary:
      'Reapply every two hours outdoors, and straight after swimming, sweating or towelling off, even with a water-resistant formula. Over makeup, use a sunscreen mist, stick, or SPF cushion or powder.',
    body: `Sunscreen wears off: it rubs off on your hands, mask and phone, breaks down in strong light, and is wiped away by sweat and water. Reapplying keeps the protection on the label.

## The rules

- Outdoors: every two hours.
- After swimming, heavy sweating or towelling off: straight away, whatever the time.
- Water-resistant labels mean the SPF holds for 40 or 80 minutes in water, not all day.
- Indoors away from windows: your morning layer is usually enough. Sitting next to a sunny window or driving for hours counts as outdoors.

## Reapplying over makeup

- Sunscreen stick: glide it over cheeks, nose and forehead; it moves foundation less than a cream.
- Sunscreen mist: hold it about 15 cm away, spray until the face is evenly wet, then press it in. Do not breathe it in.
- SPF cushion or powder: handy for touch-ups, but it is hard to apply enough, so use it on top of a proper morning layer.
- Or blot with a tissue, pat on a small amount of a light fluid sunscreen with a sponge, and let it set.

## Do not forget

- Ears, neck, the backs of the hands and the scalp parting.
- Lips: an SPF lip balm, reapplied after eating and drinking.

## Kids and long days outdoors

Reapply on children every two hours too, and add shade, hats and sunglasses: sunscreen is one part of sun protection, not all of it.`,
    ingredients: ['uv-filters', 'zinc-oxide'],
    concerns: ['dark-spots', 'aging'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['sunscreen', 'powder', 'foundation'],
    asks: [
      'how often should i reapply spf',
      'do i need to reapply sunscreen if im inside all day',
      'how to reapply sunscreen over makeup',
      'does water resistant sunscreen need reapplying after swimming',
      'sunscreen every 2 hours really',
      'do sunscreen sticks work for reapplying',
    ],
    related: ['how-much-sunscreen', 'sunscreen-under-makeup', 'sunscreen-every-day'],
    reviewedAt: '2026-11-14',
    published: true,
  },
  {
    slug: 'mineral-vs-chemical-sunscreen',
    title: 'Mineral vs chemical sunscreen: which to choose',
    topic: 'sun',
    summary:
      'Mineral (physical) sunscreens use zinc oxide or titanium dioxide and are often gentler on sensitive skin; chemical (organic) sunscreens use filters that absorb UV and feel lighter with no white cast. Both protect well at the same SPF, so choose the one you will wear every day.',
    body: `Every sunscreen works by taking in UV light before it reaches the skin. The difference is the kind of filter and how the formula feels.

## Mineral sunscreens

- Filters: zinc oxide and titanium dioxide.
- Zinc oxide covers both UVA and UVB on its own.
- Often the better first pick for sensitive, reactive or very young skin, and around the eyes, as they rarely sting.
- Can leave a white or grey cast on deeper skin tones; tinted formulas and newer fine-particle versions help.
- Tend to feel thicker, though many Korean mineral creams are now light.

## Chemical sunscreens

- Filters such as avobenzone, octocrylene, and newer ones like Tinosorb S and Uvinul A Plus common in Korean and European formulas.
- Thin, clear, often serum- or gel-like: easy under makeup and on deeper skin tones.
- Some filters can sting the eyes or sensitive skin; if one does, try a different formula or a mineral one.

## Hybrids

Many sunscreens mix both kinds to get broad protection with a lighter feel.

## Choosing

- Sensitive or easily red skin: mineral, fragrance-free.
- Oily skin: a gel or fluid chemical sunscreen, or a matte mineral one.
- Deeper skin tones: chemical, or a tinted mineral.
- Under makeup: whichever sets without pilling under your foundation.

## What matters more than the filter

The amount you apply, reapplying, and broad-spectrum protection (a UVA rating such as PA+++ or higher). Pregnant and want mineral only? That is a common choice; ask your doctor if you are unsure.`,
    ingredients: ['zinc-oxide', 'titanium-dioxide', 'uv-filters'],
    concerns: ['sensitivity', 'dark-spots', 'aging'],
    skinTypes: ['sensitive', 'oily', 'dry', 'combination', 'normal'],
    productTypes: ['sunscreen'],
    asks: [
      'physical or chemical sunscreen which is better',
      'what is a mineral sunscreen',
      'does mineral sunscreen leave a white cast',
      'which sunscreen is best for sensitive skin zinc or chemical',
      'what is the difference between physical and chemical spf',
    ],
    related: ['spf-and-pa-ratings', 'how-much-sunscreen', 'skincare-in-pregnancy'],
    reviewedAt: '2026-11-14',
    published: true,
  },
  {
    slug: 'spf-and-pa-ratings',
    title: 'SPF and PA ratings explained',
    topic: 'sun',
    summary:
      'SPF measures protection from UVB, the rays that burn: SPF 30 filters about 97 % and SPF 50 about 98 %. PA measures UVA protection, the rays behind dark spots and lines, from PA+ to PA++++; choose SPF 30 or more and PA+++ or higher for daily wear.',
    body: `Two kinds of UV light reach the skin. UVB causes sunburn; UVA goes deeper, passes through clouds and windows, and is the main cause of dark spots, uneven tone and the look of early lines. A good sunscreen covers both.

## SPF: the burn number

- SPF 15 filters about 93 % of UVB, SPF 30 about 97 %, SPF 50 about 98 %.
- The difference between SPF 30 and 50 looks small, but SPF 50 lets through about 40 % less UVB than SPF 30, which matters for fair skin, long days outdoors and when you apply too little.
- SPF is measured with a thick layer (about 1/4 teaspoon for the face); with less, you get less.

## PA: the UVA rating

- Used in Korea and Japan, based on how well skin is kept from darkening in UVA light.
- PA+ some, PA++ moderate, PA+++ high, PA++++ very high UVA protection.
- For daily wear, look for PA+++ or PA++++.

## Other UVA labels

- Broad spectrum (US): passes a UVA test.
- The UVA logo in a circle (EU): UVA protection is at least a third of the SPF.
- Boots star rating (UK): up to five stars.

## Which to choose

- Everyday, mostly indoors: SPF 30, PA+++.
- Outdoors, holidays, sports, dark spots you want to keep from deepening: SPF 50+, PA++++.
- Any number only holds if you use enough and reapply every two hours outdoors.`,
    ingredients: ['uv-filters', 'zinc-oxide', 'titanium-dioxide'],
    concerns: ['dark-spots', 'aging'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['sunscreen'],
    asks: [
      'what does pa++++ mean',
      'is spf 30 enough or do i need spf 50',
      'what is the difference between spf and pa',
      'uva vs uvb protection',
      'what does broad spectrum mean on sunscreen',
    ],
    related: ['mineral-vs-chemical-sunscreen', 'how-much-sunscreen', 'sunscreen-every-day'],
    reviewedAt: '2026-11-14',
    published: true,
  },
  {
    slug: 'sunscreen-under-makeup',
    title: 'Wearing sunscreen under makeup',
    topic: 'sun',
    summary:
      'Apply sunscreen as the last skincare step, let it set for two to five minutes, then press foundation on with a sponge or brush instead of rubbing. Reapply during the day with a stick, mist, or SPF cushion or powder.',
    body: `Sunscreen and makeup get along well once you give the sunscreen time to settle and choose textures that suit each other.

## Step by step

- Skincare as usual, ending with a light moisturiser (or skip it if your sunscreen is moisturising enough).
- Apply the full amount of sunscreen, about two finger lengths for the face, in two thin layers if that is easier.
- Wait two to five minutes until it no longer feels wet.
- Primer only if you need it.
- Foundation or cushion: press and stipple with a damp sponge or brush. Rubbing or buffing hard moves the sunscreen and leaves patches.

## If your makeup pills or slides

- Use less moisturiser underneath, or a lighter one.
- Check the bases: water-based foundations sit best on water-based sunscreens, silicone-rich ones on silicone-rich sunscreens.
- Give each layer more time to set.

## Textures by skin type

- Oily skin: a gel or matte fluid sunscreen, and a light powder on the T-zone.
- Dry skin: a dewy cream sunscreen and a hydrating cushion.
- Deeper skin tones: a clear chemical or tinted mineral formula so there is no cast under foundation.

## Does my SPF foundation count?

Only as an extra layer. To reach its SPF you would need several times the amount anyone wears, so keep a real sunscreen underneath.

## Touch-ups

Every two hours outdoors: a sunscreen stick on the high points, a mist from 15 cm, or an SPF cushion pressed on. Blot shine first with a tissue.`,
    ingredients: ['uv-filters', 'zinc-oxide'],
    concerns: ['oiliness', 'dark-spots'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['sunscreen', 'primer', 'foundation', 'powder', 'tone-up'],
    asks: [
      'can i put foundation over sunscreen',
      'why does my makeup pill over spf',
      'how long to wait after sunscreen before makeup',
      'is spf in foundation enough',
      'sunscreen or primer first',
    ],
    related: ['reapplying-sunscreen', 'how-much-sunscreen', 'waiting-between-layers'],
    reviewedAt: '2026-11-14',
    published: true,
  },
  {
    slug: 'sunscreen-every-day',
    title: 'Do you need sunscreen every day, even indoors or when it is cloudy?',
    topic: 'sun',
    summary:
      'Yes: wear sunscreen every morning, including cloudy and winter days, because UVA passes through clouds and window glass. Indoors away from windows one morning layer is enough; reapply only when you go outside.',
    body: `Sunburn needs UVB, which is weak in winter and on grey days. UVA is different: it is present all year, from sunrise to sunset, gets through most clouds and through ordinary window glass, and is the main reason for dark spots, uneven tone and the look of early lines.

## Cloudy days

Up to 80 % of UV passes through light cloud. You may not burn, but UVA still reaches the skin.

## Winter

UVB drops, UVA much less. Snow reflects up to 80 % of UV, so skiers need high SPF and reapplication.

## Indoors

- Working away from windows: your morning layer is plenty.
- Next to a sunny window, or driving: count it as outdoors and reapply if you are there for hours.
- Screens and indoor lights give off very little UV; the window is what matters.

## Darker skin tones

Deeper skin has more natural protection from burning, but UVA and visible light still deepen dark spots and marks left by breakouts. Daily sunscreen helps keep tone even for everyone. Tinted sunscreens with iron oxides add protection from visible light.

## Making it a habit

- Keep it next to your toothbrush or moisturiser.
- Pick a texture you enjoy: a gel for oily skin, a cream for dry skin, a tinted one if you want light coverage too.
- A moisturiser with SPF works on lazy days if you use enough of it.

## When you use actives

Retinoids, AHAs and BHAs make skin more sensitive to the sun. Daily sunscreen is not optional while you use them.`,
    ingredients: ['uv-filters', 'zinc-oxide', 'retinol', 'glycolic-acid'],
    concerns: ['dark-spots', 'aging', 'brightening'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['sunscreen', 'tone-up'],
    asks: [
      'do i need sunscreen when its cloudy',
      'should i wear spf indoors',
      'do i need sunscreen in winter',
      'does uv go through windows',
      'do dark skin tones need sunscreen',
      'is sunscreen necessary if i work from home',
    ],
    related: ['spf-and-pa-ratings', 'reapplying-sunscreen', 'seasonal-skincare-changes'],
    reviewedAt: '2026-11-14',
    published: true,
  },
  {
    slug: 'sunscreen-expiry',
    title: 'Does sunscreen expire?',
    topic: 'sun',
    summary:
      'Yes: sunscreen keeps its stated protection until its expiry date, usually up to three years unopened, and for about 6 to 12 months once opened (check the open-jar symbol). Throw it away if it has separated, changed smell or colour, or spent time in a hot car.',
    body: `UV filters break down over time, especially in heat. An old sunscreen may look fine but protect less than its SPF promises.

## How long it lasts

- Unopened: until the expiry date on the pack; many sunscreens are tested to last up to three years.
- Opened: look for the open-jar symbol with a number such as 6M or 12M, meaning months after opening.
- If there is no date, write the month you opened it on the bottle.

## Signs it has gone off

- Oil and water separated, even after shaking.
- Grainy, lumpy or watery texture.
- A changed smell or colour.
- It has been left in a hot car, on a sunny windowsill or in beach sun for days.

## Storing it well

- Keep it below about 30 °C, away from direct sun.
- On the beach, keep it in the shade, in a bag, or wrapped in a towel.
- Close the cap after each use.

## If you use enough, it will not last long

A 50 ml tube is about 40 face applications at the right amount (1/4 teaspoon). Used daily, it should run out in one to two months, long before it expires. If your sunscreen lasts a year, you are probably using too little.

## Sunscreen in makeup

SPF foundations and cushions follow the same rules: check their open-jar symbol, and do not count on their SPF alone.`,
    ingredients: ['uv-filters', 'zinc-oxide'],
    concerns: ['dark-spots'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['sunscreen'],
    asks: [
      'can i use last years sunscreen',
      'how long does sunscreen last after opening',
      'is expired sunscreen still good',
      'what happens if sunscreen gets hot in the car',
      'how long should a tube of sunscreen last',
    ],
    related: ['how-much-sunscreen', 'reapplying-sunscreen', 'choosing-a-sunscreen'],
    reviewedAt: '2026-11-26',
    published: true,
  },
  {
    slug: 'choosing-a-sunscreen',
    title: 'Choosing a sunscreen for your skin type',
    topic: 'sun',
    summary:
      'Oily skin suits gel, fluid or matte sunscreens; dry skin suits cream or essence-like sunscreens with hydrating ingredients; sensitive skin suits fragrance-free mineral sunscreens with zinc oxide; deeper skin tones suit clear chemical or tinted mineral formulas.',
    body: `The best sunscreen is the one you like enough to wear every day in the right amount. Skin type decides the texture; the label decides the protection.

## What every sunscreen needs

- SPF 30 or higher.
- Good UVA protection: PA+++ or PA++++, "broad spectrum", or the UVA circle logo.
- Water resistance if you swim or sweat.

## By skin type

- Oily and breakout-prone: gel, fluid or "sun milk" textures, oil-free, often with a matte finish. Niacinamide or green tea in the formula is a bonus.
- Dry: creams and essence-like sunscreens with glycerin, hyaluronic acid or ceramides; a dewy finish.
- Combination: light fluids or gel-creams, and a little powder on the T-zone.
- Sensitive or redness-prone: fragrance-free mineral sunscreens with zinc oxide, or a gentle hybrid. Avoid alcohol-heavy and strongly scented formulas.
- Normal: any texture you enjoy.

## By skin tone

- Deeper skin tones: clear chemical or hybrid sunscreens, or tinted mineral ones, to avoid a white or grey cast.
- Tinted sunscreens with iron oxides add protection from visible light and can replace a light foundation.

## By situation

- Daily, mostly indoors: a light SPF 30 to 50 moisturising sunscreen.
- Sport, beach, hiking: SPF 50+, PA++++, water resistant, reapplied every two hours and after swimming.
- Around the eyes: a mineral stick, which stings less.
- Under makeup: a sunscreen that sets quickly without pilling.

## Kids and babies

Use sunscreens made for children, and ask your doctor or pharmacist about babies under six months, who are best kept in the shade.`,
    ingredients: [
      'uv-filters',
      'zinc-oxide',
      'titanium-dioxide',
      'niacinamide',
      'hyaluronic-acid',
      'ceramides',
    ],
    concerns: ['oiliness', 'dryness', 'sensitivity', 'dark-spots'],
    skinTypes: ['oily', 'dry', 'combination', 'normal', 'sensitive'],
    productTypes: ['sunscreen', 'tone-up'],
    asks: [
      'best sunscreen for oily skin',
      'which sunscreen is good for dry skin',
      'sunscreen that doesnt leave a white cast',
      'what sunscreen for sensitive skin',
      'sunscreen that does not sting my eyes',
      'how do i choose a sunscreen',
    ],
    related: ['mineral-vs-chemical-sunscreen', 'spf-and-pa-ratings', 'find-your-skin-type'],
    reviewedAt: '2026-11-27',
    published: true,
  },
  {
    slug: 'spf-moisturiser',
    title: 'Is a moisturiser with SPF enough?',
    topic: 'sun',
    summary:
      'A moisturiser with SPF 30 or higher and good UVA protection is enough for an ordinary day mostly indoors, if you apply the full amount (about 1/4 teaspoon for the face). For long days outdoors, sport or the beach, use a dedicated sunscreen and reapply.',
    body: `SPF moisturisers are a convenient way to make sun protection a habit. They work, with a few conditions.

## When an SPF moisturiser is enough

- It is SPF 30 or higher, with a UVA rating (PA+++ or higher, broad spectrum, or the UVA circle logo).
- You apply the full amount, about two finger lengths for the face. Most people use less moisturiser than that, which lowers the protection a lot.
- You are mostly indoors, with short trips outside.

## When to use a proper sunscreen

- Long days outside, holidays, sport, the beach, the snow.
- Skin with dark spots you are trying to fade, or if you use retinoids or acids.
- Whenever you will need to reapply: sunscreens come in sticks, mists and cushions that make reapplying easy, moisturisers do not.

## SPF in a day cream vs a sunscreen

Sunscreens are tested as sunscreens, in the thick layer used for SPF tests. A moisturiser with SPF is tested the same way, so the numbers mean the same, but its texture often makes people apply a thinner layer.

## Dry skin?

Use a hydrating serum and a light moisturiser first, then a cream sunscreen. That gives you both comfort and enough protection.

## Do not mix SPF products to add numbers

SPF 15 moisturiser plus SPF 15 foundation is not SPF 30. Each layer protects at its own applied amount; the best you get is roughly the stronger one, if applied fully.`,
    ingredients: ['uv-filters', 'zinc-oxide'],
    concerns: ['dark-spots', 'aging', 'dryness'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['sunscreen', 'moisturizer'],
    asks: [
      'is moisturizer with spf enough',
      'can i skip sunscreen if my moisturizer has spf',
      'do spf 15 moisturizer and spf 15 foundation add up',
      'day cream with spf vs sunscreen',
      'do i need moisturizer and sunscreen',
    ],
    related: ['how-much-sunscreen', 'spf-and-pa-ratings', 'choosing-a-sunscreen'],
    reviewedAt: '2026-11-29',
    published: true,
  },
  {
    slug: 'after-sun-care',
    title: 'After too much sun: caring for sunburnt skin',
    topic: 'sun',
    summary:
      'Get out of the sun, cool the skin with cool (not icy) water or compresses, apply a fragrance-free gel or lotion with aloe vera or panthenol, drink water, and pause retinoids, acids and scrubs until the redness and peeling are gone. Blisters, fever or chills mean: see a doctor.',
    body: `Sunburn is the skin reacting to more UV than it could handle. Good after-sun care makes it more comfortable while it settles; it does not undo the sun exposure, which is why prevention matters most.

## Right away

- Get into the shade or indoors.
- Cool the skin with a cool shower or damp cloths for ten to fifteen minutes. Avoid ice directly on skin.
- Pat dry gently.

## Soothe and moisturise

- A fragrance-free gel or lotion with aloe vera, panthenol, centella asiatica or oat. Keep it in the fridge for extra comfort.
- Apply while the skin is still slightly damp, several times a day.
- Skip heavy oils and petrolatum on freshly burnt skin; they can hold in the heat. Use them later for dry, peeling skin.

## Pause

- Retinoids, AHAs, BHA, vitamin C serums, scrubs and peels until the redness and peeling have settled.
- Fragranced products, alcohol toners and perfume on the area.

## While it peels

- Let it flake off; do not pull.
- Moisturise often with ceramides, panthenol or a gentle balm.
- Protect the area from the sun completely with clothing and shade, then sunscreen.

## When to see a doctor

Blistering over a large area, severe pain, swelling, fever, chills, headache, nausea or confusion, and any sunburn on a baby: get medical advice straight away.

## Next time

SPF 30 or higher, the full amount, reapplied every two hours and after swimming, plus a hat and shade at midday.`,
    ingredients: ['aloe-vera', 'panthenol', 'centella-asiatica', 'oat', 'ceramides', 'fragrance'],
    concerns: ['redness', 'sensitivity', 'dryness'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['moisturizer', 'body-lotion', 'sunscreen', 'mask'],
    asks: [
      'what to put on sunburn on my face',
      'how to soothe a sunburn',
      'can i use retinol on sunburned skin',
      'is aloe good after sun',
      'my face is peeling from sunburn what do i do',
    ],
    related: ['reapplying-sunscreen', 'skin-barrier-care', 'how-much-sunscreen'],
    reviewedAt: '2026-11-29',
    published: true,
  },
];
