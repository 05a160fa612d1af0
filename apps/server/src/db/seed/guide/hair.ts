/**
 * Skincare Guide articles on hair and scalp (docs/product.md#the-skincare-guide): washing, scalp
 * care, damage, heat, frizz, oils and fuller-looking hair. Cosmetic wording only: products help
 * hair look and feel a certain way; shedding and scalp problems that persist go to a doctor.
 */
import type { GuideArticle } from '@seoul-glow/shared';

export const HAIR_ARTICLES: GuideArticle[] = [
  {
    slug: 'scalp-care-basics',
    title: 'Scalp care basics: oily scalp, flaky scalp and how often to wash',
    topic: 'hair',
    summary:
      'Wash an oily scalp daily or every other day, a normal scalp 2-3 times a week, and curly or very dry hair about once a week. Use a scalp scrub at most once a week on wet hair before shampoo, and ask a doctor if flakes come with redness, itching or soreness that lasts.',
    body: `Great-looking hair starts at the scalp, which is skin too: it makes oil, sheds cells and reacts to harsh products just like your face.

## How often to wash
- Oily scalp or fine hair: daily or every other day. Washing often does not make the scalp oilier; letting oil build up makes it look and smell heavier.
- Normal scalp: 2-3 times a week.
- Dry scalp, thick, curly or coily hair: once a week or every 7-10 days, with conditioner or a co-wash in between if you like.
- After heavy sweat or a workout, rinse or wash the same day.

## Oily scalp
- A gentle, clarifying shampoo with a light conditioner on the lengths only, never the roots.
- A clarifying or scalp-purifying shampoo once a week to remove product build-up.
- Scalp products with salicylic acid, tea tree, peppermint or clay help the scalp feel fresh for longer.
- Dry shampoo is for a day or two between washes, not a replacement.

## Flaky scalp
- Small, dry, white flakes and a tight scalp: usually dryness. Use a gentle shampoo, lukewarm water and a hydrating scalp serum.
- Larger, yellowish, oily flakes: usually dandruff. An anti-dandruff shampoo works best when the lather stays on the scalp for 3-5 minutes before rinsing, 2-3 times a week.
- Ask your doctor if flakes come with red patches, strong itching, soreness or hair loss, or do not improve in 3-4 weeks.

## Scalp scrubs
- Once a week at most (every two weeks for a sensitive scalp).
- On wet hair, before shampoo: part the hair, apply in sections, massage with fingertips, never nails, for 1-2 minutes, then shampoo.
- Sea salt and black sugar scrubs are physical; salicylic acid scrubs exfoliate gently without grains.
- Skip it on a scratched, sunburnt or irritated scalp.`,
    ingredients: [
      'salicylic-acid',
      'tea-tree',
      'peppermint-oil',
      'sea-salt',
      'black-sugar',
      'kaolin',
      'panthenol',
    ],
    concerns: ['flaky-scalp'],
    skinTypes: [],
    productTypes: ['shampoo', 'scalp-treatment', 'scalp-scrub', 'conditioner'],
    asks: [
      'how often should i wash oily hair',
      'why is my scalp so itchy and flaky',
      'is washing hair every day bad',
      'how do i use a scalp scrub',
      'dry scalp or dandruff how do i tell',
      'my roots get greasy after one day',
    ],
    related: ['how-to-wash-your-hair', 'thinning-looking-hair', 'how-to-use-hair-oil'],
    reviewedAt: '2026-11-03',
    published: true,
  },
  {
    slug: 'how-to-wash-your-hair',
    title: 'How to wash your hair: shampoo, then conditioner',
    topic: 'hair',
    summary:
      'Shampoo goes on the scalp, conditioner on the lengths and ends: massage a coin-sized amount of shampoo into the roots for about a minute, rinse, then squeeze out water and leave conditioner on the mid-lengths to ends for 2-3 minutes before rinsing.',
    body: `Most hair problems, from greasy roots to dry, tangled ends, start with putting products in the wrong place.

## Step by step
- Wet your hair thoroughly with lukewarm water for a good minute; soaked hair lathers with less shampoo.
- Shampoo: a coin-sized amount (more for long or thick hair), rubbed between your palms and massaged into the scalp with your fingertips for 30-60 seconds. The lengths get clean enough as the lather rinses through.
- Rinse well. If you use a lot of styling product or your scalp is very oily, shampoo a second time: the second lather is richer.
- Squeeze out excess water so the conditioner is not diluted.
- Conditioner: from the ears down, mid-lengths to ends, never the scalp if it is oily. Comb it through with a wide-tooth comb or your fingers.
- Leave it for 2-3 minutes (a hair mask for 5-10), then rinse with cooler water.

## After the shower
- Squeeze and blot with a microfibre towel or a cotton T-shirt; rubbing roughens the hair surface and adds frizz.
- Detangle from the ends upwards, a few centimetres at a time.
- Apply leave-in and heat protectant to damp hair before styling.

## Choosing the pair
- Oily roots, dry ends: a gentle or clarifying shampoo with a moisturising conditioner on the ends only.
- Coloured hair: a sulfate-free shampoo helps colour last longer.
- Fine hair: a volumising shampoo and a light conditioner; skip heavy masks near the roots.
- Curly hair: a creamy, low-lather shampoo and a rich conditioner.

## Reverse washing
Fine hair that goes flat can try conditioner first on the ends, then shampoo: the lengths get softness without the weight.`,
    ingredients: [
      'sodium-laureth-sulfate',
      'cocamidopropyl-betaine',
      'behentrimonium-chloride',
      'amodimethicone',
      'panthenol',
    ],
    concerns: ['damaged-hair', 'frizz'],
    skinTypes: [],
    productTypes: ['shampoo', 'conditioner', 'hair-mask', 'leave-in'],
    asks: [
      'do you put conditioner on your scalp',
      'how long to leave conditioner in',
      'what is the right way to shampoo',
      'should i shampoo twice',
      'where do i put shampoo and where do i put conditioner',
      'why is my hair greasy after washing',
    ],
    related: ['scalp-care-basics', 'damaged-and-bleached-hair', 'frizzy-hair'],
    reviewedAt: '2026-11-03',
    published: true,
  },
  {
    slug: 'damaged-and-bleached-hair',
    title: 'Damaged and bleached hair: bond care, heat protection and masks',
    topic: 'hair',
    summary:
      'For bleached or damaged hair, use a bond-care product as directed (often weekly), a hair mask once or twice a week for 5-20 minutes, heat protectant before every blow-dry or iron (tools at 180 °C or lower), and a trim every 8-12 weeks. Split ends cannot be mended, only trimmed.',
    body: `Bleach, colour, heat and rough brushing break the bonds inside the hair and lift its outer layer. Damaged hair feels straw-like, tangles easily, snaps and looks dull. Good care makes it look and feel much better while the new, undamaged hair grows in.

## Bond care
Bond-care products (pre-shampoo serums, masks and leave-ins) help link broken bonds inside the hair fibre so it feels stronger and snaps less. Use them as the pack says: usually once a week, or 2-3 times a week for very bleached hair, and before and after a colour appointment.

## Protein and moisture
- Protein (keratin, hydrolysed protein, rice protein, silk amino acids) helps fill in weak spots and gives hair body.
- Moisture (panthenol, glycerin, oils, conditioners) keeps it soft and bendy.
- Too much protein makes hair stiff and brittle; too little leaves it mushy and limp when wet. Alternate a protein mask and a moisturising mask.

## Hair masks
Once a week for most hair, twice a week for bleached or very dry hair. Apply after shampoo to towel-dried lengths, leave for 5-20 minutes (a warm towel helps), rinse with cool water.

## Heat
- Heat protectant on every section, every time, on damp hair before blow-drying and on dry hair before irons.
- Tools at 180 °C or lower; 150-160 °C for bleached or fine hair.
- Let hair air-dry 70-80 % before blow-drying.

## Everyday habits
- A trim every 8-12 weeks: split ends travel up the hair if left.
- Detangle gently with a wide-tooth comb from the ends.
- Silk or satin pillowcase, soft scrunchies instead of tight elastics.
- Hair oil or serum on the ends to smooth and add shine.`,
    ingredients: [
      'keratin',
      'hydrolysed-protein',
      'rice-protein',
      'silk-amino-acids',
      'panthenol',
      'argan-oil',
      'amodimethicone',
    ],
    concerns: ['damaged-hair', 'frizz'],
    skinTypes: [],
    productTypes: ['hair-mask', 'hair-treatment', 'leave-in', 'hair-oil', 'conditioner'],
    asks: [
      'how do i fix my hair after bleaching',
      'how often should i use a hair mask on bleached hair',
      'what does bond repair do for hair',
      'my hair is fried and breaking what do i use',
      'protein or moisture mask for damaged hair',
      'can you repair split ends',
    ],
    related: ['hair-masks-how-often', 'heat-protection-for-hair', 'how-to-use-hair-oil'],
    reviewedAt: '2026-11-03',
    published: true,
  },
  {
    slug: 'hair-masks-how-often',
    title: 'Hair masks: how often and how long to leave them on',
    topic: 'hair',
    summary:
      'Use a hair mask once a week for normal hair and twice a week for dry, bleached or curly hair, in place of your conditioner, on towel-dried mid-lengths and ends for 5-20 minutes (or as the pack says). Longer or overnight use rarely adds anything, and fine hair may only need a mask every two weeks.',
    body: `A hair mask is a richer, more concentrated conditioner. It sinks in over a few minutes and leaves hair softer, shinier and easier to detangle for several washes.

## How often
- Fine or oily hair: every 1-2 weeks, on the ends only.
- Normal hair: once a week.
- Dry, coloured, bleached, curly or coily hair: twice a week.
- After sun, sea or pool water on holiday: an extra one at the end of the week.

## How to use it
- Shampoo, then squeeze or towel-blot hair so it is damp, not dripping.
- Apply a generous amount to the mid-lengths and ends, working it in with your fingers and a wide-tooth comb.
- Leave for 5-20 minutes. Wrap in a warm towel or shower cap to help it sink in.
- Rinse with cool or lukewarm water until hair feels slippery but not coated.
- A mask replaces your conditioner that wash.

## Overnight?
Most masks are made for 5-20 minutes; overnight use mostly adds weight. An oil or a product labelled for overnight use is the better choice for a long soak.

## Which mask
- Damaged or bleached: protein or bond-care masks (keratin, hydrolysed protein), alternating with a moisture mask.
- Dry and frizzy: moisture masks with oils, shea butter, panthenol.
- Fine and flat: lightweight masks; apply only below the chin.
- Coloured hair: masks made for colour with UV filters and a slightly acidic pH help colour last.

## Signs you are overdoing it
Limp, greasy-looking hair that will not hold a style means too much mask or mask too often; stiff, straw-like hair can mean too much protein. Cut back and alternate.`,
    ingredients: [
      'keratin',
      'hydrolysed-protein',
      'shea-butter',
      'panthenol',
      'argan-oil',
      'behentrimonium-chloride',
    ],
    concerns: ['damaged-hair', 'frizz'],
    skinTypes: [],
    productTypes: ['hair-mask', 'conditioner', 'hair-treatment'],
    asks: [
      'how long do i leave a hair mask in',
      'can i use a hair mask every wash',
      'do i use conditioner after a hair mask',
      'can you leave a hair mask on overnight',
      'hair mask on wet or dry hair',
    ],
    related: ['damaged-and-bleached-hair', 'how-to-wash-your-hair', 'frizzy-hair'],
    reviewedAt: '2026-11-04',
    published: true,
  },
  {
    slug: 'heat-protection-for-hair',
    title: 'Heat protection: how to use a heat protectant',
    topic: 'hair',
    summary:
      'Spray or smooth a heat protectant evenly through damp hair before blow-drying, and onto dry hair before straighteners or curling irons, every time you use heat. Keep irons at 180 °C or lower (150-160 °C for fine or bleached hair) and pass once per section.',
    body: `Heat styling is one of the biggest causes of dry, brittle, frizzy hair. A heat protectant forms a thin film that spreads heat more evenly and slows down the moisture loss, and most also smooth and add shine.

## How to apply it
- Before blow-drying: on damp, towel-dried hair, section by section, from mid-lengths to ends and lightly at the roots. Comb it through so every strand is covered.
- Before a straightener or curling iron: hair must be completely dry. Use a protectant made for dry hair and let it settle for a minute.
- Never put an iron on damp hair: the water inside boils and damages the hair.

## Temperatures
- Fine, bleached or fragile hair: 150-160 °C.
- Normal hair: 170-180 °C.
- Thick, coarse hair: up to 200 °C, and only if lower does not work.

One slow pass per small section at the right heat is kinder than many quick passes.

## Blow-drying
- Let hair air-dry 70-80 % first.
- Use the nozzle and point the air down the hair shaft, medium heat.
- Finish with a cool shot to set the style and add shine.

## Is oil a heat protectant?
Not on its own. Oils can smooth and shine, but without a protectant they can make hot tools sizzle. Use oil after styling, on the ends.

## What to look for
Silicones such as dimethicone and amodimethicone, polyquaternium and hydrolysed proteins appear in most protectants; many say the temperature they are tested to (often 220-230 °C). Sprays suit fine hair, creams and serums thick or curly hair.`,
    ingredients: ['dimethicone', 'amodimethicone', 'polyquaternium', 'hydrolysed-protein', 'panthenol'],
    concerns: ['damaged-hair', 'frizz'],
    skinTypes: [],
    productTypes: ['leave-in', 'styling', 'hair-oil'],
    asks: [
      'do i really need heat protectant',
      'when do i put heat protection spray on',
      'what temperature should my straightener be',
      'can i use hair oil as a heat protectant',
      'heat protectant on wet or dry hair',
    ],
    related: ['damaged-and-bleached-hair', 'frizzy-hair', 'how-to-use-hair-oil'],
    reviewedAt: '2026-11-04',
    published: true,
  },
  {
    slug: 'frizzy-hair',
    title: 'Frizzy hair: how to smooth frizz',
    topic: 'hair',
    summary:
      'Frizz is dry hair drawing moisture from humid air, so condition every wash, apply a leave-in and an anti-frizz serum to damp hair, blot with a microfibre towel instead of rubbing, and dry with the nozzle pointed down the hair. Curly hair smooths best when stylers go onto soaking-wet hair.',
    body: `Frizz happens when the outer layer of the hair is raised and the hair is thirsty: it pulls water from humid air and swells unevenly. Dryness, damage, heat and friction all make it worse.

## In the shower
- Use a gentle, sulfate-free shampoo if your hair is dry, and a moisturising conditioner every single wash.
- A hair mask once or twice a week.
- Finish with cooler water to help the hair surface lie flat.

## Right after
- Squeeze water out and blot with a microfibre towel or cotton T-shirt: a rough terry towel roughs up the surface.
- Apply a leave-in conditioner and a smoothing serum or cream while hair is still damp.
- Comb with a wide-tooth comb; never brush curly hair dry.

## Styling
- Blow-dry with the nozzle pointing down the hair shaft, medium heat, and finish with a cool shot.
- Heat protectant before any hot tool.
- Anti-humidity sprays with silicones help keep a smooth style in damp weather.

## Curly and wavy hair
- Apply leave-in and gel or cream to soaking-wet hair, then scrunch; do not touch until dry.
- Diffuse on low heat or air-dry, then scrunch out the gel cast once hair is completely dry.

## Small habits
- Silk or satin pillowcase or bonnet.
- Do not touch your hair through the day.
- A trim every 8-12 weeks to remove split ends, which frizz the most.

## Ingredients that help smooth frizz
Silicones (dimethicone, amodimethicone), light oils (argan, camellia), conditioning agents (behentrimonium chloride, polyquaternium) and panthenol.`,
    ingredients: [
      'dimethicone',
      'amodimethicone',
      'argan-oil',
      'camellia-oil',
      'behentrimonium-chloride',
      'polyquaternium',
      'panthenol',
    ],
    concerns: ['frizz', 'damaged-hair'],
    skinTypes: [],
    productTypes: ['leave-in', 'hair-oil', 'conditioner', 'hair-mask', 'styling'],
    asks: [
      'how do i stop my hair from being frizzy',
      'why does my hair get frizzy when it rains',
      'best way to dry hair without frizz',
      'anti frizz tips for curly hair',
      'what makes hair frizzy',
    ],
    related: ['how-to-use-hair-oil', 'heat-protection-for-hair', 'how-to-wash-your-hair'],
    reviewedAt: '2026-11-04',
    published: true,
  },
  {
    slug: 'how-to-use-hair-oil',
    title: 'How to use hair oil',
    topic: 'hair',
    summary:
      'Use 1-3 drops of hair oil for fine hair and 3-5 for thick hair, warmed between your palms and smoothed over the mid-lengths and ends of damp or dry hair, never the roots. For a pre-wash oil, leave it on the lengths for 30 minutes to overnight, then shampoo.',
    body: `Hair oil smooths the hair surface, adds shine, softens dry ends and tames flyaways. The secret is how little you need.

## On damp hair
After washing, smooth 1-5 drops through the mid-lengths and ends, then style. It helps detangling and cuts down on frizz as hair dries. Use a heat protectant as well if you blow-dry: oil alone is not one.

## On dry hair
A drop or two on the ends to finish a style, smooth flyaways or add shine on second-day hair. Warm it between your palms first and press it in rather than raking it through.

## As a pre-wash oil
- Apply a more generous amount to dry lengths, 30 minutes to overnight (protect your pillow).
- Shampoo twice if needed to remove it.
- Coconut oil is popular here: it sinks into the hair fibre and helps hair lose less protein while washing.

## How much
- Fine hair: 1-3 drops, ends only.
- Medium hair: 2-4 drops.
- Thick, curly or coily hair: 3-5 drops or more.

Start with less; you can always add.

## Which oil
- Argan: all-rounder for shine and softness.
- Camellia: light, for fine hair.
- Jojoba: light and similar to the scalp's own oil.
- Coconut: rich, best as a pre-wash oil.
- Serums with dimethicone: the most smoothing and humidity-resistant.

## On the scalp?
Oiling the scalp is a tradition in many cultures, but on an oily or flaky scalp it can make flakes and greasiness worse. Keep oil to the lengths unless your scalp is dry, and wash it out within a day. Ask a doctor about lasting itching or flaking.`,
    ingredients: ['argan-oil', 'camellia-oil', 'jojoba-oil', 'coconut-oil', 'dimethicone'],
    concerns: ['frizz', 'damaged-hair'],
    skinTypes: [],
    productTypes: ['hair-oil', 'leave-in'],
    asks: [
      'how much hair oil should i use',
      'do you put hair oil on wet or dry hair',
      'can i leave oil in my hair overnight',
      'should i oil my scalp',
      'does hair oil make hair greasy',
      'best oil for fine hair',
    ],
    related: ['frizzy-hair', 'damaged-and-bleached-hair', 'scalp-care-basics'],
    reviewedAt: '2026-11-04',
    published: true,
  },
  {
    slug: 'thinning-looking-hair',
    title: 'Thinning-looking hair: how to help hair look fuller',
    topic: 'hair',
    summary:
      'Losing 50-100 hairs a day is normal; to help hair look fuller use a volumising shampoo, a light conditioner on the ends only, a scalp serum with caffeine, peptides or rice protein, and root-lifting styling. Ask a doctor if shedding is sudden, comes out in patches, or your scalp is sore.',
    body: `Hair goes through growth and rest phases, so everyone sheds 50-100 hairs a day. If your ponytail feels thinner or your parting looks wider, cosmetic care can help hair look fuller, while a doctor can check for a cause.

## Ask a doctor first if
- Shedding is sudden or heavy: handfuls in the shower or on the pillow.
- Hair comes out in round patches, or your hairline is receding quickly.
- Your scalp is red, scaly, itchy or sore.
- It started after illness, a new medicine, childbirth, a big diet change or stress (this often shows 2-3 months later).

Thinning can come with low iron, thyroid changes or hormones; only a doctor can test for these.

## Wash and condition for volume
- A volumising or gentle clarifying shampoo; clean roots look fuller, so wash as often as your scalp needs.
- A lightweight conditioner from the mid-lengths down, never at the roots.
- Skip heavy masks and oils near the scalp.

## Scalp care
- A leave-on scalp serum with caffeine, peptides, rice protein or biotin, massaged in daily for 2-3 minutes, helps the scalp feel refreshed and hair look thicker at the roots. Give it 3 months.
- A scalp scrub once every 1-2 weeks removes build-up at the roots.

## Styling tricks
- A root-lifting spray or mousse on damp roots, blow-dried upside down.
- Change your parting every few weeks.
- A slightly shorter cut with layers looks fuller than long, one-length hair.
- Loose hairstyles: tight ponytails, braids and extensions pull at the hairline over time.

## Everyday habits
Protein, iron and enough calories in your diet matter for hair. Be patient: hair grows about 1 cm a month, so changes show after 3-6 months.`,
    ingredients: ['caffeine', 'peptides', 'rice-protein', 'biotin', 'hydrolysed-protein'],
    concerns: ['thinning-hair'],
    skinTypes: [],
    productTypes: ['shampoo', 'scalp-treatment', 'conditioner', 'styling', 'scalp-scrub'],
    asks: [
      'my hair is getting thin what can i do',
      'how much hair loss a day is normal',
      'best shampoo to make hair look thicker',
      'does caffeine shampoo work',
      'why is my hair falling out so much',
      'how to make fine hair look fuller',
    ],
    related: ['scalp-care-basics', 'how-to-wash-your-hair', 'damaged-and-bleached-hair'],
    reviewedAt: '2026-11-05',
    published: true,
  },
  {
    slug: 'dry-shampoo-how-to-use',
    title: 'Dry shampoo: how to use it and how often',
    topic: 'hair',
    summary:
      'Spray dry shampoo 15-20 cm from dry roots, section by section, leave it 1-2 minutes to absorb oil, then massage and brush it through. Use it for a day or two between washes, not more than 2-3 days in a row, because build-up on the scalp needs a real shampoo.',
    body: `Dry shampoo uses starches, clays or powders to absorb oil at the roots, so hair looks fresher and has more volume between washes. It does not clean the scalp.

## How to use it
- Use it on dry hair only.
- Shake well and hold the can 15-20 cm from your head; closer leaves white patches.
- Lift sections and spray the roots where oil shows: the parting, the hairline, the crown.
- Leave it for 1-2 minutes so the powder can absorb the oil.
- Massage with your fingertips, then brush through from the roots.
- Tip: a little at night before bed works even better, as it absorbs oil while you sleep.

## How often
- For one or two days between washes, as a bridge.
- Not more than 2-3 days in a row: powder and oil build up, the scalp can feel itchy, and the roots look flat and dull.
- Wash thoroughly afterwards; a clarifying shampoo once a week helps if you use dry shampoo often.

## Choosing one
- Dark hair: a tinted formula avoids a grey cast.
- Fine hair: a volumising formula with extra lift.
- Sensitive scalp: a powder or non-aerosol version without fragrance.
- Oily scalp: formulas with rice starch, kaolin or charcoal absorb more.

## When it is not the answer
If your roots are greasy within a day, wash more often with a gentle shampoo: daily washing is fine for an oily scalp. If the scalp itches, flakes or feels sore, give dry shampoo a break and ask a doctor if it does not settle.`,
    ingredients: ['kaolin', 'charcoal', 'rice-extract'],
    concerns: ['thinning-hair'],
    skinTypes: [],
    productTypes: ['styling', 'shampoo'],
    asks: [
      'how do you use dry shampoo properly',
      'is dry shampoo bad for your scalp',
      'how many days in a row can i use dry shampoo',
      'dry shampoo leaves white residue in my dark hair',
      'when should i put dry shampoo on',
    ],
    related: ['scalp-care-basics', 'how-to-wash-your-hair', 'thinning-looking-hair'],
    reviewedAt: '2026-11-05',
    published: true,
  },
  {
    slug: 'sulfates-and-silicones-in-hair-care',
    title: 'Sulfates and silicones in hair care: do you need to avoid them?',
    topic: 'hair',
    summary:
      'Sulfates (sodium lauryl or laureth sulfate) clean thoroughly but can dry coloured or curly hair and sensitive scalps, which do better with sulfate-free shampoo; silicones such as dimethicone smooth and protect hair and suit most people if you wash them out well.',
    body: `"Sulfate-free" and "silicone-free" are everywhere, but neither ingredient is bad for everyone. It depends on your hair.

## Sulfates
Sodium lauryl sulfate, sodium laureth sulfate and ammonium lauryl sulfate are strong cleansers that lather richly and remove oil, product and build-up well.
- Good for: oily scalps, fine hair, heavy styling or dry-shampoo users, and as a weekly clarifying wash.
- Consider sulfate-free if: your hair is coloured or bleached (strong cleansers fade colour faster), curly or coily, very dry, or your scalp feels tight and itchy after washing.
- Sulfate-free shampoos use milder cleansers such as cocamidopropyl betaine, sodium cocoyl glycinate or glucosides. They lather less, which is normal.

## Silicones
Dimethicone, amodimethicone and cyclopentasiloxane coat the hair surface, smooth frizz, add shine, make detangling easier and help protect against heat.
- Good for: frizzy, damaged, bleached or heat-styled hair.
- Amodimethicone sticks mostly to damaged areas and rinses away easily at the next wash; cyclopentasiloxane evaporates.
- Build-up: heavier silicones can weigh fine hair down if your shampoo is very mild. A clarifying shampoo every 1-2 weeks removes them.
- Curly routines that skip silicones do so to avoid build-up with low-lather cleansers; it is a choice, not a safety rule.

## A simple way to decide
- Oily roots, fine hair: regular shampoo, light silicone-free conditioner or lightweight silicone on ends.
- Dry, coloured or curly hair: sulfate-free shampoo, conditioner and serum with silicones, a clarifying wash once or twice a month.
- Sensitive scalp: mild, fragrance-free shampoo, whichever cleanser your scalp tolerates.`,
    ingredients: [
      'sodium-lauryl-sulfate',
      'sodium-laureth-sulfate',
      'ammonium-lauryl-sulfate',
      'cocamidopropyl-betaine',
      'sodium-cocoyl-glycinate',
      'glucosides',
      'dimethicone',
      'amodimethicone',
      'cyclopentasiloxane',
    ],
    concerns: ['damaged-hair', 'frizz'],
    skinTypes: [],
    productTypes: ['shampoo', 'conditioner', 'hair-oil'],
    asks: [
      'is sulfate free shampoo better',
      'are silicones bad for my hair',
      'why should i avoid sulfates with colored hair',
      'what does sulfate free mean',
      'do silicones build up in hair',
    ],
    related: ['how-to-wash-your-hair', 'frizzy-hair', 'damaged-and-bleached-hair'],
    reviewedAt: '2026-11-05',
    published: true,
  },
];
