import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  receipt_email: string | null;
  last_payment_error: null | { message: string };
  latest_charge: string | null;
}

/**
 * A local server speaking the part of Stripe's HTTP API the Stripe provider uses:
 * POST /v1/payment_intents, GET /v1/payment_intents/:id (expand latest_charge), POST /v1/refunds.
 * `pay(id)` plays Stripe.js confirming a card in the browser.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, Intent>();
  const refunds: string[] = [];
  const requests: { method: string; path: string; auth: string | undefined }[] = [];
  let seq = 0;

  const charge = (pi: Intent) => ({
    id: `ch_${pi.id}`,
    object: 'charge',
    refunded: refunds.includes(pi.id),
    payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444' } },
  });

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://stand-in');
      requests.push({ method: req.method!, path: url.pathname, auth: req.headers.authorization });
      const form = new URLSearchParams(body);
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== 'Bearer sk_test_standin') {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const id = `pi_standin_${++seq}`;
        const pi: Intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${seq}`,
          receipt_email: form.get('receipt_email'),
          last_payment_error: null,
          latest_charge: null,
        };
        intents.set(id, pi);
        return send(200, pi);
      }
      const m = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)$/);
      if (req.method === 'GET' && m) {
        const pi = intents.get(m[1]!);
        if (!pi) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        const expand = [...url.searchParams].some(
          ([k, v]) => k.startsWith('expand') && v === 'latest_charge',
        );
        return send(200, {
          ...pi,
          latest_charge: pi.latest_charge && expand ? charge(pi) : pi.latest_charge,
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const id = form.get('payment_intent')!;
        if (!intents.has(id))
          return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        refunds.push(id);
        return send(200, { id: `re_${seq}`, object: 'refund', payment_intent: id, status: 'succeeded' });
      }
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
        },
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    pay(id: string) {
      const pi = intents.get(id)!;
      Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, latest_charge: `ch_${id}` });
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
