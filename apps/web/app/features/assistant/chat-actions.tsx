import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import type { CartAction } from '@seoul-glow/shared';

function describe(action: CartAction, name: string): string {
  if (action.type === 'add_to_cart') return `Added ${action.quantity} × ${name} to your cart`;
  return action.quantity === 0
    ? `Removed ${name} from your cart`
    : `${name}: ${action.quantity} in your cart`;
}

/** What an answer did to the cart, already applied in this browser, with the way to the cart. */
export function ChatActions({
  actions,
  nameOf,
  onNavigate,
}: {
  actions: CartAction[];
  nameOf: (productId: number) => string;
  onNavigate: () => void;
}) {
  return (
    <div
      className="mt-2 rounded-2xl bg-sage-50 p-2.5 text-[13px] text-ink ring-1 ring-sage-200"
      data-testid="cart-actions"
      role="status"
    >
      <ul className="space-y-0.5">
        {actions.map((a, i) => (
          <li key={`${a.productId}-${i}`} className="flex items-start gap-1.5">
            <ShoppingBag aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-blush-700" />
            <span>{describe(a, nameOf(a.productId))}</span>
          </li>
        ))}
      </ul>
      <Link
        to="/cart"
        onClick={onNavigate}
        className="mt-1 inline-block text-xs font-semibold text-blush-700 underline underline-offset-2"
      >
        View cart
      </Link>
    </div>
  );
}
