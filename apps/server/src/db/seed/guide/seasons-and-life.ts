/**
 * Skincare Guide articles on seasons and life changes (docs/product.md#the-skincare-guide): the
 * weather, flights, pregnancy, each decade, and men's basics. Health questions go to a doctor.
 */
import type { GuideArticle } from '@seoul-glow/shared';

export const SEASONS_AND_LIFE_ARTICLES: GuideArticle[] = [
  {
    slug: 'seasonal-skincare-changes',
    title: 'How to change your skincare with the seasons',
    topic: 'seasons-and-life',
    summary:
      'In winter switch to a creamier cleanser and a richer moisturiser with ceramides and keep indoor air around 40-60 % humidity; in summer move to gel textures, blot oil and reapply SPF 30+ every two hours outdoors. Keep sunscreen all year: snow reflects up to 80 % of UV.',
    body: `Your skin type stays the same, but cold air, central heating, heat and humidity change how it behaves. Swap textures, not your whole routine.

## Winter: dryness and tightness
- Use a cream or milky cleanser instead of a foaming one, with lukewarm water.
- Layer: a hydrating toner or essence, then a richer moisturiser with ceramides, shea butter or squalane. Add a few drops of face oil on very dry nights.
- Run a humidifier at 40-60 % humidity where you sleep.
- Cut exfoliation back to once or twice a week if skin feels tight or flaky.
- Keep SPF 30+: winter sun is weaker, but UVA still ages skin, and snow reflects up to 80 % of UV.
- Lip balm and hand cream after every wash.

## Summer: oil, sweat and heat
- A gel cleanser, a light lotion or gel moisturiser, and a fluid sunscreen you will actually reapply every two hours outdoors and after swimming.
- Blotting papers rather than extra powder during the day.
- A BHA (salicylic acid) 2-3 times a week helps keep pores clear when you sweat more.
- After a long day in the sun, a cooling aloe or centella sheet mask.

## Humidity and air conditioning
- Humid climates: skip heavy occlusive creams; a hydrating serum plus a light gel is often enough.
- Air conditioning dries the air like heating does: keep a hydrating mist at your desk, but always seal with moisturiser, because water alone evaporates and leaves skin drier.

## Travel and flights
Cabin air can drop to 10-20 % humidity. Moisturise well before you board, skip heavy makeup on long flights, reapply moisturiser every few hours, drink water, and wear sunscreen by the window: UVA passes through plane windows.

## Between seasons
Change one product at a time, over two weeks, so your skin adjusts.`,
    ingredients: [
      'ceramides',
      'shea-butter',
      'squalane',
      'hyaluronic-acid',
      'salicylic-acid',
      'aloe-vera',
      'centella-asiatica',
      'glycerin',
    ],
    concerns: ['dryness', 'oiliness', 'sensitivity'],
    skinTypes: ['dry', 'normal', 'combination', 'oily', 'sensitive'],
    productTypes: ['cleanser', 'moisturizer', 'sunscreen', 'face-oil', 'lip-care'],
    asks: [
      'should i change my skincare in winter',
      'what to change in my routine for summer',
      'my skin gets so dry when it is cold',
      'does air conditioning dry out your skin',
      'how to keep skin hydrated on a plane',
      'skincare for humid weather',
      'do i need sunscreen in winter',
    ],
    related: ['travel-skincare', 'sunscreen-every-day', 'dry-skin-routine', 'after-sun-care'],
    reviewedAt: '2026-11-05',
    published: true,
  },
  {
    slug: 'travel-skincare',
    title: 'Skincare for flights and travel',
    topic: 'seasons-and-life',
    summary:
      'On a flight, cabin humidity can fall to 10-20 %, so apply a rich moisturiser before boarding and again every 2-3 hours, skip heavy makeup, and wear sunscreen by the window. Pack 100 ml (3.4 oz) or smaller bottles for carry-on and bring your usual products rather than new ones.',
    body: `Travel combines dry cabin air, a new climate, different water, late nights and more sun: a recipe for tight, dull or spotty skin. A little planning keeps it calm.

## On the plane
- Start with clean skin and a hydrating serum, then a richer moisturiser than usual.
- Every 2-3 hours on a long flight: a little more moisturiser or a balm; a mist only if you seal it in afterwards.
- A sheet mask on a night flight works if you are comfortable with it; take it off after 20 minutes.
- Lip balm and hand cream in your seat pocket.
- Sunscreen on any skin near the window: UVA passes through the glass, and at altitude the sun is stronger.
- Drink water, and go easy on alcohol and salty snacks if you puff up easily.

## Packing
- Carry-on liquids: containers of 100 ml (3.4 oz) or less, in one clear bag of about 1 litre.
- Decant into clean travel bottles, or choose minis and solid formats: cleansing balms, stick sunscreens, solid perfume.
- Bring what you already use. A trip is not the time to start a new active.
- Pack enough sunscreen for at least two full applications a day: about 1/4 teaspoon for the face each time, more for the neck and ears.

## At your destination
- Hot and humid: lighten the routine, gel moisturiser, reapply SPF every two hours outdoors.
- Cold or dry: richer cream, a face oil at night, humidifier if the hotel has one.
- Hard water or unfamiliar tap water: a gentle cleanser and a hydrating toner make skin feel less tight.

## Jet lag skin
Sleep when you can, keep the routine simple for the first two days, and use a hydrating sleeping mask the first night.`,
    ingredients: ['hyaluronic-acid', 'ceramides', 'glycerin', 'squalane'],
    concerns: ['dryness', 'sensitivity'],
    skinTypes: ['dry', 'normal', 'combination', 'oily', 'sensitive'],
    productTypes: ['moisturizer', 'sunscreen', 'mask', 'lip-care', 'cleanser'],
    asks: [
      'what skincare should i do on a long flight',
      'how do i stop my skin drying out on planes',
      'can i bring skincare in my carry on',
      'do i need sunscreen on an airplane',
      'travel skincare routine tips',
    ],
    related: ['seasonal-skincare-changes', 'sheet-masks-how-often', 'how-much-sunscreen'],
    reviewedAt: '2026-11-05',
    published: true,
  },
  {
    slug: 'skincare-in-pregnancy',
    title: 'Skincare in pregnancy and breastfeeding: what to ask your doctor about',
    topic: 'seasons-and-life',
    summary:
      'In pregnancy and while breastfeeding, ask your doctor or midwife before using retinoids (retinol, tretinoin), high-strength salicylic acid (peels, leave-on above 2 %) or hydroquinone, which are commonly advised against. Gentle cleansers, moisturisers and mineral SPF are usually fine.',
    body: `Pregnancy often changes skin: more oil and breakouts for some, dryness, sensitivity or darker patches for others. Most of your routine can stay, but a few ingredients are worth a conversation first. Always ask your doctor or midwife; this guide is not medical advice.

## Ingredients to ask about first
- Retinoids: retinol, retinal (retinaldehyde), retinyl esters and prescription tretinoin or adapalene. These are generally advised against during pregnancy; many doctors suggest pausing them while breastfeeding too.
- High-strength salicylic acid: chemical peels and leave-on products above 2 %. A rinse-off cleanser with a little salicylic acid is often considered fine, but ask.
- Hydroquinone: a skin-lightening ingredient that is absorbed more than most, so it is usually avoided.
- Strong professional peels, and any prescription cream or tablet for skin: check with the doctor who prescribed it.
- Some people also ask about essential oils and chemical sunscreen filters; a mineral sunscreen avoids the question.

## Usually considered fine (still, check with your doctor)
- Gentle cleansers and fragrance-free moisturisers.
- Hyaluronic acid, glycerin, ceramides, panthenol.
- Niacinamide and azelaic acid, which many doctors suggest for blemishes and uneven tone in pregnancy.
- Vitamin C for dullness.
- Mineral sunscreen with zinc oxide or titanium dioxide, SPF 30+ every day.

## Darker patches and stretch marks
Hormones can make dark patches on the forehead, cheeks and upper lip more likely; daily SPF and a hat are the best way to keep them from deepening. For the belly, hips and breasts, keep skin moisturised with a rich cream or body oil; it helps skin feel more comfortable and supple as it stretches.

## Breastfeeding
Wash off creams and oils from the chest and nipples before feeding, and keep fragrance away from that area.

Bring your products, or photos of their labels, to your next appointment: it is the quickest way to get a clear answer.`,
    ingredients: [
      'retinol',
      'retinal',
      'salicylic-acid',
      'hyaluronic-acid',
      'niacinamide',
      'azelaic-acid',
      'vitamin-c',
      'zinc-oxide',
      'titanium-dioxide',
      'ceramides',
    ],
    concerns: ['acne', 'dark-spots', 'dryness', 'sensitivity'],
    skinTypes: ['dry', 'normal', 'combination', 'oily', 'sensitive'],
    productTypes: ['cleanser', 'moisturizer', 'sunscreen', 'serum', 'body-oil'],
    asks: [
      'is retinol safe while pregnant',
      'what skincare should i stop when pregnant',
      'can i use salicylic acid during pregnancy',
      'pregnancy safe skincare ingredients',
      'can i use my serums while breastfeeding',
      'is hydroquinone ok in pregnancy',
      'sunscreen for pregnancy',
    ],
    related: ['mineral-vs-chemical-sunscreen', 'when-to-see-a-dermatologist', 'introducing-a-new-active'],
    reviewedAt: '2026-11-06',
    published: true,
  },
  {
    slug: 'skincare-in-your-20s',
    title: 'Skincare in your 20s: the habits that matter most',
    topic: 'seasons-and-life',
    summary:
      'In your 20s the essentials are a gentle cleanser, a moisturiser for your skin type and SPF 30+ every morning; add a vitamin C serum for glow and, from your mid to late 20s, a low-strength retinoid 2-3 nights a week if you want to start early.',
    body: `Your 20s are when the habits you keep for the next decades start. You do not need a 10-step routine, but sunscreen every day is the single step that counts most.

## The essentials
- Cleanse morning and evening with a gentle cleanser; double cleanse at night if you wear sunscreen or makeup.
- Moisturise, even if your skin is oily: a light gel is enough.
- SPF 30+ every morning, rain or shine, about 1/4 teaspoon (two finger lengths) for the face, a little more for the neck.

## Useful additions
- Blemishes: salicylic acid (BHA) 2-3 times a week, or niacinamide daily. Do not pick.
- Dullness: a vitamin C serum in the morning under sunscreen.
- Early lines from the sun: a low-strength retinol (0.1-0.3 %), 2-3 nights a week at first, from your mid to late 20s if you want to start early.
- Hydration: a hyaluronic acid serum or hydrating toner.

## Habits worth keeping
- Take makeup off every night.
- Wash pillowcases weekly and clean your phone screen.
- Do not over-exfoliate: 1-2 times a week is enough for most skin.
- Sleep, water and a balanced diet show in your skin more than any serum.

## Common mistakes
- Buying many actives at once: add one at a time.
- Skipping moisturiser because skin is oily: skin can answer with more oil.
- Using a scrub daily on breakouts.

If breakouts are painful, deep or leave marks, ask a dermatologist: prescription options can help early on.`,
    ingredients: ['salicylic-acid', 'niacinamide', 'vitamin-c', 'retinol', 'hyaluronic-acid'],
    concerns: ['acne', 'oiliness', 'brightening'],
    skinTypes: ['oily', 'combination', 'normal', 'dry'],
    productTypes: ['cleanser', 'moisturizer', 'sunscreen', 'serum'],
    asks: [
      'what skincare should i use in my twenties',
      'basic skincare routine for a 22 year old',
      'should i start retinol at 25',
      'what age should i start anti aging skincare',
      'is sunscreen the most important step',
    ],
    related: [
      'skincare-in-your-30s',
      'skin-changes-with-age',
      'skincare-routine-order',
      'how-much-sunscreen',
    ],
    reviewedAt: '2026-11-06',
    published: true,
  },
  {
    slug: 'skincare-in-your-30s',
    title: 'Skincare in your 30s: adding retinoids and antioxidants',
    topic: 'seasons-and-life',
    summary:
      'In your 30s keep daily SPF 30+ and add a retinoid at night (start 2-3 nights a week and build up over 6-8 weeks) plus a vitamin C serum in the morning; these are the best-studied ingredients for smoother, more even-looking skin.',
    body: `In your 30s, skin renews itself more slowly, so it can look duller, fine lines around the eyes appear, and dark spots from years of sun start to show. The basics stay the same; two actives earn their place.

## Morning
- Gentle cleanser or just water.
- Vitamin C serum (10-20 % ascorbic acid, or a gentler derivative for sensitive skin) for brightness.
- Moisturiser.
- SPF 30+ every day: nothing else works without it.

## Evening
- Double cleanse if you wore sunscreen or makeup.
- Retinoid: retinol 0.2-0.5 % or retinal. Start 2-3 nights a week with a pea-sized amount, and build up to nightly over 6-8 weeks if your skin is comfortable.
- Moisturiser with ceramides or peptides.

## Optional extras
- Exfoliation: a lactic or glycolic acid 1-2 times a week, on nights without the retinoid.
- Niacinamide for pores and an even tone; it pairs with both vitamin C and retinoids.
- An eye cream, if you like the texture; your regular moisturiser works around the eyes too.

## How long results take
A retinoid takes about 12 weeks to show smoother texture; vitamin C 4-8 weeks for brightness. Take photos in the same light to compare.

## Life changes
Stress, little sleep and hormonal shifts can bring adult breakouts on the jaw and chin; salicylic acid and niacinamide help the look of blemishes. If you are planning a pregnancy, ask your doctor about your retinoid before you start trying.`,
    ingredients: [
      'retinol',
      'retinal',
      'vitamin-c',
      'niacinamide',
      'peptides',
      'ceramides',
      'lactic-acid',
      'glycolic-acid',
    ],
    concerns: ['aging', 'brightening', 'dark-spots'],
    skinTypes: ['dry', 'normal', 'combination', 'oily'],
    productTypes: ['serum', 'moisturizer', 'sunscreen', 'eye-care'],
    asks: [
      'what should i add to my routine in my 30s',
      'best skincare routine for early thirties',
      'do i need retinol at 30',
      'how do i start retinol and vitamin c',
      'do i need an eye cream in my thirties',
    ],
    related: [
      'retinol-for-beginners',
      'retinol-and-vitamin-c',
      'skincare-in-your-40s-and-beyond',
      'skin-changes-with-age',
    ],
    reviewedAt: '2026-11-06',
    published: true,
  },
  {
    slug: 'skincare-in-your-40s-and-beyond',
    title: 'Skincare in your 40s, 50s and beyond',
    topic: 'seasons-and-life',
    summary:
      'From your 40s skin gets drier and thinner-looking, so move to richer moisturisers with ceramides, peptides and squalane, keep a retinoid at night and SPF 30+ every morning, and care for the neck, chest and hands as well as the face.',
    body: `Hormonal changes in the 40s and 50s, especially around menopause, mean skin makes less oil and holds less water. It can feel drier and more sensitive, and look less firm. A few changes keep it comfortable and glowing.

## Make the routine richer
- A cream or balm cleanser rather than a foaming one.
- A hydrating essence or serum with hyaluronic acid, glycerin or beta-glucan.
- A richer moisturiser with ceramides, cholesterol, squalane or shea butter; a few drops of face oil on dry evenings.

## Keep the key actives
- Retinoid at night: if skin is drier now, use it every other night or apply moisturiser first. Retinal and gentler retinol esters suit sensitive skin.
- Peptides: help skin look firmer and smoother, and are easy to pair with everything.
- Vitamin C in the morning for brightness and to help even out dark spots.
- SPF 30+ every day: most of the visible ageing of skin comes from the sun.

## Exfoliate less, hydrate more
Lactic acid or PHA once or twice a week is gentler than glycolic acid for drier, thinner-looking skin.

## Beyond the face
- Neck and chest: continue everything you do on the face down to the collarbones, sunscreen included.
- Hands: hand cream after washing, SPF on the backs of the hands.
- Body: body lotion or oil on damp skin after showering.

## Makeup tips
Hydrating primers and cushion foundations sit better on drier skin than matte powders.

## Ask your doctor
Sudden changes such as very dry, itchy skin, adult breakouts or hair thinning can come with perimenopause; your doctor can explain the options.`,
    ingredients: [
      'ceramides',
      'cholesterol',
      'squalane',
      'shea-butter',
      'peptides',
      'retinol',
      'retinal',
      'vitamin-c',
      'hyaluronic-acid',
      'lactic-acid',
      'gluconolactone',
    ],
    concerns: ['aging', 'dryness', 'dark-spots'],
    skinTypes: ['dry', 'normal', 'sensitive'],
    productTypes: ['moisturizer', 'serum', 'sunscreen', 'face-oil', 'hand-cream'],
    asks: [
      'best skincare routine for women over 40',
      'how should skincare change after 50',
      'my skin is getting drier with menopause',
      'what helps skin look firmer in your forties',
      'skincare for menopausal skin',
    ],
    related: ['skin-changes-with-age', 'skincare-in-your-30s', 'hand-care', 'neck-and-chest-care'],
    reviewedAt: '2026-11-07',
    published: true,
  },
  {
    slug: 'mens-skincare-basics',
    title: "Men's skincare basics: a simple routine and shaving",
    topic: 'seasons-and-life',
    summary:
      'A simple routine for men is three steps: cleanse morning and night, moisturise, and use SPF 30+ every morning (a moisturiser with SPF counts). For shaving, soften hair with warm water, shave with the grain with a sharp blade, and finish with an alcohol-free balm.',
    body: `Skin is skin: men's skin tends to be a little thicker and oilier, and shaving adds its own stress, but the same basics work.

## The routine
- Morning: wash with a gentle gel cleanser, then a light moisturiser and SPF 30+ (or one product that does both).
- Evening: cleanse again to remove sweat, oil and sunscreen, then moisturise.
- Optional: a serum with niacinamide for shine and pores, or retinol at night for texture and lines.

## Shaving without irritation
- Shave after a shower, or hold a warm damp cloth on the beard for a minute: softer hair cuts cleaner.
- Use a shaving gel or cream, not soap.
- Shave with the grain first; go across it only if you need a closer shave.
- Change the blade every 5-7 shaves; a dull blade drags and nicks.
- Rinse with cool water and apply an alcohol-free balm or your moisturiser. Aftershaves high in alcohol sting and dry the skin.

## Ingrown hairs and razor bumps
A salicylic acid (BHA) toner or serum 2-3 times a week, on nights you do not shave, helps keep pores and hair follicles clear. Shaving less closely, or trimming instead, helps too. If bumps are painful or keep coming back, ask a dermatologist.

## Beard care
Wash the beard with your cleanser and use a few drops of beard or face oil (jojoba, argan) to soften the hair and keep the skin underneath from flaking.

## Oily skin
Choose gel textures and a fluid sunscreen, and use a clay mask once a week on the T-zone.`,
    ingredients: [
      'salicylic-acid',
      'niacinamide',
      'retinol',
      'jojoba-oil',
      'argan-oil',
      'kaolin',
      'alcohol-denat',
    ],
    concerns: ['oiliness', 'pores', 'sensitivity'],
    skinTypes: ['oily', 'combination', 'normal'],
    productTypes: ['cleanser', 'moisturizer', 'sunscreen', 'serum'],
    asks: [
      'simple skincare routine for men',
      'what skincare does a guy actually need',
      'how do i stop razor burn after shaving',
      'do men need moisturizer',
      'how to get rid of razor bumps on my neck',
      'beard dandruff and dry skin under beard',
    ],
    related: [
      'skincare-routine-order',
      'oily-skin-needs-moisturiser',
      'clay-masks-for-oily-skin',
      'how-much-sunscreen',
    ],
    reviewedAt: '2026-11-07',
    published: true,
  },
  {
    slug: 'skincare-for-teens',
    title: 'Skincare for teens: a simple first routine',
    topic: 'seasons-and-life',
    summary:
      'A teen routine needs three things: a gentle cleanser morning and night, a light oil-free moisturiser, and SPF 30+ every morning. For spots, add salicylic acid (0.5-2 %) or benzoyl peroxide (2.5-5 %) on the oily areas, and see a doctor if breakouts are painful or leave marks.',
    body: `Hormones in the teenage years make skin oilier, and breakouts are very common. A short routine done every day works far better than a shelf of products.

## The routine
- Morning: gentle gel cleanser, a light oil-free moisturiser, sunscreen SPF 30+.
- Evening: cleanse again to remove sunscreen, sweat and makeup, then moisturiser.

That is it. Skip adult anti-ageing products: retinol for lines, strong peels and rich eye creams are not needed.

## For spots
- Salicylic acid (BHA) at 0.5-2 % in a cleanser or toner helps keep pores clear; start once a day.
- Benzoyl peroxide at 2.5-5 % as a thin layer on breakout areas in the evening; it can bleach towels and pillowcases.
- Niacinamide helps with shine and the look of redness from old spots.
- Do not use all three at once. Start with one, and give it 6-8 weeks.
- Hydrocolloid patches on a spot help you keep your hands off it.

## Habits that help
- Do not pick or squeeze: it makes marks last for months.
- Wash your face after sport, and wash pillowcases weekly.
- Clean makeup brushes every week, and take makeup off before bed.
- Oil-free, "non-comedogenic" sunscreen and makeup.

## When to ask a doctor
If spots are deep, painful, leave marks or scars, or affect how you feel about yourself, ask your doctor or a dermatologist. There are prescription options that work well, and the earlier you start the fewer marks stay behind.

## Sharing with parents
A gentle cleanser, moisturiser and sunscreen are the best first products to buy; fancy serums can wait.`,
    ingredients: ['salicylic-acid', 'benzoyl-peroxide', 'niacinamide', 'glycerin'],
    concerns: ['acne', 'oiliness'],
    skinTypes: ['oily', 'combination', 'normal'],
    productTypes: ['cleanser', 'moisturizer', 'sunscreen', 'toner'],
    asks: [
      'what skincare should a 13 year old use',
      'good routine for a teenager with spots',
      'is retinol ok for teens',
      'what skincare does my teenage son need',
      'how can my daughter stop getting pimples',
    ],
    related: [
      'acne-prone-routine',
      'purging-vs-breakouts',
      'when-to-see-a-dermatologist',
      'skincare-in-your-20s',
    ],
    reviewedAt: '2026-11-07',
    published: true,
  },
  {
    slug: 'workout-skincare',
    title: 'Skincare before and after a workout',
    topic: 'seasons-and-life',
    summary:
      'Go to the gym with clean, makeup-free skin (a light moisturiser, and water-resistant SPF 30+ for outdoor exercise), then cleanse within an hour after sweating, or at least rinse and use a micellar water, and follow with a light moisturiser.',
    body: `Sweat on its own is mostly water and salt, but mixed with makeup, sunscreen, oil and gym equipment it can leave skin congested and irritated. Small habits make a difference.

## Before
- Take off makeup, or at least foundation and powder: they trap sweat and oil in pores.
- A light moisturiser if your skin is dry.
- Outdoors: a water-resistant sunscreen SPF 30+, reapplied every 80 minutes while you sweat or swim, or every two hours.
- Tie hair back and keep hair oils and styling products away from your forehead.

## During
- Pat sweat away with a clean towel; do not rub.
- Avoid touching your face after touching equipment.
- Drink water.

## After
- Cleanse within an hour with a gentle gel cleanser. If you cannot shower, rinse with water and use a micellar water or cleansing wipe as a stop-gap.
- A light, hydrating moisturiser; a calming toner or sheet mask if your face is flushed.
- Change out of sweaty clothes quickly: back and chest breakouts love damp fabric.
- For breakouts on the back and chest, a salicylic acid body wash left on for a minute before rinsing.

## Flushed after exercise?
A red face after a workout is normal and fades within 30-60 minutes. Rinse with cool water, and use a centella or aloe product. If redness lasts for hours or burns, ask a doctor.

## Swimming
Chlorine and salt water dry the skin: rinse off straight after, then moisturise, and reapply water-resistant sunscreen after every swim.`,
    ingredients: ['salicylic-acid', 'centella-asiatica', 'aloe-vera', 'glycerin'],
    concerns: ['acne', 'oiliness', 'redness'],
    skinTypes: ['oily', 'combination', 'normal', 'dry', 'sensitive'],
    productTypes: ['cleanser', 'moisturizer', 'sunscreen', 'toner'],
    asks: [
      'should i wash my face after the gym',
      'can i wear makeup while working out',
      'why do i break out after exercising',
      'sunscreen for running outside',
      'what to do about a red face after exercise',
    ],
    related: ['body-breakouts', 'reapplying-sunscreen', 'double-cleansing', 'redness-prone-skin'],
    reviewedAt: '2026-11-08',
    published: true,
  },
];
