import { MESSAGES, REVIEW_LIMITS, type AgeRange, type Concern, type SkinType } from '@seoul-glow/shared';

/**
 * The review form's values and the checks it can make before sending (docs/product.md#validation):
 * the server's contract holds the same rules and the same texts; the form only saves a round trip.
 * Kept free of zod so the order page stays light.
 */
export interface ReviewDraft {
  rating: number;
  title: string;
  text: string;
  skinType: SkinType | '';
  concerns: Concern[];
  ageRange: AgeRange | '';
  recommends: boolean | null;
  photos: File[];
}

export const EMPTY_DRAFT: ReviewDraft = {
  rating: 0,
  title: '',
  text: '',
  skinType: '',
  concerns: [],
  ageRange: '',
  recommends: null,
  photos: [],
};

export type DraftErrors = Partial<Record<keyof ReviewDraft, string>>;

const M = MESSAGES.reviews;
const L = REVIEW_LIMITS;
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const HTML_TAG = /<\s*\/?\s*[a-z!?][^>]*>/i;

export function draftErrors(d: ReviewDraft): DraftErrors {
  const e: DraftErrors = {};
  const title = d.title.trim();
  const text = d.text.trim();
  if (d.rating < 1 || d.rating > 5) e.rating = M.ratingRequired;
  if (title.length < L.titleMin) e.title = M.titleTooShort;
  else if (title.length > L.titleMax) e.title = M.titleTooLong;
  else if (HTML_TAG.test(title)) e.title = M.plainText;
  if (text.length < L.textMin) e.text = M.textTooShort;
  else if (text.length > L.textMax) e.text = M.textTooLong;
  else if (HTML_TAG.test(text)) e.text = M.plainText;
  if (!d.skinType) e.skinType = M.skinTypeRequired;
  if (d.concerns.length > L.concerns) e.concerns = M.tooManyConcerns;
  if (d.recommends === null) e.recommends = M.recommendRequired;
  if (d.photos.length > L.photos) e.photos = M.tooManyPhotos;
  else if (d.photos.some((p) => p.size > MAX_PHOTO_BYTES)) e.photos = 'Each photo can be up to 10 MB';
  return e;
}

/** The multipart body of api.reviews.submit. */
export function draftForm(
  d: ReviewDraft,
  target: { orderId: string; productId: number },
  proof: { token?: string; email?: string },
): FormData {
  const form = new FormData();
  form.append('orderId', target.orderId);
  form.append('productId', String(target.productId));
  if (proof.token) form.append('token', proof.token);
  if (proof.email) form.append('email', proof.email);
  form.append('rating', String(d.rating));
  form.append('title', d.title.trim());
  form.append('text', d.text.trim());
  form.append('skinType', d.skinType);
  for (const c of d.concerns) form.append('concerns', c);
  if (d.ageRange) form.append('ageRange', d.ageRange);
  form.append('recommends', String(d.recommends));
  for (const photo of d.photos) form.append('photos', photo, photo.name);
  return form;
}
