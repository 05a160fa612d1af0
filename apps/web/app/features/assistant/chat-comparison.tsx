import { Link } from 'react-router';
import { Scale } from 'lucide-react';
import { formatUsd, type Comparison } from '@seoul-glow/shared';
import { ChatAddButton } from './chat-add-button';

/** Products side by side (the compare_products tool): one column each, one row per fact. */
export function ChatComparison({
  comparison,
  onNavigate,
}: {
  comparison: Comparison;
  onNavigate: () => void;
}) {
  const { products, rows, highlights } = comparison;
  return (
    <div
      className="mt-2 rounded-2xl border border-line/80 bg-surface p-3 text-[13px] text-ink shadow-soft"
      data-testid="comparison-card"
    >
      <p className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-[0.12em] text-blush-700 uppercase">
        <Scale aria-hidden="true" className="size-3.5" /> Side by side
      </p>
      <div className="-mx-1 overflow-x-auto px-1">
        <table className="w-full min-w-[15rem] border-collapse text-left align-top">
          <caption className="sr-only">Comparison of {products.map((p) => p.name).join(' and ')}</caption>
          <thead>
            <tr>
              <td className="w-16" />
              {products.map((p) => (
                <th
                  key={p.id}
                  scope="col"
                  className="min-w-[6rem] px-1 pb-2 align-top font-semibold break-words"
                >
                  <Link
                    to={`/products/${p.id}`}
                    onClick={onNavigate}
                    className="line-clamp-3 leading-snug hover:text-blush-700"
                  >
                    {p.name}
                  </Link>
                  <span className="mt-1 flex items-center justify-between gap-1 font-semibold tabular-nums">
                    {formatUsd(p.price)}
                    <ChatAddButton
                      compact
                      productIds={[p.id]}
                      label={`Add ${p.name} to cart`}
                      doneLabel={`${p.name} added to cart`}
                    />
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows
              .filter((r) => r.label !== 'Price')
              .map((row) => (
                <tr key={row.label} className="border-t border-line/60">
                  <th
                    scope="row"
                    className="py-1.5 pr-1 text-[11px] leading-tight font-semibold text-ink-muted"
                  >
                    {row.label}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={products[i]!.id} className="px-1 py-1.5 text-[12px] break-words">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {highlights.length ? (
        <ul className="mt-2 space-y-0.5 text-xs text-ink-muted">
          {highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
