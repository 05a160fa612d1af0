import {
  createGuideArticleRequest,
  formErrors,
  guideClaimField,
  type AdminGuideArticle,
  type CreateGuideArticleRequest,
  type GuideTopic,
} from '@seoul-glow/shared';

/** The editor's state: lists as the admin types them (one per line, or comma-separated). */
export interface GuideForm {
  slug: string;
  title: string;
  topic: GuideTopic | '';
  summary: string;
  body: string;
  ingredients: string;
  concerns: string[];
  skinTypes: string[];
  productTypes: string;
  asks: string;
  related: string;
  reviewedAt: string;
  published: boolean;
}

export type GuideErrors = Partial<Record<keyof GuideForm, string>>;

const today = () => new Date().toISOString().slice(0, 10);

export function formFrom(article: AdminGuideArticle | null | undefined): GuideForm {
  return {
    slug: article?.slug ?? '',
    title: article?.title ?? '',
    topic: article?.topic ?? '',
    summary: article?.summary ?? '',
    body: article?.body ?? '',
    ingredients: article?.ingredients.join(', ') ?? '',
    concerns: article?.concerns ?? [],
    skinTypes: article?.skinTypes ?? [],
    productTypes: article?.productTypes.join(', ') ?? '',
    asks: article?.asks.join('\n') ?? '',
    related: article?.related.join(', ') ?? '',
    reviewedAt: article?.reviewedAt ?? today(),
    published: article?.published ?? false,
  };
}

const commaList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const lineList = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/** The request the form sends; the server parses it with the same schema (createGuideArticleRequest). */
export function requestFrom(form: GuideForm): CreateGuideArticleRequest {
  return {
    slug: form.slug.trim(),
    title: form.title,
    topic: form.topic as GuideTopic,
    summary: form.summary,
    body: form.body,
    ingredients: commaList(form.ingredients),
    concerns: form.concerns as CreateGuideArticleRequest['concerns'],
    skinTypes: form.skinTypes as CreateGuideArticleRequest['skinTypes'],
    productTypes: commaList(form.productTypes) as CreateGuideArticleRequest['productTypes'],
    asks: lineList(form.asks),
    related: commaList(form.related),
    reviewedAt: form.reviewedAt,
    published: form.published,
  };
}

/** The form's messages by field, from the shared schema: the same rules the server applies. */
export function validateGuide(form: GuideForm): GuideErrors {
  return formErrors(createGuideArticleRequest, requestFrom(form)) as GuideErrors;
}

/**
 * Where a refused save's message belongs: a drug claim names its field (the claims guard's
 * refusal starts with the field's label), anything else is shown above the buttons.
 */
export function placeServerError(message: string): { field?: keyof GuideForm; message: string } {
  const field = guideClaimField(message);
  return field ? { field, message } : { message };
}
