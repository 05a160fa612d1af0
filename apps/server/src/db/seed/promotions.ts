/**
 * The demo store's promotions and free samples (docs/product.md#checkout): the first-order code
 * the header promo names, a few everyday codes, and minis of well-known products to pick at
 * checkout. Seeded with the catalog, into an empty store only.
 */
import type { Tx } from '../client';
import { promotions, samples } from '../schema';

const DAY = 86_400_000;

const SAMPLE_SOURCES = [
  { name: 'Snail Mucin Power Essence (5 ml mini)', product: 'Snail Mucin 96% Power Essence', stock: 120 },
  { name: 'Centella Cica Cream (3 ml mini)', product: 'Centella Calming Cica Cream', stock: 80 },
  { name: 'Jeju Green Tea Toner (10 ml mini)', product: 'Jeju Green Tea Hydrating Toner', stock: 60 },
  { name: 'Vitamin C Glow Serum (2 ml mini)', product: 'Vitamin C 23% Glow Serum', stock: 40 },
];

export async function insertDemoPromotions(
  tx: Tx,
  productIdByName: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  await tx.insert(promotions).values([
    {
      code: 'GLOW10',
      kind: 'percent',
      value: 10,
      firstOrderOnly: true,
      showInHeader: true,
    },
    { code: 'WELCOME5', kind: 'fixed', value: 500, minSubtotalCents: 4000, oncePerEmail: true },
    { code: 'FREESHIP30', kind: 'free-shipping', value: 0, minSubtotalCents: 3000, maxUses: 500 },
    {
      code: 'SPRING15',
      kind: 'percent',
      value: 15,
      startsAt: new Date(now.getTime() - 10 * DAY),
      endsAt: new Date(now.getTime() + 50 * DAY),
      maxUses: 200,
    },
  ]);
  const rows = SAMPLE_SOURCES.flatMap((s) => {
    const productId = productIdByName.get(s.product);
    return productId ? [{ name: s.name, productId, stockQuantity: s.stock }] : [];
  });
  if (rows.length) await tx.insert(samples).values(rows);
}
