/**
 * Free-from claims derived from an INCI list (docs/product.md#what-the-store-keeps): a claim holds
 * only when no ingredient breaks it. An ingredient breaks what its glossary entry says, plus what
 * the name rules below say, so an ingredient the glossary does not know yet still loses the claim
 * when its name gives it away ("Sodium Myristyl Sulfate", "Citrus Limon Leaf Oil"), and never
 * otherwise. Which families count is decided in the glossary files (preservatives, oils,
 * cleansing, silicones, fragrance, essential oils).
 */
import { FREE_FROM, type FreeFrom } from '../beauty/taxonomy';
import { editDistance } from './edit-distance';
import { inciTokens } from './glossary-types';
import { PLANT_PARTS, findIngredient } from './inci';

const SCENT_WORDS = new Set(['parfum', 'fragrance', 'perfume', 'aroma', 'flavor', 'flavour']);

/**
 * A misspelt scent word ("Fragance", "Parfume") still breaks "fragrance-free": a typo on a label
 * must not turn into a claim. Only the long words, within two edits (one for "parfum"), which no
 * other INCI word comes near.
 */
const SCENT_SPELLINGS: [string, number][] = [
  ['fragrance', 2],
  ['perfume', 1],
  ['parfum', 1],
];

function isScentWord(word: string): boolean {
  return (
    SCENT_WORDS.has(word) ||
    (word.length >= 5 && SCENT_SPELLINGS.some(([w, max]) => editDistance(word, w, max) <= max))
  );
}

/** Genera and species whose distilled or expressed oils are essential oils. */
const ESSENTIAL_OIL_PLANTS = [
  'abies',
  'amyris',
  'aniba',
  'anthemis nobilis',
  'artemisia',
  'boswellia',
  'cananga',
  'cedrus',
  'chamomilla recutita',
  'chrysopogon',
  'cinnamomum',
  'citrus',
  'commiphora',
  'coriandrum',
  'cupressus',
  'cymbopogon',
  'elettaria',
  'eucalyptus',
  'eugenia caryophyllus',
  'foeniculum',
  'illicium',
  'jasminum',
  'juniperus',
  'lavandula',
  'laurus nobilis',
  'leptospermum',
  'lippia',
  'litsea',
  'matricaria',
  'melaleuca',
  'mentha',
  'ocimum',
  'origanum',
  'pelargonium',
  'pinus',
  'piper nigrum',
  'pogostemon',
  'rosa centifolia',
  'rosa damascena',
  'rosmarinus',
  'salvia',
  'santalum',
  'syzygium aromaticum',
  'tagetes',
  'thymus',
  'vetiveria',
  'zingiber',
];

/**
 * The same oils by the everyday names labels and shoppers also use ("Ylang Ylang Oil",
 * "Sweet Orange Oil", "Ginger Root Oil"): a name before "oil", plant parts aside, that is exactly
 * one of these. Exact, so "Rose Hip Oil" or "Camellia Oil" (carrier oils) never match.
 */
const ESSENTIAL_OIL_COMMON_NAMES = new Set([
  'basil',
  'bergamot',
  'black pepper',
  'cajeput',
  'cardamom',
  'cedar',
  'cedarwood',
  'chamomile',
  'cinnamon',
  'citronella',
  'clary sage',
  'clove',
  'coriander',
  'cypress',
  'eucalyptus',
  'fennel',
  'fir',
  'frankincense',
  'geranium',
  'ginger',
  'grapefruit',
  'helichrysum',
  'jasmine',
  'juniper',
  'lavender',
  'lemon',
  'lemon balm',
  'lemongrass',
  'lime',
  'litsea',
  'mandarin',
  'manuka',
  'marjoram',
  'may chang',
  'melissa',
  'myrrh',
  'neroli',
  'niaouli',
  'orange',
  'oregano',
  'palmarosa',
  'patchouli',
  'peppermint',
  'petitgrain',
  'pine',
  'rose',
  'rosemary',
  'rosewood',
  'sage',
  'sandalwood',
  'spearmint',
  'spruce',
  'star anise',
  'sweet orange',
  'bitter orange',
  'tangerine',
  'tea tree',
  'thyme',
  'tuberose',
  'vetiver',
  'wintergreen',
  'ylang ylang',
  'yuja',
  'yuzu',
]);

/** Words beside an essential oil's name ("Cinnamon Leaf Oil", "Juniper Berry Oil", "Cedar Wood Oil"). */
const OIL_PLANT_PARTS: ReadonlySet<string> = new Set([
  ...PLANT_PARTS,
  'wood',
  'rind',
  'needle',
  'berry',
  'essential',
]);

/** Pressed oils of the same plants (orange seed oil) are carrier oils, not essential oils. */
const CARRIER_PARTS = new Set(['seed', 'kernel', 'nut', 'bran', 'germ']);

const DRYING_ALCOHOL =
  /^(?:(?:sd )?alcohol(?: denat)?(?: \d+(?: [a-z])?)?|ethanol|ethyl alcohol|denatured alcohol|isopropyl alcohol|isopropanol|methanol)$/;

const SULFATE_SURFACTANT =
  /^(?:lauryl|laureth|coco|myristyl|myreth|cetyl|cetearyl|decyl|deceth|trideceth|pareth|alkyl|c\d+)$/;

const SILICONE = /(?:icone|iconol|siloxane|siloxysilicate|silsesquioxane)$/;

const MINERAL_OIL = new Set([
  'paraffinum liquidum',
  'mineral oil',
  'paraffin',
  'paraffin oil',
  'liquid paraffin',
  'petrolatum',
  'white petrolatum',
  'petroleum jelly',
  'microcrystalline wax',
  'cera microcristallina',
  'cera microcrystallina',
]);

function isEssentialOil(words: string[]): boolean {
  const joined = words.join(' ');
  if (joined.includes('essential oil')) return true;
  if (words[words.length - 1] !== 'oil' || words.some((w) => CARRIER_PARTS.has(w))) return false;
  if (ESSENTIAL_OIL_PLANTS.some((plant) => joined === plant || joined.startsWith(`${plant} `))) return true;
  const named = words.slice(0, -1).filter((w) => !OIL_PLANT_PARTS.has(w));
  return ESSENTIAL_OIL_COMMON_NAMES.has(named.join(' '));
}

/**
 * Everything the name rules above decide by, as text: the server derives every product's claims
 * again when this (or the glossary) changes.
 */
export function freeFromRulesFingerprint(): string {
  return JSON.stringify([
    [...SCENT_WORDS],
    SCENT_SPELLINGS,
    ESSENTIAL_OIL_PLANTS,
    [...ESSENTIAL_OIL_COMMON_NAMES],
    [...OIL_PLANT_PARTS],
    [...CARRIER_PARTS],
    DRYING_ALCOHOL.source,
    SULFATE_SURFACTANT.source,
    SILICONE.source,
    [...MINERAL_OIL],
  ]);
}

/** The claims an ingredient's name alone gives away, glossary or not. */
export function freeFromBrokenByName(name: string): FreeFrom[] {
  const all = inciTokens(name);
  const bare = inciTokens(name.replace(/\([^)]*\)/g, ' '));
  const joined = bare.join(' ');
  const broken = new Set<FreeFrom>();
  if (all.some(isScentWord)) broken.add('fragrance');
  if (isEssentialOil(bare)) broken.add('essential-oils').add('fragrance');
  if (DRYING_ALCOHOL.test(joined)) broken.add('alcohol');
  if (all.some((w) => w.endsWith('paraben'))) broken.add('parabens');
  const last = bare[bare.length - 1];
  if ((last === 'sulfate' || last === 'sulphate') && bare.some((w) => SULFATE_SURFACTANT.test(w)))
    broken.add('sulfates');
  if (all.some((w) => SILICONE.test(w))) broken.add('silicones');
  if (MINERAL_OIL.has(joined)) broken.add('mineral-oil');
  return FREE_FROM.filter((f) => broken.has(f));
}

/** The claims one ingredient breaks: its glossary entry's and its name's. */
export function freeFromBrokenBy(name: string): FreeFrom[] {
  const broken = new Set<FreeFrom>([...(findIngredient(name)?.breaks ?? []), ...freeFromBrokenByName(name)]);
  return FREE_FROM.filter((f) => broken.has(f));
}

/** For each claim an INCI list breaks, the ingredients that break it, in label order. */
export function freeFromBreakers(ingredients: readonly string[]): Partial<Record<FreeFrom, string[]>> {
  const out: Partial<Record<FreeFrom, string[]>> = {};
  for (const name of ingredients) {
    for (const flag of freeFromBrokenBy(name)) (out[flag] ??= []).push(name);
  }
  return out;
}

/**
 * The free-from claims an INCI list supports, in FREE_FROM order. An empty list supports none:
 * without a label there is nothing to vouch for.
 */
export function deriveFreeFrom(ingredients: readonly string[]): FreeFrom[] {
  if (ingredients.length === 0) return [];
  const broken = freeFromBreakers(ingredients);
  return FREE_FROM.filter((flag) => !broken[flag]);
}
