/**
 * Skincare Guide articles on sensitive and redness-prone skin (docs/product.md#the-skincare-guide):
 * fragrance on the label, a gentle routine, calming ingredients and when a tingle is too much.
 */
import type { GuideArticle } from '@seoul-glow/shared';

export const SENSITIVE_ARTICLES: GuideArticle[] = [
  {
    slug: 'fragrance-and-sensitive-skin',
    title: 'Fragrance and sensitive skin: "fragrance-free" vs "unscented"',
    topic: 'sensitive',
    summary:
      '"Fragrance-free" means no fragrance or essential oils were added for scent, while "unscented" only means it smells of nothing, often thanks to a masking fragrance. If fragrance bothers your skin, choose fragrance-free and check the label for "parfum", "fragrance" and essential oils.',
    body: `Fragrance is one of the most common reasons a skincare product stings or leaves skin red and itchy, so it is the first thing to check if your skin is sensitive.

## Fragrance-free vs unscented
- Fragrance-free: nothing was added for its smell, neither perfume nor essential oils. The product may still smell faintly of its own ingredients, such as oils or plant extracts.
- Unscented: the product has no noticeable smell, but it can contain a masking fragrance added to cover the smell of the raw materials. For reactive skin, unscented is not the same as fragrance-free.

## How to read the label
- "Parfum", "fragrance" or "aroma" on the INCI list means added fragrance.
- Names such as limonene, linalool, citronellol, geraniol and coumarin are fragrance allergens. In the EU they must be named when a leave-on product holds more than 0.001 % (0.01 % in a rinse-off), so seeing them tells you fragrance or essential oils are in the formula.
- The higher up the list, the more there is.

## Essential oils are fragrance too
Lavender, peppermint, tea tree, eucalyptus, rosemary and citrus oils (lemon, bergamot, orange) are natural, but they are still fragrance and contain the same allergens. Citrus oils such as bergamot can also make skin more sensitive to the sun. "Natural" does not mean gentle.

## What to do
- Choose fragrance-free for anything that stays on the face: serum, moisturiser, sunscreen, eye cream.
- A scented rinse-off cleanser or shampoo is less likely to bother skin than a scented leave-on cream.
- Patch test new products on the side of your neck or inner arm for 5-7 days.
- Love perfume? Spray it on clothes or hair rather than on sensitive skin, and keep it off freshly exfoliated or shaved areas.

If redness, itching or swelling keeps coming back, ask your doctor or a dermatologist; they can patch test you for specific fragrance allergens.`,
    ingredients: [
      'fragrance',
      'limonene',
      'linalool',
      'citronellol',
      'geraniol',
      'coumarin',
      'lavender-oil',
      'bergamot-oil',
      'tea-tree',
      'peppermint-oil',
    ],
    concerns: ['sensitivity', 'redness'],
    skinTypes: ['sensitive'],
    productTypes: ['moisturizer', 'cleanser', 'serum', 'sunscreen'],
    asks: [
      'is unscented the same as fragrance free',
      'why does fragrance irritate my skin',
      'are essential oils bad for sensitive skin',
      'what does parfum on the ingredient list mean',
      'is linalool or limonene fragrance',
      'can i wear perfume if i have sensitive skin',
    ],
    related: ['sensitive-skin-routine', 'reading-labels-for-sensitive-skin', 'patch-testing'],
    reviewedAt: '2026-11-10',
    published: true,
  },
  {
    slug: 'sensitive-skin-routine',
    title: 'How to build a routine for sensitive, reactive skin',
    topic: 'sensitive',
    summary:
      'Keep it to three steps: a gentle low-pH cleanser, a fragrance-free moisturiser with ceramides, and a daily SPF 30 or higher (mineral filters are often the easiest to tolerate). Add only one new product at a time, patch tested, at least two weeks apart.',
    body: `Sensitive skin stings, flushes or itches easily, often because its barrier lets irritants in and water out. The answer is usually fewer, gentler products rather than more.

## The core routine
- Morning: rinse with lukewarm water or a gentle cleanser, fragrance-free moisturiser, sunscreen SPF 30+.
- Evening: gentle cleanser (a low-foaming gel or cream, pH around 5-5.5), moisturiser with ceramides, panthenol or centella.

## Adding more, slowly
- One new product at a time, and wait at least two weeks before the next one, so you know what your skin is reacting to.
- Patch test first: a small amount on the side of the neck or inner arm, twice a day for 5-7 days.
- Start actives at low strength and low frequency, for example niacinamide at 2-5 %, or a gentle exfoliant such as PHA or mandelic acid once a week.

## What to avoid
- Fragrance and essential oils in leave-on products.
- Drying alcohol (alcohol denat.) high on the list of a toner or gel.
- Scrubs with rough particles, hot water, and washing more than twice a day.
- Stacking several acids, retinoids and vitamin C at once.

## Habits that help
- Pat your face dry with a clean towel; do not rub.
- Apply moisturiser within a minute or two of cleansing, while skin is still slightly damp.
- Mineral sunscreens with zinc oxide or titanium dioxide are often kinder to reactive skin than some chemical filters.
- If a product stings for more than a minute, rinse it off.

## When to ask a doctor
If your skin burns, peels or stays red for days, or flushes with visible small vessels or bumps, ask your doctor or a dermatologist: some conditions that look like sensitivity need their advice.`,
    ingredients: [
      'ceramides',
      'panthenol',
      'centella-asiatica',
      'niacinamide',
      'gluconolactone',
      'mandelic-acid',
      'zinc-oxide',
      'titanium-dioxide',
      'alcohol-denat',
    ],
    concerns: ['sensitivity', 'redness', 'dryness'],
    skinTypes: ['sensitive'],
    productTypes: ['cleanser', 'moisturizer', 'sunscreen'],
    asks: [
      'what skincare routine is good for very sensitive skin',
      'my skin reacts to everything what should i use',
      'simple routine for reactive skin',
      'how do i add new products if my skin is sensitive',
      'is mineral sunscreen better for sensitive skin',
    ],
    related: [
      'patch-testing',
      'skin-barrier-care',
      'fragrance-and-sensitive-skin',
      'introducing-a-new-active',
    ],
    reviewedAt: '2026-11-10',
    published: true,
  },
  {
    slug: 'redness-prone-skin',
    title: 'Redness-prone skin: how to calm the look of redness',
    topic: 'sensitive',
    summary:
      'Calming ingredients such as centella asiatica, niacinamide, azelaic acid, licorice root and green tea help calm the look of redness, alongside a gentle routine and daily SPF 30+. Avoid hot water, fragrance and harsh scrubs, and ask a dermatologist if redness is persistent, burns or comes with bumps.',
    body: `Redness that comes and goes with heat, wind, exercise or a new product is common. A calm routine and the right ingredients can make it look much quieter.

## Ingredients that help calm the look of redness
- Centella asiatica (cica) and madecassoside: soothing and comforting.
- Niacinamide at 2-5 %: helps skin look more even and supports the barrier.
- Azelaic acid: helps even out the look of redness and blemishes; start every other evening.
- Licorice root, green tea, oat and allantoin: calming plant and skin-friendly ingredients.
- Ceramides and panthenol: help the barrier hold water so skin reacts less.

## Common triggers
- Hot showers, saunas and very hot drinks.
- Sun and heat: wear SPF 30+ every day and reapply outdoors.
- Wind and cold: a richer moisturiser and a scarf in winter.
- Spicy food and alcohol for some people.
- Fragrance, drying alcohol, menthol and peppermint in skincare.
- Scrubs, strong acids and too much exfoliation.

## A routine that helps
- Gentle cream or gel cleanser, lukewarm water.
- A calming serum with centella or niacinamide.
- Fragrance-free moisturiser with ceramides.
- Mineral or gentle sunscreen in the morning.

## Quick fixes for a flushed face
- A cool (not icy) damp cloth for a few minutes.
- A chilled centella or aloe sheet mask.
- A green-tinted primer or colour-correcting cream under foundation to neutralise the look of redness.

## When to see a doctor
Persistent redness on the cheeks and nose, flushing that lasts, visible small vessels, bumps or burning can be signs of a skin condition such as rosacea. Ask your doctor or a dermatologist; skincare supports their advice but does not replace it.`,
    ingredients: [
      'centella-asiatica',
      'madecassoside',
      'niacinamide',
      'azelaic-acid',
      'licorice-root',
      'green-tea',
      'oat',
      'allantoin',
      'ceramides',
      'panthenol',
    ],
    concerns: ['redness', 'sensitivity'],
    skinTypes: ['sensitive', 'dry', 'combination'],
    productTypes: ['serum', 'moisturizer', 'sunscreen', 'mask'],
    asks: [
      'how do i get my red cheeks to calm down',
      'what ingredients help with redness on my face',
      'my face gets red and blotchy what should i use',
      'does niacinamide help with redness',
      'how to cover redness with makeup',
      'is my redness rosacea',
    ],
    related: [
      'sensitive-skin-routine',
      'calming-ingredients',
      'centella-cica',
      'when-to-see-a-dermatologist',
    ],
    reviewedAt: '2026-11-10',
    published: true,
  },
  {
    slug: 'stinging-and-tingling',
    title: 'Is tingling normal? When a product stings',
    topic: 'sensitive',
    summary:
      'A mild tingle that fades within a minute can be normal with exfoliating acids, vitamin C or a retinoid on dry skin; burning, stinging that lasts, itching, hives or swelling is a reaction, so rinse the product off with cool water and stop using it. Ask a doctor if swelling or a rash spreads.',
    body: `"It tingles, so it is working" is a myth. Tingling only tells you that something is reaching sensitive nerve endings in your skin; it says nothing about results.

## Usually fine
- A light tingle for 30-60 seconds after an AHA, BHA or vitamin C serum, especially the first few times.
- Mild tightness or dryness in the first 2-6 weeks of a retinoid, as skin adjusts.
- Brief stinging on a spot where skin was already broken, chapped or freshly shaved.

## Not fine: stop and rinse
- Burning or stinging that lasts more than a minute or two.
- Redness that stays for hours, itching, small bumps or hives.
- Swelling, especially around the eyes or lips.
- Peeling that gets worse instead of settling.

Rinse with cool water, skip actives for a few days, and use only a gentle cleanser and a plain fragrance-free moisturiser until skin feels normal. If swelling spreads, your eyes or lips swell, or you feel unwell, get medical help straight away.

## Why a product can suddenly sting
- Your barrier is weakened: too much exfoliation, a retinoid plus acids, cold wind, or sunburn.
- You applied an active on damp skin, which lets it in faster.
- Something new in the routine: check what changed in the last week.
- Fragrance or essential oils, even ones you used before.

## How to reintroduce
Once skin is calm for a week, bring the product back 2-3 times a week on dry skin, or buffer it by applying moisturiser first. If it still stings, it is not the right product for you.`,
    ingredients: ['glycolic-acid', 'salicylic-acid', 'vitamin-c', 'retinol', 'fragrance'],
    concerns: ['sensitivity', 'redness'],
    skinTypes: ['sensitive', 'dry', 'normal', 'combination', 'oily'],
    productTypes: ['moisturizer', 'cleanser', 'serum'],
    asks: [
      'my serum burns when i put it on is that normal',
      'is tingling a sign the product is working',
      'why does my moisturizer sting all of a sudden',
      'what to do if a skincare product irritates my face',
      'face burning after vitamin c',
    ],
    related: ['patch-testing', 'over-exfoliation', 'damaged-barrier-signs', 'introducing-a-new-active'],
    reviewedAt: '2026-11-11',
    published: true,
  },
  {
    slug: 'calming-ingredients',
    title: 'Calming ingredients for stressed skin: panthenol, oat, heartleaf and more',
    topic: 'sensitive',
    summary:
      'Panthenol, allantoin, oat, beta-glucan, heartleaf, mugwort, aloe and green tea, along with cica (centella asiatica), are the go-to ingredients that help calm the look of redness and keep stressed skin comfortable. They suit every skin type and pair with almost any active.',
    body: `When skin feels hot, tight or reactive, or you are using a retinoid or acids, calming ingredients help it look and feel comfortable again. Korean skincare has made many of them everyday names, and most work best in combination.

## The main ones
- Panthenol (pro-vitamin B5): draws in water and makes skin feel softer; common at 1-5 %.
- Allantoin: smooths and soothes, found in many gentle creams.
- Oat (colloidal oatmeal): comforting for very dry, itchy-feeling skin.
- Beta-glucan: a hydrating, soothing alternative to hyaluronic acid.
- Heartleaf (houttuynia cordata) and mugwort: popular in toners for oily, easily red skin.
- Aloe vera and green tea: cooling and light, good after sun.
- Centella asiatica ("cica") and its compounds madecassoside and asiaticoside: the best known of all, with a guide of its own.

## Which one for which skin
- Dry, tight skin: panthenol, oat, beta-glucan in a cream.
- Oily skin that reddens easily: heartleaf or mugwort toners, green tea gels.
- After sun or wind: aloe, centella, a chilled sheet mask.

## How to use them
- A toner or essence with heartleaf, mugwort or centella after cleansing.
- A calming serum or cream on red or stressed areas, or the whole face.
- On retinoid nights: a panthenol or ceramide moisturiser to keep skin comfortable.

## Pairing
These ingredients pair with everything: retinoids, vitamin C, AHAs and BHAs, niacinamide. Many people use a calming serum as the buffer between actives and moisturiser.

## Good to know
Calming does not mean fragrance-free: some soothing creams still add fragrance or essential oils, so read the label if your skin is sensitive. A new product, however gentle, still deserves a patch test. If your skin stays red or irritated for more than a week or two, ask your doctor.`,
    ingredients: [
      'centella-asiatica',
      'madecassoside',
      'asiaticoside',
      'panthenol',
      'allantoin',
      'oat',
      'heartleaf',
      'mugwort',
      'beta-glucan',
      'aloe-vera',
      'green-tea',
    ],
    concerns: ['sensitivity', 'redness'],
    skinTypes: ['sensitive', 'dry', 'combination', 'oily', 'normal'],
    productTypes: ['serum', 'moisturizer', 'toner', 'mask'],
    asks: [
      'what ingredients soothe irritated skin',
      'what is panthenol good for',
      'is heartleaf good for sensitive skin',
      'what can i put on my face when it feels hot and irritated',
      'soothing ingredients to use with retinol',
    ],
    related: ['centella-cica', 'redness-prone-skin', 'sensitive-skin-routine', 'damaged-barrier-signs'],
    reviewedAt: '2026-11-11',
    published: true,
  },
  {
    slug: 'reading-labels-for-sensitive-skin',
    title: 'Reading an ingredient label when your skin is sensitive',
    topic: 'sensitive',
    summary:
      'Ingredients are listed from most to least down to 1 %, so the first five make up most of the formula; for sensitive skin check for fragrance (parfum), essential oils, drying alcohol (alcohol denat.) and high-strength acids, and look for soothing, barrier-friendly ingredients near the top.',
    body: `The INCI list on the back of the pack tells you more than the front. A few rules make it quick to read.

## How the list works
- Ingredients above 1 % are listed in order of amount, highest first.
- Below 1 %, they can be listed in any order. Fragrance, preservatives and most extracts sit here.
- Water (aqua) is usually first; what comes next describes the product.

## What to look for if your skin is sensitive
- Parfum or fragrance: added scent. Also fragrance allergens by name: limonene, linalool, citronellol, geraniol, eugenol, coumarin.
- Essential oils: lavender, peppermint, citrus, eucalyptus, tea tree. They are fragrance too.
- Alcohol denat. or SD alcohol in the first five ingredients of a toner or gel: can be drying. Fatty alcohols such as cetearyl alcohol are different: they soften and are fine.
- Menthol and peppermint: a cooling feel that can sting reactive skin.
- Strong exfoliants: glycolic acid high on the list or above 8 %, salicylic acid above 2 %.

## What is usually kind to sensitive skin
- Ceramides, cholesterol and fatty acids: barrier lipids.
- Glycerin, hyaluronic acid, panthenol: hydrating.
- Centella, madecassoside, allantoin, oat, beta-glucan: soothing.
- Squalane: a light, stable oil.

## Free-from claims
Our product pages show free-from badges (fragrance-free, alcohol-free, essential-oil-free) worked out from the ingredient list itself, so you can filter the shop by them.

## Remember
A short list is not automatically gentle, and a long one is not automatically harsh. Everyone reacts differently; patch test before using anything new on your whole face.`,
    ingredients: [
      'fragrance',
      'limonene',
      'linalool',
      'alcohol-denat',
      'cetearyl-alcohol',
      'menthol',
      'ceramides',
      'glycerin',
      'panthenol',
      'squalane',
    ],
    concerns: ['sensitivity'],
    skinTypes: ['sensitive'],
    productTypes: ['moisturizer', 'cleanser', 'toner'],
    asks: [
      'how do i read skincare ingredient lists',
      'what ingredients should sensitive skin avoid',
      'is cetearyl alcohol bad for skin',
      'what does the order of ingredients mean',
      'which alcohols in skincare are drying',
    ],
    related: ['fragrance-and-sensitive-skin', 'sensitive-skin-routine', 'patch-testing'],
    reviewedAt: '2026-11-11',
    published: true,
  },
];
