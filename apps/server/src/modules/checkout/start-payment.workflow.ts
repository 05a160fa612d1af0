import { randomUUID } from 'node:crypto';
import {
  LIMITS,
  MESSAGES,
  centsToDollars,
  type CartItemInput,
  type SampleChoice,
  type ShippingAddressInput,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { rateLimited, type RateRule } from '../../lib/rate-limiter';
import { insertIntent } from '../payments/intents.repository';
import type { PaymentProvider } from '../payments/payment-provider';
import { mergeItems, type PricedCart } from '../pricing/price-cart';
import { priceWithPromotion } from '../promotions/promotion-pricing';
import { emailKey } from '../promotions/promotion-read';
import { countAndReadCart } from './checkout.repository';
import { recordedAddress } from './recorded-address';

const B = MESSAGES.buying;

/** Payment intents per address. */
export const INTENT_RULE: RateRule = { name: 'payment-intent', max: 60, windowMs: 10 * 60_000 };

/** What the shopper must fix before paying: the first problem of the priced cart, as a refusal. */
export function refuseProblems(cart: PricedCart): void {
  const missing = cart.problems.find((p) => p.problem === 'missing');
  if (missing) throw new AppError('VALIDATION', B.productsUnavailable);
  const short = cart.problems[0];
  if (short) throw new AppError('CONFLICT', B.outOfStock(short.name ?? 'A product', short.stockQuantity));
  if (!cart.shipping.available) throw new AppError('VALIDATION', MESSAGES.checkout.noShipping);
  // Past this a total overflows the payment's integer column (docs/product.md#validation).
  if (cart.totalCents > LIMITS.maxOrderTotalCents || cart.subtotalCents > LIMITS.maxOrderTotalCents)
    throw new AppError('VALIDATION', B.orderTooLarge);
}

/**
 * Checkout step 1 (docs/product.md#checkout), pricing → payments, in two statements: the caller's
 * rate-limit hit with the cart read, then the intent row for the server's own total (client
 * prices never enter). `caller` is the address the limit counts (the request IP). The shipping
 * address and the storefront `origin` are recorded with the intent, so the reconciler can place
 * the order without the shopper.
 */
export async function startPayment(
  deps: { db: Db; provider: PaymentProvider },
  input: {
    items: CartItemInput[];
    email: string;
    country: string;
    shippingAddress?: ShippingAddressInput;
    promoCode?: string;
    sample?: SampleChoice;
  },
  caller: string,
  origin: string | null = null,
) {
  const { db, provider } = deps;
  const wanted = mergeItems(input.items);
  const read = await countAndReadCart(
    db,
    INTENT_RULE,
    caller,
    wanted.map((w) => w.productId),
    input.country,
    { code: input.promoCode ?? null, emailKey: emailKey(input.email) },
  );
  if (read.count > INTENT_RULE.max) throw rateLimited(read.retry);
  const cart = priceWithPromotion(wanted, read.products, read.zone, {
    code: input.promoCode,
    row: read.promo,
  });
  refuseProblems(cart);
  // A code that does not apply is refused before any payment, with the reason (docs/product.md#checkout).
  if (cart.promoError) throw new AppError('VALIDATION', cart.promoError);
  const created = await provider.createIntent({
    amountCents: cart.totalCents,
    email: input.email,
    idempotencyKey: randomUUID(),
  });
  await insertIntent(db, {
    id: created.id,
    clientSecret: created.clientSecret,
    provider: provider.name,
    amountCents: cart.totalCents,
    email: input.email,
    country: cart.shipping.country ?? input.country,
    items: cart.lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents!,
    })),
    subtotalCents: cart.subtotalCents,
    shippingFeeCents: cart.shipping.feeCents,
    shippingAddress: input.shippingAddress
      ? recordedAddress(input.shippingAddress, cart.shipping.country ?? input.country)
      : null,
    origin,
    promoCode: cart.promo?.code ?? null,
    discountCents: cart.discountCents,
    sampleId: typeof input.sample === 'number' ? input.sample : null,
    sampleSurprise: input.sample === 'surprise',
  });
  return {
    clientSecret: created.clientSecret,
    paymentIntentId: created.id,
    amount: centsToDollars(cart.totalCents),
    discount: centsToDollars(cart.discountCents),
    promoCode: cart.promo?.code ?? null,
  };
}
