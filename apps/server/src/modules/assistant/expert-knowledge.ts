import {
  BUDGET_MAX_CENTS,
  CONCERN_CARE,
  CHAT_FALLBACK_GREETING,
  PROFILE_CONCERNS,
  type Budget,
  type Ingredient,
  type IngredientCheck,
  type ProfileConcern,
} from '@seoul-glow/shared';
import { GROUP_NAMES } from '../store-tools/ingredient-tools';
import { profileFrom } from '../store-tools/routine-tool';
import { ToolError } from '../store-tools/tool';
import type { Intent, PolicyTopic } from './expert-intent';
import { resolveReference } from './expert-references';
import { searchAnswer } from './expert-shopping';
import {
  answer,
  avoidText,
  card,
  concernText,
  listText,
  money,
  skinText,
  type ExpertAnswer,
  type ExpertTurn,
} from './expert-text';

function checkReply(check: IngredientCheck, what: string, turn: ExpertTurn): ExpertAnswer {
  const pairing = check.pairingWarnings.length ? ` ${check.pairingWarnings[0]}` : '';
  const advice =
    check.verdict === 'suits'
      ? ' As with anything new, patch-test it on your jaw for a couple of days first.'
      : ' Patch-test it on a small area for a few days, and I can find you a gentler alternative.';
  const skin = turn.state.skinType ? '' : ' Tell me your skin type and I can be more specific.';
  return answer(`I checked ${what}. ${check.summary}${pairing}${advice}${skin}`, {
    suggestions:
      check.verdict === 'suits'
        ? ['Build my routine', 'What does niacinamide do?', 'Recommend a moisturiser']
        : ['Find a gentler alternative', 'What does fragrance do to skin?', 'Build my routine'],
  });
}

async function check(turn: ExpertTurn, ingredients: string[], what: string): Promise<ExpertAnswer> {
  const result = await turn.tools.checkIngredients.run(
    {
      ingredients,
      ...(turn.state.skinType ? { skinType: turn.state.skinType } : {}),
      concerns: turn.state.concerns,
      freeFrom: turn.state.avoid,
    },
    turn.ctx,
  );
  return checkReply(result, what, turn);
}

export async function checkAnswer(
  turn: ExpertTurn,
  intent: Extract<Intent, { kind: 'check-label' | 'check-list' | 'check-product' }>,
): Promise<ExpertAnswer> {
  if (intent.kind === 'check-label') return check(turn, turn.state.label ?? [], 'the label you scanned');
  if (intent.kind === 'check-list') return check(turn, intent.ingredients, 'that ingredient list');
  const [picked] = resolveReference(intent.ref, turn.state, turn.details);
  if (!picked) return answer('Which product should I check? Scan its label or paste its ingredient list.');
  const { product } = await turn.tools.getProduct.run({ productId: picked.id }, turn.ctx);
  return check(turn, product.ingredients, `the ${product.name}`);
}

/** The quiz's budget closest to a price limit said in the chat. */
function budgetFor(maxCents: number | null): Budget {
  if (maxCents === null) return 'any';
  return maxCents <= (BUDGET_MAX_CENTS['under-20'] ?? 0)
    ? 'under-20'
    : maxCents <= (BUDGET_MAX_CENTS['under-35'] ?? 0)
      ? 'under-35'
      : 'any';
}

export async function routineAnswer(turn: ExpertTurn): Promise<ExpertAnswer> {
  const { state } = turn;
  if (!state.skinType) {
    return answer(
      "Happy to build your routine from what's in stock! First, what's your skin type: dry, oily, combination, normal or sensitive?",
      { suggestions: ['Routine for dry skin', 'Routine for oily skin', 'Routine for sensitive skin'] },
    );
  }
  const concerns = state.concerns
    .filter((c): c is ProfileConcern => (PROFILE_CONCERNS as readonly string[]).includes(c))
    .slice(0, 3);
  const text = turn.message.toLowerCase();
  const routine = await turn.tools.buildRoutine.run(
    profileFrom({
      skinType: state.skinType,
      concerns,
      sensitivity: state.profile?.sensitivity,
      fragrance: state.avoid.includes('fragrance') ? 'fragrance-free' : state.profile?.fragrance,
      budget:
        state.profile && state.maxPriceCents === BUDGET_MAX_CENTS[state.profile.budget]
          ? state.profile.budget
          : budgetFor(state.maxPriceCents),
      routineLength: /\b(simple|minimal|quick|basic|3[- ]step)\b/.test(text)
        ? 'minimal'
        : /\b(full|10[- ]step|7[- ]step|complete|korean)\b/.test(text)
          ? 'full'
          : state.profile?.routineLength,
    }),
    turn.ctx,
  );
  const picks = [...routine.morning, ...routine.evening]
    .map((s) => s.pick?.product)
    .filter((p) => p !== undefined);
  const unique = new Map(picks.map((p) => [p.id, p]));
  const total = [...unique.values()].reduce((sum, p) => sum + Math.round(p.price * 100), 0);
  const gaps = [...routine.morning, ...routine.evening].filter((s) => !s.pick).length;
  const target = concerns.length ? ` that ${listText(concerns.map((c) => CONCERN_CARE[c]))}` : '';
  const free = state.avoid.includes('fragrance') ? ', all fragrance-free' : '';
  return answer(
    `Here's a morning and evening routine for ${skinText(state.skinType)}${target}${free}: ${unique.size} products, ${money(total)} in all. Each step says why it's there; swap a step or add the whole routine to your cart.${gaps ? ` ${gaps} step${gaps === 1 ? ' has' : 's have'} nothing in stock that fits yet.` : ''}`,
    { routine, suggestions: ['Add the whole routine', 'Make it fragrance-free', 'A simpler routine'] },
  );
}

export async function ingredientAnswer(turn: ExpertTurn, ingredient: Ingredient): Promise<ExpertAnswer> {
  const info = await turn.tools.explainIngredient.run(
    { ingredient: ingredient.inci[0] ?? ingredient.name },
    turn.ctx,
  );
  const caution = info.caution ? ` Watch out: ${info.caution}` : '';
  const products = info.products.length
    ? ` The card${info.products.length > 1 ? 's' : ''} below ${info.products.length > 1 ? 'are' : 'is'} built around it.`
    : '';
  const short = info.name.split(' (')[0]!.toLowerCase();
  return answer(`${info.name}: ${info.purpose} Best for: ${info.suits.toLowerCase()}.${caution}${products}`, {
    products: info.products.map(card),
    suggestions: [`Can I use ${short} with vitamin C?`, 'Build my routine', 'What helps with dark spots?'],
  });
}

/** The pairing rule (knowledge/pairing.ts) for two ingredients, as explain_ingredient states it. */
export async function pairingRuleOf(turn: ExpertTurn, a: Ingredient, b: Ingredient) {
  const info = await turn.tools.explainIngredient.run({ ingredient: a.inci[0] ?? a.name }, turn.ctx);
  return b.group ? info.pairings.find((p) => p.with === GROUP_NAMES[b.group!]) : undefined;
}

export async function pairingAnswer(
  turn: ExpertTurn,
  ingredients: Ingredient[],
  known?: Awaited<ReturnType<typeof pairingRuleOf>>,
): Promise<ExpertAnswer> {
  const [a, b] = ingredients as [Ingredient, Ingredient];
  const rule = known ?? (await pairingRuleOf(turn, a, b));
  const names = `${a.name.split(' (')[0]!.toLowerCase()} and ${b.name.split(' (')[0]!.toLowerCase()}`;
  const reply = rule
    ? `${rule.advice}${rule.verdict === 'good' ? '' : ' Always follow with SPF 50 in the morning.'}`
    : `Yes, ${names} are generally fine together. Apply thinner textures first, and introduce one new product at a time so you know how your skin reacts.`;
  return answer(reply, {
    suggestions: [
      `What does ${a.name.split(' (')[0]!.toLowerCase()} do?`,
      'Build my evening routine',
      'Is retinol ok for sensitive skin?',
    ],
  });
}

const STATUS_SUGGESTIONS = [
  'What is your return policy?',
  'How long does shipping take?',
  'Recommend products for my skin',
];

export async function orderAnswer(
  turn: ExpertTurn,
  intent: Extract<Intent, { kind: 'order' }>,
): Promise<ExpertAnswer> {
  if (!intent.orderId) {
    return answer(
      'Happy to check your order! Please send me your order number: it starts with SG- and is in your confirmation email (for example SG-7K2M9QX4TB).',
      {
        suggestions: [
          'What are the shipping options?',
          'What is your return policy?',
          'Recommend a moisturiser',
        ],
      },
    );
  }
  try {
    const order = await turn.tools.getOrderStatus.run(
      { orderId: intent.orderId, ...(intent.email ? { email: intent.email } : {}) },
      turn.ctx,
    );
    const tracking =
      order.status === 'shipped' && order.trackingNumber ? ` Tracking number: ${order.trackingNumber}.` : '';
    const eta =
      order.status === 'pending' || order.status === 'processing'
        ? ' Delivery usually takes 3-5 business days once it ships.'
        : '';
    const items = order.items.length
      ? ` It holds ${listText(order.items.slice(0, 3).map((i) => `${i.quantity} × ${i.name}`))}${order.items.length > 3 ? ' and more' : ''}.`
      : '';
    const shipTo = order.shipTo ? ` It ships to ${order.shipTo.fullName} in ${order.shipTo.city}.` : '';
    return answer(
      `${order.statusText} Placed ${order.placedAt.slice(0, 10)}, status: ${order.status}.${tracking}${eta}${items}${shipTo} The full timeline is at /orders/${order.orderId}.`,
      {
        suggestions: STATUS_SUGGESTIONS,
      },
    );
  } catch (err) {
    if (!(err instanceof ToolError)) throw err;
    return answer(`${err.message} Our support team can help within 24 hours.`, {
      suggestions: STATUS_SUGGESTIONS,
    });
  }
}

export async function policiesAnswer(turn: ExpertTurn, topics: PolicyTopic[]): Promise<ExpertAnswer> {
  const p = await turn.tools.getPolicies.run({}, turn.ctx);
  const parts: Record<PolicyTopic, string> = {
    shipping: `${p.shipping} ${p.delivery}`,
    returns: p.returns,
    samples: p.samples,
    payment: p.payment,
    support: p.support,
  };
  const text = topics.map((t) => parts[t]).join(' ');
  return answer(topics.includes('samples') ? text : `${text} ${p.samples}`, {
    suggestions: ['Where is my order?', 'Recommend a gentle cleanser', 'Give me K-beauty tips'],
  });
}

/** The shopper said something about themselves: say what is kept, then search if a topic is open. */
export async function stateAnswer(turn: ExpertTurn): Promise<ExpertAnswer> {
  const { state } = turn;
  if (state.productType || state.concerns.length || state.category) return searchAnswer(turn);
  const kept = [
    state.skinType ? skinText(state.skinType) : '',
    ...state.avoid.map(avoidText),
    ...state.avoidIngredients.map((i) => `no ${i}`),
    state.maxPriceCents !== null ? `up to ${money(state.maxPriceCents)} a product` : '',
  ].filter(Boolean);
  return answer(
    `Got it${kept.length ? `: ${listText(kept)}` : ''}. I'll keep that in mind for everything I suggest. What are you looking for: a cleanser, toner, serum, moisturiser or sunscreen? Or shall I build you a routine?`,
    { suggestions: ['A moisturiser', 'A sunscreen', 'Build my routine'] },
  );
}

export function greetingAnswer(turn: ExpertTurn): ExpertAnswer {
  const profile = turn.state.profile;
  if (profile) {
    const concerns = profile.concerns.length
      ? ` with a focus on ${listText(profile.concerns.map(concernText))}`
      : '';
    return answer(
      `Hi again! 🌸 I have your skin profile: ${skinText(profile.skinType)}${concerns}. Shall I build your routine, or are you looking for something specific?`,
      {
        suggestions: ['Build my routine', 'A moisturiser for me', 'Give me K-beauty tips'],
      },
    );
  }
  return answer(CHAT_FALLBACK_GREETING.reply, { suggestions: [...CHAT_FALLBACK_GREETING.suggestions] });
}

export function generalAnswer(kind: 'thanks' | 'general'): ExpertAnswer {
  if (kind === 'thanks') {
    return answer(
      "You're welcome! 🌸 Anything else? I can compare products, build a routine or check an ingredient list.",
      {
        suggestions: ['Build my routine', 'Give me K-beauty tips', 'Where is my order?'],
      },
    );
  }
  return answer(
    'I\'m your K-beauty expert 🌸 Tell me your skin type or concern (acne, dryness, aging, dullness or sensitivity), ask for a product ("a sunscreen for oily skin"), an ingredient, a comparison or a routine, or check an order with its SG- number.',
    { suggestions: ['A sunscreen for oily skin', 'What does niacinamide do?', 'Build my routine'] },
  );
}
