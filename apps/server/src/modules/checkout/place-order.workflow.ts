import { MESSAGES, centsToDollars, type PlaceOrderRequest, type PlaceOrderResult } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newOrderPublicId } from '../../lib/order-id';
import { isUniqueViolation } from '../../lib/pg-errors';
import { orderConfirmationMail } from '../orders/order-mail';
import { findOrderByIntent } from '../orders/orders.repository';
import { insertPlacedOrder, type NewOrderLine, type PlaceOrderWrite } from '../orders/place-order.statement';
import { markIntentSucceeded } from '../payments/intents.repository';
import type { OrderAccessService } from '../orders/order-access.service';
import type { IntentState } from '../payments/payment-provider';
import type { PaymentsService } from '../payments/payments.service';
import { mergeItems, type PricedCart } from '../pricing/price-cart';
import {
  otherCodeThanPaid,
  promotionUse,
  refundedFor,
  refusalAfterStatement,
  refusalOfWriteError,
} from '../promotions/promotion-order';
import { emailKey } from '../promotions/promotion-read';
import { priceWithPromotion, type PromotedCart } from '../promotions/promotion-pricing';
import { readForPlace, type IntentJson } from './checkout.repository';
import { recordedAddress } from './recorded-address';
import { orderSample, sampleMailLine } from './order-extras';

const B = MESSAGES.buying;

type Intent = Pick<IntentJson, 'id' | 'clientSecret' | 'discountCents' | 'promoCode'>;
type Placed = { publicId: string; shippingAddressId: number };
/** The place call; the reconciler names no code (the workflow takes the payment's own). */
export type PlaceInput = Omit<PlaceOrderRequest, 'promoCode'> & Partial<Pick<PlaceOrderRequest, 'promoCode'>>;

function sameItems(items: IntentJson['items'], cart: PricedCart): boolean {
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

const result = (intent: Intent, order: Placed): PlaceOrderResult => ({
  stripeClientSecret: intent.clientSecret,
  paymentIntentId: intent.id,
  orderId: order.publicId,
  shippingAddressId: order.shippingAddressId,
  discount: centsToDollars(intent.discountCents),
  promoCode: intent.promoCode,
});

/**
 * Placing an order (docs/product.md#checkout): payments → pricing → orders, in two statements.
 * One read brings the intent, any order already placed with it and the cart; the payment is
 * verified and the cart re-priced; then one statement (orders' insertPlacedOrder) locks the intent
 * and the products, re-checks prices and stock on their latest versions and writes the order and
 * its mail. Idempotent per intent. Its compensation, refuseAfterPayment, is the one place that
 * refunds: whenever a paid intent cannot become an order.
 */
export class PlaceOrderWorkflow {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentsService,
    private readonly orderAccess: OrderAccessService,
  ) {}

  /** The placed order with its signed access token: the success page shows the order whole with it. */
  async run(input: PlaceInput, origin: string): Promise<PlaceOrderResult> {
    const placed = await this.place(input, origin);
    return { ...placed, accessToken: this.orderAccess.tokens.sign(placed.orderId).token };
  }

  private async place(input: PlaceInput, origin: string): Promise<PlaceOrderResult> {
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
      return result(intent, { publicId: read.orderPublicId, shippingAddressId: read.orderAddressId! });

    // 1. payments: the intent must be paid.
    const state = await this.paidState(intent);
    // One email per checkout: a once-per-email code was checked on the intent's email, so the
    // order may not be recorded under another one (docs/product.md#checkout).
    if (emailKey(input.shippingAddress.email) !== emailKey(intent.email))
      return this.refuseAfterPayment(intent, B.emailChangedRefunded);

    // 2. pricing: the cart, with the payment's own code, must still cost what was paid and be in
    // stock as far as the read saw.
    const cart = priceWithPromotion(wanted, read.products, read.zone, {
      code: intent.promoCode,
      row: read.promo,
    });
    if (
      otherCodeThanPaid(input.promoCode, intent.promoCode) ||
      cart.problems.some((p) => p.problem === 'missing')
    )
      return this.refuseAfterPayment(intent, B.cartChangedRefunded);
    if (cart.problems.length > 0) return this.refuseAfterPayment(intent, B.soldOutRefunded);
    if (cart.promoError) return this.refuseAfterPayment(intent, refundedFor(cart.promoError));
    if (!this.matchesPayment(cart, intent, state))
      return this.refuseAfterPayment(intent, B.cartChangedRefunded);

    // 3. orders: one statement takes the stock and the code's use and writes the order, or writes nothing.
    const write = this.orderWrite(input, cart, intent, state, origin, read.sample);
    let written;
    try {
      written = await insertPlacedOrder(this.db, write);
    } catch (err) {
      // A once-per-email code: another order of this email took it at the same moment.
      const refusal = refusalOfWriteError(err);
      if (refusal) return this.refuseAfterPayment(intent, refusal);
      // The same intent placed at the same moment: the other call's order won the unique index.
      if (!isUniqueViolation(err, 'orders_payment_intent_idx')) throw err;
      const raced = await findOrderByIntent(this.db, intent.id);
      if (!raced) throw err;
      return result(intent, raced);
    }
    if (written.publicId)
      return result(intent, { publicId: written.publicId, shippingAddressId: written.shippingAddressId! });
    if (!written.intentOk) {
      // Refunded meanwhile, or placed by a concurrent call that committed first.
      const raced = await findOrderByIntent(this.db, intent.id);
      if (raced) return result(intent, raced);
      throw new AppError('CONFLICT', B.paymentRefunded);
    }
    if (written.samePrices && written.enoughStock && !written.promotionOk) {
      const paid = { code: intent.promoCode, email: intent.email };
      const refusal = await refusalAfterStatement(this.db, cart.lines, write.address.country, paid);
      return this.refuseAfterPayment(intent, refusal ?? B.cartChangedRefunded);
    }
    return this.refuseAfterPayment(intent, written.samePrices ? B.soldOutRefunded : B.cartChangedRefunded);
  }

  /** The provider's view of the intent; the demo provider's state is the very row just read. */
  private async paidState(intent: IntentJson): Promise<IntentState> {
    if (intent.status === 'refunded') throw new AppError('CONFLICT', B.paymentRefunded);
    const { provider } = this.payments;
    const state: IntentState =
      provider.name === 'demo' && intent.provider === 'demo'
        ? {
            status: intent.status,
            amountCents: intent.amountCents,
            cardBrand: intent.cardBrand,
            cardLast4: intent.cardLast4,
          }
        : await provider.retrieveIntent(intent.id);
    if (state.status === 'refunded') throw new AppError('CONFLICT', B.paymentRefunded);
    if (state.status !== 'succeeded') throw new AppError('VALIDATION', B.paymentNotCompleted);
    if (intent.status !== 'succeeded')
      await markIntentSucceeded(this.db, intent.id, state.cardBrand, state.cardLast4);
    return state;
  }

  private matchesPayment(cart: PricedCart, intent: IntentJson, state: IntentState): boolean {
    return (
      !cart.problems.some((p) => p.problem === 'missing') &&
      cart.shipping.available &&
      cart.totalCents === intent.amountCents &&
      cart.totalCents === state.amountCents &&
      sameItems(intent.items, cart)
    );
  }

  private orderWrite(
    input: PlaceInput,
    cart: PromotedCart,
    intent: IntentJson,
    state: IntentState,
    origin: string,
    askedSample: { name: string; inStock: boolean } | null,
  ): PlaceOrderWrite {
    const a = input.shippingAddress;
    const address = recordedAddress(a, cart.shipping.country ?? a.country);
    const lines: NewOrderLine[] = [...cart.lines]
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
      discountCents: cart.discountCents,
      discountCode: cart.promo?.code ?? null,
      sample: sampleMailLine(intent, askedSample),
      shippingFeeCents: cart.shipping.feeCents,
      totalCents: cart.totalCents,
      origin,
      link: this.orderAccess.orderLink(publicId, origin),
    });
    return {
      order: {
        publicId,
        paymentIntentId: intent.id,
        email: a.email,
        fullName: a.fullName,
        subtotalCents: cart.subtotalCents,
        shippingFeeCents: cart.shipping.feeCents,
        totalCents: cart.totalCents,
        cardBrand: state.cardBrand ?? intent.cardBrand,
        cardLast4: state.cardLast4 ?? intent.cardLast4,
      },
      lines,
      address,
      promotion: promotionUse(cart, intent.email),
      sample: orderSample(intent),
      mail: { kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null },
    };
  }

  /** The compensation: nothing can be placed for a paid intent, so refund it (once) and say why. */
  private async refuseAfterPayment(intent: Intent, message: string): Promise<PlaceOrderResult> {
    await this.payments.refund(intent.id);
    const raced = await findOrderByIntent(this.db, intent.id);
    if (raced) return result(intent, raced);
    throw new AppError('CONFLICT', message);
  }
}
