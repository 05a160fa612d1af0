import {
  BUDGET_MAX_CENTS,
  SKIN_CONCERNS,
  findIngredients,
  interpretQuery,
  matchConcern,
  productTypeFits,
  type CategoryName,
  type ChatLabel,
  type ChatTurn,
  type Concern,
  type FreeFrom,
  type ProductType,
  type SkinProfile,
  type SkinType,
} from '@seoul-glow/shared';

/**
 * What the built-in expert knows about the shopper at the latest message
 * (docs/product.md#the-beauty-assistant): the saved skin profile first, then everything said in
 * the conversation, later words winning. Exclusions add up; a product type or a concern is the
 * current topic until another is named.
 */
export interface ExpertState {
  skinType: SkinType | null;
  concerns: Concern[];
  /** Free-from claims the shopper wants ("no fragrance"). */
  avoid: FreeFrom[];
  /** Ingredients the shopper avoids by name ("allergic to lavender"), as they wrote them. */
  avoidIngredients: string[];
  /** Highest price for one product, in cents. */
  maxPriceCents: number | null;
  productType: ProductType | null;
  category: CategoryName | null;
  /** The products of the latest answer that showed any, best first. */
  shown: number[];
  /** Every product shown in the conversation, newest answer first. */
  seen: number[];
  /** The last ingredient the shopper asked about before the latest message ("can I use it with…"). */
  earlierIngredient: string | null;
  /** The shopper's message before the latest one. */
  previousMessage: string | null;
  /** The INCI names of the last scanned label. */
  label: string[] | null;
  profile: SkinProfile | null;
}

const TYPE_WORDS =
  /\b(?:my )?skin (?:is|gets|feels|type is|tends to be)\s+(?:very |really |quite |so |super |a bit |pretty )?(oily|dry|combination|combo|normal|sensitive)\b|\b(oily|dry|combination|combo|normal|sensitive)[- ]skinned\b/;

/** "no fragrance", "allergic to lavender", "I hate alcohol in skincare". */
const EXCLUSION =
  /\b(?:no|without|free of|free from|avoid(?:ing)?|hate|dislike|don'?t (?:like|want|use)|can'?t (?:use|stand|have|tolerate)|cannot (?:use|have|tolerate)|allergic to|sensitive to|react(?:s|ing)? (?:badly )?to|not a fan of|stay away from|skip)\s+((?:[a-z][a-z-]*\s?){1,4})/g;

export const NAMES_AN_EXCLUSION = new RegExp(EXCLUSION.source);

const STOP_AFTER = /\b(?:and|but|please|in|on|for|because|since|so|as|it|them|products?|stuff)\b.*$/;
const FILLER = /\b(?:any|the|a|an|added|all|strong)\b/g;

/** The free-from claims and named ingredients a phrase like "essential oils" or "lavender" means. */
export function avoidanceOf(phrase: string): { freeFrom: FreeFrom[]; ingredients: string[] } {
  const words = phrase.replace(STOP_AFTER, '').replace(FILLER, ' ').replace(/\s+/g, ' ').trim();
  if (!words) return { freeFrom: [], ingredients: [] };
  const singular = words.replace(/s\b/g, '');
  for (const candidate of [words, singular]) {
    const asClaim = interpretQuery(`${candidate} free`, { correct: false });
    if (asClaim.freeFrom.length) return { freeFrom: asClaim.freeFrom, ingredients: [] };
  }
  const read = interpretQuery(words, { correct: false });
  if (/\b(scent|perfume|fragrance)/.test(words)) return { freeFrom: ['fragrance'], ingredients: [] };
  return { freeFrom: [], ingredients: read.ingredients.length ? [words] : [] };
}

/** A per-product price limit said in words ("under $25", "my budget is 30 dollars"). */
export function budgetOf(text: string): number | null {
  const m =
    /\b(?:under|below|less than|max(?:imum)?|up to|within|no more than|at most|budget(?: is| of)?|cheaper than)\s*(?:\$|usd\s*)?\s*(\d{1,4}(?:\.\d{1,2})?)/.exec(
      text,
    ) ?? /\$\s*(\d{1,4}(?:\.\d{1,2})?)\s*(?:or less|max|budget|tops)/.exec(text);
  return m ? Math.round(Number(m[1]) * 100) : null;
}

function pushOnce<T>(list: T[], values: readonly T[]): void {
  for (const v of values) if (!list.includes(v)) list.push(v);
}

/** What one message of the shopper adds to the state. */
export function absorb(state: ExpertState, message: string): void {
  // The verb ("I keep breaking out") says what the noun ("breakouts") does to the vocabulary.
  const text = message.toLowerCase().replace(/\bbreak(?:ing|s)? out\b/g, 'breakouts');
  const read = interpretQuery(text);
  const typed = TYPE_WORDS.exec(text);
  const skin = (typed?.[1] ?? typed?.[2])?.replace('combo', 'combination') as SkinType | undefined;
  if (skin) state.skinType = skin;
  else if (read.skinTypes.length) state.skinType = read.skinTypes[0]!;
  // A bare "oily" reads as the oil-control concern; with a skin type said, it is the type.
  const concerns = read.concerns.filter((c) => !(state.skinType === 'oily' && c === 'oiliness'));
  // "I keep breaking out": the concern guide's own keywords, when the search words name none.
  if (!concerns.length && !read.productTypes.length && !read.skinTypes.length && !skin) {
    const guide = matchConcern(text);
    if (guide) concerns.push(SKIN_CONCERNS[guide].catalogConcerns[0]!);
  }
  if (concerns.length) state.concerns = concerns;

  pushOnce(state.avoid, read.freeFrom);
  for (const match of text.matchAll(EXCLUSION)) {
    const found = avoidanceOf(match[1]!);
    pushOnce(state.avoid, found.freeFrom);
    pushOnce(state.avoidIngredients, found.ingredients);
  }
  if (/\b(?:fragrance|scent)\s+(?:is\s+)?(?:fine|ok|okay)\b|\bdon'?t mind (?:fragrance|scent)/.test(text))
    state.avoid = state.avoid.filter((f) => f !== 'fragrance');

  const budget = budgetOf(text);
  if (budget !== null) state.maxPriceCents = budget;

  const type = read.productTypes[0];
  if (type) {
    state.productType = type;
    const category = read.categories[0];
    state.category = category && productTypeFits(category, type) ? category : null;
  } else if (read.categories.length && !NAMES_AN_EXCLUSION.test(text)) {
    state.productType = null;
    state.category = read.categories[0]!;
  }
}

function fromProfile(profile: SkinProfile | undefined): ExpertState {
  const state: ExpertState = {
    skinType: profile?.skinType ?? null,
    concerns: [...(profile?.concerns ?? [])],
    avoid: profile?.fragrance === 'fragrance-free' ? ['fragrance'] : [],
    avoidIngredients: [],
    maxPriceCents: profile ? BUDGET_MAX_CENTS[profile.budget] : null,
    productType: null,
    category: null,
    shown: [],
    seen: [],
    earlierIngredient: null,
    previousMessage: null,
    label: null,
    profile: profile ?? null,
  };
  return state;
}

/** The state at the latest message: the profile, then every turn in order, the latest included. */
export function readState(request: {
  messages: ChatTurn[];
  profile?: SkinProfile;
  label?: ChatLabel;
}): ExpertState {
  const state = fromProfile(request.profile);
  const users = request.messages.filter((t) => t.role === 'user');
  const latest = users[users.length - 1];
  for (const turn of request.messages) {
    if (turn.role === 'user') {
      if (turn !== latest) {
        const named = findIngredients(turn.content)[0];
        if (named) state.earlierIngredient = named.id;
        state.previousMessage = turn.content;
      }
      absorb(state, turn.content);
    } else if (turn.productIds?.length) {
      state.shown = [...turn.productIds];
      state.seen = [...turn.productIds, ...state.seen.filter((id) => !turn.productIds!.includes(id))];
    }
  }
  if (request.label?.ingredients.length) state.label = request.label.ingredients;
  return state;
}
