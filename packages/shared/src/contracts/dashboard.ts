import { z } from 'zod';
import { adminOrderSchema } from './admin';
import { envelope } from './envelope';

/** A dashboard card (docs/product.md#what-the-store-keeps): the value, and its change against the previous 30 days. */
export const statCardSchema = z.object({
  value: z.number(),
  formattedValue: z.string(),
  percentageChange: z.number(),
  isPositiveChange: z.boolean(),
});
export type StatCard = z.infer<typeof statCardSchema>;

export const dashboardStatsSchema = z.object({
  totalSales: statCardSchema,
  totalOrders: statCardSchema,
  pendingOrders: statCardSchema,
  totalProducts: z.number().int(),
  productsChange: z.object({ percentageChange: z.number(), isPositiveChange: z.boolean() }),
  recentOrders: z.array(adminOrderSchema),
  /** docs/product.md#where-we-differ-from-the-first-specification: real units sold (order lines of orders not cancelled), best first. */
  topProducts: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      image: z.string().nullable(),
      unitsSold: z.number().int(),
      revenue: z.number(),
      price: z.number(),
    }),
  ),
  /** Sales of the last 30 days, one entry per day, oldest first (cancelled orders excluded). */
  salesByDay: z.array(z.object({ date: z.string(), total: z.number(), orders: z.number().int() })),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
export const dashboardStatsResponse = envelope(dashboardStatsSchema);
