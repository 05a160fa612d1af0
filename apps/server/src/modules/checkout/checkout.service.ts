import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  centsToDollars,
  type CartItemInput,
  type CartQuote,
  type DemoConfirmRequest,
  type DemoConfirmResult,
  type PlaceOrderRequest,
  type PlaceOrderResult,
} from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newOrderPublicId } from '../../lib/order-id';
import { rateLimited, type RateLimiter, type RateRule } from '../../lib/rate-limiter';
import { orderConfirmationMail } from '../orders/order-mail';
import { findOrderByIntent } from '../orders/orders.repository';
import { checkDemoCard } from '../payments/card-checks';
import type { IntentState, PaymentProvider } from '../payments/payment-provider';
import { mergeItems, priceFromRows, priceLines, type PricedCart } from './cart-pricing';
import {
  claimRefund,
  countAndReadCart,
  countAndRecordCardOutcome,
  findIntent,
  insertIntentFast,
  markIntentSucceeded,
  placeOrderAtomically,
  readForPlace,
  type IntentRow,
} from './checkout.repository';

const B = MESSAGES.buying;

/** Card attempts per address (DESIGN §9): enough for a shopper's retries, not for card testing. */
export const CONFIRM_RULE: RateRule = { name: 'demo-confirm', max: 30, windowMs: 10 * 60_000 };
/** Payment intents per address. */
export const INTENT_RULE: RateRule = { name: 'payment-intent', max: 60, windowMs: 10 * 60_000 };

function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === constraint;
}

function refuseProblems(cart: PricedCart): void {
  const missing = cart.problems.find((p) => p.problem === 'missing');
  if (missing) throw new AppError('VALIDATION', B.productsUnavailable);
  const short = cart.problems[0];
  if (short) throw new AppError('CONFLICT', B.outOfStock(short.name ?? 'A product', short.stockQuantity));
  if (!cart.shipping.available) throw new AppError('VALIDATION', MESSAGES.checkout.noShipping);
}

function sameItems(items: IntentRow['items'], cart: PricedCart): boolean {
  const a = [...items].sort((x, y) => x.productId - y.productId);
  const b = [...cart.lines].sort((x, y) => x.productId - y.productId);
  return (
    a.length === b.length &&
    a.every(
      (l, i) =>
        l.productId === b[i]!.productId &&
        l.quantity === b[i]!.quantity &&
        l.unitPriceCents === b[i]!.unitPriceCents,
    )
  );
}

/** DESIGN §6: the server-authoritative checkout (create intent → confirm → place). */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    readonly provider: PaymentProvider,
    private readonly limiter: RateLimiter,
  ) {}

  async quoteCart(items: CartItemInput[]): Promise<CartQuote> {
    const lines = await priceLines(this.db, items);
    const subtotal = lines.reduce(
      (s, l) => s + (l.problem === 'missing' ? 0 : l.unitPriceCents! * l.quantity),
      0,
    );
    return {
      lines: lines.map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        name: l.name,
        price: l.unitPriceCents === null ? null : centsToDollars(l.unitPriceCents),
        image: l.image,
        categoryName: l.categoryName,
        stockQuantity: l.stockQuantity,
        problem: l.problem,
      })),
      subtotal: centsToDollars(subtotal),
    };
  }

  /**
   * DESIGN §6 step 1, in two statements: the caller's rate-limit hit with the catalog read, then
   * the intent row. `caller` is the address the limit counts (the request IP).
   */
  async createPaymentIntent(
    input: { items: CartItemInput[]; email: string; country: string },
    caller: string,
  ) {
    const wanted = mergeItems(input.items);
    const read = await countAndReadCart(
      this.db,
      INTENT_RULE,
      caller,
      wanted.map((w) => w.productId),
      input.country,
    );
    if (read.count > INTENT_RULE.max) throw rateLimited(read.retry);
    const cart = priceFromRows(wanted, read.products, read.zone);
    refuseProblems(cart);
    const created = await this.provider.createIntent({
      amountCents: cart.totalCents,
      email: input.email,
      idempotencyKey: randomUUID(),
    });
    await insertIntentFast(this.db, {
      id: created.id,
      clientSecret: created.clientSecret,
      provider: this.provider.name,
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
    });
    return {
      clientSecret: created.clientSecret,
      paymentIntentId: created.id,
      amount: centsToDollars(cart.totalCents),
    };
  }

  /**
   * The demo card network (DESIGN §4 `POST /api/Payments/demo/confirm`): the card is checked in
   * memory, then one statement counts the caller's attempt (DESIGN §9) and records the outcome.
   */
  async confirmDemoPayment(req: DemoConfirmRequest, caller: string): Promise<DemoConfirmResult> {
    if (this.provider.name !== 'demo') {
      await this.limiter.enforce(CONFIRM_RULE, caller);
      throw new AppError('NOT_FOUND', B.intentUnknown);
    }
    const outcome = checkDemoCard(req.card);
    const row = await countAndRecordCardOutcome(this.db, CONFIRM_RULE, caller, req.clientSecret, {
      status: outcome.ok ? 'succeeded' : 'failed',
      cardBrand: outcome.brand,
      cardLast4: outcome.last4,
      failureCode: outcome.ok ? null : outcome.code,
      failureMessage: outcome.ok ? null : outcome.message,
    });
    if (row.count > CONFIRM_RULE.max) throw rateLimited(row.retry);
    if (!row.id || row.provider !== 'demo') throw new AppError('NOT_FOUND', B.intentUnknown);
    // Read before this statement's update: an intent already paid stays paid, a refunded one fails.
    if (row.status === 'succeeded') return { status: 'succeeded', paymentIntentId: row.id };
    if (row.status === 'refunded') {
      return {
        status: 'failed',
        paymentIntentId: row.id,
        error: { code: 'payment_intent_unexpected_state', message: B.paymentRefunded },
      };
    }
    if (!row.recorded) {
      // A concurrent confirmation got there first: report what it recorded.
      const now = await findIntent(this.db, row.id);
      if (now?.status === 'succeeded') return { status: 'succeeded', paymentIntentId: row.id };
    }
    return outcome.ok
      ? { status: 'succeeded', paymentIntentId: row.id }
      : {
          status: 'failed',
          paymentIntentId: row.id,
          error: { code: outcome.code, message: outcome.message },
        };
  }

  /**
   * The place-order workflow in two statements: read the intent, any order already placed with
   * it and the cart's catalog rows; verify the payment and re-price; then one statement locks the
   * intent and the products, re-checks prices and stock on their latest versions and writes the
   * order (see placeOrderAtomically). Idempotent per intent; refunds when nothing can be placed.
   */
  async placeOrder(input: PlaceOrderRequest, origin: string): Promise<PlaceOrderResult> {
    const wanted = mergeItems(input.items);
    const read = await readForPlace(
      this.db,
      input.paymentIntentId,
      wanted.map((w) => w.productId),
      input.shippingAddress.country,
    );
    const intent = read?.intent;
    if (!read || !intent || intent.clientSecret !== input.stripeClientSecret)
      throw new AppError('NOT_FOUND', B.intentUnknown);
    if (read.orderPublicId)
      return this.result(intent, { publicId: read.orderPublicId, shippingAddressId: read.orderAddressId! });
    if (intent.status === 'refunded') throw new AppError('CONFLICT', B.paymentRefunded);

    // The demo provider's state is this very row; another provider is asked.
    const state: IntentState =
      this.provider.name === 'demo' && intent.provider === 'demo'
        ? {
            status: intent.status,
            amountCents: intent.amountCents,
            cardBrand: intent.cardBrand,
            cardLast4: intent.cardLast4,
          }
        : await this.provider.retrieveIntent(intent.id);
    if (state.status === 'refunded') throw new AppError('CONFLICT', B.paymentRefunded);
    if (state.status !== 'succeeded') throw new AppError('VALIDATION', B.paymentNotCompleted);
    if (intent.status !== 'succeeded')
      await markIntentSucceeded(this.db, intent.id, state.cardBrand, state.cardLast4);

    const cart = priceFromRows(wanted, read.products, read.zone);
    if (
      cart.problems.some((p) => p.problem === 'missing') ||
      !cart.shipping.available ||
      cart.totalCents !== intent.amountCents ||
      cart.totalCents !== state.amountCents ||
      !sameItems(intent.items, cart)
    ) {
      return this.refuseAfterPayment(intent, B.cartChangedRefunded);
    }
    // Stock shown short by the read: refund without trying (the write would refuse it too).
    if (cart.problems.length > 0) return this.refuseAfterPayment(intent, B.soldOutRefunded);

    const a = input.shippingAddress;
    const address = {
      fullName: a.fullName,
      email: a.email,
      addressLine1: a.addressLine1,
      addressLine2: a.addressLine2 || null,
      city: a.city,
      state: a.state,
      postalCode: a.postalCode,
      country: cart.shipping.country ?? a.country,
    };
    const lines = [...cart.lines]
      .sort((x, y) => x.productId - y.productId)
      .map((l) => ({
        productId: l.productId,
        name: l.name!,
        unitPriceCents: l.unitPriceCents!,
        quantity: l.quantity,
        weightGrams: l.weightGrams,
        imageFile: l.image,
      }));
    const publicId = newOrderPublicId();
    const mail = orderConfirmationMail({
      publicId,
      email: a.email,
      address,
      lines,
      subtotalCents: cart.subtotalCents,
      shippingFeeCents: cart.shipping.feeCents,
      totalCents: cart.totalCents,
      origin,
    });
    let written;
    try {
      written = await placeOrderAtomically(this.db, {
        intentId: intent.id,
        totalCents: cart.totalCents,
        lines,
        address,
        order: {
          publicId,
          email: a.email,
          fullName: a.fullName,
          subtotalCents: cart.subtotalCents,
          shippingFeeCents: cart.shipping.feeCents,
          cardBrand: state.cardBrand ?? intent.cardBrand,
          cardLast4: state.cardLast4 ?? intent.cardLast4,
        },
        mail: {
          kind: mail.kind,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
        },
      });
    } catch (err) {
      // The same intent placed at the same moment: the other call's order won the unique index.
      if (!isUniqueViolation(err, 'orders_payment_intent_idx')) throw err;
      const raced = await findOrderByIntent(this.db, intent.id);
      if (!raced) throw err;
      return this.result(intent, raced);
    }
    if (written.publicId)
      return this.result(intent, {
        publicId: written.publicId,
        shippingAddressId: written.shippingAddressId!,
      });
    if (!written.intentOk) {
      // Refunded meanwhile, or placed by a concurrent call that committed first.
      const raced = await findOrderByIntent(this.db, intent.id);
      if (raced) return this.result(intent, raced);
      throw new AppError('CONFLICT', B.paymentRefunded);
    }
    return this.refuseAfterPayment(intent, written.samePrices ? B.soldOutRefunded : B.cartChangedRefunded);
  }

  /** Nothing can be placed for a paid intent: refund it (once) and tell the shopper why. */
  private async refuseAfterPayment(intent: { id: string; clientSecret: string }, message: string) {
    await this.refund(intent.id);
    const raced = await findOrderByIntent(this.db, intent.id);
    if (raced) return this.result(intent, raced);
    throw new AppError('CONFLICT', message);
  }

  private async refund(intentId: string): Promise<void> {
    if (await claimRefund(this.db, intentId)) await this.provider.refund(intentId);
  }

  private result(
    intent: { id: string; clientSecret: string },
    order: { publicId: string; shippingAddressId: number },
  ): PlaceOrderResult {
    return {
      stripeClientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      orderId: order.publicId,
      shippingAddressId: order.shippingAddressId,
    };
  }
}
