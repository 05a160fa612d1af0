import { Link } from 'react-router';
import { CircleAlert, Sparkles } from 'lucide-react';
import { skinFit, type Product } from '@seoul-glow/shared';
import { cn } from '~/components/ui/cn';
import { useSkinProfile } from '~/lib/skin-profile/skin-profile-store';

type FitFacts = Pick<Product, 'productType' | 'skinTypes' | 'concerns' | 'freeFrom' | 'ingredients'>;

/**
 * "Good for your skin" or a gentle caution for the shopper's saved skin profile
 * (docs/product.md#the-beauty-assistant). Decided in the browser: the server renders nothing here,
 * so a cached page is the same for every shopper. `card` is one line on a product tile; `page`
 * adds why and a link to change the profile.
 */
export function SkinFitBadge({
  product,
  variant = 'card',
  className,
}: {
  product: FitFacts;
  variant?: 'card' | 'page';
  className?: string;
}) {
  const profile = useSkinProfile();
  const fit = profile ? skinFit(product, profile) : null;
  if (!fit) return null;
  const good = fit.kind === 'good';
  const Icon = good ? Sparkles : CircleAlert;
  if (variant === 'card') {
    return (
      <p
        className={cn(
          'flex items-center gap-1 text-xs font-semibold',
          good ? 'text-emerald-700' : 'text-amber-800',
          className,
        )}
        title={fit.detail}
      >
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        {fit.title}
      </p>
    );
  }
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-2xl p-3.5 text-sm ring-1',
        good
          ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
          : 'bg-amber-50 text-amber-900 ring-amber-200',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{fit.title}</p>
        <p className="mt-0.5">
          {fit.detail}{' '}
          <Link to="/skin-quiz" className="font-semibold underline underline-offset-2">
            Your skin profile
          </Link>
        </p>
      </div>
    </div>
  );
}
