/**
 * "A dupe for X", "a cheaper alternative to X", "something like X but cheaper": answered from the
 * product page's similar formulas for less (docs/product.md#similar-formulas-for-less) through
 * the find_similar tool. X is a product of the store when every word the shopper gave is in one
 * product's name or brand; otherwise it is a product the store does not sell, matched by the type
 * and the ingredient named, and the answer says plainly that it is not the same product.
 */
import {
  INGREDIENT_GLOSSARY,
  INGREDIENTS_BY_ID,
  interpretQuery,
  type Ingredient,
  type ProductType,
  type ProductSummary,
  type SimilarProduct,
  formatUsd,
} from '@seoul-glow/shared';
import {
  answer,
  listText,
  typePlural,
  typeSingular,
  type ExpertAnswer,
  type ExpertTurn,
} from './expert-text';

const TARGET = String.raw`(.+?)`;
const CHEAPER = String.raw`(?:cheaper|less expensive|more affordable|for less|on a budget)`;
/** Each pattern's first group is the product the shopper names. */
const DUPE_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\bdupes? (?:for|of|to)\s+${TARGET}$`),
  new RegExp(
    String.raw`\b(?:cheaper|affordable|budget|less expensive) (?:alternative|version|option|substitute|swap|equivalent|dupe)s? (?:to|of|for)\s+${TARGET}$`,
  ),
  new RegExp(
    String.raw`\b(?:alternative|substitute|swap|version) (?:to|of|for)\s+${TARGET},?\s+(?:that(?:'s| is) |but |just )?${CHEAPER}$`,
  ),
  new RegExp(
    String.raw`\b(?:something|anything|one|a product|products?) (?:like|similar to)\s+${TARGET},?\s+(?:but |that(?:'s| is) |just )?${CHEAPER}$`,
  ),
  new RegExp(
    String.raw`^(?:is there |do you have |any |a |got )?(?:an? |any )?(?:good )?${TARGET}\s+dupes?$`,
  ),
  // "Something like Drunk Elephant's vitamin C serum": a brand's product, not a kind of product.
  /\b(?:something|anything|one|a product|products?) (?:like|similar to)\s+(.+?'s\s.+)$/,
];

const LEADING = /^(?:the|a|an|my|your|that|this|one|those|these)\s+/;
const PRONOUN = /^(?:it|this|that|this one|that one|them|these|those)$/;
const STOP = new Set(['the', 'a', 'an', 'my', 'your', 'of', 'by', 'from', 'and', 'with', 's', 'one']);

/** The product a dupe request names ("the la roche-posay cicaplast"), or null when it is no such request. */
export function readDupeRequest(message: string): string | null {
  const text = message
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\s*(?:please|pls|thanks|thank you)\s*[?!.]*\s*$/, '')
    .replace(/[?!.\s]+$/, '')
    .trim();
  for (const pattern of DUPE_PATTERNS) {
    const found = pattern.exec(text);
    if (!found) continue;
    let target = found[1]!.trim().replace(/[?!.,]+$/, '');
    while (LEADING.test(target) && !PRONOUN.test(target)) target = target.replace(LEADING, '');
    if (target) return target;
  }
  return null;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOP.has(w));

/** "cicaplast" starts with "cica": single-word everyday names, long enough not to match by chance. */
const PREFIXES: [string, Ingredient][] = INGREDIENT_GLOSSARY.flatMap((i) =>
  i.aliases.filter((a) => /^[a-z]{4,}$/.test(a)).map((a): [string, Ingredient] => [a, i]),
);

function ingredientIn(target: string, read: ReturnType<typeof interpretQuery>): string | null {
  if (read.ingredients[0]) return read.ingredients[0];
  for (const word of words(target))
    for (const [prefix, ingredient] of PREFIXES)
      if (word.length > prefix.length && word.startsWith(prefix)) return ingredient.id;
  return null;
}

const cardOf = (p: SimilarProduct): ProductSummary => ({
  id: p.id,
  name: p.name,
  price: p.price,
  image: p.image,
  categoryName: p.categoryName,
  brand: p.brand,
  productType: p.productType,
  size: p.size,
  skinTypes: p.skinTypes,
  concerns: p.concerns,
  keyIngredients: p.keyIngredients,
  freeFrom: p.freeFrom,
  inStock: p.inStock,
});

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const sharedText = (names: string[]) => listText(names.map(lowerFirst));

/** The store's product the words name: every word in its name or brand, first match of the search. */
async function productNamed(
  turn: ExpertTurn,
  target: string,
): Promise<{ id: number; name: string; price: number } | null> {
  if (PRONOUN.test(target)) {
    const id = turn.state.shown[0] ?? turn.state.seen[0];
    const shown = id === undefined ? undefined : turn.details.get(id);
    return shown ? { id: shown.id, name: shown.name, price: shown.price } : null;
  }
  const wanted = words(target);
  if (!wanted.length) return null;
  const { products } = await turn.tools.searchCatalog.run(
    { query: target, inStock: false, limit: 10 },
    turn.ctx,
  );
  return (
    products.find((p) => {
      const own = new Set(words(`${p.name} ${p.brand}`));
      return wanted.every((w) => own.has(w));
    }) ?? null
  );
}

async function similarToOurs(turn: ExpertTurn, product: { id: number; name: string; price: number }) {
  const cheaper = (await turn.tools.findSimilar.run({ productId: product.id, cheaper: true }, turn.ctx))
    .products;
  const price = formatUsd(product.price);
  if (cheaper.length) {
    const [first, ...rest] = cheaper;
    const others = [...new Set(rest.flatMap((p) => p.sharedIngredients))];
    const tail = rest.length
      ? ` The other${rest.length > 1 ? 's' : ''} share${rest.length > 1 ? '' : 's'} ${sharedText(others)}.`
      : '';
    return answer(
      `For less than the ${product.name} (${price}), the closest formula is the ${first!.name} at ${formatUsd(first!.price)}: both are built around ${sharedText(first!.sharedIngredients)}.${tail} Similar, not the same formula: compare the full ingredient lists.`,
      { products: cheaper.map(cardOf) },
    );
  }
  const any = (await turn.tools.findSimilar.run({ productId: product.id, cheaper: false }, turn.ctx))
    .products;
  if (any.length)
    return answer(
      `Nothing cheaper than the ${product.name} (${price}) shares its key ingredients. The closest formula at any price is the ${any[0]!.name}, also built around ${sharedText(any[0]!.sharedIngredients)}.`,
      { products: any.map(cardOf) },
    );
  return answer(
    `Nothing else in the store is built around the same key ingredients as the ${product.name} (${price}), so I have no cheaper alternative to offer for it.`,
  );
}

async function likeOneWeDoNotSell(turn: ExpertTurn, target: string): Promise<ExpertAnswer> {
  const read = interpretQuery(target, { correct: false });
  const type = read.productTypes[0] ?? null;
  const ingredientId = ingredientIn(target, read);
  const kind = type ? pluralOf(type) : 'products';
  const notOurs = `We don't sell ${asWritten(turn.message, target)}`;
  if (!ingredientId)
    return answer(
      `${notOurs}, and I can't tell what it is built around. Which key ingredient do you like in it (niacinamide, centella, vitamin C…)? I'll find ${kind} with it.`,
    );
  const ingredient = INGREDIENTS_BY_ID.get(ingredientId)!;
  const { products } = await turn.tools.findSimilar.run(
    { ingredient: ingredient.inci[0] ?? ingredient.name, ...(type ? { productType: type } : {}) },
    turn.ctx,
  );
  const name = lowerFirst(ingredient.name);
  if (!products.length)
    return answer(
      `${notOurs}, and no ${type ? typeSingular(type) : 'product'} here is built around ${name} right now.`,
    );
  return answer(
    `${notOurs}; these are ${kind} with ${name} like it — not the same formula, so compare the ingredient lists.`,
    {
      products: products.map(cardOf),
    },
  );
}

/** "blushes", "serums": the product type's plural as a sentence needs it. */
function pluralOf(type: ProductType): string {
  const plural = typePlural(type);
  return /(?:sh|ch)s$/.test(plural) ? `${plural.slice(0, -1)}es` : plural;
}

/** The product as the shopper wrote it ("the La Roche-Posay Cicaplast", "Drunk Elephant's …"). */
function asWritten(message: string, target: string): string {
  const at = message.toLowerCase().replace(/’/g, "'").indexOf(target);
  const written = at < 0 ? target : message.slice(at, at + target.length);
  return /'s\b|’s\b/.test(written) ? written : `the ${written}`;
}

/** A dupe request's answer, or null when the message is no dupe request. */
export async function dupeAnswer(turn: ExpertTurn): Promise<ExpertAnswer | null> {
  const target = readDupeRequest(turn.message);
  if (target === null) return null;
  const ours = await productNamed(turn, target);
  if (ours) return similarToOurs(turn, ours);
  if (PRONOUN.test(target))
    return answer('Which product would you like a cheaper alternative to? Tell me its name.');
  return likeOneWeDoNotSell(turn, target);
}
