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
import { enqueueMail } from '../mail/mail.service';
import { orderConfirmationMail } from '../orders/order-mail';
import { findOrderByIntent, insertOrder } from '../orders/orders.repository';
import { checkDemoCard } from '../payments/card-checks';
import type { PaymentProvider } from '../payments/payment-provider';
import { priceCart, priceLines, type PricedCart } from './cart-pricing';
import {
  claimRefund,
  findIntent,
  findIntentBySecret,
  insertIntent,
  markIntentSucceeded,
  recordCardOutcome,
  takeStock,
  type IntentRow,
} from './checkout.repository';

const B = MESSAGES.buying;

/** A business failure after payment: the intent is refunded and the shopper told why. */
class NotPlaceable extends Error {}

function refuseProblems(cart: PricedCart): void {
  const missing = cart.problems.find((p) => p.problem === 'missing');
  if (missing) throw new AppError('VALIDATION', B.productsUnavailable);
  const short = cart.problems[0];
  if (short) throw new AppError('CONFLICT', B.outOfStock(short.name ?? 'A product', short.stockQuantity));
  if (!cart.shipping.available) throw new AppError('VALIDATION', MESSAGES.checkout.noShipping);
}

function sameItems(intent: IntentRow, cart: PricedCart): boolean {
  const a = [...intent.items].sort((x, y) => x.productId - y.productId);
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

  async createPaymentIntent(input: { items: CartItemInput[]; email: string; country: string }) {
    const cart = await priceCart(this.db, input.items, input.country);
    refuseProblems(cart);
    const created = await this.provider.createIntent({
      amountCents: cart.totalCents,
      email: input.email,
      idempotencyKey: randomUUID(),
    });
    await insertIntent(this.db, {
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

  /** The demo card network (DESIGN §4 `POST /api/Payments/demo/confirm`). */
  async confirmDemoPayment(req: DemoConfirmRequest): Promise<DemoConfirmResult> {
    const intent = await findIntentBySecret(this.db, req.clientSecret);
    if (!intent || intent.provider !== 'demo' || this.provider.name !== 'demo') {
      throw new AppError('NOT_FOUND', B.intentUnknown);
    }
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
    if (intent.status === 'refunded') {
      return {
        status: 'failed',
        paymentIntentId: intent.id,
        error: { code: 'payment_intent_unexpected_state', message: B.paymentRefunded },
      };
    }
    const outcome = checkDemoCard(req.card);
    const recorded = await recordCardOutcome(this.db, intent.id, {
      status: outcome.ok ? 'succeeded' : 'failed',
      cardBrand: outcome.brand,
      cardLast4: outcome.last4,
      failureCode: outcome.ok ? null : outcome.code,
      failureMessage: outcome.ok ? null : outcome.message,
    });
    if (!recorded) {
      // A concurrent confirmation got there first: report what it recorded.
      const now = await findIntent(this.db, intent.id);
      if (now?.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
    }
    return outcome.ok
      ? { status: 'succeeded', paymentIntentId: intent.id }
      : {
          status: 'failed',
          paymentIntentId: intent.id,
          error: { code: outcome.code, message: outcome.message },
        };
  }

  /**
   * The place-order workflow: verify the intent, re-price, then in one transaction take stock
   * and write the order and its mail. Idempotent per intent; refunds when nothing can be placed.
   */
  async placeOrder(input: PlaceOrderRequest, origin: string): Promise<PlaceOrderResult> {
    const intent = await findIntent(this.db, input.paymentIntentId);
    if (!intent || intent.clientSecret !== input.stripeClientSecret)
      throw new AppError('NOT_FOUND', B.intentUnknown);
    const existing = await findOrderByIntent(this.db, intent.id);
    if (existing) return this.result(intent, existing);
    if (intent.status === 'refunded') throw new AppError('CONFLICT', B.paymentRefunded);

    const state = await this.provider.retrieveIntent(intent.id);
    if (state.status === 'refunded') throw new AppError('CONFLICT', B.paymentRefunded);
    if (state.status !== 'succeeded') throw new AppError('VALIDATION', B.paymentNotCompleted);
    if (intent.status !== 'succeeded')
      await markIntentSucceeded(this.db, intent.id, state.cardBrand, state.cardLast4);

    try {
      const placed = await this.db.transaction(async (tx) => {
        const locked = (await findIntent(tx, intent.id, true))!;
        const again = await findOrderByIntent(tx, intent.id);
        if (again) return again;
        if (locked.status !== 'succeeded') throw new AppError('CONFLICT', B.paymentRefunded);
        const cart = await priceCart(tx, input.items, input.shippingAddress.country);
        if (
          cart.problems.some((p) => p.problem === 'missing') ||
          !cart.shipping.available ||
          cart.totalCents !== locked.amountCents ||
          cart.totalCents !== state.amountCents ||
          !sameItems(locked, cart)
        ) {
          throw new NotPlaceable(B.cartChangedRefunded);
        }
        // Ascending product order: two carts sharing products never wait on each other in a cycle.
        for (const line of [...cart.lines].sort((a, b) => a.productId - b.productId)) {
          if (!(await takeStock(tx, line.productId, line.quantity)))
            throw new NotPlaceable(B.soldOutRefunded);
        }
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
        const lines = cart.lines.map((l) => ({
          productId: l.productId,
          name: l.name!,
          unitPriceCents: l.unitPriceCents!,
          quantity: l.quantity,
          imageFile: l.image,
        }));
        const order = await insertOrder(
          tx,
          address,
          {
            publicId: newOrderPublicId(),
            status: 'pending',
            email: a.email,
            fullName: a.fullName,
            paymentIntentId: intent.id,
            subtotalCents: cart.subtotalCents,
            shippingFeeCents: cart.shipping.feeCents,
            totalCents: cart.totalCents,
            paymentMethod: 'Credit Card',
            cardBrand: state.cardBrand ?? locked.cardBrand,
            cardLast4: state.cardLast4 ?? locked.cardLast4,
          },
          lines,
        );
        await enqueueMail(
          tx,
          orderConfirmationMail({
            publicId: order.publicId,
            email: a.email,
            address,
            lines,
            subtotalCents: cart.subtotalCents,
            shippingFeeCents: cart.shipping.feeCents,
            totalCents: cart.totalCents,
            origin,
          }),
        );
        return order;
      });
      return this.result(intent, placed);
    } catch (err) {
      if (!(err instanceof NotPlaceable)) throw err;
      await this.refund(intent.id);
      const raced = await findOrderByIntent(this.db, intent.id);
      if (raced) return this.result(intent, raced);
      throw new AppError('CONFLICT', err.message);
    }
  }

  private async refund(intentId: string): Promise<void> {
    if (await claimRefund(this.db, intentId)) await this.provider.refund(intentId);
  }

  private result(
    intent: IntentRow,
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
