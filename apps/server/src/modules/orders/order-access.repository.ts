import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

/** The email an order was placed with, or null for an unknown order. */
export async function findOrderEmail(db: DbOrTx, publicId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: orders.email })
    .from(orders)
    .where(eq(orders.publicId, publicId))
    .limit(1);
  return row?.email ?? null;
}

export interface OrderOfEmail {
  publicId: string;
  status: (typeof orders.$inferSelect)['status'];
  totalCents: number;
  createdAt: Date;
}

/** The newest orders placed with an address, any case (orders_email_idx). */
export async function listOrdersOfEmail(db: DbOrTx, email: string, limit: number): Promise<OrderOfEmail[]> {
  return db
    .select({
      publicId: orders.publicId,
      status: orders.status,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(sql`lower(${orders.email}) = lower(${email})`)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
