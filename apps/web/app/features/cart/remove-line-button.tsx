import { Trash2 } from 'lucide-react';
import { removeFromCart } from '~/lib/cart/cart-store';

/** The remove button of a cart line, in the sidebar and on the cart page. */
export function RemoveLineButton({ productId, name }: { productId: number; name: string }) {
  return (
    <button
      type="button"
      onClick={() => removeFromCart(productId)}
      className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-red-50 hover:text-red-700"
      aria-label={`Remove ${name}`}
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  );
}
