import type { OrderSampleChoice } from '../orders/place-order.statement';
import type { IntentJson } from './checkout.repository';

// What an order carries besides its lines and its code (docs/product.md#checkout): the free sample
// asked for. It is recorded with the payment intent, so the shopper's place call and the
// reconciler place the same order.

export function orderSample(intent: IntentJson): OrderSampleChoice {
  return { id: intent.sampleId, surprise: intent.sampleSurprise };
}

/** The confirmation mail's sample line: the one asked for while it is in stock, else the shop's pick. */
export function sampleMailLine(
  intent: IntentJson,
  asked: { name: string; inStock: boolean } | null,
): string | null {
  if (asked?.inStock) return asked.name;
  return intent.sampleId !== null || intent.sampleSurprise ? 'a surprise pick from us' : null;
}
