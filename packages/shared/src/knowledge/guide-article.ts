import type { Concern, ProductType, SkinType } from '../beauty/taxonomy';

/**
 * The Skincare Guide (docs/product.md#the-skincare-guide): articles written by the team that
 * answer what shoppers ask an adviser (how, why, can I, should I), in cosmetic wording. Plain
 * types and lists only: store pages import them, and zod stays out of their JavaScript.
 */
export const GUIDE_TOPICS = [
  'routine',
  'sun',
  'skin-types',
  'barrier',
  'actives',
  'breakouts',
  'masks',
  'sensitive',
  'seasons-and-life',
  'hair',
  'fragrance',
] as const;
export type GuideTopic = (typeof GUIDE_TOPICS)[number];

export const GUIDE_TOPIC_LABELS: Record<GuideTopic, string> = {
  routine: 'Routine & layering',
  sun: 'Sun care',
  'skin-types': 'Knowing your skin',
  barrier: 'The skin barrier',
  actives: 'Actives & pairing',
  breakouts: 'Breakouts & purging',
  masks: 'Masks',
  sensitive: 'Sensitive skin & fragrance',
  'seasons-and-life': 'Seasons & life changes',
  hair: 'Hair & scalp',
  fragrance: 'Perfume',
};

export interface GuideArticle {
  /** Stable key and the URL: /guide/{slug}. */
  slug: string;
  title: string;
  topic: GuideTopic;
  /** The short answer: one or two sentences, shown first and used by the assistant. */
  summary: string;
  /**
   * The text: paragraphs separated by a blank line; a line starting with "## " is a subheading,
   * lines starting with "- " a list. Plain text otherwise (no HTML, no markdown links).
   */
  body: string;
  /** Glossary ingredient slugs (knowledge/glossary) the article discusses. */
  ingredients: string[];
  concerns: Concern[];
  skinTypes: SkinType[];
  /** The product types that help put the advice into practice, listed after the text. */
  productTypes: ProductType[];
  /** Other ways shoppers ask the same question, lower case; retrieval reads them with the title. */
  asks: string[];
  /** Articles to read next, by slug. */
  related: string[];
  /** When the team last checked the text, YYYY-MM-DD. */
  reviewedAt: string;
  published: boolean;
}
