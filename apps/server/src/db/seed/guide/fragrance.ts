/**
 * Skincare Guide articles on perfume and body care (docs/product.md#the-skincare-guide): notes and
 * families, wearing and storing perfume, concentrations, choosing a scent, and the hand and body
 * care the Fragrances category sells.
 */
import type { GuideArticle } from '@seoul-glow/shared';

export const FRAGRANCE_ARTICLES: GuideArticle[] = [
  {
    slug: 'fragrance-notes-explained',
    title: 'Fragrance notes explained: top, heart and base',
    topic: 'fragrance',
    summary:
      'A perfume unfolds in three stages: top notes (citrus, herbs) you smell for the first 5-15 minutes, heart notes (florals, spices) for the next few hours, and base notes (woods, musk, vanilla, amber) that last 6 hours or more. The main families are floral, fresh, amber (oriental) and woody.',
    body: `A perfume is built like a pyramid: light, fast-evaporating materials on top, rich and long-lasting ones at the bottom. That is why a scent smells different at the first spray, after an hour and at the end of the day.

## Top notes: the first impression
The first 5-15 minutes. Small, light molecules that evaporate fast: citrus (bergamot, lemon, grapefruit, yuja), aromatic herbs, light fruits and aldehydes. They are what you smell on the blotter in the shop, and why you should never buy a perfume on the first sniff.

## Heart notes: the character
From about 15 minutes to 3-4 hours. The heart is the main theme: florals (rose, jasmine, neroli, ylang-ylang), spices (pink pepper, cinnamon), fruits and green notes.

## Base notes: the dry-down
From about an hour in, lasting 6 hours or more and often until the next day on clothes: woods (sandalwood, cedar, vetiver, patchouli), musks, amber, vanilla, tonka bean (coumarin), leather and resins. They hold the lighter notes in place and decide how long a scent lasts.

## The fragrance families
- Floral: a single flower or a bouquet; the largest family. Soft florals add powdery notes.
- Fresh: citrus, green (cut grass, leaves), aquatic (sea air, ozone) and aromatic (lavender, herbs). Light and clean.
- Amber (often called oriental): vanilla, resins, spices and warm sweetness; rich and sensual.
- Woody: sandalwood, cedar, vetiver, patchouli; dry or creamy and warm.

Sub-families you will see on labels: gourmand (edible notes such as caramel, coffee), chypre (citrus over oakmoss and patchouli), fougère (lavender, coumarin, oakmoss; the classic barbershop scent) and musky.

## Using this when you shop
If you love one perfume, look at its family and main notes: others in the same family and with two or three of the same notes are a safe next try.`,
    ingredients: [
      'bergamot-oil',
      'lemon-oil',
      'grapefruit-oil',
      'yuja-oil',
      'rose-oil',
      'neroli-oil',
      'ylang-ylang-oil',
      'sandalwood',
      'vetiver-oil',
      'patchouli-oil',
      'coumarin',
      'oakmoss',
    ],
    concerns: [],
    skinTypes: [],
    productTypes: ['eau-de-parfum', 'eau-de-toilette', 'body-mist'],
    asks: [
      'what are top middle and base notes',
      'why does my perfume smell different after an hour',
      'what is the dry down of a perfume',
      'what does oriental or amber fragrance mean',
      'what are the fragrance families',
      'what is a gourmand perfume',
    ],
    related: ['how-to-wear-perfume', 'choosing-a-perfume', 'choosing-a-scent-for-the-season'],
    reviewedAt: '2026-10-20',
    published: true,
  },
  {
    slug: 'how-to-wear-perfume',
    title: 'How to wear perfume so it lasts',
    topic: 'fragrance',
    summary:
      'Spray perfume on moisturised skin right after showering, on pulse points such as the wrists, neck, behind the ears and inner elbows, from 15-20 cm away, and do not rub your wrists together. Two to four sprays of eau de parfum is enough for most people.',
    body: `Where and how you apply a perfume changes how long it lasts and how far it carries.

## Start with moisturised skin
Fragrance clings to oil and evaporates fast from dry skin. Apply an unscented body lotion (or the matching lotion of your perfume) after the shower, then spray. A tiny dab of balm or petroleum jelly on the pulse points works too.

## Where to spray
- Pulse points, where the skin is warm: wrists, the sides of the neck, behind the ears, inner elbows, behind the knees.
- The chest or nape of the neck for a scent that rises gently through the day.
- Hair: mist it on a brush or use a hair mist, because perfume alcohol can dry hair.
- Clothes and scarves hold scent for longer, but test on a hidden spot first: perfume can mark silk and light fabrics.

## How much
- Eau de parfum: 2-4 sprays.
- Eau de toilette: 3-5 sprays.
- Body mist: generously, and again through the day.
- Office, restaurants, close spaces: 1-2 sprays. A good rule is that people should notice it within arm's length, not across the room.

## Do not rub your wrists
Rubbing adds heat and friction, so the top notes evaporate faster and the scent can smell flatter. Spray, then let it dry on its own.

## Making it last
- Spray from 15-20 cm so it lands as a fine mist, not a wet patch.
- Layer the same scent: shower gel, lotion, then perfume.
- Carry a travel atomiser and reapply once at midday.
- You stop smelling your own perfume after 20-30 minutes (nose blindness); others still can, so do not keep spraying.

## Layering two scents
Combine a simple base (vanilla, musk, sandalwood) with something brighter (citrus, florals). Apply the heavier one first, then the lighter one on top, and test the pair on a free day.`,
    ingredients: ['fragrance', 'alcohol-denat', 'petrolatum'],
    concerns: [],
    skinTypes: [],
    productTypes: ['eau-de-parfum', 'eau-de-toilette', 'body-mist', 'body-lotion'],
    asks: [
      'where should i spray my perfume',
      'how do i make my perfume last all day',
      'should you rub perfume into your wrists',
      'how many sprays of perfume is too much',
      'can i put perfume in my hair',
      'how do i layer perfumes',
      'why can i not smell my own perfume',
    ],
    related: ['fragrance-notes-explained', 'eau-de-parfum-vs-eau-de-toilette', 'body-care-basics'],
    reviewedAt: '2026-10-20',
    published: true,
  },
  {
    slug: 'eau-de-parfum-vs-eau-de-toilette',
    title: 'Eau de parfum vs eau de toilette vs body mist',
    topic: 'fragrance',
    summary:
      'The difference is the concentration of perfume oil: parfum or extrait holds about 20-30 % and lasts 8 hours or more, eau de parfum 15-20 % and about 6-8 hours, eau de toilette 5-15 % and 3-5 hours, and a body mist 1-3 % for 1-2 hours.',
    body: `The name on the bottle tells you how much fragrance oil is dissolved in alcohol. More oil means a scent that lasts longer and stays closer to the skin, not always one that is louder.

## The concentrations
- Parfum or extrait de parfum: about 20-30 % fragrance oil. Lasts 8 hours or more, sits close to the skin. One or two dabs or sprays.
- Eau de parfum (EDP): about 15-20 %. Lasts around 6-8 hours. The everyday choice for most people who want one spray in the morning to see them through.
- Eau de toilette (EDT): about 5-15 %. Lasts around 3-5 hours, with brighter top notes; good for daytime, the office and hot weather.
- Eau de cologne: about 2-5 %. Around 2 hours; a fresh splash.
- Body mist: about 1-3 %. Around 1-2 hours; light, refreshing and meant to be reapplied generously.
- Solid perfume: fragrance in a wax or balm; lasts like an EDT, stays very close to the skin and travels easily.

These ranges vary by brand, and your skin plays a part: dry skin holds fragrance less well.

## Same name, different scent
An EDP and an EDT of the same perfume are often different versions: the EDT is usually fresher, the EDP warmer with more base notes. Smell both.

## Which to choose
- Want one spray to last the day: eau de parfum.
- Hot weather, the gym, or you like to reapply: eau de toilette or body mist.
- Sensitive nose, close contact or a small office: eau de toilette, or parfum applied sparingly.
- Travel and handbags: solid perfume or a travel spray.

## Price per wear
An eau de parfum costs more per bottle, but you use fewer sprays, so a bottle often lasts about as long as the same size of eau de toilette.`,
    ingredients: ['fragrance', 'alcohol-denat'],
    concerns: [],
    skinTypes: [],
    productTypes: ['eau-de-parfum', 'eau-de-toilette', 'body-mist', 'solid-perfume'],
    asks: [
      'what is the difference between edp and edt',
      'which lasts longer eau de parfum or eau de toilette',
      'is a body mist the same as perfume',
      'what does extrait de parfum mean',
      'is solid perfume long lasting',
    ],
    related: ['how-to-wear-perfume', 'fragrance-notes-explained', 'choosing-a-perfume'],
    reviewedAt: '2026-10-21',
    published: true,
  },
  {
    slug: 'choosing-a-scent-for-the-season',
    title: 'Choosing a scent for the season',
    topic: 'fragrance',
    summary:
      'Heat makes perfume stronger and cold makes it quieter, so wear fresh citrus, green, aquatic and light floral scents (often as eau de toilette or body mist) in summer, and warm amber, vanilla, woody and spicy scents (often as eau de parfum) in autumn and winter. Use fewer sprays when it is hot.',
    body: `Temperature changes how a perfume behaves. Warm skin and air make fragrance evaporate faster and project further; cold air keeps it close and slow to open. That is why the same scent can feel heavy in July and perfect in December.

## Spring
Fresh florals and green notes: peony, cherry blossom, lily of the valley, fig leaf, pear. Light musks. Eau de parfum or eau de toilette.

## Summer
- Citrus (bergamot, yuja, grapefruit, neroli), aquatic and sea-salt notes, green tea, light white florals, coconut.
- Eau de toilette, eau de cologne or a body mist you can reapply.
- 1-2 sprays fewer than in winter; heat amplifies projection.
- Keep perfume off skin that will be in direct sun: some citrus oils such as bergamot can leave marks on sun-exposed skin. Spray clothes instead, or choose a formula without them.

## Autumn
Woods, fig, spices, leather, dried fruits, tea, iris. Chypres and soft ambers come into their own.

## Winter
Amber, vanilla, tonka, sandalwood, oud, incense, rich florals such as tuberose and rose. Eau de parfum or extrait, which open slowly in cold air: spray under your coat, on the chest and neck, so body heat carries it.

## Day and night
- Day and office: lighter and closer, whatever the season.
- Evening: richer, deeper versions, or one more spray.

## One perfume all year?
Absolutely. Adjust the amount: fewer sprays in summer, more in winter, and layer a matching lotion in cold, dry weather so it lasts longer.`,
    ingredients: [
      'bergamot-oil',
      'yuja-oil',
      'grapefruit-oil',
      'neroli-oil',
      'sandalwood',
      'coumarin',
      'rose-oil',
    ],
    concerns: [],
    skinTypes: [],
    productTypes: ['eau-de-parfum', 'eau-de-toilette', 'body-mist'],
    asks: [
      'what perfume should i wear in summer',
      'best winter fragrance notes',
      'is it ok to wear heavy perfume in hot weather',
      'light fresh scent for warm days',
      'should i have a different perfume for each season',
    ],
    related: ['fragrance-notes-explained', 'eau-de-parfum-vs-eau-de-toilette', 'seasonal-skincare-changes'],
    reviewedAt: '2026-10-21',
    published: true,
  },
  {
    slug: 'storing-perfume',
    title: 'How to store perfume so it lasts',
    topic: 'fragrance',
    summary:
      'Store perfume in a cool, dark, dry place such as a drawer or wardrobe, at a steady 15-20 °C, in its box with the cap on, and not in the bathroom or on a sunny windowsill. Stored well, an opened bottle usually keeps for 3-5 years.',
    body: `Light, heat, air and changes in temperature break down fragrance materials. The top notes go first: the scent turns sharp, sour or flat.

## Where to keep it
- A drawer, a wardrobe or a shelf away from windows.
- A steady temperature around 15-20 °C.
- In the original box if you have it: it blocks light.
- Cap on after every use, to keep air out.

## Where not to keep it
- The bathroom: heat and steam from the shower, then cooling, many times a day.
- A sunny windowsill or dressing table in direct light, even with a pretty bottle.
- A hot car, or near radiators.
- The fridge is not needed; if you do use one, keep the bottle there all the time, as going in and out is worse.

## How long perfume keeps
- Unopened and stored well: many years.
- Opened: usually 3-5 years; rich ambers, woods and vanillas often longer.
- Citrus and very fresh scents change soonest, sometimes within 1-2 years.
- Sprays keep better than splash bottles, which let more air in each time.

## Signs it has turned
- The colour has darkened noticeably.
- The first spray smells sour, metallic or like nail polish, and the top notes are gone.
- The texture has changed or there is sediment.

A turned perfume will not hurt you, but it will not smell as intended, and it is best not to use it on sensitive skin.

## Travel
Decant into a clean, refillable atomiser instead of carrying the full bottle, and keep the bottle at home at a stable temperature.`,
    ingredients: ['fragrance', 'limonene', 'bergamot-oil'],
    concerns: [],
    skinTypes: [],
    productTypes: ['eau-de-parfum', 'eau-de-toilette', 'solid-perfume'],
    asks: [
      'where should i keep my perfume bottles',
      'does perfume go bad',
      'can i keep perfume in the bathroom',
      'should perfume go in the fridge',
      'how do i know if my perfume has expired',
      'how long does an opened perfume last',
    ],
    related: ['eau-de-parfum-vs-eau-de-toilette', 'how-to-wear-perfume', 'choosing-a-perfume'],
    reviewedAt: '2026-10-22',
    published: true,
  },
  {
    slug: 'choosing-a-perfume',
    title: 'How to choose a perfume (and test it properly)',
    topic: 'fragrance',
    summary:
      'Smell no more than 3-4 perfumes at a time on paper blotters, then try your favourite one or two on your skin and wear them for a few hours before buying, because the heart and base notes you live with appear after 30 minutes to 2 hours. Samples and discovery sets are the best way to choose.',
    body: `A perfume is not what you smell in the first ten seconds. The fresh top notes vanish within minutes, and the scent you will live with shows after 30 minutes to a couple of hours, and smells different on your skin than on paper.

## Start with what you like
Think of scents you already love: a perfume, a candle, a food, a garden. Do you lean to fresh and clean, flowers, warm and sweet, or woods? That points you to a fragrance family: fresh, floral, amber or woody.

## Testing in the shop
- Spray on a paper blotter first and write the name on it.
- Smell 3-4 at most in one go; after that your nose gets tired and everything blurs. Sniffing your own sleeve or skin in between helps reset your nose.
- Leave the shop with the blotters and smell them again in an hour.

## Testing on skin
- Pick one or two favourites and spray each on a different wrist or inner elbow.
- Wear them for the day. Check at 30 minutes, 2 hours and 6 hours: do you still like it, and how long does it last on you?
- Skin chemistry, dryness and temperature change how a scent develops, so a friend's perfume may smell different on you.

## Buy smart
- Samples, travel sprays and discovery sets let you wear a scent for a week before committing.
- A blind buy is safest in a family you already know you love.
- Start with a smaller bottle (30-50 ml): most people use a 50 ml bottle in 6-12 months.

## Sensitive skin
Spray the test on clothing or a blotter rather than skin, and check the ingredients if you know you react to certain fragrance allergens.`,
    ingredients: ['fragrance', 'linalool', 'limonene'],
    concerns: [],
    skinTypes: [],
    productTypes: ['eau-de-parfum', 'eau-de-toilette', 'solid-perfume', 'body-mist'],
    asks: [
      'how do i find a perfume that suits me',
      'how to test perfume before buying',
      'why does perfume smell different on me',
      'is it ok to buy perfume without smelling it',
      'how many perfumes can you smell at once',
    ],
    related: [
      'fragrance-notes-explained',
      'eau-de-parfum-vs-eau-de-toilette',
      'fragrance-and-sensitive-skin',
    ],
    reviewedAt: '2026-10-22',
    published: true,
  },
  {
    slug: 'body-care-basics',
    title: 'Body and hand care basics: lotion, oil, hand cream and smooth skin',
    topic: 'fragrance',
    summary:
      'Keep showers to 5-10 minutes in lukewarm water, then apply body lotion or body oil within about three minutes, while skin is still damp, to seal in moisture. Exfoliate the body 1-2 times a week with lactic acid, urea or a gentle scrub for rough elbows, knees and bumpy arms.',
    body: `The skin on your body needs the same basics as your face, cleansing that does not strip and moisture that stays, but on a larger scale.

## In the shower
- Lukewarm water and 5-10 minutes: long, hot showers strip the skin's oils.
- A creamy or oil-based body wash for dry skin; a gel for oily or sweaty skin.
- Pat dry, leaving the skin slightly damp.

## Moisturise within three minutes
Apply while skin is still damp, so the lotion locks in the water on the surface.
- Body lotion: light, absorbs quickly, good for every day and warm weather.
- Body cream or butter: richer, for dry skin and winter, especially on shins, elbows and knees.
- Body oil: on damp skin for glow and softness; a few drops mixed into lotion also works.

## Smooth skin
- Rough, bumpy arms and thighs: a body lotion with lactic acid, glycolic acid or urea, used daily or every other day, smooths better than scrubbing hard.
- Scrubs: 1-2 times a week at most, gently, never on freshly shaved or waxed skin.
- Back and chest breakouts: a body wash with salicylic acid left on for a minute before rinsing.

## Hands
Hands are washed many times a day and dry out first. A pea-sized amount of hand cream after every wash, worked into the backs of the hands, between the fingers and into the cuticles; a thick layer under cotton gloves overnight for rough hands. Glycerin, urea (5-10 %), shea butter and ceramides help most.

## Layering with perfume
A lotion from the same line as your perfume, or an unscented one, gives fragrance something to hold on to and helps it last longer.

## Sun and seasons
- Sunscreen on any body skin the sun reaches, backs of the hands included: about a shot glass (30 ml) covers an adult's body.
- Winter: switch to a richer cream; summer: a light lotion or gel.

## Sensitive skin
Choose fragrance-free body care if your skin itches after showering, and ask a doctor if dryness cracks, bleeds or itches at night.`,
    ingredients: [
      'lactic-acid',
      'urea',
      'glycolic-acid',
      'salicylic-acid',
      'shea-butter',
      'glycerin',
      'jojoba-oil',
      'sunflower-oil',
      'ceramides',
    ],
    concerns: ['dryness'],
    skinTypes: ['dry', 'normal', 'sensitive', 'oily', 'combination'],
    productTypes: ['body-lotion', 'body-oil', 'hand-cream'],
    asks: [
      'when should i put on body lotion',
      'body oil or body lotion which is better',
      'how do i get smooth skin on my legs',
      'how to get rid of bumps on the back of my arms',
      'how often should i exfoliate my body',
      'does body lotion make perfume last longer',
      'how much hand cream should i use',
    ],
    related: ['hand-care', 'body-breakouts', 'how-to-wear-perfume', 'how-much-sunscreen'],
    reviewedAt: '2026-10-23',
    published: true,
  },
];
