import { freeFromBrokenBy, type ChatMessageRequest, type ToolProductDetail } from '@seoul-glow/shared';
import type { StoreTools } from '../store-tools/store-tools';
import type { ToolContext } from '../store-tools/tool';
import { guardClaims } from './claims-guard';
import { adviceAnswer, guideAnswerIfClear, ingredientAdvice, pairingAdvice } from './expert-advice';
import { readIntent } from './expert-intent';
import {
  checkAnswer,
  generalAnswer,
  greetingAnswer,
  orderAnswer,
  policiesAnswer,
  routineAnswer,
  stateAnswer,
} from './expert-knowledge';
import { cartAnswer, compareAnswer, productInfoAnswer } from './expert-cart';
import { dupeAnswer } from './expert-dupes';
import { nextAnswer, searchAnswer } from './expert-shopping';
import { readState, type ExpertState } from './expert-state';
import type { ExpertAnswer, ExpertTurn } from './expert-text';

export type { ExpertAnswer } from './expert-text';

/** The cards a conversation refers to, read once per message (the catalog answers from memory). */
async function loadSeen(tools: StoreTools, state: ExpertState, ctx: ToolContext) {
  const details = new Map<number, ToolProductDetail>();
  await Promise.all(
    state.seen.slice(0, 12).map(async (id) => {
      const found = await tools.getProduct.run({ productId: id }, ctx).catch(() => null);
      if (found) details.set(id, found.product);
    }),
  );
  return details;
}

/**
 * "A gentler alternative" after a label check: what the label was flagged for (fragrance,
 * drying alcohol…) is left out of what comes next.
 */
async function avoidWhatTheLabelWasFlaggedFor(turn: ExpertTurn): Promise<void> {
  const { state } = turn;
  if (
    !state.label ||
    !/\b(alternative|gentler|instead|without (those|them|these)|something else)\b/i.test(turn.message)
  )
    return;
  const checked = await turn.tools.checkIngredients.run(
    {
      ingredients: state.label,
      ...(state.skinType ? { skinType: state.skinType } : {}),
      concerns: state.concerns,
    },
    turn.ctx,
  );
  for (const flag of checked.flagged)
    for (const claim of freeFromBrokenBy(flag.name))
      if (!state.avoid.includes(claim)) state.avoid.push(claim);
}

async function route(turn: ExpertTurn): Promise<ExpertAnswer> {
  const dupe = await dupeAnswer(turn);
  if (dupe) return dupe;
  const intent = readIntent(turn.message, turn.state);
  switch (intent.kind) {
    case 'order':
      return orderAnswer(turn, intent);
    case 'policies':
      return policiesAnswer(turn, intent.topics);
    case 'add':
    case 'remove':
    case 'set-quantity':
      return cartAnswer(turn, intent);
    case 'compare':
      return compareAnswer(turn, intent);
    case 'cheaper':
    case 'pricier':
    case 'more':
      return nextAnswer(turn, intent.kind);
    case 'check-label':
    case 'check-list':
    case 'check-product':
      return checkAnswer(turn, intent);
    case 'routine':
      return routineAnswer(turn);
    case 'pairing':
      return pairingAdvice(turn, intent.ingredients);
    case 'advice':
      return adviceAnswer(turn);
    case 'ingredient':
      return ingredientAdvice(turn, intent.ingredient);
    case 'product-info':
      return productInfoAnswer(turn, intent);
    case 'search':
      await avoidWhatTheLabelWasFlaggedFor(turn);
      return searchAnswer(turn);
    case 'state':
      return stateAnswer(turn);
    case 'greeting':
      return greetingAnswer(turn);
    case 'thanks':
      return generalAnswer(intent.kind);
    case 'general':
      return (await guideAnswerIfClear(turn)) ?? generalAnswer(intent.kind);
  }
}

/**
 * The built-in beauty expert (docs/product.md#the-beauty-assistant): no network and no key. It
 * reads the whole conversation and the saved skin profile into a state, works out what the latest
 * message asks, and answers through the store's tools, the same ones a model or an outside agent
 * calls. Products come back as cards (named once in the text), cart changes as actions.
 */
export async function answerWithExpert(
  request: Pick<ChatMessageRequest, 'messages' | 'profile' | 'label'>,
  tools: StoreTools,
  ctx: ToolContext,
): Promise<ExpertAnswer> {
  const state = readState(request);
  const turn: ExpertTurn = {
    tools,
    ctx,
    state,
    message: request.messages[request.messages.length - 1]!.content,
    details: await loadSeen(tools, state, ctx),
  };
  const result = await route(turn);
  return { ...result, reply: guardClaims(result.reply) };
}
