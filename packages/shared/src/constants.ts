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
  /** Session storage: the payment this tab is finishing (docs/product.md#checkout). */
  pendingPayment: 'pending_payment',
} as const;

export const LIMITS = {
  dailyChatMessages: 15,
  chatWarningThreshold: 3,
  chatHistoryTurns: 6,
  homeCategories: 6,
  homeFeatured: 8,
  relatedProducts: 4,
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
