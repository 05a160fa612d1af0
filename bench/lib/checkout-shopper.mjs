// A simulated shopper's checkout, as the browser does it: POST /api/Orders/createPaymentIntent,
// POST /api/Payments/demo/confirm (card 4242…), POST /api/Orders/place. Each shopper n has its own
// name, address, cart and X-Forwarded-For address, so per-address rate limits apply per shopper.
import http from 'node:http';
import { FIRST_NAMES, LAST_NAMES } from './bench-vocabulary.mjs';

/** One JSON POST over a kept-alive connection (lighter on the shared cores than fetch). */
function post(port, agent, url, body, ip) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api${url}`,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': ip,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode, json: JSON.parse(text) });
          } catch {
            resolve({ status: res.statusCode, json: {} });
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Shopper n's name, email and address (names from the bench seed's lists, so they vary). */
function addressFor(n) {
  const first = FIRST_NAMES[n % FIRST_NAMES.length];
  const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length];
  return {
    email: `${first.replace('-', '').toLowerCase()}.${last.toLowerCase()}${n}@example.com`,
    fullName: `${first} ${last}`,
    addressLine1: `${1 + (n % 500)} Load Street`,
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'United States',
  };
}
const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

/** A deterministic cart of 1-3 lines; one in 10 also takes a unit of a hot (scarce) product. */
function cartFor(n, stocked, hot) {
  const lines = new Map();
  const count = 1 + (n % 3);
  for (let i = 0; i < count; i++) {
    const id = stocked[(n * 7 + i * 53) % stocked.length];
    lines.set(id, (lines.get(id) ?? 0) + 1 + ((n + i) % 2));
  }
  if (n % 10 === 0) lines.set(hot[(n / 10) % hot.length], 1);
  return [...lines].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Checkouts against the server on `port`, over at most `concurrency` kept-alive connections:
 * `checkout(n, stocked, hot, promoCode)` runs shopper n's three calls, the intent priced with the
 * promo code when one is given; `close()` drops the connections.
 */
export function checkoutShoppers({ port, concurrency }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const send = (url, body, ip) => post(port, agent, url, body, ip);
  return {
    checkout: (n, stocked, hot, promoCode) => checkout(send, n, stocked, hot, promoCode),
    close: () => agent.destroy(),
  };
}

async function checkout(send, n, stocked, hot, promoCode) {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const items = cartFor(n, stocked, hot);
  const address = addressFor(n);
  const started = performance.now();
  const done = (ok, why, extra = {}) => ({ ok, why, ms: performance.now() - started, items, ...extra });
  // The address goes with the intent, as the checkout page sends it: the worker can then place
  // the order of a shopper who never comes back.
  const intent = await send(
    '/Orders/createPaymentIntent',
    { items, email: address.email, country: address.country, shippingAddress: address, promoCode },
    ip,
  );
  // The server's words go with the status, so a run's refusals say what they were.
  if (intent.status !== 200) return done(false, `intent ${intent.status}: ${intent.json.errors?.[0] ?? ''}`);
  const { clientSecret, paymentIntentId } = intent.json.data;
  const confirmed = await send(
    '/Payments/demo/confirm',
    { clientSecret, card, billingDetails: { name: address.fullName, email: address.email } },
    ip,
  );
  if (confirmed.json.data?.status !== 'succeeded') return done(false, `confirm ${confirmed.status}`);
  // One shopper in 50 closes the tab after paying: the reconciler must place or refund it.
  if (n % 50 === 25) return done(false, 'walked away after paying', { paymentIntentId });
  const placed = await send(
    '/Orders/place',
    { items, shippingAddress: address, stripeClientSecret: clientSecret, paymentIntentId },
    ip,
  );
  if (placed.status !== 200) return done(false, `place ${placed.status}`, { paymentIntentId });
  return done(true, 'placed', { orderId: placed.json.data.orderId, paymentIntentId });
}
