import { STORE_NAME, centsToDollars, formatUsd } from '@seoul-glow/shared';
import type { OutgoingMail } from '../mail/outbox';

export interface RefundMailInput {
  email: string;
  fullName: string | null;
  amountCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date | null;
  lines: { name: string; quantity: number }[];
  /** Why no order was placed: the same sentence the checkout page would have shown. */
  reason: string;
  /** Absolute store origin for the link back to the shop, when known. */
  origin: string | null;
}

const usd = (cents: number) => formatUsd(centsToDollars(cents));
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The mail the reconciler sends when a payment it found without an order could not become one
 * (docs/product.md#checkout): what was paid, why there is no order, that the money goes back.
 */
export function refundMail(r: RefundMailInput): OutgoingMail {
  const card =
    r.cardBrand && r.cardLast4
      ? ` (${r.cardBrand[0]!.toUpperCase()}${r.cardBrand.slice(1)} ending in ${r.cardLast4})`
      : '';
  const when = r.paidAt ? ` on ${r.paidAt.toUTCString().replace(/ GMT$/, ' UTC')}` : '';
  const shop = r.origin ? `${r.origin.replace(/\/$/, '')}/products` : null;
  const paragraphs = [
    `Hello ${r.fullName ?? 'there'},`,
    `We received your payment of ${usd(r.amountCents)}${card}${when}, but your checkout did not finish, so we tried to place the order for you.`,
    r.reason,
    'The full amount goes back to the card you paid with; depending on your bank it can take 5-10 business days to show.',
    ...(r.lines.length
      ? [`What you had chosen:\n${r.lines.map((l) => `  ${l.quantity} × ${l.name}`).join('\n')}`]
      : []),
    shop ? `You are welcome to order again at ${shop}.` : 'You are welcome to order again at any time.',
    `We are sorry for the trouble.\n— ${STORE_NAME}`,
  ];
  const html = `<div style="font-family:system-ui,sans-serif;max-width:560px">${paragraphs
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('')}</div>`;
  return {
    kind: 'payment-refunded',
    to: r.email,
    subject: `Your ${STORE_NAME} payment of ${usd(r.amountCents)} was refunded`,
    text: paragraphs.join('\n\n'),
    html,
  };
}
