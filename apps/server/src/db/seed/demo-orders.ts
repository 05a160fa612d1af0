/**
 * About 60 believable past orders over the last 60 days, so the dashboard (totals, month-on-month
 * change, pending count, recent orders, top products) and the admin order list have real data.
 * Everything but the public ids comes from the caller's seeded PRNG, so a seed is reproducible.
 */
import { newOrderPublicId } from '../../lib/order-id';
import { shippingFeeCents } from '../../modules/pricing/shipping-rule';
import { DEMO_CUSTOMERS, type DemoCustomer } from './demo-customers';

export type Rng = () => number;
export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

/** mulberry32: a tiny, fast, well-mixed 32-bit PRNG; enough for demo data, not for secrets. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoProduct {
  id: number;
  name: string;
  priceCents: number;
  weightGrams: number;
  imageFile: string | null;
}

export interface DemoZone {
  country: string;
  flatFeeCents: number;
  baseWeightGrams: number;
  perKgFeeCents: number;
}

export interface DemoOrderLine {
  productId: number;
  name: string;
  unitPriceCents: number;
  quantity: number;
  imageFile: string | null;
}

export interface DemoOrder {
  publicId: string;
  status: OrderStatus;
  email: string;
  fullName: string;
  address: DemoCustomer;
  lines: DemoOrderLine[];
  subtotalCents: number;
  shippingFeeCents: number;
  totalCents: number;
  paymentMethod: string;
  cardBrand: string;
  cardLast4: string;
  trackingNumber: string | null;
  /** Cancelled demo orders count as already restocked: catalog stock is the "after" figure. */
  stockReturnedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  history: { status: OrderStatus; note: string; createdAt: Date }[];
}

const NOTES: Record<OrderStatus, string> = {
  pending: 'Order placed',
  processing: 'Payment confirmed, preparing your order',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled at the customer’s request',
};

const FORWARD: readonly OrderStatus[] = ['processing', 'shipped', 'delivered'];
const ORDER_COUNT = 60;
const DAYS = 60;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CARDS = [
  { brand: 'visa', last4: '4242' },
  { brand: 'mastercard', last4: '4444' },
  { brand: 'amex', last4: '0005' },
  { brand: 'visa', last4: '1881' },
] as const;

/** docs/product.md#shipping: the checkout's own fee rule, so demo orders are priced exactly as real ones. */
export const demoShippingFee: (zone: DemoZone, subtotalCents: number, weightGrams: number) => number =
  shippingFeeCents;

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

function trackingNumber(rng: Rng): string {
  let digits = '';
  for (let i = 0; i < 12; i++) digits += Math.floor(rng() * 10);
  return `SG1Z${digits}`;
}

/** How long ago each order was placed: a few today, the rest spread over 60 days, newest first. */
function orderTimes(rng: Rng, now: Date): Date[] {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const sinceMidnight = now.getTime() - midnight.getTime();
  const times: number[] = [];
  for (let i = 0; i < 4; i++) times.push(now.getTime() - rng() * sinceMidnight * 0.95 - 60_000);
  // Skewed towards recent days: a growing shop, and enough open orders for the admin to work on.
  while (times.length < ORDER_COUNT) times.push(now.getTime() - DAY * (1 + rng() ** 1.25 * (DAYS - 1)));
  return times.sort((a, b) => b - a).map((t) => new Date(t));
}

function buildLines(rng: Rng, products: readonly DemoProduct[]): DemoOrderLine[] {
  const count = Math.min(products.length, 1 + Math.floor(rng() ** 1.6 * 4));
  const chosen = new Set<DemoProduct>();
  while (chosen.size < count) chosen.add(pick(rng, products));
  return [...chosen].map((p) => ({
    productId: p.id,
    name: p.name,
    unitPriceCents: p.priceCents,
    quantity: rng() < 0.75 ? 1 : rng() < 0.8 ? 2 : 3,
    imageFile: p.imageFile,
  }));
}

function timeline(rng: Rng, createdAt: Date, now: Date, cancel: boolean, tracking: string) {
  const at = (t: number) => new Date(Math.min(t, now.getTime() - 30_000));
  const history: DemoOrder['history'] = [{ status: 'pending', note: NOTES.pending, createdAt }];
  const created = createdAt.getTime();
  if (cancel) {
    const t = created + between(rng, 2, 30) * HOUR;
    history.push({ status: 'cancelled', note: NOTES.cancelled, createdAt: at(t) });
    return history;
  }
  const steps: [OrderStatus, number, string][] = [
    ['processing', created + between(rng, 2, 30) * HOUR, NOTES.processing],
  ];
  steps.push([
    'shipped',
    steps[0]![1] + between(rng, 1, 3) * DAY,
    `Shipped with tracking number ${tracking}`,
  ]);
  steps.push(['delivered', steps[1]![1] + between(rng, 3, 9) * DAY, NOTES.delivered]);
  for (const [status, t, note] of steps) {
    if (t > now.getTime()) break;
    history.push({ status, note, createdAt: new Date(t) });
  }
  return history;
}

export function buildDemoOrders(
  products: readonly DemoProduct[],
  zones: readonly DemoZone[],
  now: Date,
  rng: Rng,
): DemoOrder[] {
  if (products.length === 0) return [];
  const zoneByCountry = new Map(zones.map((z) => [z.country, z]));
  const customers = DEMO_CUSTOMERS.filter((c) => zoneByCountry.has(c.country));
  if (customers.length === 0) return [];

  const orders = orderTimes(rng, now).map((createdAt, i): DemoOrder => {
    const customer = pick(rng, customers);
    const zone = zoneByCountry.get(customer.country)!;
    const lines = buildLines(rng, products);
    const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    const weight = lines.reduce(
      (sum, l) => sum + products.find((p) => p.id === l.productId)!.weightGrams * l.quantity,
      0,
    );
    const shippingFeeCents = demoShippingFee(zone, subtotalCents, weight);
    // About one order in eight is cancelled, but never the very newest: those stay open for the demo.
    const cancel = i > 3 && rng() < 0.12;
    const tracking = trackingNumber(rng);
    const history = timeline(rng, createdAt, now, cancel, tracking);
    const last = history[history.length - 1]!;
    const card = pick(rng, CARDS);
    return {
      publicId: newOrderPublicId(),
      status: last.status,
      email: customer.email,
      fullName: customer.fullName,
      address: customer,
      lines,
      subtotalCents,
      shippingFeeCents,
      totalCents: subtotalCents + shippingFeeCents,
      paymentMethod: 'Credit Card',
      cardBrand: card.brand,
      cardLast4: card.last4,
      trackingNumber: history.some((h) => h.status === 'shipped') ? tracking : null,
      stockReturnedAt: last.status === 'cancelled' ? last.createdAt : null,
      createdAt,
      updatedAt: last.createdAt,
      history,
    };
  });
  ensureEveryStatus(orders, now, rng);
  return orders;
}

/** Rewrite an order so it ends in `status`, its steps spread evenly between placement and now. */
function forceStatus(o: DemoOrder, status: OrderStatus, now: Date, tracking: string): void {
  const created = o.createdAt.getTime();
  const age = now.getTime() - created;
  const chain =
    status === 'cancelled' ? ['cancelled' as const] : FORWARD.slice(0, FORWARD.indexOf(status) + 1);
  const history = [o.history[0]!];
  chain.forEach((s, i) => {
    const note = s === 'shipped' ? `Shipped with tracking number ${tracking}` : NOTES[s];
    history.push({ status: s, note, createdAt: new Date(created + (age * (i + 1)) / (chain.length + 1)) });
  });
  const last = history[history.length - 1]!;
  Object.assign(o, {
    status,
    history,
    updatedAt: last.createdAt,
    trackingNumber: chain.includes('shipped') ? tracking : null,
    stockReturnedAt: status === 'cancelled' ? last.createdAt : null,
  });
}

/** The admin filters and badges should all have something to show, whatever the dice said. */
function ensureEveryStatus(orders: DemoOrder[], now: Date, rng: Rng): void {
  if (orders.length < 5) return;
  // Newest orders are the natural pending/processing ones, the oldest the delivered one.
  const preferred: [OrderStatus, number][] = [
    ['pending', 0],
    ['processing', 1],
    ['shipped', Math.floor(orders.length / 6)],
    ['cancelled', Math.floor(orders.length / 2)],
    ['delivered', orders.length - 1],
  ];
  for (const [status, index] of preferred) {
    if (!orders.some((o) => o.status === status))
      forceStatus(orders[index]!, status, now, trackingNumber(rng));
  }
}
