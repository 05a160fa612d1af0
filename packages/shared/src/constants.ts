/** Business constants of docs/product.md#constants-and-limits and docs/product.md#what-the-store-keeps–§7, shared by server and web. */

export const CATEGORY_NAMES = ['Skincare', 'Makeup', 'Haircare', 'Fragrances'] as const;

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ADMIN_ROLES = ['admin', 'superadmin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_STATUSES = ['active', 'inactive'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export const CONTACT_SUBJECTS = [
  'product-inquiry',
  'order-support',
  'beauty-advice',
  'technical-support',
  'partnership',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Browser-storage keys (docs/product.md#constants-and-limits). */
export const STORAGE_KEYS = {
  user: 'auth_user',
  token: 'auth_token',
  cart: 'cart',
  wishlist: 'wishlist',
  chatCounter: 'chat_daily_counter',
  chatClientId: 'chat_client_id',
  placedOrders: 'placed_orders',
  /** The skin quiz's answers (docs/product.md#the-beauty-assistant). */
  skinProfile: 'skin_profile',
  /** Reviews this browser found helpful, so a vote is offered once. */
  reviewVotes: 'review_votes',
  /** Session storage: the payment this tab is finishing (docs/product.md#checkout). */
  pendingPayment: 'pending_payment',
  /** The country the cart and checkout ship to, carried between them (docs/product.md#shipping). */
  shipCountry: 'ship_country',
  /** The promo code applied on /cart or /checkout, until the order is placed. */
  promoCode: 'promo_code',
} as const;

export const LIMITS = {
  dailyChatMessages: 15,
  /** Counted messages a day per network address: a whole office or campus may share one. */
  dailyChatMessagesPerAddress: 300,
  /** How long an order's signed link (the success page, the mails) shows the order whole. */
  orderLinkDays: 30,
  /** The largest total a card payment may have ($999,999.99, Stripe's own ceiling): well inside an integer column. */
  maxOrderTotalCents: 99_999_999,
  chatWarningThreshold: 3,
  chatHistoryTurns: 6,
  homeCategories: 6,
  homeFeatured: 8,
  relatedProducts: 4,
  /** "Similar formulas for less" on a product page and in the assistant (docs/product.md). */
  similarProducts: 3,
  detailTruncateChars: 150,
  recentOrders: 6,
  topProducts: 5,
  adminPasswordMin: 6,
  freeShippingThresholdCents: 5000,
  productPageSize: 24,
} as const;

export const TIMINGS = {
  formRedirectMs: 1500,
  statusMessageMs: 3000,
  addingMs: 500,
  addedMs: 2000,
  analysisDelayMs: 2000,
} as const;

export const AI_DEFAULTS = {
  model: 'gpt-3.5-turbo',
  maxTokens: 200,
  temperature: 0.7,
} as const;

export const SUPPORT_EMAIL = 'support@seoulglow.example';
export const STORE_NAME = 'Seoul Glow';

/** Reviews (docs/product.md#constants-and-limits): lengths in characters. */
export const REVIEW_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  textMin: 20,
  textMax: 2000,
  photos: 3,
  concerns: 3,
  replyMax: 1000,
  reasonMin: 3,
  reasonMax: 300,
  /** Reviews a product page shows at a time (the first page is rendered with the page). */
  pageSize: 5,
  adminPageSize: 20,
} as const;

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORTS = ['newest', 'helpful', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  helpful: 'Most helpful',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

export const AGE_RANGES = ['under-18', '18-24', '25-34', '35-44', '45-54', '55-plus'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];
export const AGE_RANGE_LABELS: Record<AgeRange, string> = {
  'under-18': 'Under 18',
  '18-24': '18-24',
  '25-34': '25-34',
  '35-44': '35-44',
  '45-54': '45-54',
  '55-plus': '55+',
};
