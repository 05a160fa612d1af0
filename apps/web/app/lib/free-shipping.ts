import { LIMITS } from '@seoul-glow/shared';

/** Orders from this subtotal (dollars) ship free; the server prices shipping with the same constant. */
export const FREE_SHIPPING_THRESHOLD = LIMITS.freeShippingThresholdCents / 100;

/** The threshold as the store's texts write it: '$50', whole dollars. */
export const FREE_SHIPPING_OVER = `$${FREE_SHIPPING_THRESHOLD}`;

/** The marketing line of docs/product.md#what-the-store-does. */
export const FREE_SHIPPING_TEXT = `Free Shipping on orders over ${FREE_SHIPPING_OVER}`;
