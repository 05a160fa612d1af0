import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import type { HeaderPromotion } from '@seoul-glow/shared';
import { useHydrated } from '~/lib/use-hydrated';
import { promoEnded, promoText } from './promo-text';

export interface Promo {
  id: number;
  name: string;
}

const bar = 'hidden bg-ink text-white md:block';
const line = 'mx-auto flex h-9 max-w-7xl items-center justify-center gap-2 px-8 text-[13px] tracking-wide';
const accent = 'font-semibold text-blush-100 underline decoration-blush-300/60 underline-offset-4';

/**
 * docs/product.md#what-the-store-does: the header promo line, on desktop only (hidden below md).
 * It names the promo code the admin put in the header; without one, a featured product.
 */
export function PromoBar({ promo, code }: { promo: Promo | null; code: HeaderPromotion | null }) {
  const hydrated = useHydrated();
  if (code && !(hydrated && promoEnded(code, Date.now()))) {
    const { before } = promoText(code);
    return (
      <aside aria-label="Promotion" className={bar}>
        <p className={line}>
          <Sparkles aria-hidden="true" className="size-3.5 text-blush-200" />
          <span data-testid="header-promo">
            {before} <strong className="font-semibold tracking-wider text-blush-100">{code.code}</strong>
          </span>
          <Link to="/products" className={`${accent} ml-2 hover:decoration-blush-100`}>
            Shop now
          </Link>
        </p>
      </aside>
    );
  }
  if (!promo) return null;
  return (
    <aside aria-label="Promotion" className={bar}>
      <p className={line}>
        <Sparkles aria-hidden="true" className="size-3.5 text-blush-200" />
        <span>
          Get your first purchase with{' '}
          <Link to={`/products/${promo.id}`} className={`${accent} hover:decoration-blush-100`}>
            {promo.name}
          </Link>
        </span>
      </p>
    </aside>
  );
}
