import { data, Link } from 'react-router';
import { ChevronRight, Gift, MessageCircleHeart, RotateCcw, SearchX, Truck } from 'lucide-react';
import { STORE_NAME, formatUsd, productImageUrl } from '@seoul-glow/shared';
import { storeServices } from '~/lib/store-context';
import { Badge } from '~/components/ui/badge';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { EmptyState } from '~/components/ui/empty-state';
import { RatingStars } from '~/components/ui/rating-stars';
import { categoryHref } from '~/lib/catalog/category-look';
import { ProductCard } from '~/components/product/product-card';
import { ProductFields } from '~/features/catalog/product-fields';
import { ProductGallery } from '~/features/catalog/product-gallery';
import { metaDescription, productJsonLd } from '~/features/catalog/product-seo';
import { ProductVideo } from '~/features/catalog/product-video';
import { PurchasePanel } from '~/features/catalog/purchase-panel';
import { firstVideoLink, parseVideoLink } from '~/features/catalog/video-link';
import type { Route } from './+types/product-detail';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, origin } = storeServices(context);
  const id = params.productId;
  // SPEC §5: the product is found by comparing the route id as text ("007" is not product 7).
  const product =
    /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? await services.getProduct(Number(id)) : null;
  if (!product || String(product.id) !== id) {
    return data({ product: null, origin }, { status: 404 });
  }
  return { product, origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const product = loaderData?.product;
  if (!loaderData || !product) {
    return [{ title: `Product Not Found | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];
  }
  const { origin } = loaderData;
  const url = `${origin}/products/${product.id}`;
  const title = `${product.name} | ${STORE_NAME}`;
  const description = metaDescription(product.description);
  const image = product.images[0] ? `${origin}${productImageUrl(product.images[0])}` : null;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: STORE_NAME },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:alt', content: product.name },
        ]
      : []),
    { property: 'product:price:amount', content: product.price.toFixed(2) },
    { property: 'product:price:currency', content: 'USD' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { 'script:ld+json': productJsonLd(product, origin) },
  ];
}

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  if (!product) return <ProductNotFound />;
  const categoryName = product.categoryName ?? product.category?.name ?? null;
  const videoLink = firstVideoLink(product.videoLink);
  const video = videoLink ? parseVideoLink(videoLink) : null;

  return (
    <Container className="py-6 sm:py-10">
      <nav aria-label="Breadcrumb" className="mb-5 text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-ink">
              Home
            </Link>
          </li>
          <Separator />
          <li>
            <Link to="/products" className="hover:text-ink">
              Products
            </Link>
          </li>
          {categoryName ? (
            <>
              <Separator />
              <li>
                <Link to={categoryHref(categoryName)} className="hover:text-ink">
                  {categoryName}
                </Link>
              </li>
            </>
          ) : null}
          <Separator />
          <li aria-current="page" className="max-w-[14rem] truncate font-medium text-ink">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-14">
        <div className="lg:sticky lg:top-6 lg:self-start">
          <ProductGallery images={product.images} name={product.name} />
        </div>

        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {categoryName ? (
              <Link
                to={categoryHref(categoryName)}
                className="text-xs font-semibold tracking-[0.16em] text-blush-700 uppercase hover:underline"
              >
                {categoryName}
              </Link>
            ) : null}
            {product.isFeatured ? <Badge tone="gold">Featured</Badge> : null}
          </div>
          <h1 className="mt-2 font-display text-3xl leading-tight tracking-tight text-ink sm:text-4xl">
            {product.name}
          </h1>
          <RatingStars average={product.averageRating} count={product.ratingCount} className="mt-3 text-sm" />
          <p className="mt-4 text-3xl font-semibold text-ink tabular-nums">{formatUsd(product.price)}</p>
          <p className="mt-4 text-base leading-relaxed whitespace-pre-line text-ink-muted">
            {product.description}
          </p>

          <div className="mt-6">
            <PurchasePanel product={product} />
          </div>

          <ul className="mt-6 grid gap-2 rounded-2xl bg-blush-50/70 p-4 text-sm text-ink sm:grid-cols-3">
            <li className="flex items-center gap-2">
              <Truck aria-hidden="true" className="size-4 shrink-0 text-blush-700" /> Free Shipping on orders
              over $50
            </li>
            <li className="flex items-center gap-2">
              <Gift aria-hidden="true" className="size-4 shrink-0 text-blush-700" /> Free Sample with every
              order
            </li>
            <li className="flex items-center gap-2">
              <RotateCcw aria-hidden="true" className="size-4 shrink-0 text-blush-700" /> 30-Day Returns
            </li>
          </ul>

          <button
            type="button"
            data-chat-trigger="product"
            className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-blush-700 underline-offset-4 hover:underline"
          >
            <MessageCircleHeart aria-hidden="true" className="size-5" />
            Not sure it suits your skin? Ask the AI Beauty Expert
          </button>

          {Object.keys(product.additionalFields).length ? (
            <section aria-labelledby="details-title" className="mt-8">
              <h2 id="details-title" className="mb-3 font-display text-2xl text-ink">
                Product Details
              </h2>
              <ProductFields fields={product.additionalFields} />
            </section>
          ) : null}

          {video ? (
            <section aria-labelledby="video-title" className="mt-8">
              <h2 id="video-title" className="mb-3 font-display text-2xl text-ink">
                See It in Action
              </h2>
              <ProductVideo source={video} productName={product.name} />
            </section>
          ) : null}
        </div>
      </div>

      {product.relatedProducts.length ? (
        <section aria-labelledby="related-title" className="mt-16 sm:mt-20">
          <h2 id="related-title" className="mb-6 font-display text-3xl tracking-tight text-ink">
            You May Also Like
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
            {product.relatedProducts.map((related) => (
              <li key={related.id} className="grid">
                <ProductCard product={related} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Container>
  );
}

function Separator() {
  return (
    <li aria-hidden="true">
      <ChevronRight className="size-3.5" />
    </li>
  );
}

function ProductNotFound() {
  return (
    <Container className="py-16">
      <EmptyState
        as="h1"
        icon={<SearchX className="size-6" />}
        title="Product Not Found"
        description="This product may have sold out for good or moved. Discover our other K-beauty favourites."
        action={<ButtonLink to="/products">Explore Products</ButtonLink>}
      />
    </Container>
  );
}
