import { IMAGE_WIDTHS, productImageUrl } from '@seoul-glow/shared';
import { Flower2 } from 'lucide-react';
import { cn } from '~/components/ui/cn';

export interface ProductImageProps {
  /** Stored file name (product.images[n]); null/undefined draws a placeholder. */
  file: string | null | undefined;
  /** The product name (alt text). */
  alt: string;
  /** The `sizes` attribute: the rendered width at each breakpoint. */
  sizes: string;
  /** Above the fold (the LCP candidate): eager with high fetch priority; otherwise lazy. */
  priority?: boolean;
  className?: string;
}

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/**
 * A square product image with a srcset over IMAGE_WIDTHS. width/height give the browser the
 * aspect ratio before the file arrives, so nothing shifts when it loads.
 */
export function ProductImage({ file, alt, sizes, priority = false, className }: ProductImageProps) {
  if (!file) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          'grid aspect-square place-items-center bg-gradient-to-br from-blush-50 to-peach-50',
          className,
        )}
      >
        <Flower2 aria-hidden="true" className="size-1/4 text-blush-300" strokeWidth={1.25} />
      </div>
    );
  }
  // The stored file is the largest rendition; narrower ones are `-{width}` variants.
  const srcSet = IMAGE_WIDTHS.map(
    (w) => `${productImageUrl(file, w === LARGEST ? undefined : w)} ${w}w`,
  ).join(', ');
  return (
    <img
      src={productImageUrl(file, 640)}
      srcSet={srcSet}
      sizes={sizes}
      width={LARGEST}
      height={LARGEST}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-square object-cover', className)}
    />
  );
}
