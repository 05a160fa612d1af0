import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';

export interface Promo {
  id: number;
  name: string;
}

/** docs/product.md#what-the-store-does: the header promo line, on desktop only (hidden below md). */
export function PromoBar({ promo }: { promo: Promo | null }) {
  if (!promo) return null;
  return (
    <aside aria-label="Promotion" className="hidden bg-ink text-white md:block">
      <p className="mx-auto flex h-9 max-w-7xl items-center justify-center gap-2 px-8 text-[13px] tracking-wide">
        <Sparkles aria-hidden="true" className="size-3.5 text-blush-200" />
        <span>
          Get your first purchase with{' '}
          <Link
            to={`/products/${promo.id}`}
            className="font-semibold text-blush-100 underline decoration-blush-300/60 underline-offset-4 hover:decoration-blush-100"
          >
            {promo.name}
          </Link>
        </span>
      </p>
    </aside>
  );
}
