import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Heart, ShoppingBag } from 'lucide-react';
import { useCartCount } from '~/lib/cart/cart-store';
import { useWishlist } from '~/lib/wishlist/wishlist-store';
import { CountBadge, itemsLabel } from './count-badge';
import { requestOpenCart } from '~/lib/cart/cart-events';

const iconLink =
  'relative grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-blush-50 hover:text-blush-700';

/**
 * Click handler for every link to /cart that should open the sidebar instead: a plain click asks
 * the sidebar to open and keeps the link's navigation only when no sidebar answered. Modified
 * clicks (new tab, new window) are left to the browser.
 */
export function handleCartLinkClick(event: MouseEvent<HTMLAnchorElement>, after?: () => void) {
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (plain && requestOpenCart()) event.preventDefault();
  after?.();
}

/** Heart icon linking /wishlist with the saved-items count. */
export function WishlistLink() {
  const count = useWishlist().length;
  return (
    <Link
      to="/wishlist"
      className={iconLink}
      aria-label={count ? `Wishlist, ${itemsLabel(count)}` : 'Wishlist'}
    >
      <Heart aria-hidden="true" className="size-[22px]" strokeWidth={1.75} />
      <CountBadge count={count} />
    </Link>
  );
}

/** The bag icon: a link to /cart that opens the cart sidebar when one is listening. */
export function CartButton() {
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      onClick={(event) => handleCartLinkClick(event)}
      className={iconLink}
      aria-label={count ? `Cart, ${itemsLabel(count)}` : 'Cart'}
    >
      <ShoppingBag aria-hidden="true" className="size-[22px]" strokeWidth={1.75} />
      <CountBadge count={count} />
    </Link>
  );
}

/** 'Cart (n)' for the mobile menu (docs/product.md#screens-and-routes). */
export function CartMenuLabel(): ReactNode {
  return `Cart (${useCartCount()})`;
}
