import {
  BEAUTY_TIPS,
  CHAT_LIMITS,
  CHAT_WELCOME,
  ROUTINES,
  SKIN_CONCERNS,
  matchConcern,
  type CartAction,
  type ChatMessage,
  type ChatReply,
  type ChatTurn,
  type Comparison,
  type ConcernId,
  type ExtractedIngredient,
  type ProductSummary,
  type RoutineKind,
  type SkinRoutine,
} from '@seoul-glow/shared';
import type { ChatTopic } from './chat-events';

/** What a bot bubble shows beneath its text. */
export type ChatCard =
  | { kind: 'analysis'; concern: ConcernId }
  | { kind: 'routine'; routine: RoutineKind }
  | { kind: 'tips'; tips: string[] }
  | { kind: 'label'; ingredients: ExtractedIngredient[]; warnings: string[] };

/** A docs/product.md#what-the-store-keeps chat message plus what the widget draws with it. */
export interface ChatBubble extends ChatMessage {
  products?: ProductSummary[];
  card?: ChatCard;
  topic?: ChatTopic;
  /** What the answer did to the cart (already applied), shown under it. */
  actions?: CartAction[];
  comparison?: Comparison;
  routine?: SkinRoutine;
  /** The Skincare Guide articles the answer links, best first. */
  articles?: ChatReply['articles'];
  /** The answer is still arriving. */
  streaming?: boolean;
}

/** A reply from the server as a bubble: its text, cards, cart actions, table or routine. */
export function replyBubble(reply: ChatReply): Partial<ChatBubble> {
  return {
    text: reply.reply,
    suggestion: reply.suggestions,
    products: reply.products,
    actions: reply.actions,
    ...(reply.comparison ? { comparison: reply.comparison } : {}),
    ...(reply.routine ? { routine: reply.routine } : {}),
    ...(reply.articles?.length ? { articles: reply.articles } : {}),
    streaming: false,
  };
}

/**
 * The products an answer showed, best first: what "add it" or "compare the first two" refer to
 * when the next message goes to the server.
 */
export function shownProductIds(message: ChatBubble): number[] {
  if (message.products?.length) return message.products.map((p) => p.id);
  if (message.comparison) return message.comparison.products.map((p) => p.id);
  const picks = [...(message.routine?.morning ?? []), ...(message.routine?.evening ?? [])]
    .map((step) => step.pick?.product.id)
    .filter((id): id is number => id !== undefined);
  return [...new Set(picks)];
}

let seq = 0;
export function bubble(type: 'user' | 'bot', text: string, extra: Partial<ChatBubble> = {}): ChatBubble {
  seq += 1;
  return {
    id: `m${Date.now().toString(36)}${seq}`,
    type,
    text,
    timestamp: new Date().toISOString(),
    ...extra,
  };
}

export function welcomeBubble(): ChatBubble {
  return bubble('bot', CHAT_WELCOME.text, { suggestion: [...CHAT_WELCOME.suggestions] });
}

/** docs/product.md#how-things-change: the local flows, picked by words in the message. */
export function isRoutineRequest(text: string): boolean {
  return /routine|steps/i.test(text);
}

/**
 * A routine request the server answers with in-stock products: when the message names a skin
 * type or a concern, or a skin profile is saved. Otherwise the local routine card answers.
 */
export function wantsProductRoutine(text: string, hasProfile: boolean): boolean {
  return (
    hasProfile ||
    /\b(oily|dry|combination|combo|normal|sensitive)\b/i.test(text) ||
    matchConcern(text) !== null
  );
}
export function isTipsRequest(text: string): boolean {
  return /tips|advice/i.test(text);
}

export function routineFor(text: string): RoutineKind {
  if (/week/i.test(text)) return 'weekly';
  if (/evening|night|\bpm\b|bed/i.test(text)) return 'evening';
  if (/morning|\bam\b|day/i.test(text)) return 'morning';
  return new Date().getHours() >= 17 ? 'evening' : 'morning';
}

export function routineBubble(text: string): ChatBubble {
  const routine = routineFor(text);
  const others = (['morning', 'evening', 'weekly'] as const).filter((r) => r !== routine);
  return bubble(
    'bot',
    `Here is your ${ROUTINES[routine].title.toLowerCase()} ✨ Follow the steps in order, thinnest texture first.`,
    {
      card: { kind: 'routine', routine },
      suggestion: [
        ...others.map((r) => `${r[0]!.toUpperCase()}${r.slice(1)} routine`),
        'Give me K-beauty tips',
      ],
    },
  );
}

/** 4 of the 8 tips, at random (docs/product.md#how-things-change). */
export function pickTips(random: () => number = Math.random): string[] {
  const pool = [...BEAUTY_TIPS];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, 4);
}

export function tipsBubble(): ChatBubble {
  return bubble('bot', 'Here are some K-beauty secrets for you 💡', {
    card: { kind: 'tips', tips: pickTips() },
    suggestion: ['More tips', 'Build my skincare routine', 'What helps with dull skin?'],
  });
}

/** The concern chosen by keywords for the photo analysis; dullness when nothing matches. */
export function analysisConcern(text: string): ConcernId {
  return matchConcern(text) ?? 'brightening';
}

/**
 * The analysis card's words: a summary of what the shopper said, never a reading of the photo
 * (docs/product.md#the-beauty-assistant: the assistant does not diagnose from pictures).
 */
export function analysisText(concern: ConcernId): string {
  return `Thanks! From what you told me, your main concern is ${SKIN_CONCERNS[concern].label.toLowerCase()}. Here is what helps with it:`;
}

/** A photo with no label on it: what the assistant can and cannot do with it. */
export const CONCERN_QUESTION =
  "Thanks for the photo! 📸 I don't diagnose skin from pictures, so I can't tell what your skin needs from it. Tell me in a few words instead: what bothers you most (breakouts, dryness, fine lines, dullness or redness), and is your skin oily, dry, combination or sensitive?";

/** What the assistant read from a label photo, in words; the card lists the ingredients. */
export function labelReadText(found: ExtractedIngredient[]): string {
  const cautions = found.filter((i) => i.caution).map((i) => i.name);
  const watch = cautions.length ? ` Worth a closer look: ${cautions.slice(0, 3).join(', ')}.` : '';
  return `I read this label and found ${found.length} ingredient${found.length === 1 ? '' : 's'} I know.${watch} Ask me whether it suits your skin, for example “is this ok for sensitive skin?”`;
}
export const CONCERN_SUGGESTIONS = [
  'Acne and breakouts',
  'Dryness and flaky patches',
  'Dullness and dark spots',
];

export const TOPIC_PROMPTS: Record<Exclude<ChatTopic, 'chat'>, { text: string; suggestions: string[] }> = {
  'skin-analysis': {
    text: '📸 Snap or upload a product label and I’ll read its ingredients, or tell me about your skin (type, concerns) and I’ll suggest what suits it. I don’t diagnose skin from photos.',
    suggestions: ['What helps with acne?', 'My skin feels dry', 'How do I fix dull skin?'],
  },
  routine: {
    text: 'Which routine shall we build? Pick one below or tell me your skin type.',
    suggestions: ['Morning routine', 'Evening routine', 'Weekly routine'],
  },
  ingredients: {
    text: 'Ask me about any ingredient, or upload a photo of an ingredient list and I’ll check it, with cautions for risky pairings.',
    suggestions: ['What does niacinamide do?', 'Can I use retinol with AHA?', 'Is fragrance bad for skin?'],
  },
};

/**
 * The conversation as turns: text bubbles only, as many as the contract takes, each answer with
 * the products it showed (the server keeps the shopper's skin type, exclusions and budget from
 * all of them; a model reads the last 6).
 */
export function historyFor(messages: ChatBubble[], latest: string): ChatTurn[] {
  const turns: ChatTurn[] = messages
    .filter((m) => !m.isImage && !m.streaming && m.text.trim())
    .map((m) => {
      if (m.type === 'user') return { role: 'user' as const, content: m.text.slice(0, 1000) };
      const productIds = shownProductIds(m).slice(0, 12);
      return {
        role: 'assistant' as const,
        content: m.text.slice(0, 1800),
        ...(productIds.length ? { productIds } : {}),
      };
    })
    .slice(-(CHAT_LIMITS.maxTurns - 1));
  turns.push({ role: 'user', content: latest });
  return turns;
}
