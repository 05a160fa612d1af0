import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ArrowRight, Heart, Menu, ShoppingBag, Truck, X } from 'lucide-react';
import { cn } from '~/components/ui/cn';
import { categoryHref, categoryLook } from '~/lib/catalog/category-look';
import { useWishlist } from '~/lib/wishlist/wishlist-store';
import { CartMenuLabel, handleCartLinkClick } from './header-actions';
import { PRIMARY_LINKS } from './nav-items';
import { useDismiss } from './use-dismiss';
import { FREE_SHIPPING_TEXT } from '~/lib/free-shipping';

const rowLink =
  'flex min-h-12 items-center justify-between rounded-xl px-4 text-base font-medium text-ink transition-colors hover:bg-blush-50 aria-[current=page]:bg-blush-50 aria-[current=page]:text-blush-700';

/**
 * The phone menu (< md): a disclosure button and a panel under the sticky header with the same
 * links as the desktop bar plus Wishlist and 'Cart (n)' (docs/product.md#screens-and-routes). The panel is positioned
 * against the header, so this component must not sit inside another positioned box.
 */
export function MobileMenu({ categories }: { categories: string[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inside = useRef([buttonRef, panelRef]).current;
  const location = useLocation();
  const wishlistCount = useWishlist().length;
  const close = () => setOpen(false);

  const dismiss = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(open, dismiss, inside);

  // Any navigation (including back/forward) closes the panel.
  useEffect(() => setOpen(false), [location.key]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-blush-50 md:hidden"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">Menu</span>
      </button>

      {open ? (
        <div aria-hidden="true" className="fixed inset-0 top-16 -z-10 animate-fade-in bg-ink/25 md:hidden" />
      ) : null}

      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] animate-pop-in overflow-y-auto border-b border-line bg-canvas shadow-lift md:hidden"
      >
        {/* Filled only when open, so closed it costs every page's server render nothing. */}
        {open ? (
          <nav aria-label="Mobile" className="space-y-1 px-4 pt-3 pb-6">
            <NavLink to={PRIMARY_LINKS.home.to} end onClick={close} className={rowLink}>
              {PRIMARY_LINKS.home.label}
            </NavLink>

            <div className="py-2">
              <p
                id={`${panelId}-cats`}
                className="px-4 pb-2 text-xs font-semibold tracking-[0.18em] text-ink-muted uppercase"
              >
                Categories
              </p>
              <ul aria-labelledby={`${panelId}-cats`} className="grid grid-cols-2 gap-2">
                {categories.map((name) => {
                  const { Icon, chip } = categoryLook(name);
                  return (
                    <li key={name}>
                      <Link
                        to={categoryHref(name)}
                        onClick={close}
                        className="flex min-h-12 items-center gap-2.5 rounded-xl border border-line/70 bg-surface px-3 text-sm font-medium text-ink transition-colors hover:border-blush-200"
                      >
                        <span
                          aria-hidden="true"
                          className={cn('grid size-8 shrink-0 place-items-center rounded-full', chip)}
                        >
                          <Icon className="size-4" strokeWidth={1.75} />
                        </span>
                        {name}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>

            <NavLink to={PRIMARY_LINKS.shop.to} onClick={close} className={rowLink}>
              {PRIMARY_LINKS.shop.label}
              <ArrowRight aria-hidden="true" className="size-4 text-ink-muted" />
            </NavLink>
            <NavLink to={PRIMARY_LINKS.quiz.to} onClick={close} className={rowLink}>
              {PRIMARY_LINKS.quiz.label}
            </NavLink>
            <NavLink to={PRIMARY_LINKS.contact.to} onClick={close} className={rowLink}>
              {PRIMARY_LINKS.contact.label}
            </NavLink>

            <div className="my-3 border-t border-line" />

            <NavLink to="/wishlist" onClick={close} className={rowLink}>
              <span className="flex items-center gap-3">
                <Heart aria-hidden="true" className="size-5 text-blush-600" strokeWidth={1.75} />
                {`Wishlist (${wishlistCount})`}
              </span>
            </NavLink>
            <Link to="/cart" onClick={(event) => handleCartLinkClick(event, close)} className={rowLink}>
              <span className="flex items-center gap-3">
                <ShoppingBag aria-hidden="true" className="size-5 text-blush-600" strokeWidth={1.75} />
                <CartMenuLabel />
              </span>
            </Link>

            <p className="mt-4 flex items-center gap-2 rounded-xl bg-blush-50 px-4 py-3 text-sm text-ink">
              <Truck aria-hidden="true" className="size-4 text-blush-700" />
              {FREE_SHIPPING_TEXT}
            </p>
          </nav>
        ) : null}
      </div>
    </>
  );
}
