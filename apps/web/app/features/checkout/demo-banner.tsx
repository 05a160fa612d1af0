import { Info } from 'lucide-react';
import { DEMO_TEST_CARDS } from '@seoul-glow/shared';
import { formatCardNumber } from './card-format';

/** docs/product.md#screens-and-routes: the banner stating demo mode; docs/product.md#checkout: it lists the test cards. */
export function DemoBanner() {
  return (
    <section
      aria-labelledby="demo-banner-title"
      className="rounded-card border border-lilac-200 bg-lilac-50 p-4 text-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lilac-700" />
        <div className="min-w-0">
          <h2 id="demo-banner-title" className="font-semibold text-lilac-700">
            Demo mode: no real payment is processed
          </h2>
          <p className="mt-1 text-ink-muted">
            Use any future expiry date and any 3–4 digit CVC with these test cards:
          </p>
          <details className="mt-2">
            <summary className="cursor-pointer font-semibold text-lilac-700">Show test cards</summary>
            <ul className="mt-2 grid gap-1.5">
              {DEMO_TEST_CARDS.map((c) => (
                <li key={c.number} className="flex flex-wrap items-baseline gap-x-3">
                  <code className="font-mono text-ink">{formatCardNumber(c.number)}</code>
                  <span className="text-ink-muted">
                    {c.outcome === 'Succeeds' ? `${c.brand}: succeeds` : c.outcome}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        </div>
      </div>
    </section>
  );
}
