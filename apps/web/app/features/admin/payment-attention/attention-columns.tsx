import type { PaymentAttention, PaymentAttentionRow, PaymentEventKind } from '@seoul-glow/shared';
import type { Column } from '~/components/admin/data-table';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { formatDate, formatUsd } from '~/lib/admin/format';

export const ATTENTION_LABELS: Record<PaymentAttention, string> = {
  placed_late: 'Placed late',
  refunded: 'Refunded',
  failing: 'Retrying',
};
const TONES: Record<PaymentAttention, BadgeTone> = {
  placed_late: 'blue',
  refunded: 'yellow',
  failing: 'red',
};

const EVENT_LABELS: Record<PaymentEventKind, string> = {
  'found-unplaced': 'Paid, no order',
  'placed-late': 'Order placed',
  refunded: 'Refunded',
  'shopper-mailed': 'Shopper mailed',
  'attempt-failed': 'Try failed',
};

function Card({ row }: { row: PaymentAttentionRow }) {
  const card = row.cardLast4 ? `${row.cardBrand ?? 'Card'} ···· ${row.cardLast4}` : row.provider;
  return (
    <>
      <span className="tabular-nums">{formatUsd(row.amount)}</span>
      <p className="text-xs text-ink-muted capitalize">{card}</p>
    </>
  );
}

function Outcome({ row }: { row: PaymentAttentionRow }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={TONES[row.attention]}>{ATTENTION_LABELS[row.attention]}</Badge>
      {row.orderId ? (
        <a
          className="font-mono text-xs font-semibold text-blush-700 underline"
          href={`/orders/${row.orderId}`}
        >
          {row.orderId}
        </a>
      ) : row.note ? (
        <p className="max-w-xs text-xs text-ink-muted">{row.note}</p>
      ) : null}
    </div>
  );
}

/** The reconciler's steps, oldest first: what happened to this payment and when. */
export function History({ row }: { row: PaymentAttentionRow }) {
  return (
    <ol className="space-y-1 text-xs" aria-label={`History of payment ${row.paymentIntentId}`}>
      {row.paidAt ? (
        <li>
          <span className="text-ink-muted">{formatDate(row.paidAt, true)}</span> · Paid at checkout
        </li>
      ) : null}
      {row.history.map((h, i) => (
        <li key={i}>
          <span className="text-ink-muted">{formatDate(h.at, true)}</span> ·{' '}
          <span className="font-medium">{EVENT_LABELS[h.kind]}</span>
          {h.kind === 'attempt-failed' && h.note ? <span className="text-ink-muted">: {h.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** Payments needing attention: when paid, who, how much, what the store did, its history. */
export const attentionColumns: Column<PaymentAttentionRow>[] = [
  { header: 'Paid', cell: (r) => formatDate(r.paidAt, true), className: 'whitespace-nowrap' },
  {
    header: 'Customer',
    cell: (r) => (
      <>
        <p className="font-medium">{r.fullName ?? '—'}</p>
        <p className="text-xs text-ink-muted">{r.email}</p>
      </>
    ),
  },
  { header: 'Amount', cell: (r) => <Card row={r} /> },
  { header: 'Outcome', cell: (r) => <Outcome row={r} /> },
  { header: 'History', cell: (r) => <History row={r} /> },
];

/** One payment on a phone. */
export function AttentionCard({ row }: { row: PaymentAttentionRow }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-ink">{row.fullName ?? row.email}</p>
          <p className="truncate text-xs text-ink-muted">{row.email}</p>
        </div>
        <div className="text-right">
          <Card row={row} />
        </div>
      </div>
      <div className="mt-3">
        <Outcome row={row} />
      </div>
      <div className="mt-3 border-t border-line pt-3">
        <History row={row} />
      </div>
    </>
  );
}
