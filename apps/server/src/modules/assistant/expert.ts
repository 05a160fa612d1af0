import {
  INGREDIENTS_BY_ID,
  SKIN_CONCERNS,
  formatUsd,
  centsToDollars,
  pairingRulesFor,
  type ChatTurn,
  type IngredientGroup,
  type ProductSummary,
} from '@seoul-glow/shared';
import type { CatalogEntry, OrderStatusRow } from './assistant.repository';
import { readIntent, type Intent } from './expert-intent';
import { rankProducts, toSummary } from './product-match';

export interface ExpertAnswer {
  reply: string;
  suggestions: string[];
  products: ProductSummary[];
}

/** What the expert may look up: the in-stock catalog and an order's status by its public id. */
export interface ExpertLookups {
  catalog(): Promise<CatalogEntry[]>;
  orderStatus(publicId: string): Promise<OrderStatusRow | null>;
}

const STATUS_TEXT: Record<OrderStatusRow['status'], string> = {
  pending: 'has been placed and is waiting to be processed',
  processing: 'is being prepared in our warehouse',
  shipped: 'has shipped and is on its way',
  delivered: 'has been delivered',
  cancelled: 'was cancelled; any payment is refunded to your card',
};

const DEFAULT_SUGGESTIONS = [
  'Build my skincare routine',
  'What helps with dry skin?',
  'Give me K-beauty tips',
];

/** The latest user turn plus, for follow-ups ("any under $20?"), what earlier turns asked about. */
function intentWithContext(history: ChatTurn[]): Intent {
  const last = history[history.length - 1]!.content;
  const intent = readIntent(last);
  const isFollowUp =
    !intent.concern &&
    !intent.ingredients.length &&
    !intent.productType &&
    !intent.orderId &&
    !intent.asksShipping &&
    !intent.asksReturns;
  if (!isFollowUp) return intent;
  for (let i = history.length - 2; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role !== 'user') continue;
    const earlier = readIntent(turn.content);
    if (earlier.concern || earlier.productType || earlier.ingredients.length) {
      return {
        ...intent,
        concern: earlier.concern,
        skinType: intent.skinType ?? earlier.skinType,
        productType: earlier.productType,
        category: earlier.category,
        ingredients: earlier.ingredients,
        budgetCents: intent.budgetCents ?? earlier.budgetCents,
      };
    }
  }
  return intent;
}

function describeProducts(products: CatalogEntry[]): string {
  if (!products.length) return '';
  const list = products.map((p) => `${p.name} (${formatUsd(centsToDollars(p.priceCents))})`).join(', ');
  return ` From our shop: ${list}.`;
}

async function answerOrder(intent: Intent, lookups: ExpertLookups): Promise<ExpertAnswer> {
  if (!intent.orderId) {
    return {
      reply:
        'Happy to check your order! Please send me your order number: it starts with SG- and is in your confirmation email (for example SG-7K2M9QX4TB). You can also open Track Your Order from the confirmation page.',
      suggestions: [
        'What are the shipping options?',
        'What is your return policy?',
        'Recommend a moisturiser',
      ],
      products: [],
    };
  }
  const order = await lookups.orderStatus(intent.orderId);
  if (!order) {
    return {
      reply: `I couldn't find an order with the number ${intent.orderId}. Please check it against your confirmation email (it looks like SG- followed by 10 letters and digits), or contact our support team and we'll help within 24 hours.`,
      suggestions: [
        'What is your return policy?',
        'How long does shipping take?',
        'Build my skincare routine',
      ],
      products: [],
    };
  }
  const placed = order.createdAt.toISOString().slice(0, 10);
  const tracking =
    order.status === 'shipped' && order.trackingNumber ? ` Tracking number: ${order.trackingNumber}.` : '';
  const eta =
    order.status === 'pending' || order.status === 'processing'
      ? ' Delivery usually takes 3-5 business days once it ships.'
      : '';
  return {
    reply: `Order ${order.publicId} (placed ${placed}) ${STATUS_TEXT[order.status]}. Status: ${order.status}.${tracking}${eta} You can see the full timeline at /orders/${order.publicId}.`,
    suggestions: [
      'What is your return policy?',
      'How long does shipping take?',
      'Recommend products for my skin',
    ],
    products: [],
  };
}

function answerPolicy(intent: Intent): ExpertAnswer {
  const parts: string[] = [];
  if (intent.asksShipping) {
    parts.push(
      'Shipping is free on orders over $50; below that the fee depends on your country and parcel weight, and you see it in the cart before paying. Orders arrive in 3-5 business days once shipped, with a tracking number.',
    );
  }
  if (intent.asksReturns) {
    parts.push(
      'You can return any product within 30 days for a full refund under our satisfaction guarantee. Contact us with your order number and we reply within 24 hours (usually 2-4 hours in business hours).',
    );
  }
  parts.push('Every order also comes with a free sample.');
  return {
    reply: parts.join(' '),
    suggestions: ['Where is my order?', 'Recommend a gentle cleanser', 'Give me K-beauty tips'],
    products: [],
  };
}

function answerPairing(intent: Intent, catalog: CatalogEntry[]): ExpertAnswer {
  const groups = intent.ingredients.map((i) => i.group).filter((g): g is IngredientGroup => Boolean(g));
  const rules = pairingRulesFor(groups);
  const names = intent.ingredients.map((i) => i.name.toLowerCase());
  let reply: string;
  if (rules.length) {
    reply = rules
      .slice(0, 2)
      .map((r) => r.advice)
      .join(' ');
    if (rules.some((r) => r.verdict !== 'good')) reply += ' Always follow with SPF 50 in the morning.';
  } else {
    reply = `Yes, ${names.slice(0, 2).join(' and ')} are generally fine together. Apply thinner textures first, and introduce one new product at a time so you know how your skin reacts.`;
  }
  // Only skincare that contains one of the ingredients asked about.
  const products = rankProducts(catalog, { ...intent, concern: null, category: 'Skincare' }, 3).map(
    (s) => s.entry,
  );
  return {
    reply: reply + describeProducts(products),
    suggestions: [
      'What does niacinamide do?',
      'Build my evening routine',
      'Is retinol safe for sensitive skin?',
    ],
    products: products.map(toSummary),
  };
}

function answerIngredient(intent: Intent, catalog: CatalogEntry[]): ExpertAnswer {
  const main = intent.ingredients[0]!;
  const caution = main.caution ? ` Caution: ${main.caution}` : '';
  const products = rankProducts(catalog, intent, 3).map((s) => s.entry);
  const other = intent.ingredients[1];
  const extra = other ? ` ${other.name}: ${other.purpose}` : '';
  return {
    reply: `${main.name}: ${main.purpose} Best for: ${main.suits.toLowerCase()}.${caution}${extra}${describeProducts(products)}`,
    suggestions: [
      `Can I use ${main.name.split(' (')[0]!.toLowerCase()} with vitamin C?`,
      'Build my skincare routine',
      'What helps with dark spots?',
    ],
    products: products.map(toSummary),
  };
}

function answerConcern(intent: Intent, catalog: CatalogEntry[]): ExpertAnswer {
  const concern = SKIN_CONCERNS[intent.concern!];
  const products = rankProducts(catalog, intent, 3).map((s) => s.entry);
  const ingredientNames = concern.ingredients
    .slice(0, 4)
    .map((id) => INGREDIENTS_BY_ID.get(id)?.name ?? id)
    .join(', ');
  const type = intent.productType
    ? ` For a ${intent.productType.label}, pick one with these ingredients.`
    : '';
  const budget =
    intent.budgetCents !== null
      ? ` All picks are within ${formatUsd(centsToDollars(intent.budgetCents))}.`
      : '';
  const none = products.length
    ? ''
    : ' I found nothing in stock that fits exactly right now; try widening the budget or product type.';
  return {
    reply: `For ${concern.label.toLowerCase()}, look for ${ingredientNames}. ${concern.benefits[0]}. Routine: ${concern.routine}${type}${budget}${describeProducts(products)}${none}`,
    suggestions: [
      intent.concern === 'aging' ? 'Show me an evening routine' : 'Show me a morning routine',
      intent.budgetCents === null ? 'Anything under $20?' : 'Give me K-beauty tips',
      `What does ${(INGREDIENTS_BY_ID.get(concern.ingredients[0]!)?.name ?? '').split(' (')[0]!.toLowerCase()} do?`,
    ],
    products: products.map(toSummary),
  };
}

function answerProductType(intent: Intent, catalog: CatalogEntry[]): ExpertAnswer {
  const products = rankProducts(catalog, intent, 3).map((s) => s.entry);
  const type = intent.productType!;
  const budget =
    intent.budgetCents !== null ? ` within ${formatUsd(centsToDollars(intent.budgetCents))}` : '';
  const reply = products.length
    ? `Here are our best-fitting ${type.label} picks${budget}.${describeProducts(products)} Tell me your skin or hair type and I can narrow it down.`
    : `I couldn't find a ${type.label}${budget} in stock right now. Try a different budget, or ask me about another product type.`;
  return {
    reply,
    suggestions: ['I have oily skin', 'I have dry skin', 'Give me K-beauty tips'],
    products: products.map(toSummary),
  };
}

function answerGeneral(): ExpertAnswer {
  return {
    reply:
      "I'm your K-beauty expert 🌸 Tell me your skin type or concern (acne, dryness, aging, dullness or sensitivity), ask about an ingredient or product, or check an order with its SG- number, and I'll recommend products from our shop.",
    suggestions: DEFAULT_SUGGESTIONS,
    products: [],
  };
}

/** The built-in, catalog-grounded beauty expert: no network, no API key (docs/product.md#the-beauty-assistant). */
export async function answerWithExpert(history: ChatTurn[], lookups: ExpertLookups): Promise<ExpertAnswer> {
  const intent = intentWithContext(history);
  if (
    intent.orderId ||
    (intent.asksOrder &&
      !intent.concern &&
      !intent.productType &&
      !intent.asksReturns &&
      !intent.asksShipping)
  ) {
    return answerOrder(intent, lookups);
  }
  if (intent.asksShipping || intent.asksReturns) return answerPolicy(intent);
  const catalog = await lookups.catalog();
  if (intent.asksPairing) return answerPairing(intent, catalog);
  if (intent.ingredients.length && !intent.concern) return answerIngredient(intent, catalog);
  if (intent.concern && (!intent.productType || intent.productType.category === 'Skincare'))
    return answerConcern(intent, catalog);
  if (intent.productType) return answerProductType(intent, catalog);
  if (intent.ingredients.length) return answerIngredient(intent, catalog);
  return answerGeneral();
}

/** The catalog products most relevant to a conversation, for the LLM's system prompt. */
export function relevantProducts(history: ChatTurn[], catalog: CatalogEntry[], limit = 6): CatalogEntry[] {
  return rankProducts(catalog, intentWithContext(history), limit).map((s) => s.entry);
}
