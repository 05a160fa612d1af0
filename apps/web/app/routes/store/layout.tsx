import { Outlet, type ShouldRevalidateFunction } from 'react-router';
import { CATEGORY_NAMES } from '@seoul-glow/shared';
import { storeServices } from '~/lib/store-context';
import { ChatLauncher } from '~/features/assistant/chat-launcher';
import { CartSidebar } from '~/features/cart/cart-sidebar';
import { PromoBar } from '~/features/layout/promo-bar';
import { StoreFooter } from '~/features/layout/store-footer';
import { StoreHeader } from '~/features/layout/store-header';
import type { Route } from './+types/layout';

/** The header and footer data: category names, the promo code or product (docs/product.md#what-the-store-does) and the year. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = storeServices(context);
  const [categories, featured, code] = await Promise.all([
    services.listCategories(),
    services.listFeaturedProducts(1),
    services.headerPromotion(),
  ]);
  const names = categories.map((c) => c.name);
  const promo = featured[0] ?? null;
  return {
    // An empty catalog still shows the store's four categories in the navigation.
    categories: names.length ? names : [...CATEGORY_NAMES],
    promo: promo ? { id: promo.id, name: promo.name } : null,
    // The promo code the header names (docs/product.md#checkout).
    code,
    // The server's year, so the copyright line hydrates exactly as rendered.
    year: new Date().getFullYear(),
  };
}

/** Navigation data barely changes: keep it across client navigations instead of refetching. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;

export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  const { categories, promo, code, year } = loaderData;
  return (
    <>
      <a
        href="#main"
        className="sr-only rounded-full bg-ink px-5 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <PromoBar promo={promo} code={code} />
      <StoreHeader categories={categories} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Outlet />
      </main>
      <StoreFooter categories={categories} year={year} />
      <CartSidebar />
      <ChatLauncher />
    </>
  );
}
