import {
  BEAUTY_TIPS,
  CHAT_WELCOME,
  LIMITS,
  ROUTINES,
  matchConcern,
  type ChatMessage,
  type ChatTurn,
  type ConcernId,
  type ExtractedIngredient,
  type ProductSummary,
  type RoutineKind,
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

export const CONCERN_QUESTION =
  'Thanks for the photo! 📸 To finish your analysis, tell me about your skin: are you dealing with acne, dryness, fine lines, dullness or sensitivity?';
export const CONCERN_SUGGESTIONS = [
  'Acne and breakouts',
  'Dryness and flaky patches',
  'Dullness and dark spots',
];

export const TOPIC_PROMPTS: Record<Exclude<ChatTopic, 'chat'>, { text: string; suggestions: string[] }> = {
  'skin-analysis': {
    text: '📸 Upload a photo of your skin or of a product label (or snap one with the camera button) and I’ll analyse it for you.',
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

/** The conversation as model turns: text bubbles only, the last 6 before the new message. */
export function historyFor(messages: ChatBubble[], latest: string): ChatTurn[] {
  const turns: ChatTurn[] = messages
    .filter((m) => !m.isImage && m.text.trim())
    .map((m) => ({
      role: m.type === 'user' ? ('user' as const) : ('assistant' as const),
      content: m.text.slice(0, 1800),
    }))
    .slice(-LIMITS.chatHistoryTurns);
  turns.push({ role: 'user', content: latest });
  return turns;
}
