import {
  CONCERNS,
  FACE_PRODUCT_TYPES,
  INGREDIENTS_BY_ID,
  PROFILE_CONCERNS,
  SKIN_CONCERNS,
  findIngredient,
  type CartAction,
  type Concern,
  type SearchCatalogInput,
  type ToolProduct,
  type ToolProductDetail,
} from '@seoul-glow/shared';
import type { StoreTools } from '../store-tools/store-tools';
import { ToolError, type ToolContext } from '../store-tools/tool';
import type { Intent } from './expert-intent';
import { resolveReference } from './expert-references';
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
} from './expert-text';

export interface ExpertTurn {
  tools: StoreTools;
  ctx: ToolContext;
  state: ExpertState;
  message: string;
  /** The products shown so far in the conversation, by id. */
  details: Map<number, ToolProductDetail>;
}

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
  if (input.concern && p.concerns.includes(input.concern))
    parts.push(`targets ${concernText(input.concern)}`);
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

/** Products a comparison names that the conversation has not shown: "compare X and Y". */
async function searchNamed(turn: ExpertTurn): Promise<ToolProductDetail[]> {
  const parts = turn.message
    .replace(
      /^.*?\b(?:compare|between|which (?:one )?is better(?: for [a-z -]+?)?(?=,|:|\s+the\b)|which should i (?:get|pick|choose|buy))[,:]?/i,
      '',
    )
    .split(/\s*(?:,|\band\b|\bvs\.?|\bversus\b|\bwith\b|\bor\b)\s*/i)
    .map((p) => p.replace(/\b(the|a|an)\b/gi, '').trim())
    .filter((p) => p.length >= 3);
  const found: ToolProductDetail[] = [];
  for (const part of parts.slice(0, 4)) {
    const hit = (await turn.tools.searchCatalog.run({ query: part, limit: 1, inStock: false }, turn.ctx))
      .products[0];
    if (hit && !found.some((p) => p.id === hit.id))
      found.push({ ...hit, description: '', ingredients: [], howToUse: '', stockQuantity: 0 });
  }
  return found;
}

export async function compareAnswer(
  turn: ExpertTurn,
  intent: Extract<Intent, { kind: 'compare' }>,
): Promise<ExpertAnswer> {
  let products = resolveReference(intent.ref, turn.state, turn.details);
  const explicit = intent.ref.positions.length > 0 || intent.ref.all;
  if (products.length < 2 && !explicit) {
    const named = await searchNamed(turn);
    products =
      named.length >= 2
        ? named
        : turn.state.shown
            .slice(0, 2)
            .map((id) => turn.details.get(id)!)
            .filter(Boolean);
  }
  if (products.length < 2) {
    return answer('Which products shall I compare? Ask me for some options first, or name two products.', {
      suggestions: ['Show me toners', 'Show me serums for dark spots', 'Show me sunscreens'],
    });
  }
  const comparison = await turn.tools.compareProducts.run(
    { productIds: products.slice(0, 4).map((p) => p.id) },
    turn.ctx,
  );
  return answer(`Here they are side by side. ${comparison.highlights.join(' ')}`, {
    comparison,
    suggestions: ['Add the first one', 'Add the second one', 'Cheaper?'],
  });
}

/** add_to_cart or update_cart for each product meant, as actions the widget applies and shows. */
export async function cartAnswer(
  turn: ExpertTurn,
  intent: Extract<Intent, { kind: 'add' | 'remove' | 'set-quantity' }>,
): Promise<ExpertAnswer> {
  const products = resolveReference(intent.ref, turn.state, turn.details);
  if (!products.length) {
    return answer('Which product should I add? Ask me for a recommendation first, then say “add it”.', {
      suggestions: ['A sunscreen for oily skin', 'A gentle cleanser', 'Build my routine'],
    });
  }
  const actions: CartAction[] = [];
  const done: string[] = [];
  const refused: string[] = [];
  for (const p of products) {
    try {
      const result =
        intent.kind === 'add'
          ? await turn.tools.addToCart.run({ productId: p.id, quantity: intent.quantity }, turn.ctx)
          : await turn.tools.updateCart.run(
              { productId: p.id, quantity: intent.kind === 'remove' ? 0 : intent.quantity },
              turn.ctx,
            );
      actions.push(result.action);
      done.push(result.action.quantity > 1 ? `${result.action.quantity} × ${p.name}` : `the ${p.name}`);
    } catch (err) {
      if (!(err instanceof ToolError)) throw err;
      refused.push(err.message);
    }
  }
  const verb = intent.kind === 'add' ? 'Added' : intent.kind === 'remove' ? 'Removed' : 'Updated';
  const where = intent.kind === 'remove' ? 'from your cart' : 'in your cart';
  const text = done.length
    ? `${verb} ${listText(done)} ${intent.kind === 'add' ? 'to your cart' : where} ✓${refused.length ? ` ${refused.join(' ')}` : ''} Anything else I can find for you?`
    : refused.join(' ');
  return answer(text, {
    actions,
    suggestions: ['Build my routine', 'Show me a matching moisturiser', 'What is your return policy?'],
  });
}

export async function productInfoAnswer(
  turn: ExpertTurn,
  intent: Extract<Intent, { kind: 'product-info' }>,
): Promise<ExpertAnswer> {
  const [picked] = resolveReference(intent.ref, turn.state, turn.details);
  if (!picked)
    return answer('Which product would you like to know more about?', {
      suggestions: ['Show me serums', 'Show me toners'],
    });
  const { product: p } = await turn.tools.getProduct.run({ productId: picked.id }, turn.ctx);
  const first = p.description.split(/(?<=[.!?])\s/)[0] ?? '';
  const keys = p.keyIngredients.slice(0, 3).map((k) => findIngredient(k)?.name.split(' (')[0] ?? k);
  const free = p.freeFrom.length ? ` It is ${listText(p.freeFrom.map(avoidText))}.` : '';
  const use = p.howToUse ? ` How to use: ${p.howToUse.split(/(?<=[.!?])\s/)[0]}` : '';
  return answer(
    `${p.name} by ${p.brand}${p.size ? ` (${p.size}${p.pricePerUnit ? `, ${p.pricePerUnit}` : ''})` : ''}: ${first} Key ingredients: ${listText(keys)}.${free}${use}`,
    {
      products: turn.state.shown.includes(p.id) ? [] : [card(p)],
      suggestions: ['Add it to my cart', 'Is it ok for sensitive skin?', 'Cheaper?'],
    },
  );
}
