import { useState } from 'react';
import { cn } from '~/components/ui/cn';
import { ProductImage } from '~/components/product/product-image';

/** The main image with a row of thumbnail buttons; the first image is the LCP, loaded eagerly. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-[1.75rem] border border-line/70 bg-blush-50 shadow-soft">
        <ProductImage
          file={current}
          alt={images.length > 1 ? `${name}, image ${active + 1} of ${images.length}` : name}
          sizes="(min-width: 1024px) 560px, 100vw"
          priority
          className="w-full"
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2.5 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((file, i) => (
            <li key={file} className="shrink-0">
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === active}
                className={cn(
                  'block size-18 overflow-hidden rounded-xl border-2 bg-blush-50 transition sm:size-20',
                  i === active ? 'border-ink' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <ProductImage file={file} alt="" sizes="80px" className="size-full" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
