import type { GuideArticle } from '@seoul-glow/shared';

/** Routine & layering: the order of steps, cleansing, and the small areas routines forget. */
export const ROUTINE_ARTICLES: GuideArticle[] = [
  {
    slug: 'skincare-routine-order',
    title: 'The order of skincare steps, and why it matters',
    topic: 'routine',
    summary:
      'Apply from thinnest to thickest: cleanser, toner, essence, serum or ampoule, eye cream, moisturiser, then face oil at night or sunscreen as the last step in the morning.',
    body: `Layering in the right order lets each product reach the skin it was made for. Watery textures sink in quickly; richer ones sit on top and slow water loss, so anything applied after a cream or oil has a harder time getting through.

## The full order

- Cleanser: starts on clean skin, so everything after it can sit evenly.
- Toner: rebalances after cleansing and adds a first layer of water.
- Essence: a light, watery layer of hydrating ingredients; pat it in.
- Serum or ampoule: the most concentrated step, chosen for your main concern (dark spots, dullness, fine lines, dryness).
- Eye cream: dab it on the orbital bone before heavier creams so it does not slide.
- Moisturiser: seals the water-based layers in.
- Face oil (evening): pressed on last, or mixed into the cream.
- Sunscreen (morning): always the final skincare step, before makeup.

## Why thin to thick

Products with a high water content are absorbed fastest. Oils and occlusive creams form a film that slows what comes after them, which is exactly what you want at the end of a routine and not in the middle.

## You do not need every step

A good routine can be three steps: cleanser, moisturiser, sunscreen in the morning. Add an essence or serum only when you have a reason, and keep the order when you do. If two serums go on, put the thinner one first, or the one with the active you care most about.

## A few exceptions

- Prescription products: follow the order your doctor or dermatologist gives you.
- Spot products: apply them to the spot after serum, before moisturiser, unless the label says otherwise.
- Sheet masks go after toner, in place of the essence step.`,
    ingredients: ['hyaluronic-acid', 'niacinamide', 'squalane'],
    concerns: ['dryness', 'brightening'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['cleanser', 'toner', 'essence', 'serum', 'moisturizer', 'sunscreen', 'face-oil'],
    asks: [
      'what order do i put my skincare on',
      'which comes first serum or moisturizer',
      'correct order of korean skincare steps',
      'do i put toner before or after essence',
      'when do i apply face oil',
      'is sunscreen the last step',
      'how to layer skincare products',
    ],
    related: ['morning-vs-evening-routine', 'waiting-between-layers', 'essence-vs-serum-vs-ampoule'],
    reviewedAt: '2026-11-12',
    published: true,
  },
  {
    slug: 'morning-vs-evening-routine',
    title: 'Morning and evening routines: what goes where',
    topic: 'routine',
    summary:
      'Mornings are for protection: a gentle cleanse, antioxidants like vitamin C, moisturiser and sunscreen. Evenings are for cleansing off the day and for retinoids and exfoliating acids, which make skin more sensitive to the sun.',
    body: `Your skin faces different things by day and by night, so the two routines do not need to match.

## Morning: protect

- A gentle cleanse, or just a rinse with water if your skin is dry.
- Toner or essence if you like them.
- Vitamin C or another antioxidant serum: it helps skin look brighter and works well under sunscreen.
- A light moisturiser.
- Sunscreen, SPF 30 or higher, every day.

## Evening: cleanse and renew

- Double cleanse if you wore sunscreen or makeup: an oil or balm cleanser, then a water-based cleanser.
- Toner and essence.
- Your retinoid, or an exfoliating acid (AHA, BHA or PHA) on the nights you use it. These make skin more sensitive to the sun, so nights suit them best.
- A richer moisturiser, and a face oil if your skin is dry.

## Ingredients that are happy at any time

Niacinamide, hyaluronic acid, ceramides, centella asiatica, panthenol and peptides are gentle and pair with almost everything, so use them morning, night or both.

## Keeping actives apart

Putting vitamin C in the morning and retinol at night is the simplest way to use both: the two work better apart. Benzoyl peroxide should not meet vitamin C or a retinoid in the same routine either.

## If you only have time once a day

Make it the evening cleanse plus moisturiser, and sunscreen in the morning. Sunscreen is the one step nobody should skip.`,
    ingredients: ['vitamin-c', 'retinol', 'niacinamide', 'hyaluronic-acid', 'ceramides', 'glycolic-acid'],
    concerns: ['brightening', 'aging', 'dark-spots'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['cleanser', 'serum', 'moisturizer', 'sunscreen'],
    asks: [
      'what should my morning routine be vs night',
      'should i use vitamin c in the morning or at night',
      'is retinol for night only',
      'do i need different am and pm skincare',
      'can i use the same products morning and night',
    ],
    related: ['skincare-routine-order', 'double-cleansing', 'retinol-and-vitamin-c'],
    reviewedAt: '2026-11-12',
    published: true,
  },
  {
    slug: 'waiting-between-layers',
    title: 'How long to wait between skincare layers',
    topic: 'routine',
    summary:
      'For most products 30 to 60 seconds is enough: wait until the last layer no longer feels wet. Give sunscreen a few minutes to set before makeup, and wait until skin is fully dry before a retinoid if it stings.',
    body: `You do not need to wait ten minutes between every step. Most modern formulas are made to be layered.

## The simple rule

Wait until the previous layer has sunk in and no longer feels wet or slippery, usually 30 to 60 seconds. Pat lightly with your palms to help it along. If the next product pills (rolls into little balls), you went too fast or used too much.

## When a longer wait helps

- Sunscreen before makeup: two to five minutes, so the film can set evenly and is not moved around by a foundation brush.
- Retinoids: if retinol stings, apply it to completely dry skin, about 10 to 20 minutes after cleansing. Damp skin lets it in faster and can make it feel stronger.
- Acid toners and vitamin C: a minute or two before the next step is plenty. The old advice to wait 30 minutes for the pH to settle is not needed for most products on the shelf today.

## When not to wait

- Hyaluronic acid and hydrating essences work best on slightly damp skin, so apply them straight after toner.
- Moisturiser over hydrating layers: apply while the skin still feels a little dewy, to hold the water in.

## Fixing pilling

- Use less: a pea-sized amount of serum and a fingertip-length of cream is enough for most faces.
- Press, do not rub.
- Check the textures: a silicone-heavy primer over a gel moisturiser is a common culprit.`,
    ingredients: ['hyaluronic-acid', 'retinol', 'vitamin-c'],
    concerns: ['dryness'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['serum', 'moisturizer', 'sunscreen', 'primer'],
    asks: [
      'do i have to wait between serum and moisturizer',
      'how many minutes between skincare steps',
      'why is my skincare pilling',
      'how long after sunscreen can i put makeup on',
      'should i wait before applying retinol',
    ],
    related: ['skincare-routine-order', 'hyaluronic-acid-damp-skin', 'sunscreen-under-makeup'],
    reviewedAt: '2026-11-12',
    published: true,
  },
  {
    slug: 'double-cleansing',
    title: 'Double cleansing: how to do it and who needs it',
    topic: 'routine',
    summary:
      'Double cleansing means an oil or balm cleanser first to dissolve sunscreen, makeup and sebum, then a gentle water-based cleanser to wash away what is left. Do it in the evening when you wore sunscreen or makeup; mornings need only one gentle cleanse.',
    body: `Sunscreen, long-wear makeup and excess oil are made to stay put, and a water-based cleanser alone often leaves some behind. Oil dissolves oil, so a first oil cleanse loosens it all; the second cleanse takes it away.

## How to double cleanse

- Step 1: on dry hands and a dry face, massage an oil cleanser or cleansing balm for 30 to 60 seconds, including around the eyes and the hairline.
- Add a splash of water and keep massaging: the oil turns milky (it emulsifies), which lets it rinse off cleanly.
- Rinse well with lukewarm water.
- Step 2: a gentle foam or gel cleanser with a low pH, massaged for about 30 seconds, then rinse.
- Pat dry and go straight on with toner.

## Who needs it

- Anyone wearing sunscreen every day, especially water-resistant formulas.
- Makeup wearers.
- Oily and acne-prone skin: removing oil and sunscreen fully helps keep pores clear. Oil cleansing does not make oily skin oilier.

## Who can skip it

- Mornings: one gentle cleanse, or only water for dry skin.
- Very dry or sensitive skin on evenings without makeup: a single cream cleanser may be enough, or use a milky cleansing balm and skip the foam.

## Common mistakes

- Using a harsh, squeaky-clean foam as the second step: skin should feel soft, not tight.
- Not emulsifying the oil, which leaves a film.
- Scrubbing: 60 seconds of gentle massage is plenty.`,
    ingredients: ['jojoba-oil', 'sunflower-oil', 'caprylic-capric-triglyceride', 'glycerin'],
    concerns: ['pores', 'acne', 'oiliness'],
    skinTypes: ['oily', 'combination', 'normal', 'dry'],
    productTypes: ['cleanser'],
    asks: [
      'how to double cleanse',
      'do i need to double cleanse if i dont wear makeup',
      'oil cleanser then foam cleanser',
      'is double cleansing bad for dry skin',
      'should i double cleanse in the morning',
      'what is a cleansing balm for',
    ],
    related: ['skincare-routine-order', 'blackheads-and-pores', 'skin-barrier-care'],
    reviewedAt: '2026-11-12',
    published: true,
  },
  {
    slug: 'essence-vs-serum-vs-ampoule',
    title: 'Essence, serum and ampoule: what is the difference',
    topic: 'routine',
    summary:
      'An essence is the lightest, most watery layer and mainly hydrates; a serum is thicker and more concentrated for one concern; an ampoule is an even more concentrated serum, often used for a short period. Apply them in that order, thinnest first.',
    body: `All three are water-based layers that sit between toner and moisturiser. The difference is how concentrated and how thick they are, and what they are for.

## Essence

- The thinnest texture, close to a toner but with more hydrating and conditioning ingredients.
- Pat it in with your hands after toner.
- Typical ingredients: galactomyces and other ferments, hyaluronic acid, rice extract, snail mucin.
- Good for: dull, thirsty skin and for making the next layers spread better.

## Serum

- A step thicker, and built around one or two active ingredients at useful strengths.
- Choose it by concern: vitamin C for dullness, niacinamide for pores and uneven tone, retinol or peptides for fine lines, hyaluronic acid for dehydration.
- A few drops cover the face.

## Ampoule

- A concentrated serum, often sold in small bottles or single doses.
- Many are meant for a few weeks, or for when skin needs extra care: after travel, in winter, or when it looks tired.
- Use it in place of your serum, or before it if both are light.

## Do you need all three?

No. If your skin is happy with a hydrating toner and a serum, an essence is optional. If it feels dry, an essence is an easy extra layer of water. Pick one serum for your main concern before adding more.

## Layering two serums

Put the thinner one first. Check the pairing rules if both contain actives: vitamin C and niacinamide are fine together, while retinol is best kept apart from exfoliating acids.`,
    ingredients: ['galactomyces', 'hyaluronic-acid', 'snail-mucin', 'niacinamide', 'vitamin-c', 'peptides'],
    concerns: ['dryness', 'brightening', 'aging'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['essence', 'serum'],
    asks: [
      'whats the difference between an essence and a serum',
      'what is an ampoule',
      'do i need an essence and a serum',
      'ampoule vs serum which first',
      'is essence the same as toner',
    ],
    related: ['skincare-routine-order', 'do-i-need-a-toner', 'hyaluronic-acid-damp-skin'],
    reviewedAt: '2026-11-12',
    published: true,
  },
  {
    slug: 'do-i-need-a-toner',
    title: 'Do you need a toner?',
    topic: 'routine',
    summary:
      'Toner is optional, not essential: a hydrating toner adds water and helps the next layers spread, and an exfoliating toner is an acid step to use a few times a week. Skip toners with a lot of drying alcohol.',
    body: `Toners used to be astringent liquids that stripped leftover oil. Today most are gentle, and they fall into two groups.

## Hydrating toners

- Watery layers with humectants such as glycerin, hyaluronic acid, betaine or panthenol.
- Apply with your palms after cleansing, or soak a cotton pad for a quick toner mask on dry patches.
- Layering two or three thin coats (the "7-skin method") suits dry and dehydrated skin.
- Safe morning and night, for every skin type.

## Exfoliating toners

- Contain AHAs (glycolic, lactic, mandelic acid), BHA (salicylic acid) or PHAs (gluconolactone).
- Use them in the evening, two or three times a week at first, and not on the same night as a retinoid.
- Follow with moisturiser, and wear sunscreen the next day.

## When to skip a toner

- If your routine already has an essence and you are short on time.
- If the toner lists alcohol denat. high up and your skin feels tight afterwards.
- If your skin is stressed: go back to cleanser, moisturiser and sunscreen until it settles.

## Choosing one

- Dry or sensitive: fragrance-free, with panthenol, centella asiatica or beta-glucan.
- Oily or combination: a light toner with niacinamide or a low-strength BHA.
- Dull skin: a PHA or lactic acid toner a few nights a week.`,
    ingredients: [
      'glycerin',
      'hyaluronic-acid',
      'panthenol',
      'betaine',
      'salicylic-acid',
      'gluconolactone',
      'alcohol-denat',
    ],
    concerns: ['dryness', 'pores', 'brightening'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['toner'],
    asks: [
      'is toner necessary',
      'what does a toner actually do',
      'should i use toner every day',
      'hydrating toner vs exfoliating toner',
      'can i skip toner',
      'what is the 7 skin method',
    ],
    related: ['skincare-routine-order', 'essence-vs-serum-vs-ampoule', 'aha-bha-pha'],
    reviewedAt: '2026-11-13',
    published: true,
  },
  {
    slug: 'eye-cream-basics',
    title: 'Eye cream: do you need one and how to apply it',
    topic: 'routine',
    summary:
      'Eye cream is optional but useful when your face products sting the eye area or you want ingredients like caffeine, peptides or retinal for that skin. Tap a rice-grain amount along the orbital bone with your ring finger, before moisturiser.',
    body: `The skin around the eyes is thinner and has fewer oil glands than the rest of the face, so it dries out sooner and shows lines and puffiness first.

## Do you need a separate eye cream?

- Not always. A gentle, fragrance-free moisturiser can be used around the eyes.
- An eye cream makes sense when your face cream or serum stings there, or when you want an ingredient chosen for the eye area.

## What to look for

- Puffiness in the morning: caffeine, and a cool gel texture.
- Dark circles: caffeine, vitamin C or niacinamide help the area look brighter; circles caused by shadows or genetics change little with creams, and concealer does the rest.
- Fine lines: peptides, adenosine, or a gentle retinoid formulated for eyes, introduced slowly.
- Dryness: ceramides, squalane, shea butter.

## How to apply

- Use a rice-grain amount for both eyes.
- Dot it along the orbital bone (the bony rim), not on the lid or right at the lash line: it travels inwards on its own.
- Tap with your ring finger; do not rub or pull.
- Apply after serum and before moisturiser, morning and evening. At night, a richer texture is fine.

## If your eyes water or sting

Stop the product, rinse with cool water, and try a fragrance-free formula without essential oils. Swelling or a rash that does not settle in a day or two is a reason to ask your doctor or a pharmacist.`,
    ingredients: ['caffeine', 'peptides', 'adenosine', 'retinal', 'ceramides', 'niacinamide'],
    concerns: ['dark-circles', 'aging', 'dryness'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['eye-care'],
    asks: [
      'is eye cream worth it',
      'how do you put on eye cream',
      'eye cream before or after moisturizer',
      'can i use my face moisturizer under my eyes',
      'what helps puffy eyes in the morning',
    ],
    related: ['skincare-routine-order', 'retinol-for-beginners', 'patch-testing'],
    reviewedAt: '2026-11-13',
    published: true,
  },
  {
    slug: 'lip-care-basics',
    title: 'Lip care: keeping lips soft, smooth and protected',
    topic: 'routine',
    summary:
      'Lips have almost no oil glands, so they need a balm with occlusives such as petrolatum, shea butter or waxes, an SPF lip balm by day, and a thick layer or lip mask at night. Avoid licking them and balms that tingle.',
    body: `Lip skin is thin, has no oil glands of its own and loses water quickly, which is why lips are the first place to feel dry in cold or dry air.

## A simple lip routine

- Morning: a lip balm with SPF 15 or higher, reapplied after eating and drinking and every two hours outdoors.
- Night: a generous layer of a rich balm or a lip sleeping mask.
- Once or twice a week: if flakes build up, soften them with balm for a few minutes and wipe gently with a warm damp cloth. Skip gritty scrubs on cracked lips.

## Ingredients that help

- Occlusives that seal in water: petrolatum, shea butter, beeswax, plant waxes.
- Softening oils: squalane, jojoba oil, camellia oil.
- Comforting ingredients: panthenol, ceramides.

## Ingredients that can make it worse

- Menthol, peppermint oil, camphor and strong fragrance: the tingle feels fresh but can leave lips drier.
- Matte long-wear lipsticks worn all day: use a balm underneath and take them off at night.

## Habits

- Licking lips dries them further as the saliva evaporates.
- Drink water, and use a humidifier in heated rooms in winter.

## When to ask a professional

Lips that stay cracked for weeks, split at the corners, or swell after a new product are worth showing to your doctor, dermatologist or pharmacist.`,
    ingredients: [
      'petrolatum',
      'shea-butter',
      'beeswax',
      'squalane',
      'panthenol',
      'menthol',
      'peppermint-oil',
    ],
    concerns: ['dryness'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['lip-care'],
    asks: [
      'how do i fix chapped lips',
      'best way to keep lips from peeling',
      'do my lips need sunscreen',
      'is lip balm making my lips drier',
      'how to use a lip sleeping mask',
    ],
    related: ['skincare-routine-order', 'hand-care', 'sleeping-masks'],
    reviewedAt: '2026-11-13',
    published: true,
  },
  {
    slug: 'neck-and-chest-care',
    title: 'Caring for your neck and chest',
    topic: 'routine',
    summary:
      'Take your face routine down to your neck and chest: cleanser, serum, moisturiser and, above all, sunscreen every morning. Introduce retinoids and acids there more slowly, as the skin is thinner.',
    body: `The neck and chest see as much sun as the face but are often left out of the routine, so they can show lines, dryness and uneven tone early.

## What to do

- Extend each step: when you cleanse, tone, apply serum and moisturise, take what is left on your hands down to your neck and chest.
- Sunscreen: the neck and the V of the chest need it every morning too. Count about half a teaspoon for the neck and chest on top of the amount for your face, and reapply outdoors.
- Moisturiser: the neck has fewer oil glands than the face, so a slightly richer cream suits it.

## Actives on the neck

- Retinoids: start with a low-strength retinol two nights a week, or buffer it by applying moisturiser first. The skin there is thinner and reacts more easily.
- Exfoliating acids: a gentle lactic acid or PHA once or twice a week is enough.
- Peptides and niacinamide are gentle and suit the area any time.

## Habits that help

- Apply upwards with light strokes; there is no need to tug the skin.
- Perfume: spray it on clothes or wrists rather than the front of the neck if you will be in the sun, as some fragrance ingredients can leave marks in strong light.
- Look up at screens rather than down for long stretches.

## Something new on the neck?

Patch test new actives on a small area first. A rash or lasting redness is a reason to stop and ask your doctor or dermatologist.`,
    ingredients: ['retinol', 'peptides', 'niacinamide', 'lactic-acid', 'gluconolactone'],
    concerns: ['aging', 'dryness', 'dark-spots'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['moisturizer', 'serum', 'sunscreen'],
    asks: [
      'should i put skincare on my neck',
      'how to take care of neck skin',
      'can i use retinol on my neck',
      'do i need sunscreen on my chest',
      'neck cream or face cream',
    ],
    related: ['how-much-sunscreen', 'retinol-for-beginners', 'patch-testing'],
    reviewedAt: '2026-11-13',
    published: true,
  },
  {
    slug: 'hand-care',
    title: 'Hand care: soft hands through washing and winter',
    topic: 'routine',
    summary:
      'Apply hand cream after every wash while hands are still slightly damp, wear sunscreen on the backs of your hands by day, and use a thick layer of cream under cotton gloves overnight when they are very dry.',
    body: `Hands are washed many times a day and face the sun every time you drive or walk, so they lose moisture fast and show sun spots early.

## Everyday routine

- Wash with lukewarm water and a gentle soap; very hot water strips oils.
- Pat dry and apply hand cream straight away while the skin is still a little damp, to hold in the water.
- Keep a tube by the sink, on your desk and in your bag: reapplying often matters more than the exact formula.
- By day, put sunscreen on the backs of your hands too, and reapply after washing when you are outdoors.

## Ingredients to look for

- Humectants: glycerin, urea, hyaluronic acid.
- Barrier support: ceramides, shea butter, panthenol.
- For rough, thick patches: urea or lactic acid smooths them over a few weeks.
- For sun spots: niacinamide and vitamin C help them look more even, alongside daily sunscreen.

## Very dry or cracked hands

- At night, apply a thick layer of a rich cream or an ointment with petrolatum and wear cotton gloves.
- Wear gloves for washing up and cleaning, and in cold wind.
- Hand sanitiser is often high in alcohol; follow it with hand cream when you can.

## When to ask for help

Cracks that bleed, itching, or a rash that keeps coming back may need more than a cream. Ask your doctor, dermatologist or pharmacist.`,
    ingredients: ['glycerin', 'urea', 'ceramides', 'shea-butter', 'petrolatum', 'niacinamide', 'lactic-acid'],
    concerns: ['dryness', 'dark-spots', 'aging'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['hand-cream', 'sunscreen'],
    asks: [
      'how to fix dry cracked hands',
      'when should i use hand cream',
      'do i need sunscreen on my hands',
      'overnight fix for very dry hands',
      'how to get rid of rough hands from washing',
    ],
    related: ['lip-care-basics', 'neck-and-chest-care', 'skin-barrier-care'],
    reviewedAt: '2026-11-13',
    published: true,
  },
  {
    slug: 'face-oil-in-routine',
    title: 'Where face oil goes in your routine',
    topic: 'routine',
    summary:
      'Face oil goes last in the evening, pressed over your moisturiser, or mixed into it as a few drops; in the morning put it before sunscreen, never on top. Two to four drops cover the face.',
    body: `Face oils soften skin and slow water loss. They sit on top of water-based layers, which is why they come at the end of a routine.

## Where it goes

- Evening: after moisturiser, as the final step. Warm two to four drops between your palms and press them over the face.
- Or mix one or two drops into your moisturiser for a single, richer layer.
- Morning: if you use one, before sunscreen. Oil on top of sunscreen can thin the film and lower protection.
- Some people with very dry skin put oil before a light moisturiser; it still works, but water-based serums should always come first.

## Choosing an oil

- Dry skin: rosehip, marula, argan or camellia oil; squalane for a light feel.
- Oily and breakout-prone skin: squalane or jojoba oil, a drop or two at night, if any. Skip coconut oil on the face, which clogs easily.
- Sensitive skin: plain squalane, or sunflower oil without added essential oils or fragrance.

## Oil is not a moisturiser on its own

Oils add softness and seal, but they do not add water. Dehydrated skin still needs a humectant layer (hyaluronic acid, glycerin) underneath.

## With actives

- Apply retinol before the oil, on dry skin.
- A face oil is a good last step on nights after acids, when skin feels tight.
- Rosehip oil naturally contains small amounts of vitamin A compounds; it is gentle and pairs fine with everything.

## Signs to use less

A greasy shine in the morning, pilling, or new small bumps: use one or two drops, or only on dry areas.`,
    ingredients: [
      'squalane',
      'jojoba-oil',
      'rosehip-oil',
      'marula-oil',
      'argan-oil',
      'camellia-oil',
      'coconut-oil',
      'sunflower-oil',
    ],
    concerns: ['dryness'],
    skinTypes: ['dry', 'normal', 'combination', 'sensitive', 'oily'],
    productTypes: ['face-oil', 'moisturizer'],
    asks: [
      'do i put face oil before or after moisturizer',
      'can i use face oil in the morning under sunscreen',
      'is face oil good for oily skin',
      'which face oil for dry skin',
      'can i mix face oil with moisturizer',
    ],
    related: ['skincare-routine-order', 'dry-skin-routine', 'dehydrated-vs-dry-skin'],
    reviewedAt: '2026-11-13',
    published: true,
  },
  {
    slug: 'skincare-routine-for-beginners',
    title: 'A simple skincare routine for beginners',
    topic: 'routine',
    summary:
      'Start with three steps: a gentle cleanser, a moisturiser for your skin type, and SPF 30 or higher every morning. After a month, add one serum for your main concern, then build from there one product at a time.',
    body: `You do not need ten steps to have good skin. Three done every day beat ten done now and then.

## The core three

- Cleanser: gentle and low-pH. A gel for oily skin, a cream or milk for dry skin. In the evening, add an oil cleanser first if you wear sunscreen or makeup.
- Moisturiser: gel or gel-cream for oily skin, a richer cream for dry skin, something in between for combination skin.
- Sunscreen: SPF 30 or higher with good UVA protection, every morning, about two finger lengths for the face.

## After a month: one serum

Choose by your main concern:

- Dullness or uneven tone: vitamin C in the morning, or niacinamide.
- Oil, pores, breakouts: niacinamide, or a BHA two or three evenings a week.
- Dryness: hyaluronic acid on damp skin.
- Fine lines: a low-strength retinol two or three nights a week.

## Later, if you want

- A hydrating toner or essence for extra water.
- An exfoliant once your skin is used to your routine.
- An eye cream if your face products sting around the eyes.
- Masks as a weekly extra.

## Rules that save money and skin

- Add one new product at a time and give it two to four weeks.
- Patch test anything with actives or fragrance.
- Use up what works before buying more.
- Learn your skin type first: it decides textures more than anything else.

## A sample routine

- Morning: gentle cleanser, moisturiser, sunscreen.
- Evening: cleanser (double cleanse if you wore sunscreen), serum, moisturiser.`,
    ingredients: ['niacinamide', 'hyaluronic-acid', 'vitamin-c', 'salicylic-acid', 'retinol'],
    concerns: ['dryness', 'oiliness', 'brightening'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['cleanser', 'moisturizer', 'sunscreen', 'serum'],
    asks: [
      'where do i start with skincare',
      'basic skincare routine for a beginner',
      'what are the essential skincare steps',
      'i have never had a routine what do i need',
      'simple skincare for men',
      'minimal skincare routine',
    ],
    related: ['find-your-skin-type', 'skincare-routine-order', 'introducing-a-new-active'],
    reviewedAt: '2026-11-26',
    published: true,
  },
  {
    slug: 'how-much-product-to-use',
    title: 'How much of each product to use',
    topic: 'routine',
    summary:
      'For the face: a grape-sized amount of cleanser, a few drops to a pump of serum, a pea-sized amount of retinol, a grain of rice of eye cream for both eyes, a fingertip of moisturiser and a quarter teaspoon (two finger lengths) of sunscreen.',
    body: `Using too little makes products work less; too much wastes money, pills and can irritate. These amounts are for the face; add a little more if you take each step down your neck.

## Cleansing

- Oil cleanser or balm: one to two pumps, or a scoop the size of an almond.
- Gel or foam cleanser: a grape-sized amount (about a centimetre of gel), worked into a lather with water.

## Toner and essence

- Toner: a coin-sized pour into your palm, or enough to dampen a cotton pad.
- Essence: a few shakes into the palm, pressed in.

## Serums and actives

- Watery serum or ampoule: three to five drops, or one pump.
- Vitamin C: four or five drops for face and neck.
- Retinol: a pea-sized amount for the whole face. More is not better: it just irritates.
- Exfoliating acid on a pad: one swipe over the face, avoiding eyes and lips.

## Creams

- Eye cream: a grain of rice for both eyes.
- Moisturiser: about a fingertip, or a large pea to a small grape depending on the texture and your skin.
- Face oil: two to four drops.

## Sunscreen: the one to be generous with

About 1/4 teaspoon for the face (two finger lengths), and the same again for the neck and ears.

## Signs you are using too much

- Pilling or a film that does not sink in.
- Greasy shine hours later.
- Stinging from an active.

## Signs you are using too little

- Dry patches by midday.
- Sunburn despite sunscreen.`,
    ingredients: ['retinol', 'vitamin-c', 'hyaluronic-acid'],
    concerns: ['dryness'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['cleanser', 'serum', 'moisturizer', 'sunscreen', 'eye-care'],
    asks: [
      'how much serum should i use',
      'how much retinol do i put on my face',
      'how many drops of serum is enough',
      'how much moisturizer for the face',
      'am i using too much product',
    ],
    related: ['how-much-sunscreen', 'skincare-routine-order', 'waiting-between-layers'],
    reviewedAt: '2026-11-26',
    published: true,
  },
  {
    slug: 'how-often-to-wash-your-face',
    title: 'How often to wash your face',
    topic: 'routine',
    summary:
      'Twice a day is enough for most skin: a thorough cleanse in the evening to remove sunscreen, makeup and the day’s oil, and a gentle cleanse or a rinse with water in the morning. Wash again after heavy sweating, but not more than that.',
    body: `Cleansing removes oil, sweat, sunscreen and grime so the rest of your routine can work. Too much washing strips the barrier and can leave skin tight, red and sometimes oilier.

## Evening: the important one

- By evening your skin carries sunscreen, makeup, oil, sweat and pollution.
- Double cleanse if you wore sunscreen or makeup: an oil or balm cleanser, then a gentle water-based cleanser.
- Massage for 30 to 60 seconds, rinse with lukewarm water.

## Morning: gentle, or just water

- Oily and combination skin: a gentle gel cleanser helps remove overnight oil and leftover night products.
- Dry and sensitive skin: a splash of lukewarm water, or a cream cleanser or micellar water on a cotton pad, is often enough.
- If you used a rich night cream or slugged, cleanse properly so sunscreen sits well.

## After exercise

Rinse or cleanse gently soon after sweating, especially if you get breakouts along the hairline or jaw.

## Signs you are over-washing

- Skin feels tight or squeaky after cleansing.
- Redness, flaking, or stinging from moisturiser.
- Oilier skin by midday despite washing more.

Cut back to one gentle cleanse in the morning, or water only, and use a milder cleanser.

## Tips

- Lukewarm, not hot, water.
- Clean hands first; a soft cloth only if it is fresh each time.
- Pat dry and apply the next step while the skin is still slightly damp.`,
    ingredients: ['glycerin', 'jojoba-oil'],
    concerns: ['oiliness', 'dryness', 'sensitivity'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['cleanser'],
    asks: [
      'should i wash my face in the morning',
      'how many times a day should you wash your face',
      'is washing with just water enough',
      'can washing my face too much cause oiliness',
      'do i need cleanser in the morning if i washed at night',
    ],
    related: ['double-cleansing', 'micellar-water', 'skin-barrier-care'],
    reviewedAt: '2026-11-28',
    published: true,
  },
  {
    slug: 'micellar-water',
    title: 'Micellar water: how to use it and when it is enough',
    topic: 'routine',
    summary:
      'Micellar water lifts light makeup, sunscreen and oil on a cotton pad without rinsing, so it works as a gentle morning cleanse or a first step; after heavy makeup or water-resistant sunscreen follow it with a cleanser, and rinse if your skin is sensitive.',
    body: `Micellar water is water with tiny clusters of mild cleansing molecules (micelles) that attract oil and makeup. It is handy, gentle and quick, but not always a full cleanse.

## How to use it

- Soak a cotton pad well.
- Hold it on closed eyes for a few seconds to loosen mascara, then wipe gently downwards.
- Sweep over the face and neck with light pressure; use a fresh pad until it comes away clean.
- Do not scrub: the soaking does the work.

## When it is enough

- Mornings, for skin that wants more than water but less than a cleanser.
- Light makeup and a light sunscreen, on dry or sensitive skin.
- Travel, the gym, late nights.

## When it is not

- Water-resistant sunscreen, long-wear foundation or waterproof mascara: use an oil cleanser or balm, or follow the micellar water with a gentle cleanser.
- Oily and breakout-prone skin: a second, rinse-off cleanse helps keep pores clear.

## Rinse or not?

Micellar water is made to be left on, but the cleansing molecules stay on the skin. If your skin is sensitive or you notice dryness, rinse with water or follow with a hydrating toner.

## Choosing one

- Sensitive skin: fragrance-free, with glycerin or panthenol.
- Oily skin: light versions, some with a little salicylic acid or zinc.
- Bi-phase (oil and water layers): better for waterproof eye makeup; shake before use.`,
    ingredients: ['glycerin', 'panthenol', 'salicylic-acid', 'fragrance'],
    concerns: ['sensitivity', 'dryness', 'oiliness'],
    skinTypes: ['dry', 'sensitive', 'normal', 'combination', 'oily'],
    productTypes: ['cleanser'],
    asks: [
      'is micellar water enough to take off makeup',
      'do you rinse off micellar water',
      'micellar water vs cleansing oil',
      'can i use micellar water instead of cleanser',
      'how to use micellar water',
    ],
    related: ['double-cleansing', 'how-often-to-wash-your-face', 'skincare-routine-order'],
    reviewedAt: '2026-11-28',
    published: true,
  },
  {
    slug: 'skincare-shelf-life',
    title: 'How long skincare lasts once opened',
    topic: 'routine',
    summary:
      'Check the open-jar symbol on the pack (6M, 12M, 24M means months after opening): most creams and serums last 6 to 12 months opened, vitamin C and retinoids less because they lose strength, and sunscreen should never be used past its expiry date.',
    body: `Preservatives keep a product safe for a set time once air, fingers and water get into it. Actives also lose strength over time, especially in light and heat.

## Reading the pack

- The open-jar symbol (a small pot with a number such as 6M, 12M or 24M): months the product stays good after opening.
- An expiry date or "best before": mostly on sunscreens and products with a shorter shelf life.
- Write the opening month on the bottle with a marker.

## Typical times once opened

- Cleansers, toners, moisturisers: 6 to 12 months.
- Serums with vitamin C: about 3 months for L-ascorbic acid; derivatives last longer.
- Retinol: 6 to 12 months, kept closed and away from light.
- Sunscreen: until the expiry date, and about 6 to 12 months once opened.
- Eye creams and mascaras: 3 to 6 months.
- Natural and preservative-free products: often 3 to 6 months; some need the fridge.
- Sheet masks: single use; unopened until the expiry date.

## Signs a product has gone off

- Changed colour, smell or texture; separating that does not mix back.
- Vitamin C turning dark orange or brown.
- Stinging from something that never stung before.

## Making products last

- Pumps and tubes keep air and fingers out better than jars; use a clean spatula for jars.
- Store away from the bathroom's heat and steam if you can, and out of sunlight.
- Close caps firmly.

Throw away anything that has been shared while someone had an eye or skin infection.`,
    ingredients: ['vitamin-c', 'retinol', 'parabens'],
    concerns: ['sensitivity'],
    skinTypes: ['dry', 'oily', 'combination', 'normal', 'sensitive'],
    productTypes: ['serum', 'moisturizer', 'sunscreen', 'cleanser'],
    asks: [
      'does skincare expire',
      'what does 12m on a product mean',
      'how long does a serum last after opening',
      'can i use old moisturizer',
      'how do i know if my skincare has gone bad',
    ],
    related: ['sunscreen-expiry', 'vitamin-c-basics', 'patch-testing'],
    reviewedAt: '2026-11-28',
    published: true,
  },
  {
    slug: 'glass-skin',
    title: 'Glass skin: how to get a clear, dewy look',
    topic: 'routine',
    summary:
      'Glass skin is a smooth, even, dewy look built from gentle cleansing, thin layers of hydration (toner, essence, a hyaluronic acid serum), gentle exfoliation a few times a week, a light moisturiser and daily sunscreen. It comes from hydrated, calm skin, not from one product.',
    body: `The Korean "glass skin" look is skin so smooth and hydrated that it reflects light evenly. Nobody's skin is glass, but the routine behind it makes most skin look fresher and more even.

## The routine

- Double cleanse in the evening; gentle cleanse in the morning.
- Hydrating toner, two or three thin layers pressed in.
- Essence: a ferment, rice or snail essence for bounce.
- Serum: hyaluronic acid on damp skin, or niacinamide for tone.
- Light moisturiser, with a drop of face oil on dry areas at night.
- Sunscreen with a dewy finish every morning.

## Smoothness

- A gentle exfoliant two or three nights a week: lactic acid, PHA, or BHA on the T-zone.
- Retinol later, for smoother texture over months.

## Evenness

- Vitamin C or niacinamide to help tone look more even.
- Daily sunscreen so dark spots do not deepen.

## Calm

- Centella asiatica, panthenol, and fewer actives: irritated skin cannot look glassy.
- A weekly sheet mask for extra water.

## Makeup for the look

A hydrating primer or tone-up cream, a thin dewy cushion, and a little highlighter on the high points; skip heavy powder.

## Realistic expectations

Pores, texture and natural shine are normal. Aim for comfortable, hydrated, even skin; the glow follows.`,
    ingredients: [
      'hyaluronic-acid',
      'galactomyces',
      'rice-extract',
      'snail-mucin',
      'niacinamide',
      'lactic-acid',
      'centella-asiatica',
    ],
    concerns: ['brightening', 'dryness', 'pores'],
    skinTypes: ['dry', 'normal', 'combination', 'oily'],
    productTypes: ['toner', 'essence', 'serum', 'moisturizer', 'sunscreen', 'highlighter'],
    asks: [
      'how do i get glass skin',
      'korean dewy skin routine',
      'how to make my skin glowy',
      'routine for dewy skin',
      'what products for glass skin',
    ],
    related: ['skincare-routine-order', 'essence-vs-serum-vs-ampoule', 'sheet-masks-how-often'],
    reviewedAt: '2026-11-29',
    published: true,
  },
];
