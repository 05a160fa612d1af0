import { NavLink } from 'react-router';
import { BrandLogo } from '~/components/brand/brand-logo';
import { CategoriesMenu } from './categories-menu';
import { CartButton, WishlistLink } from './header-actions';
import { MobileMenu } from './mobile-menu';
import { PRIMARY_LINKS } from './nav-items';

const navItem =
  'inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-medium text-ink transition-colors hover:bg-blush-50 hover:text-blush-700 aria-[current=page]:text-blush-700 aria-expanded:bg-blush-50';

/**
 * The sticky store header (docs/product.md#screens-and-routes): logo, Home, Categories, Shop All, Contact Us, wishlist and
 * cart. Below md the links move into the mobile menu. The translucent blurred background lives on
 * its own layer: backdrop-filter on the header itself would trap the mobile backdrop inside it.
 */
export function StoreHeader({ categories }: { categories: string[] }) {
  return (
    <header className="sticky top-0 z-40">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 border-b border-line/60 bg-canvas/80 backdrop-blur-lg"
      />
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-2 px-4 sm:px-6 md:h-[4.5rem] lg:px-8">
        <BrandLogo className="-ml-1" />

        <nav aria-label="Main" className="mx-auto hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={PRIMARY_LINKS.home.to} end className={navItem}>
                {PRIMARY_LINKS.home.label}
              </NavLink>
            </li>
            <li>
              <CategoriesMenu categories={categories} triggerClassName={navItem} />
            </li>
            <li>
              <NavLink to={PRIMARY_LINKS.shop.to} end className={navItem}>
                {PRIMARY_LINKS.shop.label}
              </NavLink>
            </li>
            <li>
              <NavLink to={PRIMARY_LINKS.quiz.to} className={navItem}>
                {PRIMARY_LINKS.quiz.label}
              </NavLink>
            </li>
            <li>
              <NavLink to={PRIMARY_LINKS.contact.to} className={navItem}>
                {PRIMARY_LINKS.contact.label}
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-0.5 md:ml-0">
          <WishlistLink />
          <CartButton />
          <MobileMenu categories={categories} />
        </div>
      </div>
    </header>
  );
}
