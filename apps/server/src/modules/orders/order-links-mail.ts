import { LIMITS, STORE_NAME, centsToDollars, formatUsd, type OrderStatus } from '@seoul-glow/shared';
import type { OutgoingMail } from '../mail/outbox';

export interface OrderLink {
  publicId: string;
  status: OrderStatus;
  totalCents: number;
  createdAt: Date;
  /** The order page with its signed token. */
  link: string;
}

const STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const dateFmt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Find my orders: one signed link per order of the address (docs/product.md#security). */
export function orderLinksMail(to: string, orders: OrderLink[]): OutgoingMail {
  const line = (o: OrderLink) =>
    `${o.publicId} · ${dateFmt.format(o.createdAt)} · ${formatUsd(centsToDollars(o.totalCents))} · ${STATUS_LABEL[o.status]}`;
  const intro = `You asked for links to your ${STORE_NAME} orders. Each link shows the order with its shipping address for ${LIMITS.orderLinkDays} days.`;
  const ignore =
    "If you didn't ask for this, you can ignore this email: nobody sees your details without these links or your email address.";
  const text = [
    'Hello,',
    '',
    intro,
    '',
    ...orders.flatMap((o) => [line(o), o.link, '']),
    ignore,
    '',
    `— ${STORE_NAME}`,
  ].join('\n');
  const items = orders
    .map((o) => `<li style="margin:0 0 12px"><a href="${escape(o.link)}">${escape(line(o))}</a></li>`)
    .join('');
  const html = `<div style="font-family:system-ui,sans-serif;max-width:560px">
<h1 style="font-size:20px">Your ${STORE_NAME} orders</h1>
<p>${escape(intro)}</p>
<ul style="padding-left:18px">${items}</ul>
<p style="color:#666">${escape(ignore)}</p></div>`;
  return {
    kind: 'order-links',
    to,
    subject: `Your ${STORE_NAME} orders`,
    text,
    html,
  };
}
