import { Heart } from 'lucide-react';
import { STORE_NAME } from '@seoul-glow/shared';
import { storeServices } from '~/lib/store-context';
import { withQueryClient } from '~/components/data/with-query-client';
import { Alert } from '~/components/ui/alert';
import { Button, ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { EmptyState } from '~/components/ui/empty-state';
import { LoadingBlock } from '~/components/ui/spinner';
import { useWishlistProducts } from '~/features/wishlist/use-wishlist-products';
import { WishlistItem } from '~/features/wishlist/wishlist-item';
import type { Route } from './+types/wishlist';

export function loader({ context }: Route.LoaderArgs) {
  return { origin: storeServices(context).origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = `My Wishlist | ${STORE_NAME}`;
  return [
    { title },
    { name: 'description', content: `The K-beauty products you saved for later at ${STORE_NAME}.` },
    // A personal page kept in the browser: nothing here for search engines.
    { name: 'robots', content: 'noindex' },
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: `${loaderData.origin}/wishlist` }] : []),
  ];
}

/** docs/product.md#screens-and-routes leaves /wishlist open: the products saved in this browser (heart buttons). */
export default withQueryClient(function WishlistPage() {
  const { state, retry } = useWishlistProducts();
  const count = state.status === 'ready' ? state.products.length : null;
  return (
    <Container className="max-w-4xl! py-8 sm:py-12">
      <header className="mb-6 sm:mb-8">
        <p className="text-xs font-semibold tracking-[0.18em] text-blush-700 uppercase">Saved for later</p>
        <h1 className="mt-2 font-display text-4xl tracking-tight text-ink sm:text-5xl">My Wishlist</h1>
        {count ? (
          <p className="mt-2 text-ink-muted" aria-live="polite">
            {count} saved {count === 1 ? 'product' : 'products'}
          </p>
        ) : null}
      </header>
      {state.status === 'loading' ? <LoadingBlock label="Loading your wishlist..." /> : null}
      {state.status === 'error' ? (
        <Alert tone="error" title="We couldn't load your wishlist">
          <p>Please check your connection and try again.</p>
          <Button variant="secondary" onClick={retry} className="mt-3">
            Try Again
          </Button>
        </Alert>
      ) : null}
      {state.status === 'ready' && state.products.length === 0 ? (
        <EmptyState
          icon={<Heart className="size-6" />}
          title="Your wishlist is empty"
          description="Tap the heart on any product to save it here for later. Your wishlist stays in this browser."
          action={<ButtonLink to="/products">Explore Products</ButtonLink>}
        />
      ) : null}
      {state.status === 'ready' && state.products.length > 0 ? (
        <>
          <ul className="grid gap-3 sm:gap-4">
            {state.products.map((product) => (
              <WishlistItem key={product.id} product={product} />
            ))}
          </ul>
          <div className="mt-8 text-center">
            <ButtonLink to="/products" variant="secondary">
              Continue Shopping
            </ButtonLink>
          </div>
        </>
      ) : null}
    </Container>
  );
});
