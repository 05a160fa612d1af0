import { centsToDollars, type PaymentAttention, type PaymentAttentionRow } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { listAttention } from './reconciliation.repository';

type Query = { attention?: PaymentAttention; page: number; pageSize: number };

/** Admin → Orders → Payments needing attention: each payment with the reconciler's history. */
export async function paymentsNeedingAttention(db: Db, query: Query) {
  const { rows, events, counts } = await listAttention(db, query);
  const items: PaymentAttentionRow[] = rows.map(({ intent, orderId }) => ({
    paymentIntentId: intent.id,
    attention: intent.attention!,
    note: intent.attentionNote,
    orderId: orderId ?? null,
    email: intent.shippingAddress?.email ?? intent.email,
    fullName: intent.shippingAddress?.fullName ?? null,
    amount: centsToDollars(intent.amountCents),
    provider: intent.provider,
    cardBrand: intent.cardBrand,
    cardLast4: intent.cardLast4,
    createdAt: intent.createdAt.toISOString(),
    paidAt: intent.paidAt?.toISOString() ?? null,
    history: events
      .filter((e) => e.paymentIntentId === intent.id)
      .map((e) => ({ at: e.createdAt.toISOString(), kind: e.kind, note: e.note })),
  }));
  const total = query.attention
    ? counts[query.attention]
    : counts.placed_late + counts.refunded + counts.failing;
  return { items, total, page: query.page, pageSize: query.pageSize, counts };
}
