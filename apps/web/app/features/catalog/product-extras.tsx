import { productImageUrl, type Product } from '@seoul-glow/shared';
import { ProductFields } from './product-fields';
import { ProductVideo } from './product-video';
import type { VideoSource } from './video-link';

/** The product's extra detail fields and its video, each shown only when there is one. */
export function ProductExtras({ product, video }: { product: Product; video: VideoSource | null }) {
  return (
    <>
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
          <ProductVideo
            source={video}
            productName={product.name}
            poster={product.images[0] ? productImageUrl(product.images[0]) : undefined}
          />
        </section>
      ) : null}
    </>
  );
}
