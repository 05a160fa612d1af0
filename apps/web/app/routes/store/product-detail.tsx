import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { STORE_NAME } from '@seoul-glow/shared';
import { Container } from '~/components/ui/container';
import { beautyNotes } from '~/features/catalog/ingredient-notes';
import { ProductBeauty } from '~/features/catalog/product-beauty';
import { ProductBreadcrumb } from '~/features/catalog/product-breadcrumb';
import { ProductExtras } from '~/features/catalog/product-extras';
import { ProductGallery } from '~/features/catalog/product-gallery';
import { ProductInfo } from '~/features/catalog/product-info';
import { ProductNotFound } from '~/features/catalog/product-not-found';
import { productMeta } from '~/features/catalog/product-seo';
import { RelatedProducts } from '~/features/catalog/related-products';
import { firstVideoLink, parseVideoLink } from '~/features/catalog/video-link';
import { GuideLinks } from '~/features/guide/guide-links';
import { ReviewsSection } from '~/features/reviews/reviews-section';
import { storeServices } from '~/lib/store-context';
import { whenNear } from '~/lib/when-near';
import type { Route } from './+types/product-detail';

/**
 * The reviews arrive with the page's HTML, but their code is not part of the first visit (the
 * budget in bench/README.md): in the browser it loads when they near the screen, and React
 * hydrates them then. The server build renders them directly.
 */
const Reviews = import.meta.env.SSR
  ? ReviewsSection
  : lazy(() =>
      whenNear('reviews')
        .then(() => import('~/features/reviews/reviews-section'))
        .then((m) => ({ default: m.ReviewsSection })),
    );

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, origin } = storeServices(context);
  const id = params.productId;
  // docs/product.md#validation: the product is found by comparing the route id as text ("007" is not product 7).
  const product =
    /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? await services.getProduct(Number(id)) : null;
  if (!product || String(product.id) !== id) {
    return data({ product: null, notes: null, reviews: null, guide: [], origin }, { status: 404 });
  }
  // The first page of reviews and the guide's articles are part of the page (and of its cached
  // copy): the same for everyone.
  const [reviews, guide] = await Promise.all([
    services.getProductReviews(product.id),
    services.guideForProduct(product.id),
  ]);
  return { product, notes: beautyNotes(product), reviews, guide: guide.slice(0, 3), origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const product = loaderData?.product;
  if (!loaderData || !product) {
    return [{ title: `Product Not Found | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];
  }
  return productMeta(product, loaderData.origin, loaderData.reviews?.items ?? []);
}

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { product, reviews } = loaderData;
  if (!product || !reviews) return <ProductNotFound />;
  const categoryName = product.categoryName ?? product.category?.name ?? null;
  const videoLink = firstVideoLink(product.videoLink);
  const video = videoLink ? parseVideoLink(videoLink) : null;

  return (
    <Container className="py-6 sm:py-10">
      <ProductBreadcrumb name={product.name} categoryName={categoryName} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-14">
        <div className="lg:sticky lg:top-6 lg:self-start">
          <ProductGallery images={product.images} name={product.name} />
        </div>
        <div className="min-w-0">
          <ProductInfo product={product} categoryName={categoryName} />
          {loaderData.notes ? <ProductBeauty product={product} notes={loaderData.notes} /> : null}
          <ProductExtras product={product} video={video} />
        </div>
      </div>
      <GuideLinks
        id="guide-title"
        title="How to use it well"
        articles={loaderData.guide}
        className="mt-12 sm:mt-16"
      />
      <Suspense fallback={null}>
        <Reviews key={product.id} productId={product.id} initial={reviews} />
      </Suspense>
      <RelatedProducts products={product.relatedProducts} />
    </Container>
  );
}
