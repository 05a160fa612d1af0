import { findIngredient, type CartAction, type ToolProductDetail } from '@seoul-glow/shared';
import { ToolError } from '../store-tools/tool';
import type { Intent } from './expert-intent';
import { resolveReference } from './expert-references';
import { answer, avoidText, card, listText, type ExpertAnswer, type ExpertTurn } from './expert-text';

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
    suggestions: ['Build my routine', 'Show me toners', 'What is your return policy?'],
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
