import { z } from 'zod';
import { CONCERNS, PRODUCT_TYPE_VALUES, SKIN_TYPES } from '../beauty/taxonomy';
import { INGREDIENTS_BY_ID } from '../knowledge/glossary';
import { GUIDE_TOPICS } from '../knowledge/guide-article';
import { productSchema } from './catalog';
import { envelope, idParam } from './envelope';

/** The Skincare Guide's calls (docs/product.md#the-skincare-guide). */

/** A slug is the article's URL (/guide/{slug}): lower-case words joined by single hyphens. */
export const GUIDE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const GUIDE_LIMITS = {
  slug: 80,
  title: 120,
  summary: 400,
  body: 20_000,
  ask: 160,
  asks: 20,
  related: 8,
  searchText: 200,
  searchHits: 20,
} as const;

const guideSlug = z
  .string()
  .trim()
  .min(3, 'The slug needs at least 3 characters')
  .max(GUIDE_LIMITS.slug)
  .regex(GUIDE_SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens, e.g. double-cleansing');

export const guideSlugParams = z.object({ slug: guideSlug });

/* ------------------------------------------------------------------ store */

/** GET /api/Guide/search?q=&limit=: the published articles answering a text, best first. */
export const guideSearchQuery = z.object({
  q: z.string().trim().max(GUIDE_LIMITS.searchText).default(''),
  limit: z.coerce.number().int().min(1).max(GUIDE_LIMITS.searchHits).default(5),
});
export type GuideSearchQuery = z.input<typeof guideSearchQuery>;

export const guideHitSchema = z.object({
  slug: z.string(),
  title: z.string(),
  topic: z.enum(GUIDE_TOPICS),
  summary: z.string(),
  /** The search's score: higher is better, comparable within one answer only. */
  score: z.number(),
});
export type GuideHitView = z.infer<typeof guideHitSchema>;
export const guideSearchResponse = envelope(z.object({ hits: z.array(guideHitSchema) }));

/** An article as a list shows it: the link and its short answer. */
export const guideArticleLinkSchema = z.object({
  slug: z.string(),
  title: z.string(),
  topic: z.enum(GUIDE_TOPICS),
  summary: z.string(),
  reviewedAt: z.string(),
});
export type GuideArticleLink = z.infer<typeof guideArticleLinkSchema>;

/** GET /api/Guide/articles: the published articles by topic, topics in GUIDE_TOPICS order. */
export const guideTopicSchema = z.object({
  topic: z.enum(GUIDE_TOPICS),
  label: z.string(),
  articles: z.array(guideArticleLinkSchema),
});
export type GuideTopicGroup = z.infer<typeof guideTopicSchema>;
export const guideArticlesResponse = envelope(z.object({ topics: z.array(guideTopicSchema) }));

/** The article itself, as GuideArticle (knowledge/guide-article.ts) holds it. */
export const guideArticleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  topic: z.enum(GUIDE_TOPICS),
  summary: z.string(),
  body: z.string(),
  ingredients: z.array(z.string()),
  concerns: z.array(z.enum(CONCERNS)),
  skinTypes: z.array(z.enum(SKIN_TYPES)),
  productTypes: z.array(z.enum(PRODUCT_TYPE_VALUES)),
  asks: z.array(z.string()),
  related: z.array(z.string()),
  reviewedAt: z.string(),
  published: z.boolean(),
});

/** GET /api/Guide/articles/:slug: the article, the in-stock products that fit, what to read next. */
export const guidePageSchema = z.object({
  article: guideArticleSchema,
  /** Up to 4 in-stock products that put the advice into practice, best rated first. */
  products: z.array(productSchema),
  related: z.array(guideArticleLinkSchema),
  /** Glossary slug → display name, for the article's ingredient links (/ingredients/{slug}). */
  ingredientNames: z.record(z.string(), z.string()),
});
export type GuidePage = z.infer<typeof guidePageSchema>;
export const guidePageResponse = envelope(guidePageSchema);

/** GET /api/Guide/forProduct/:id and /forIngredient/:slug: articles that help (up to 3 / all). */
export const guideLinksResponse = envelope(z.object({ articles: z.array(guideArticleLinkSchema) }));
export const guideProductParams = z.object({ id: idParam });

/* ------------------------------------------------------------------ admin */

/** Admin → Guide: an article with its row's dates. */
export const adminGuideArticleSchema = guideArticleSchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminGuideArticle = z.infer<typeof adminGuideArticleSchema>;
export const adminGuideListResponse = envelope(z.object({ articles: z.array(adminGuideArticleSchema) }));
export const adminGuideArticleResponse = envelope(adminGuideArticleSchema);

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'Each value once');

/** The fields an admin edits; the slug is fixed once created (it is the article's address). */
export const guideArticleFields = z.object({
  title: z.string().trim().min(5, 'The title needs at least 5 characters').max(GUIDE_LIMITS.title),
  topic: z.enum(GUIDE_TOPICS, { message: 'Pick a topic' }),
  summary: z
    .string()
    .trim()
    .min(20, 'The short answer needs at least 20 characters')
    .max(GUIDE_LIMITS.summary),
  body: z.string().trim().min(80, 'The text needs at least 80 characters').max(GUIDE_LIMITS.body),
  ingredients: uniqueList(
    z
      .string()
      .refine((slug) => INGREDIENTS_BY_ID.has(slug), { message: 'Not an ingredient of the glossary' }),
    20,
  ),
  concerns: uniqueList(z.enum(CONCERNS), CONCERNS.length),
  skinTypes: uniqueList(z.enum(SKIN_TYPES), SKIN_TYPES.length),
  productTypes: uniqueList(z.enum(PRODUCT_TYPE_VALUES), 12),
  asks: uniqueList(
    z
      .string()
      .trim()
      .min(3)
      .max(GUIDE_LIMITS.ask)
      .transform((ask) => ask.toLowerCase()),
    GUIDE_LIMITS.asks,
  ),
  related: uniqueList(guideSlug, GUIDE_LIMITS.related),
  reviewedAt: z.iso.date('Use a date like 2026-12-01'),
  published: z.boolean(),
});
export type GuideArticleFields = z.input<typeof guideArticleFields>;

/** POST /api/Guide/admin/articles. */
export const createGuideArticleRequest = guideArticleFields.extend({ slug: guideSlug });
export type CreateGuideArticleRequest = z.input<typeof createGuideArticleRequest>;

/** PUT /api/Guide/admin/articles/:slug. */
export const updateGuideArticleRequest = guideArticleFields;

/** POST /api/Guide/admin/articles/:slug/publish. */
export const publishGuideArticleRequest = z.object({ published: z.boolean() });

/** The fields the claims guard reads, with the label a form shows them under. */
export const GUIDE_CLAIM_FIELDS = {
  title: 'Title',
  summary: 'Short answer',
  body: 'Text',
  asks: 'Other ways to ask',
} as const;
export type GuideClaimField = keyof typeof GUIDE_CLAIM_FIELDS;

/**
 * The refusal of a drug claim (docs/product.md#the-skincare-guide), starting with the field's
 * label so a form can show it beneath that field (guideClaimField).
 */
export function guideDrugClaimMessage(field: GuideClaimField, phrase: string): string {
  return `${GUIDE_CLAIM_FIELDS[field]}: "${phrase}" reads as a drug claim. Say what it does for how skin looks or feels (e.g. "helps calm the look of redness"), never that it treats, cures or heals.`;
}

/** The field a refusal message names, if it is a drug-claim refusal. */
export function guideClaimField(message: string): GuideClaimField | undefined {
  const entries = Object.entries(GUIDE_CLAIM_FIELDS) as [GuideClaimField, string][];
  return entries.find(([, label]) => message.startsWith(`${label}: "`))?.[0];
}
