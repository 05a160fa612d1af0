import { z } from 'zod';
import { envelope } from './envelope';
import { routineSchema, skinProfileSchema } from './skin-profile';
import { cartActionSchema, comparisonSchema, toolProductSchema } from './store-tools';

/**
 * POST /api/Chat/message and POST /api/Chat/extractText (docs/architecture.md#api-contract,
 * docs/product.md#the-beauty-assistant).
 */

export const CHAT_LIMITS = {
  /** Longest message the server accepts (characters). */
  maxMessageChars: 1000,
  /** Most turns the client may send; the server keeps the last 6 for the model (docs/product.md#constants-and-limits). */
  maxTurns: 20,
  /** Largest label photo accepted by extractText. */
  maxImageBytes: 8 * 1024 * 1024,
} as const;

export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .trim()
    .min(1)
    .max(CHAT_LIMITS.maxMessageChars * 2),
  /**
   * The products an assistant turn showed as cards, best first: what "cheaper?", "compare the
   * first two" or "add it" refer to.
   */
  productIds: z.array(z.number().int().positive().max(2_147_483_647)).max(12).optional(),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** The ingredients read from the last label photo, so later questions can be about "this" product. */
export const chatLabelSchema = z.object({
  ingredients: z.array(z.string().trim().min(1).max(160)).max(120),
});
export type ChatLabel = z.infer<typeof chatLabelSchema>;

export const chatMessageRequest = z
  .object({
    messages: z.array(chatTurnSchema).min(1).max(CHAT_LIMITS.maxTurns),
    /** A random id kept in the browser (STORAGE_KEYS.chatClientId). */
    clientId: z
      .string()
      .trim()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    /** The shopper's saved skin profile (the quiz), sent with every message when there is one. */
    profile: skinProfileSchema.optional(),
    label: chatLabelSchema.optional(),
  })
  .refine((body) => body.messages.at(-1)?.role === 'user', {
    message: 'The last message must be from the user',
    path: ['messages'],
  })
  .refine((body) => (body.messages.at(-1)?.content.length ?? 0) <= CHAT_LIMITS.maxMessageChars, {
    message: `Messages are limited to ${CHAT_LIMITS.maxMessageChars} characters`,
    path: ['messages'],
  });
export type ChatMessageRequest = z.infer<typeof chatMessageRequest>;

/** A catalog product as the chat shows it: a card with add to cart and a link. */
export const productSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: z.number(),
    /** The first stored image file (productImageUrl builds its URL), or null. */
    image: z.string().nullable(),
    categoryName: z.string().nullable(),
  })
  .extend(
    // The product's beauty facts (docs/product.md#what-the-store-keeps), as every API that returns a
    // product carries them, so a client can say why a card fits without asking again.
    toolProductSchema.pick({
      brand: true,
      productType: true,
      size: true,
      skinTypes: true,
      concerns: true,
      keyIngredients: true,
      freeFrom: true,
      inStock: true,
    }).shape,
  );
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const chatReplySchema = z.object({
  reply: z.string(),
  suggestions: z.array(z.string()),
  products: z.array(productSummarySchema),
  /** Counted messages left today for this client (server-side view of the docs/product.md#constants-and-limits limit). */
  remaining: z.number().int().nonnegative(),
  /** What the widget does to the browser cart, in order; it shows each one to the shopper. */
  actions: z.array(cartActionSchema),
  /** A side-by-side table of the products asked about. */
  comparison: comparisonSchema.optional(),
  /** Morning and evening steps with a product each (the products are in it, not in `products`). */
  routine: routineSchema.optional(),
  /** Skincare Guide articles the answer comes from or points to, best first: links to /guide/{slug}. */
  articles: z
    .array(z.object({ slug: z.string(), title: z.string() }))
    .max(4)
    .optional(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;
export const chatMessageResponse = envelope(chatReplySchema);

/** extractText is multipart with one `file` part and no text fields. */
export const extractTextFields = z.object({});

export const extractedIngredientSchema = z.object({
  name: z.string(),
  purpose: z.string(),
  caution: z.string().optional(),
});
export type ExtractedIngredient = z.infer<typeof extractedIngredientSchema>;

export const extractTextResultSchema = z.object({
  text: z.string(),
  ingredients: z.array(extractedIngredientSchema),
  /** Pairing cautions among the ingredients found (e.g. retinol with an AHA). */
  warnings: z.array(z.string()),
});
export type ExtractTextResult = z.infer<typeof extractTextResultSchema>;
export const extractTextResponse = envelope(extractTextResultSchema);

/** docs/product.md#what-the-store-keeps: one bubble of the chat panel. */
export interface ChatMessage {
  id: string;
  type: 'user' | 'bot';
  text: string;
  timestamp: string;
  suggestion?: string[];
  isVoice?: boolean;
  isImage?: boolean;
  imageUrl?: string;
}

/**
 * docs/product.md#messages: when the AI model answers with a non-OK status, the bot greets and asks about acne,
 * dryness, aging or dullness, with 3 suggestions.
 */
export const CHAT_FALLBACK_GREETING = {
  reply:
    "Hi! I'm your Seoul Glow beauty assistant 🌸 Tell me what your skin needs most right now: are you dealing with acne, dryness, aging or dullness?",
  suggestions: ['I have acne-prone skin', 'My skin feels dry and tight', 'How do I fix dull skin?'],
} as const;

/** The opening message of the chat panel and its quick replies. */
export const CHAT_WELCOME = {
  text: "Annyeonghaseyo! 🌸 I'm your K-beauty expert. Ask me about your skin, ingredients or routines, upload a photo of a product label, or tell me your skin concern and I'll suggest products from our shop.",
  suggestions: ['Build my skincare routine', 'Give me K-beauty tips', 'Products for acne-prone skin'],
} as const;
