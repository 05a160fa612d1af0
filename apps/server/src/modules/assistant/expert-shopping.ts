import {
  CONCERNS,
  CONCERN_CARE,
  FACE_PRODUCT_TYPES,
  INGREDIENTS_BY_ID,
  PROFILE_CONCERNS,
  SKIN_CONCERNS,
  findIngredient,
  type Concern,
  type SearchCatalogInput,
  type ToolProduct,
  type ToolProductDetail,
} from '@seoul-glow/shared';
import type { ExpertState } from './expert-state';
import {
  answer,
  avoidText,
  card,
  concernText,
  ingredientWords,
  listText,
  money,
  skinText,
  typePlural,
  typeSingular,
  type ExpertAnswer,
  type ExpertTurn,
} from './expert-text';

const HAIR_CONCERNS = new Set<Concern>(['damaged-hair', 'frizz', 'thinning-hair', 'flaky-scalp']);
const SKIN_CONCERN_SET = new Set<Concern>([...PROFILE_CONCERNS, 'oiliness']);

/** The search the conversation so far asks for. */
export function criteria(state: ExpertState): SearchCatalogInput {
  const type = state.productType;
  const hair =
    state.category === 'Haircare' ||
    (type === null && state.concerns.some((c) => HAIR_CONCERNS.has(c))) ||
    (type !== null && /hair|shampoo|conditioner|scalp|leave-in|styling/.test(type));
  const face = type ? FACE_PRODUCT_TYPES.has(type) : !hair && state.category !== 'Fragrances';
  const concern = state.concerns.find((c) =>
    hair ? HAIR_CONCERNS.has(c) : face ? SKIN_CONCERN_SET.has(c) || c === 'dark-circles' : false,
  );
  const category = type ? undefined : (state.category ?? (face ? 'Skincare' : undefined));
  return {
    query: '',
    ...(type ? { productType: type } : {}),
    ...(category ? { category } : {}),
    ...(face && state.skinType ? { skinType: state.skinType } : {}),
    ...(concern && (CONCERNS as readonly string[]).includes(concern) ? { concern } : {}),
    ...(state.avoid.length ? { freeFrom: state.avoid } : {}),
    ...(state.avoidIngredients.length ? { excludeIngredients: state.avoidIngredients } : {}),
    ...(state.maxPriceCents !== null ? { maxPrice: state.maxPriceCents / 100 } : {}),
  };
}

/** Searches, widening the concern and then the skin type when nothing fits; exclusions and budget never. */
async function searchRelaxed(turn: ExpertTurn, input: SearchCatalogInput) {
  const attempts: { input: SearchCatalogInput; dropped: string[] }[] = [{ input, dropped: [] }];
  if (input.concern) attempts.push({ input: { ...input, concern: undefined }, dropped: ['concern'] });
  if (input.skinType)
    attempts.push({
      input: { ...input, concern: undefined, skinType: undefined },
      dropped: ['concern', 'skin type'],
    });
  for (const attempt of attempts) {
    const found = await turn.tools.searchCatalog.run(attempt.input, turn.ctx);
    if (found.products.length) return { ...found, dropped: attempt.dropped };
  }
  return { products: [], total: 0, dropped: [] as string[] };
}

function describeWanted(input: SearchCatalogInput): string {
  const what = input.productType
    ? typePlural(input.productType)
    : input.category
      ? `${input.category.toLowerCase()} picks`
      : 'picks';
  const forWhom = [
    input.skinType ? skinText(input.skinType) : '',
    input.concern ? concernText(input.concern) : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return forWhom ? `${what} for ${forWhom}` : what;
}

/** Why the first card fits, from its facts: the concerns it targets and its lead ingredient. */
function whyItFits(p: ToolProduct, input: SearchCatalogInput): string {
  const parts: string[] = [];
  if (input.concern && p.concerns.includes(input.concern)) parts.push(CONCERN_CARE[input.concern]);
  else if (input.skinType && p.skinTypes.includes(input.skinType))
    parts.push(`is made for ${skinText(input.skinType)}`);
  const lead = p.keyIngredients.find((k) => findIngredient(k)?.id !== 'fragrance');
  if (lead)
    parts.push(
      `is built around ${findIngredient(lead)?.name.split(' (')[0]!.toLowerCase() ?? ingredientWords(lead)}`,
    );
  return parts.length ? `: it ${listText(parts)}` : '';
}

/** "For oily skin, my top sunscreen is the …". */
function leadText(top: ToolProduct, input: SearchCatalogInput): string {
  const who = [
    input.skinType ? skinText(input.skinType) : '',
    input.concern ? concernText(input.concern) : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const what = input.productType ? typeSingular(input.productType) : 'pick';
  return `${who ? `For ${who}, my` : 'My'} top ${what} is the ${top.name}${whyItFits(top, input)}.`;
}

function constraintsText(input: SearchCatalogInput): string {
  const notes: string[] = [];
  if (input.freeFrom?.length) notes.push(listText(input.freeFrom.map(avoidText)));
  if (input.excludeIngredients?.length) notes.push(`without ${listText(input.excludeIngredients)}`);
  if (input.maxPrice !== undefined) notes.push(`at most ${money(Math.round(input.maxPrice * 100))}`);
  return notes.length ? ` Every pick is ${listText(notes)}.` : '';
}

const SHOPPING_SUGGESTIONS = (n: number) =>
  n >= 2
    ? ['Cheaper?', 'Compare the first two', 'Add it to my cart']
    : ['Cheaper?', 'Add it to my cart', 'Build my routine'];

/** Products for what the conversation asks, the best fit first, named once in the text. */
export async function searchAnswer(turn: ExpertTurn): Promise<ExpertAnswer> {
  const input = { ...criteria(turn.state), limit: 3 };
  const found = await searchRelaxed(turn, input);
  const wanted = describeWanted(input);
  if (!found.products.length) {
    const limits = constraintsText(input);
    return answer(
      `I couldn't find ${wanted} in stock right now.${limits ? ` I kept to what you asked:${limits.replace(' Every pick is', '')}` : ''} Try a different product type${input.maxPrice !== undefined ? ' or a higher budget' : ''}, or ask me for a routine.`,
      { suggestions: ['Build my routine', 'What helps with dry skin?', 'Show me sunscreens'] },
    );
  }
  const [top, ...rest] = found.products as [ToolProduct, ...ToolProduct[]];
  const widened = found.dropped.length
    ? ` Nothing in stock matches every detail, so I widened the ${listText(found.dropped)}.`
    : '';
  const more = rest.length
    ? ` ${rest.length === 1 ? 'One more option is' : `${rest.length} more options are`} in the cards below.`
    : '';
  const advice = input.concern ? concernAdvice(input.concern) : '';
  return answer(`${leadText(top, input)}${more}${constraintsText(input)}${widened}${advice}`, {
    products: found.products.map(card),
    suggestions: SHOPPING_SUGGESTIONS(found.products.length),
  });
}

/** One line of knowledge for the concern asked about (the shared concern guide). */
function concernAdvice(concern: Concern): string {
  const guide = Object.values(SKIN_CONCERNS).find((c) => c.catalogConcerns.includes(concern));
  if (!guide) return '';
  const names = guide.ingredients
    .slice(0, 3)
    .map((id) => INGREDIENTS_BY_ID.get(id)?.name.split(' (')[0]!.toLowerCase() ?? id);
  return ` For ${concernText(concern)}, look for ${listText(names, 'or')}.`;
}

/** The product the shopper last looked at: the first card of the latest answer with cards. */
function focusOf(turn: ExpertTurn): ToolProductDetail | undefined {
  return turn.state.shown.map((id) => turn.details.get(id)).find(Boolean);
}

/** "cheaper?", "something pricier", "any others?": the same search around the product in focus. */
export async function nextAnswer(
  turn: ExpertTurn,
  kind: 'cheaper' | 'pricier' | 'more',
): Promise<ExpertAnswer> {
  const focus = focusOf(turn);
  if (!focus) {
    if (kind === 'more' && (turn.state.productType || turn.state.concerns.length)) return searchAnswer(turn);
    return answer(
      'Tell me what you are looking for first (a cleanser, a serum, a sunscreen…) and your skin type, and I’ll find options at every price.',
      {
        suggestions: ['A sunscreen for oily skin', 'A gentle cleanser', 'A moisturiser for dry skin'],
      },
    );
  }
  const base = criteria({ ...turn.state, productType: turn.state.productType ?? focus.productType });
  const seen = new Set(turn.state.seen);
  const input: SearchCatalogInput =
    kind === 'cheaper'
      ? { ...base, maxPrice: Math.max(0, focus.price - 0.01), sort: 'price_desc', limit: 10 }
      : kind === 'pricier'
        ? { ...base, minPrice: focus.price + 0.01, maxPrice: undefined, sort: 'price_asc', limit: 10 }
        : { ...base, limit: 10 };
  const found = await turn.tools.searchCatalog.run(input, turn.ctx);
  const picks = found.products
    .filter((p) => !seen.has(p.id) || kind !== 'more')
    .filter((p) => p.id !== focus.id)
    .slice(0, 3);
  const wanted = describeWanted(base);
  if (!picks.length) {
    const none = {
      cheaper: `The ${focus.name} (${money(Math.round(focus.price * 100))}) is already the most affordable of our ${wanted} in stock.`,
      pricier: `The ${focus.name} is already the most premium of our ${wanted} in stock.`,
      more: `Those are all the ${wanted} we have in stock right now.`,
    }[kind];
    return answer(`${none} Want me to add it to your cart, or look at a different product type?`, {
      suggestions: ['Add it to my cart', 'Build my routine', 'Show me moisturisers'],
    });
  }
  const top = picks[0]!;
  const lead = {
    cheaper: `The next one down in price is the ${top.name} at ${money(Math.round(top.price * 100))}, ${money(Math.round((focus.price - top.price) * 100))} less than the ${focus.name}`,
    pricier: `A step up is the ${top.name} at ${money(Math.round(top.price * 100))}`,
    more: `Another good fit is the ${top.name}`,
  }[kind];
  const others = picks.length > 1 ? ` ${picks.length - 1} more in the cards.` : '';
  const kept = kind === 'pricier' ? { ...base, maxPrice: undefined } : base;
  return answer(`${lead}${whyItFits(top, base)}.${others}${constraintsText(kept)}`, {
    products: picks.map(card),
    suggestions:
      kind === 'cheaper'
        ? ['Add it to my cart', 'Compare the first two', 'Anything else?']
        : SHOPPING_SUGGESTIONS(picks.length),
  });
}
