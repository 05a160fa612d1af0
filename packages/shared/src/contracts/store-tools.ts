import { z } from 'zod';
import {
  BUDGETS,
  FRAGRANCE_PREFERENCES,
  MAX_PROFILE_CONCERNS,
  PROFILE_CONCERNS,
  ROUTINE_LENGTHS,
  SENSITIVITY_LEVELS,
} from '../beauty/skin-profile';
import { CONCERNS, FREE_FROM, PRODUCT_TYPE_VALUES, SKIN_TYPES } from '../beauty/taxonomy';
import { CATEGORY_NAMES, ORDER_STATUSES } from '../constants';
import { GUIDE_TOPICS } from '../knowledge/guide-article';

/**
 * The store's tools (docs/product.md#the-beauty-assistant): one input and one output schema per
 * tool, used by every brain that acts in the store (the built-in expert, an OpenAI-compatible
 * model through function calling, outside agents through the MCP endpoint at /api/mcp). The
 * schemas are the tools' contracts: the model and the agents read them as JSON Schema, and the
 * server parses every call with them.
 */

const productId = z.number().int().positive().max(2_147_483_647);
const dollars = z.number().min(0).max(1_000_000);
const quantity = z.number().int().min(1).max(999);

export const SEARCH_TOOL_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;

/** A product as a tool answers it: what a shopper compares and chooses by. */
export const toolProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  category: z.string().nullable(),
  productType: z.enum(PRODUCT_TYPE_VALUES).nullable(),
  /** Dollars with 2 decimals. */
  price: z.number(),
  /** As printed on the pack ("50 ml"). */
  size: z.string(),
  /** "$0.36 per ml" when the size is in ml or g, else null. */
  pricePerUnit: z.string().nullable(),
  skinTypes: z.array(z.enum(SKIN_TYPES)),
  concerns: z.array(z.enum(CONCERNS)),
  keyIngredients: z.array(z.string()),
  freeFrom: z.array(z.enum(FREE_FROM)),
  inStock: z.boolean(),
  /** 0 when nobody has rated it yet. */
  rating: z.number(),
  ratingCount: z.number().int(),
  /** The product page; absolute when the store knows its origin. */
  url: z.string(),
  /** The first image file (productImageUrl builds its address), or null. */
  image: z.string().nullable(),
});
export type ToolProduct = z.infer<typeof toolProductSchema>;

export const toolProductDetailSchema = toolProductSchema.extend({
  description: z.string(),
  /** The full INCI list in label order. */
  ingredients: z.array(z.string()),
  howToUse: z.string(),
  stockQuantity: z.number().int(),
});
export type ToolProductDetail = z.infer<typeof toolProductDetailSchema>;

export const searchCatalogInput = z.object({
  query: z
    .string()
    .trim()
    .max(200)
    .describe('What the shopper is looking for, in their words ("gentle toner"); may be empty'),
  skinType: z.enum(SKIN_TYPES).optional(),
  concern: z.enum(CONCERNS).optional(),
  productType: z.enum(PRODUCT_TYPE_VALUES).optional(),
  category: z.enum(CATEGORY_NAMES).optional(),
  freeFrom: z.array(z.enum(FREE_FROM)).max(FREE_FROM.length).optional().describe('Ingredients to avoid'),
  ingredient: z.string().trim().max(60).optional().describe('An ingredient the product must contain'),
  excludeIngredients: z
    .array(z.string().trim().min(1).max(60))
    .max(10)
    .optional()
    .describe('Ingredients the product must not contain ("lavender", "retinol")'),
  brand: z.string().trim().max(60).optional(),
  minPrice: dollars.optional(),
  maxPrice: dollars.optional(),
  inStock: z.boolean().optional().describe('Only products in stock (default true)'),
  sort: z.enum(SEARCH_TOOL_SORTS).optional(),
  limit: z.number().int().min(1).max(10).optional().describe('How many products (default 5)'),
});
export type SearchCatalogInput = z.input<typeof searchCatalogInput>;
export const searchCatalogOutput = z.object({
  products: z.array(toolProductSchema),
  /** How many products match in all. */
  total: z.number().int(),
});
export type SearchCatalogOutput = z.infer<typeof searchCatalogOutput>;

export const getProductInput = z.object({ productId });
export const getProductOutput = z.object({ product: toolProductDetailSchema });

export const compareProductsInput = z.object({
  productIds: z.array(productId).min(2).max(4).describe('Two to four product ids'),
});
/** Side by side: one row per fact, one value per product in the order of `products`. */
export const comparisonSchema = z.object({
  products: z.array(toolProductSchema).min(2).max(4),
  rows: z.array(z.object({ label: z.string(), values: z.array(z.string()) })),
  /** Short conclusions ("Best value per ml: …"). */
  highlights: z.array(z.string()),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/**
 * The skin profile of the quiz (contracts/skin-profile.ts) with only the skin type required: an
 * agent or a model rarely knows the rest, and the routine builder has a default for each.
 */
export const buildRoutineInput = z.object({
  skinType: z.enum(SKIN_TYPES),
  concerns: z.array(z.enum(PROFILE_CONCERNS)).max(MAX_PROFILE_CONCERNS).optional(),
  sensitivity: z.enum(SENSITIVITY_LEVELS).optional().describe('How often the skin reacts (default rarely)'),
  fragrance: z
    .enum(FRAGRANCE_PREFERENCES)
    .optional()
    .describe('fragrance-free: only products without fragrance'),
  budget: z.enum(BUDGETS).optional().describe('Price limit per product (default any)'),
  routineLength: z
    .enum(ROUTINE_LENGTHS)
    .optional()
    .describe('minimal: 3 steps, classic: 5, full: 7 (default classic)'),
});
export type BuildRoutineInput = z.input<typeof buildRoutineInput>;

export const explainIngredientInput = z.object({
  ingredient: z.string().trim().min(1).max(80).describe('An INCI name or an everyday one ("cica")'),
});
export const ingredientExplanationSchema = z.object({
  found: z.boolean(),
  name: z.string(),
  inci: z.array(z.string()),
  purpose: z.string(),
  suits: z.string(),
  caution: z.string().nullable(),
  kind: z.string(),
  /** Free-from claims a product loses by containing it. */
  breaks: z.array(z.enum(FREE_FROM)),
  pairings: z.array(
    z.object({ with: z.string(), verdict: z.enum(['avoid', 'separate', 'good']), advice: z.string() }),
  ),
  /** In-stock products built around it. */
  products: z.array(toolProductSchema),
});
export type IngredientExplanation = z.infer<typeof ingredientExplanationSchema>;

export const checkIngredientsInput = z.object({
  ingredients: z
    .union([z.string().max(5000), z.array(z.string().max(160)).max(120)])
    .describe('An INCI list as printed, or its names one by one'),
  skinType: z.enum(SKIN_TYPES).optional(),
  concerns: z.array(z.enum(CONCERNS)).max(6).optional(),
  freeFrom: z.array(z.enum(FREE_FROM)).max(FREE_FROM.length).optional().describe('Ingredients to avoid'),
});
export type CheckIngredientsInput = z.input<typeof checkIngredientsInput>;
export const ingredientCheckSchema = z.object({
  verdict: z.enum(['suits', 'caution', 'avoid']),
  summary: z.string(),
  ingredients: z.array(z.object({ name: z.string(), known: z.boolean(), purpose: z.string().nullable() })),
  flagged: z.array(
    z.object({ name: z.string(), reason: z.string(), severity: z.enum(['caution', 'avoid']) }),
  ),
  pairingWarnings: z.array(z.string()),
});
export type IngredientCheck = z.infer<typeof ingredientCheckSchema>;

/** What the widget does to the browser cart; `update_cart` with quantity 0 removes the line. */
export const cartActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add_to_cart'), productId, quantity }),
  z.object({ type: z.literal('update_cart'), productId, quantity: z.number().int().min(0).max(999) }),
]);
export type CartAction = z.infer<typeof cartActionSchema>;

export const addToCartInput = z.object({ productId, quantity: quantity.optional().describe('Default 1') });
export const updateCartInput = z.object({
  productId,
  quantity: z.number().int().min(0).max(999).describe('The new quantity; 0 removes the product'),
});
export const cartActionOutput = z.object({
  action: cartActionSchema,
  product: z.object({ id: z.number().int(), name: z.string(), price: z.number() }),
});

export const createCartInput = z.object({
  items: z.array(z.object({ productId, quantity })).min(1).max(20),
});
export const createCartOutput = z.object({
  /** Opens the store's cart holding these items. */
  url: z.string(),
  items: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      price: z.number(),
    }),
  ),
  subtotal: z.number(),
  currency: z.literal('USD'),
});

export const getOrderStatusInput = z.object({
  orderId: z
    .string()
    .trim()
    .max(20)
    .regex(/^SG-?[0-9A-Z]{10}$/i, 'An order number looks like SG-7K2M9QX4TB'),
  email: z.string().trim().email().max(254).optional().describe("The order's email: shows who it ships to"),
  token: z.string().trim().max(64).optional().describe('The token of a signed order link'),
});
export const orderStatusViewSchema = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusText: z.string(),
  placedAt: z.string(),
  trackingNumber: z.string().nullable(),
  timeline: z.array(z.object({ status: z.string(), at: z.string() })),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  total: z.number(),
  /** `owner` once the order's email or signed link proved it; only then `shipTo` is filled. */
  access: z.enum(['public', 'owner']),
  shipTo: z.object({ fullName: z.string(), city: z.string(), country: z.string() }).nullable(),
});
export type OrderStatusView = z.infer<typeof orderStatusViewSchema>;

export const getPoliciesInput = z.object({});
export const policiesSchema = z.object({
  shipping: z.string(),
  /** Dollars: orders at or above it ship free. */
  freeShippingFrom: z.number(),
  delivery: z.string(),
  returns: z.string(),
  samples: z.string(),
  payment: z.string(),
  support: z.string(),
});
export type Policies = z.infer<typeof policiesSchema>;

export const searchGuideInput = z.object({
  query: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe('The question in the shopper\'s words ("how often should I reapply sunscreen")'),
  limit: z.number().int().min(1).max(5).optional().describe('How many articles (default 3)'),
});
/** A Skincare Guide article as search_guide answers it: enough to answer and to link it. */
export const guideToolHitSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The article's short answer, one or two sentences. */
  summary: z.string(),
  /** The sentence of the article's text closest to the question, when it adds to the short answer. */
  excerpt: z.string().nullable(),
  /** The article page (/guide/{slug}); absolute when the store knows its origin. */
  url: z.string(),
  topic: z.enum(GUIDE_TOPICS),
  /** The product types that put the advice into practice (for search_catalog). */
  productTypes: z.array(z.enum(PRODUCT_TYPE_VALUES)),
  /** Relevance, higher is better; comparable within one search only. */
  score: z.number(),
  /**
   * Whether the article is about what was asked (the question's words are in its title, the
   * questions it answers or its ingredients and concerns), not only mentioned in its text.
   */
  answers: z.boolean(),
});
export type GuideToolHit = z.infer<typeof guideToolHitSchema>;
export const searchGuideOutput = z.object({ articles: z.array(guideToolHitSchema) });
