/**
 * Demo reviews (docs/product.md#what-the-store-keeps): a believable spread per product, mostly
 * happy with some lukewarm and a few unhappy ones, from shoppers of every skin type and age, short
 * and long, some with a store reply and a few with a photo. Each product's reviews come from its
 * own seeded PRNG, so its rating is fixed by its name (demoRating) whatever else the seed does.
 * Reviews of products that demo orders delivered a week or more ago are written from those orders
 * (verified); the rest have no order and carry no "Verified purchase" mark.
 */
import {
  AGE_RANGES,
  PROFILE_CONCERNS,
  SKIN_TYPES,
  type AgeRange,
  type Concern,
  type ProductType,
  type SkinType,
} from '@seoul-glow/shared';
import { authorName } from '../../modules/reviews/reviews.mapper';
import type { reviews } from '../schema';
import { mulberry32, type Rng } from './demo-orders';
import { GROUP_OF, GROUP_TEXTS, OPENINGS, REVIEWER_NAMES, STORE_REPLIES, TITLES } from './demo-review-texts';

export interface DemoReviewProduct {
  name: string;
  productType: ProductType | null;
  skinTypes: SkinType[];
  concerns: Concern[];
  isFeatured: boolean;
  createdDaysAgo: number;
}

export interface DemoReview {
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  skinType: SkinType;
  concerns: Concern[];
  ageRange: AgeRange | null;
  recommends: boolean;
  helpfulCount: number;
  /** How long before the seed's `now` it was written, in days (fractional). */
  daysAgo: number;
  author: string;
  reply: { text: string; daysLater: number } | null;
  photo: boolean;
}

const DAY = 86_400_000;
/** Review photos are rendered at start-up: a handful keeps the first start fast. */
export const MAX_DEMO_PHOTOS = 3;

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

function seedOf(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

function ratingOf(rng: Rng, happiness: number): DemoReview['rating'] {
  const r = rng();
  if (r < happiness) return 5;
  if (r < happiness + (1 - happiness) * 0.6) return 4;
  if (r < happiness + (1 - happiness) * 0.82) return 3;
  return r < happiness + (1 - happiness) * 0.93 ? 2 : 1;
}

const AGE_WEIGHTS: [AgeRange, number][] = [
  ['under-18', 0.02],
  ['18-24', 0.25],
  ['25-34', 0.36],
  ['35-44', 0.2],
  ['45-54', 0.11],
  ['55-plus', 0.06],
];

function ageOf(rng: Rng): AgeRange | null {
  if (rng() < 0.1) return null;
  let r = rng();
  for (const [age, w] of AGE_WEIGHTS) if ((r -= w) <= 0) return age;
  return AGE_RANGES[2];
}

function skinOf(rng: Rng, product: DemoReviewProduct): SkinType {
  // Mostly the skin types it is made for: that is who buys it.
  return product.skinTypes.length && rng() < 0.8 ? pick(rng, product.skinTypes) : pick(rng, SKIN_TYPES);
}

function concernsOf(rng: Rng, product: DemoReviewProduct): Concern[] {
  const own = product.concerns.filter((c) => (PROFILE_CONCERNS as readonly string[]).includes(c));
  const chosen = new Set<Concern>();
  if (own.length && rng() < 0.75) chosen.add(pick(rng, own));
  if (rng() < 0.35) chosen.add(pick(rng, PROFILE_CONCERNS));
  return [...chosen];
}

function bodyOf(rng: Rng, product: DemoReviewProduct, rating: DemoReview['rating'], skin: SkinType): string {
  const texts = GROUP_TEXTS[product.productType ? GROUP_OF[product.productType] : 'body'];
  const length = rng();
  const parts: string[] = [];
  if (length > 0.35) parts.push(pick(rng, OPENINGS[rating]));
  if (rating >= 3) parts.push(pick(rng, texts.feel));
  if (rating >= 4) parts.push(pick(rng, texts.result));
  if (rating === 3 || (rating === 4 && rng() < 0.5)) parts.push(pick(rng, texts.caveat));
  if (rating <= 2) parts.push(pick(rng, texts.bad), pick(rng, texts.caveat));
  if (length > 0.7) parts.push(`For reference, my skin is ${skin === 'normal' ? 'pretty normal' : skin}.`);
  if (length > 0.85 && rating >= 4) parts.push(pick(rng, texts.result));
  return [...new Set(parts)].join(' ');
}

/** The demo reviews of one product, newest first; the same every time for the same name. */
export function demoReviewsFor(product: DemoReviewProduct): DemoReview[] {
  const rng = mulberry32(seedOf(product.name));
  const count = product.isFeatured ? 9 + Math.floor(rng() * 12) : 2 + Math.floor(rng() * 10);
  const happiness = 0.42 + rng() * 0.3;
  const span = Math.max(3, Math.min(product.createdDaysAgo, 240));
  const out: DemoReview[] = [];
  for (let i = 0; i < count; i++) {
    const rating = ratingOf(rng, happiness);
    const skinType = skinOf(rng, product);
    const unhappy = rating <= 3;
    const replied = unhappy ? rng() < 0.6 : rng() < 0.06;
    out.push({
      rating,
      title: pick(rng, TITLES[rating]),
      body: bodyOf(rng, product, rating, skinType),
      skinType,
      concerns: concernsOf(rng, product),
      ageRange: ageOf(rng),
      recommends: rating >= 4 || (rating === 3 && rng() < 0.4),
      helpfulCount: Math.floor(rng() ** 2.2 * 40),
      daysAgo: 0.2 + rng() * (span - 0.5),
      author: pick(rng, REVIEWER_NAMES),
      reply: replied
        ? {
            text: pick(rng, unhappy ? STORE_REPLIES.unhappy : STORE_REPLIES.happy),
            daysLater: 0.3 + rng() * 2,
          }
        : null,
      photo: rating >= 4 && rng() < 0.12,
    });
  }
  return out.sort((a, b) => a.daysAgo - b.daysAgo);
}

/** What the seeded reviews make of a product's rating: the figures the store then shows. */
export function demoRating(product: DemoReviewProduct): {
  averageRating: number | null;
  ratingCount: number;
} {
  const list = demoReviewsFor(product);
  if (list.length === 0) return { averageRating: null, ratingCount: 0 };
  const sum = list.reduce((s, r) => s + r.rating, 0);
  return { averageRating: Math.round((sum / list.length) * 100) / 100, ratingCount: list.length };
}

/** The first MAX_DEMO_PHOTOS reviews with a photo, in catalog order: which products to photograph. */
export function demoPhotoProducts(products: readonly DemoReviewProduct[]): string[] {
  const names: string[] = [];
  for (const p of products) {
    for (const r of demoReviewsFor(p)) {
      if (r.photo && names.length < MAX_DEMO_PHOTOS) names.push(p.name);
    }
  }
  return names;
}

export interface ReviewedOrder {
  id: number;
  fullName: string;
  status: string;
  createdAt: Date;
  productIds: number[];
}

/**
 * The rows to insert: every product's demo reviews, the oldest ones written from the demo orders
 * that delivered it (one per order), with the photos handed in by product name.
 */
export function demoReviewRows(
  products: readonly (DemoReviewProduct & { id: number })[],
  orders: readonly ReviewedOrder[],
  photos: ReadonlyMap<string, string[]>,
  now: Date,
): (typeof reviews.$inferInsert)[] {
  const rows: (typeof reviews.$inferInsert)[] = [];
  const photosLeft = new Map([...photos].map(([name, files]) => [name, [...files]]));
  for (const product of products) {
    // Delivered a week or more ago: a review comes after living with the product.
    const buyers = orders
      .filter(
        (o) =>
          o.status === 'delivered' &&
          o.createdAt.getTime() + 7 * DAY < now.getTime() &&
          o.productIds.includes(product.id),
      )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const list = demoReviewsFor(product);
    list.forEach((r, i) => {
      // The oldest reviews pair with the oldest orders; a review is never older than its order.
      const order = buyers[list.length - 1 - i];
      const written = order
        ? Math.max(order.createdAt.getTime() + 4 * DAY, now.getTime() - r.daysAgo * DAY)
        : now.getTime() - r.daysAgo * DAY;
      const createdAt = new Date(Math.min(written, now.getTime() - 60_000));
      const photo = r.photo ? photosLeft.get(product.name)?.shift() : undefined;
      rows.push({
        productId: product.id,
        orderId: order?.id ?? null,
        verified: order !== undefined,
        author: order ? authorName(order.fullName) : r.author,
        rating: r.rating,
        title: r.title,
        body: r.body,
        skinType: r.skinType,
        concerns: r.concerns,
        ageRange: r.ageRange,
        recommends: r.recommends,
        photos: photo ? [photo] : [],
        status: 'published',
        helpfulCount: r.helpfulCount,
        helpfulSynced: r.helpfulCount,
        reply: r.reply?.text ?? null,
        replyAt: r.reply
          ? new Date(Math.min(createdAt.getTime() + r.reply.daysLater * DAY, now.getTime()))
          : null,
        createdAt,
      });
    });
  }
  return rows;
}
