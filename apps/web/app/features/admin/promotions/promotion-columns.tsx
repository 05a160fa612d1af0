import { Pause, Play } from 'lucide-react';
import { formatUsd, type Promotion, type PromotionState } from '@seoul-glow/shared';
import type { Column } from '~/components/admin/data-table';
import { RowAction } from '~/components/admin/row-action';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { formatDate } from '~/lib/admin/format';

export interface PromotionRowActions {
  edit: (p: Promotion) => void;
  togglePause: (p: Promotion) => void;
  remove: (p: Promotion) => void;
}

const STATE: Record<PromotionState, { label: string; tone: BadgeTone }> = {
  live: { label: 'Live', tone: 'green' },
  paused: { label: 'Paused', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'blue' },
  expired: { label: 'Expired', tone: 'red' },
  'used-up': { label: 'Used up', tone: 'yellow' },
};

export function StateBadge({ state }: { state: PromotionState }) {
  return <Badge tone={STATE[state].tone}>{STATE[state].label}</Badge>;
}

/** '10% off · from $40.00 · Skincare only'. */
export function offerText(p: Promotion): string {
  const parts = [p.description];
  if (p.minSubtotal > 0) parts.push(`from ${formatUsd(p.minSubtotal)}`);
  if (p.categoryIds.length || p.productIds.length) parts.push('selected products');
  return parts.join(' · ');
}

const dates = (p: Promotion) =>
  p.startsAt || p.endsAt
    ? `${p.startsAt ? formatDate(p.startsAt) : 'Now'} – ${p.endsAt ? formatDate(p.endsAt) : 'No end'}`
    : 'Always';
const uses = (p: Promotion) => (p.maxUses ? `${p.uses} / ${p.maxUses}` : String(p.uses));

function DatesCell({ p }: { p: Promotion }) {
  if (!p.startsAt && !p.endsAt) return <>Always</>;
  return (
    <>
      <span className="block">From {p.startsAt ? formatDate(p.startsAt) : 'now'}</span>
      <span className="block">{p.endsAt ? `Until ${formatDate(p.endsAt)}` : 'No end'}</span>
    </>
  );
}

function CodeCell({ p }: { p: Promotion }) {
  return (
    <div className="space-y-1">
      <p className="font-mono font-semibold tracking-wide">{p.code}</p>
      <div className="flex flex-wrap gap-1 whitespace-nowrap">
        {p.showInHeader ? <Badge tone="brand">Header</Badge> : null}
        {p.firstOrderOnly ? <Badge tone="gold">First order</Badge> : null}
        {p.oncePerEmail && !p.firstOrderOnly ? <Badge>Once per email</Badge> : null}
      </div>
    </div>
  );
}

function Actions({
  p,
  actions,
  place,
}: {
  p: Promotion;
  actions: PromotionRowActions;
  place: 'card' | 'table';
}) {
  const Icon = p.active ? Pause : Play;
  return (
    <>
      <button
        type="button"
        onClick={() => actions.togglePause(p)}
        aria-label={`${p.active ? 'Pause' : 'Resume'} ${p.code}`}
        className={`${place === 'card' ? 'grid size-11' : 'inline-grid size-10'} place-items-center rounded-lg text-ink-muted hover:bg-blush-50 hover:text-blush-700`}
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
      <RowAction action="edit" place={place} label={`Edit ${p.code}`} onClick={() => actions.edit(p)} />
      <RowAction action="delete" place={place} label={`Delete ${p.code}`} onClick={() => actions.remove(p)} />
    </>
  );
}

/** Admin → Promotions: code, offer, status, dates, uses, and what the orders that used it paid. */
export function promotionColumns(actions: PromotionRowActions): Column<Promotion>[] {
  return [
    { header: 'Code', cell: (p) => <CodeCell p={p} /> },
    { header: 'Offer', cell: offerText, className: 'max-w-56' },
    { header: 'Status', cell: (p) => <StateBadge state={p.state} /> },
    {
      header: 'Dates',
      cell: (p) => <DatesCell p={p} />,
      className: 'whitespace-nowrap text-xs text-ink-muted',
    },
    { header: 'Uses', cell: uses, align: 'right', className: 'whitespace-nowrap tabular-nums' },
    {
      header: 'Revenue',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (p) => (
        <>
          <span className="block font-semibold">{formatUsd(p.revenue)}</span>
          <span className="block text-xs text-ink-muted">{formatUsd(p.discountGiven)} off</span>
        </>
      ),
    },
    {
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (p) => <Actions p={p} actions={actions} place="table" />,
    },
  ];
}

/** One promotion on a phone. */
export function PromotionCard({ p, actions }: { p: Promotion; actions: PromotionRowActions }) {
  return (
    <>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-center gap-2">
          <CodeCell p={p} />
          <StateBadge state={p.state} />
        </div>
        <p className="text-sm">{offerText(p)}</p>
        <p className="text-xs text-ink-muted">
          {dates(p)} · {uses(p)} uses · {formatUsd(p.revenue)} revenue · {formatUsd(p.discountGiven)} off
        </p>
      </div>
      <div className="flex shrink-0 flex-col">
        <Actions p={p} actions={actions} place="card" />
      </div>
    </>
  );
}
