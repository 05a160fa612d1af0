import { STORE_NAME } from '@seoul-glow/shared';
import type { OutgoingMail } from '../mail/outbox';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The one mail a back-in-stock request gets (docs/product.md#how-things-change). */
export function backInStockMail(
  to: string,
  product: { id: number; name: string },
  origin: string,
): OutgoingMail {
  const link = `${origin}/products/${product.id}`;
  const intro = `Good news: ${product.name} is back in stock at ${STORE_NAME}.`;
  const once =
    'You asked us to tell you when it returned. This is the only email we send about it; stock can run out again, so do not wait too long.';
  const text = ['Hello,', '', intro, '', link, '', once, '', `— ${STORE_NAME}`].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;max-width:560px">
<h1 style="font-size:20px">${escape(product.name)} is back</h1>
<p>${escape(intro)}</p>
<p><a href="${escape(link)}">Shop ${escape(product.name)}</a></p>
<p style="color:#666">${escape(once)}</p></div>`;
  return { kind: 'back-in-stock', to, subject: `${product.name} is back in stock`, text, html };
}
