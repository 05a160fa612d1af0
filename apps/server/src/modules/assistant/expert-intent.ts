import {
  INGREDIENTS_BY_ID,
  findIngredient,
  findIngredients,
  interpretQuery,
  parseInciList,
  type Ingredient,
  type ProductType,
} from '@seoul-glow/shared';
import { readAdvice } from './expert-question';
import { NAMES_AN_EXCLUSION, type ExpertState } from './expert-state';

/**
 * Which products a message points at (docs/product.md#the-beauty-assistant): by position among
 * the cards of the latest answer ("the first two", "both"), by a pronoun ("it", "this one"), by
 * price ("the cheaper one") or by name words, resolved against the cards in expert-references.ts.
 */
export interface Reference {
  /** Product types the message names ("the toner"). */
  types: ProductType[];
  /** 0-based positions among the latest cards; -1 is the last. */
  positions: number[];
  all: boolean;
  pronoun: boolean;
  cheapest: boolean;
  /** The message's words, for matching product names. */
  text: string;
}

export type PolicyTopic = 'shipping' | 'returns' | 'samples' | 'payment' | 'support';

/** What the latest message asks the expert to do. */
export type Intent =
  | { kind: 'order'; orderId: string | null; email: string | null }
  | { kind: 'policies'; topics: PolicyTopic[] }
  | { kind: 'add'; ref: Reference; quantity: number }
  | { kind: 'remove'; ref: Reference }
  | { kind: 'set-quantity'; ref: Reference; quantity: number }
  | { kind: 'compare'; ref: Reference }
  | { kind: 'cheaper' }
  | { kind: 'pricier' }
  | { kind: 'more' }
  | { kind: 'check-label' }
  | { kind: 'check-list'; ingredients: string[] }
  | { kind: 'check-product'; ref: Reference }
  | { kind: 'routine' }
  | { kind: 'pairing'; ingredients: Ingredient[] }
  | { kind: 'ingredient'; ingredient: Ingredient }
  | { kind: 'product-info'; ref: Reference }
  | { kind: 'advice' }
  | { kind: 'search' }
  | { kind: 'state' }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'general' };

const ORDER_ID = /\bSG-?([0-9A-HJKMNP-TV-Z]{10})\b/i;
const EMAIL = /[^\s@<>(),;:]+@[^\s@<>(),;:]+\.[a-z]{2,}/i;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, a: 1, an: 1 };
const ORDINALS: [RegExp, number][] = [
  [/\b(first|1st)\b/, 0],
  [/\b(second|2nd)\b/, 1],
  [/\b(third|3rd)\b/, 2],
  [/\b(fourth|4th)\b/, 3],
  [/\b(last)\b/, -1],
];

export function readReference(text: string): Reference {
  const positions: number[] = [];
  const firstN = /\b(?:first|top)\s+(two|three|four|2|3|4)\b/.exec(text);
  if (firstN) {
    const n = NUMBER_WORDS[firstN[1]!] ?? Number(firstN[1]);
    for (let i = 0; i < n; i++) positions.push(i);
  } else {
    for (const [pattern, at] of ORDINALS) if (pattern.test(text)) positions.push(at);
  }
  if (/\bboth\b/.test(text) && positions.length === 0) positions.push(0, 1);
  return {
    types: interpretQuery(text, { correct: false }).productTypes,
    positions,
    all: /\b(all|every one|each of them|them all|all of them|all three|all four|everything|the whole routine|the routine|whole thing)\b/.test(
      text,
    ),
    pronoun: /\b(it|this|that|these|those|them|this one|that one)\b/.test(text),
    cheapest: /\b(cheaper|cheapest|less expensive|lower[- ]priced) one\b|\bthe cheap(er|est)\b/.test(text),
    text,
  };
}

function quantityIn(text: string): number | null {
  const digits =
    /\b(\d{1,3})\s*(?:x\b|of\b|pieces?|units?|bottles?|tubes?|jars?|packs?)|\bx\s*(\d{1,3})\b/.exec(text);
  if (digits) return Number(digits[1] ?? digits[2]);
  const words = /\b(two|three|four|five)\s+(?:of|bottles?|tubes?|jars?|packs?)\b/.exec(text);
  return words ? NUMBER_WORDS[words[1]!]! : null;
}

/** "i want 2 of them", "add two": a count right after the verb. */
function leadingQuantity(rest: string): number | null {
  const m = /^(\d{1,3}|one|two|three|four|five)\b/.exec(rest);
  return m ? (NUMBER_WORDS[m[1]!] ?? Number(m[1])) : null;
}

/** A pasted ingredient list: at least four names, two of them known to the glossary. */
function pastedList(message: string): string[] | null {
  if ((message.match(/,/g) ?? []).length < 3) return null;
  const names = parseInciList(message);
  const known = names.filter((n) => findIngredient(n)).length;
  return names.length >= 4 && known >= 2 ? names : null;
}

const ADD_VERB =
  /^(?:(?:yes|ok|okay|great|perfect|sure|lovely|nice|cool|good)[,!. ]+)?(?:please\s+)?(add|put|buy|get|order|grab|take|i'?ll take|i will take|i'?d like|i want|i need)\b(.*)$/;
const CART_WORD = /\b(?:cart|bag|basket)\b/;
const REMOVE =
  /\b(?:remove|take out|delete|drop)\b.*\b(?:it|this|that|them|cart|bag|one)\b|\bdon'?t want (?:it|that|this) anymore\b/;
const SET_QUANTITY =
  /\b(?:make it|change (?:it |that |the quantity )?to|set (?:it |the quantity )?to)\s+(\d{1,3}|one|two|three|four|five)\b(?!\s*(?:dollars?|\$|usd))/;
const COMPARE =
  /\b(?:compare|comparison|vs\.?|versus|difference between|differences|which (?:one )?is better|which should i (?:get|pick|choose|buy))\b/;
const CHEAPER =
  /\b(?:cheaper|less expensive|lower price|more affordable|budget (?:option|pick|one)|anything cheaper|cost less)\b/;
const PRICIER = /\b(?:more expensive|pricier|premium|higher[- ]end|splurge|more luxurious)\b/;
const MORE =
  /^(?:any |some )?(?:other|others|more|else|another one|something else|other options|more options|show me more|any others|anything else)\b/;
const CHECK =
  /\b(?:is (?:this|it|that) (?:ok|okay|safe|good|fine|suitable|alright)|will (?:this|it) (?:irritate|break|sting|clog|suit|work)|can i use (?:this|it|that)|(?:ok|okay|safe|good|suitable|fine) for (?:my |me|sensitive|dry|oily|combination|normal)|anything (?:bad|harmful|irritating|to avoid)|should i (?:worry|avoid)|irritat\w*|break me out|check (?:this|it|the label|the ingredients))\b/;
const ROUTINE = /\b(?:routine|regimen|regime|skincare steps|am and pm|morning and evening)\b/;
const PAIRING =
  /\b(?:with|together|combine|combined|combining|mix|mixing|layer|layering|pair|same time|same routine|and)\b/;
/** In a question, "and" alone does not ask about a pair ("linalool and limonene, are those bad?"). */
const STRONG_PAIRING =
  /\b(?:with|together|combin\w*|mix\w*|layer\w*|pair\w*|same (?:time|routine|night)|both|use [\w\s-]+ and)\b/;
const INFO =
  /\b(?:tell me (?:more )?about|more about|more info|how (?:do|should|to) (?:i )?use|how often|what'?s in|ingredients (?:of|in)|details|describe|what is it like|texture|how big|size of)\b/;
const ASKS_ABOUT =
  /\b(?:what (?:does|is|are|do)|what'?s|tell me about|benefits? of|good for|is .+ (?:good|safe|bad)|should i use|how does|explain|why)\b/;
/** "What does niacinamide do?", "what is cica": a question about one ingredient and nothing more. */
const WHAT_IS =
  /^(?:so |and |ok,? )?(?:what(?:'s| is| are| does| do)|whats|tell me about|explain)\s+(?:an? |the )?[\w%.-]+(?:\s+[\w%.-]+){0,2}?(?:\s+(?:do|does|for|good for))?\s*\??$/;
const WANTS =
  /\b(?:recommend|suggest|looking for|need|want|show me|find|best|any|something|what should i use|which|helps? with|good for|works? for|what do you have|options?|for my|for (?:oily|dry|sensitive|combination|normal))\b/;

/** The policies a message asks about. */
function policyTopics(text: string): PolicyTopic[] {
  const topics: PolicyTopic[] = [];
  // "How long" alone is shipping only when nothing else is asked about ("how long until retinol works").
  const howLong =
    /\bhow long\b/.test(text) &&
    /\b(?:take|takes|arrive|get (?:here|it|to me)|come)\b/.test(text) &&
    !/\b(?:skin|work|results?|see|notice|effect|use|using|leave|wait|last|purg\w*|heal\w*|fade)\b/.test(text);
  if (/\b(ship|shipping|deliver|delivery|postage|arrive|courier)\w*/.test(text) || howLong)
    topics.push('shipping');
  if (/\b(return(?!s? (?:to|back|after|worse))|returns|refund|exchange|money back|send it back)\b/.test(text))
    topics.push('returns');
  if (/\b(free )?samples?\b/.test(text)) topics.push('samples');
  if (/\b(pay|payment|card|paypal|checkout|demo mode)\b/.test(text)) topics.push('payment');
  if (
    /\b(contact(?! lens)|support(?! (?:my|your|the|skin|barrier|healthy))|customer service|email you|talk to (?:a )?human)\b/.test(
      text,
    )
  )
    topics.push('support');
  return topics;
}

export function readIntent(message: string, state: ExpertState): Intent {
  const text = message
    .toLowerCase()
    .trim()
    .replace(/\bbreak(?:ing|s)? out\b/g, 'breakouts');
  const read = interpretQuery(text);
  // "I hate fragrance" names no category: an exclusion is about the shopper, not what they want.
  const categories = NAMES_AN_EXCLUSION.test(text) ? [] : read.categories;
  const names = read.productTypes.length > 0 || read.concerns.length > 0 || categories.length > 0;

  const orderMatch = ORDER_ID.exec(message);
  if (
    orderMatch ||
    /\b(where is my (order|parcel|package)|track(ing)? (my )?(order|parcel|package)|order status|status of my order|my order)\b/.test(
      text,
    )
  ) {
    return {
      kind: 'order',
      orderId: orderMatch ? `SG-${orderMatch[1]!.toUpperCase()}` : null,
      email: EMAIL.exec(message)?.[0] ?? null,
    };
  }

  const ref = readReference(text);
  const refersToCards = ref.pronoun || ref.positions.length > 0 || ref.all || ref.cheapest;
  const { advice, comparesKinds } = readAdvice(text, state);
  const command = !advice || CART_WORD.test(text);
  if (REMOVE.test(text) && command) return { kind: 'remove', ref };
  const setTo = SET_QUANTITY.exec(text);
  if (setTo && state.seen.length && !names) {
    const quantity = NUMBER_WORDS[setTo[1]!] ?? Number(setTo[1]);
    return { kind: 'set-quantity', ref, quantity };
  }
  const add = ADD_VERB.exec(text);
  if (add && command && !/\b(?:to|in|into) (?:my |the )?routine\b|\bshould i add\b/.test(text)) {
    const rest = add[2]!.replace(/[^a-z0-9\s]/g, ' ').trim();
    const short = rest.split(/\s+/).filter(Boolean).length <= 2 && !read.productTypes.length;
    const pointsAtShown = state.seen.length > 0 && /^(?:the|that|this|those|these)\b/.test(rest);
    if (CART_WORD.test(text) || refersToCards || short || pointsAtShown || quantityIn(text) !== null)
      return { kind: 'add', ref, quantity: quantityIn(text) ?? leadingQuantity(rest) ?? 1 };
  }
  if (COMPARE.test(text) && !comparesKinds) return { kind: 'compare', ref };
  if (CHEAPER.test(text) && !read.productTypes.length && !advice) return { kind: 'cheaper' };
  if (PRICIER.test(text) && !read.productTypes.length && !advice) return { kind: 'pricier' };
  if (MORE.test(text) && !read.productTypes.length && !advice) return { kind: 'more' };

  // "Can I use it with vitamin C?" after asking about niacinamide: "it" is the ingredient.
  const named = findIngredients(message);
  const earlier = state.earlierIngredient ? INGREDIENTS_BY_ID.get(state.earlierIngredient) : undefined;
  if (
    named.length === 1 &&
    earlier &&
    earlier.id !== named[0]!.id &&
    /\b(?:with|together|and|mix|layer|combine)\b/.test(text) &&
    !read.productTypes.length
  )
    return { kind: 'pairing', ingredients: [earlier, named[0]!] };
  // "Make it fragrance-free" right after a routine changes the routine.
  if (
    state.previousMessage &&
    ROUTINE.test(state.previousMessage.toLowerCase()) &&
    /^(?:and |now |please |can you )?(?:make it|make the routine|make them|only|just)\b/.test(text)
  )
    return { kind: 'routine' };

  const list = pastedList(message);
  if (list) return { kind: 'check-list', ingredients: list };
  if (CHECK.test(text) && !read.productTypes.length && !advice) {
    if (
      state.label &&
      !(refersToCards && state.shown.length && /\b(it|that|them|one)\b/.test(text) && !/\bthis\b/.test(text))
    )
      return { kind: 'check-label' };
    if (state.seen.length) return { kind: 'check-product', ref };
  }
  if (
    ROUTINE.test(text) &&
    (!advice || /\b(?:build|make|create|give me|plan|design|put together)\b/.test(text))
  )
    return { kind: 'routine' };

  const topics = policyTopics(text);
  if (topics.length && !read.productTypes.length && !read.concerns.length)
    return { kind: 'policies', topics };

  const ingredients = findIngredients(message);
  if (
    ingredients.length >= 2 &&
    PAIRING.test(text) &&
    (!advice || (STRONG_PAIRING.test(text) && !/\b(?:start|introduc|begin)\w*/.test(text))) &&
    !read.productTypes.length &&
    !/\b(?:differ\w*|vs\.?|versus|better than|instead of|which is better)\b/.test(text)
  )
    return { kind: 'pairing', ingredients };
  if (INFO.test(text) && (refersToCards || state.seen.length) && !read.productTypes.length && !advice)
    return { kind: 'product-info', ref };
  if (
    ingredients.length &&
    !read.productTypes.length &&
    !read.concerns.length &&
    (advice ? WHAT_IS.test(text) : ASKS_ABOUT.test(text) || text.split(/\s+/).length <= 3)
  )
    return { kind: 'ingredient', ingredient: ingredients[0]! };
  if (advice) return { kind: 'advice' };
  if (
    names ||
    read.brands.length ||
    (ingredients.length && WANTS.test(text)) ||
    (WANTS.test(text) && (state.skinType || state.concerns.length))
  )
    return { kind: 'search' };
  if (
    read.skinTypes.length ||
    read.freeFrom.length ||
    /\b(no|without|avoid|hate|allergic|budget|under \$?\d)\b/.test(text)
  )
    return { kind: 'state' };
  if (/^\s*(hi|hello|hey|hiya|annyeong\w*|good (morning|evening|afternoon))\b[\s!.?]*$/.test(text))
    return { kind: 'greeting' };
  if (/^\s*(thanks|thank you|thx|ty|cheers|great,? thanks?|perfect,? thanks?)\b/.test(text))
    return { kind: 'thanks' };
  return { kind: 'general' };
}
