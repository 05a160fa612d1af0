import sharp from 'sharp';
import {
  categories,
  orderLines,
  orderStatusHistory,
  orders,
  products,
  shippingAddresses,
} from '../src/db/schema';
import type { TestApp } from './app';

export async function pngImage(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 150 } } })
    .png()
    .toBuffer();
}

export async function jpegImage(width = 50, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 160, b: 200 } } })
    .withExif({ IFD0: { Copyright: 'secret-camera-serial' } })
    .jpeg()
    .toBuffer();
}

/** A multipart body built by hand, so tests control names, types and sizes exactly. */
export function multipart(
  fields: Record<string, string | string[]>,
  files: { field: string; name: string; type: string; data: Buffer }[] = [],
) {
  const boundary = `----sgtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`),
      );
    }
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function insertCategory(t: TestApp, name = `Cat ${Math.random().toString(36).slice(2, 7)}`) {
  const [row] = await t.database.db.insert(categories).values({ name, description: null }).returning();
  return row!;
}

export async function insertProduct(
  t: TestApp,
  categoryId: number | null,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(products)
    .values({
      name: 'Snail Mucin Essence',
      description: 'Hydrating essence',
      priceCents: 2500,
      stockQuantity: 10,
      weightGrams: 150,
      categoryId,
      ...overrides,
    })
    .returning();
  return row!;
}

let orderSeq = 0;
export async function insertOrder(
  t: TestApp,
  lines: { productId: number | null; quantity: number; unitPriceCents: number; name?: string }[],
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const db = t.database.db;
  const [address] = await db
    .insert(shippingAddresses)
    .values({
      fullName: 'Jane Shopper',
      email: 'jane@example.com',
      addressLine1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      country: 'United States',
    })
    .returning();
  const subtotal = lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
  orderSeq += 1;
  const [order] = await db
    .insert(orders)
    .values({
      publicId: `SG-TEST${String(orderSeq).padStart(5, '0')}${Math.random().toString(36).slice(2, 5).toUpperCase()}`,
      email: 'jane@example.com',
      fullName: 'Jane Shopper',
      shippingAddressId: address!.id,
      subtotalCents: subtotal,
      shippingFeeCents: 500,
      totalCents: subtotal + 500,
      ...overrides,
    })
    .returning();
  await db.insert(orderLines).values(
    lines.map((l) => ({
      orderId: order!.id,
      productId: l.productId,
      name: l.name ?? 'Line',
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
    })),
  );
  await db.insert(orderStatusHistory).values({ orderId: order!.id, status: order!.status, note: 'placed' });
  return order!;
}
