import { STORE_NAME, centsToDollars, formatUsd, type OrderStatus } from '@seoul-glow/shared';
import type { OutgoingMail } from '../mail/outbox';

export interface ConfirmationInput {
  publicId: string;
  email: string;
  address: {
    fullName: string;
    addressLine1: string;
    addressLine2?: string | null;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
  lines: { name: string; quantity: number; unitPriceCents: number }[];
  subtotalCents: number;
  /** What the order's code took off the subtotal, and the code (docs/product.md#checkout). */
  discountCents?: number;
  discountCode?: string | null;
  /** The free sample's line: its name, or that the shop picks one. */
  sample?: string | null;
  shippingFeeCents: number;
  totalCents: number;
  /** Absolute origin for the tracking link. */
  origin: string;
  /** The order page with its signed token (docs/product.md#security); without it the plain page. */
  link?: string;
}

const usd = (cents: number) => formatUsd(centsToDollars(cents));
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The order confirmation: lines, totals, address and the tracking link. */
export function orderConfirmationMail(o: ConfirmationInput): OutgoingMail {
  const link = o.link ?? `${o.origin.replace(/\/$/, '')}/orders/${o.publicId}`;
  const a = o.address;
  const addressLines = [
    a.fullName,
    a.addressLine1,
    a.addressLine2,
    `${a.city}, ${a.state} ${a.postalCode}`,
    a.country,
  ].filter((l): l is string => Boolean(l));
  const shipping = o.shippingFeeCents === 0 ? 'FREE' : usd(o.shippingFeeCents);
  const discount = o.discountCents ? `Discount (${o.discountCode}): −${usd(o.discountCents)}` : null;
  const freeShippingCode = !o.discountCents && o.discountCode ? ` (code ${o.discountCode})` : '';
  const sample = o.sample ? `Free sample: ${o.sample}` : null;
  const text = [
    `Thank you for your order, ${a.fullName}!`,
    '',
    `Order number: ${o.publicId}`,
    '',
    ...o.lines.map((l) => `${l.quantity} × ${l.name} — ${usd(l.unitPriceCents * l.quantity)}`),
    '',
    ...(sample ? [sample, ''] : []),
    `Subtotal: ${usd(o.subtotalCents)}`,
    ...(discount ? [discount] : []),
    `Shipping: ${shipping}${freeShippingCode}`,
    `Total: ${usd(o.totalCents)}`,
    '',
    'Shipping to:',
    ...addressLines,
    '',
    'Estimated delivery: 3-5 business days',
    `Track your order: ${link}`,
    '',
    `— ${STORE_NAME}`,
  ].join('\n');
  const rows = o.lines
    .map(
      (l) =>
        `<tr><td>${l.quantity} × ${escape(l.name)}</td><td style="text-align:right">${usd(l.unitPriceCents * l.quantity)}</td></tr>`,
    )
    .join('');
  const html = `<div style="font-family:system-ui,sans-serif;max-width:560px">
<h1 style="font-size:20px">Thank you for your order, ${escape(a.fullName)}!</h1>
<p>Order number: <strong>${o.publicId}</strong></p>
<table style="width:100%;border-collapse:collapse">${rows}
${sample ? `<tr><td colspan="2">${escape(sample)}</td></tr>` : ''}
<tr><td>Subtotal</td><td style="text-align:right">${usd(o.subtotalCents)}</td></tr>
${o.discountCents ? `<tr><td>Discount (${escape(o.discountCode ?? '')})</td><td style="text-align:right">−${usd(o.discountCents)}</td></tr>` : ''}
<tr><td>Shipping${escape(freeShippingCode)}</td><td style="text-align:right">${shipping}</td></tr>
<tr><td><strong>Total</strong></td><td style="text-align:right"><strong>${usd(o.totalCents)}</strong></td></tr></table>
<p>Shipping to:<br>${addressLines.map(escape).join('<br>')}</p>
<p>Estimated delivery: 3-5 business days</p>
<p><a href="${escape(link)}">Track your order</a></p></div>`;
  return {
    kind: 'order-confirmation',
    to: o.email,
    subject: `Your ${STORE_NAME} order ${o.publicId}`,
    text,
    html,
  };
}

/** Per status: the timeline note (the shopper's order page reads it) and the mail's wording. */
const STATUS_TEXT: Record<OrderStatus, { note: string; subject: string; line: string }> = {
  pending: {
    note: 'Order placed and awaiting processing',
    subject: 'is awaiting processing',
    line: 'Your order is back in our queue and awaiting processing.',
  },
  processing: {
    note: 'Your order is being prepared',
    subject: 'is being prepared',
    line: 'Good news: we are preparing your order now.',
  },
  shipped: { note: 'Shipped', subject: 'has shipped', line: 'Your order is on its way.' },
  delivered: {
    note: 'Delivered',
    subject: 'has been delivered',
    line: 'Your order has been delivered. We hope you love it!',
  },
  cancelled: {
    note: 'Order cancelled',
    subject: 'has been cancelled',
    line: 'Your order has been cancelled. If you were charged, the refund is on its way.',
  },
};

export const STATUS_NOTES = Object.fromEntries(
  Object.entries(STATUS_TEXT).map(([status, text]) => [status, text.note]),
) as Record<OrderStatus, string>;

export interface StatusMailInput {
  order: { publicId: string; fullName: string; email: string; totalCents: number };
  status: OrderStatus;
  tracking: string | null;
  /** The carrier by name and its tracking page, when the admin named them at shipping. */
  carrier?: string | null;
  trackingUrl?: string | null;
  lines: { name: string; quantity: number; unitPriceCents: number }[];
  /** Absolute origin for the tracking link; without it the link is relative. */
  publicUrl: string | undefined;
  /** The order page with its signed token (docs/product.md#security), in place of the plain one. */
  link?: string;
}

/** The shipped and delivered mails' invitation to review (docs/product.md#how-things-change). */
export const REVIEW_INVITE =
  'Loved it? Tell other shoppers how it works for your skin, from your order page:';

/** The mail a status change sends the shopper. */
export function orderStatusMail({
  order,
  status,
  tracking,
  carrier,
  trackingUrl,
  lines,
  publicUrl,
  link: signedLink,
}: StatusMailInput): OutgoingMail {
  const text = STATUS_TEXT[status];
  const link =
    signedLink ??
    (publicUrl ? `${publicUrl.replace(/\/$/, '')}/orders/${order.publicId}` : `/orders/${order.publicId}`);
  const body = [
    `Hi ${order.fullName},`,
    '',
    text.line,
    ...(status === 'shipped' && carrier ? [`Carrier: ${carrier}`] : []),
    ...(status === 'shipped' && tracking ? [`Tracking number: ${tracking}`] : []),
    ...(status === 'shipped' && trackingUrl ? [`Follow the parcel: ${trackingUrl}`] : []),
    '',
    `Order ${order.publicId}:`,
    ...lines.map((l) => `  ${l.quantity} × ${l.name} — ${usd(l.unitPriceCents * l.quantity)}`),
    `  Total: ${usd(order.totalCents)}`,
    '',
    `Track your order: ${link}`,
    // Once it is on its way the order page (through this signed link) takes a review of each item.
    ...(status === 'shipped' || status === 'delivered' ? ['', `${REVIEW_INVITE} ${link}#review`] : []),
    '',
    STORE_NAME,
  ].join('\n');
  return {
    kind: `order-status-${status}`,
    to: order.email,
    subject: `Your ${STORE_NAME} order ${order.publicId} ${text.subject}`,
    text: body,
  };
}
