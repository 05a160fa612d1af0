import { Package } from 'lucide-react';
import { productImageUrl } from '@seoul-glow/shared';
import { cn } from '~/components/ui/cn';

const SIZES = { 44: 'size-11', 48: 'size-12', 64: 'size-16' } as const;

/** A product's first image as a small square in admin lists, or a package icon without one. */
export function ProductThumb({ file, px }: { file: string | null | undefined; px: keyof typeof SIZES }) {
  const box = cn(SIZES[px], 'shrink-0 rounded-lg bg-canvas');
  if (!file) {
    return (
      <span className={cn(box, 'grid place-items-center text-ink-muted')}>
        <Package aria-hidden="true" className={px === 44 ? 'size-4' : 'size-5'} />
      </span>
    );
  }
  return (
    <img
      src={productImageUrl(file, 320)}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      className={cn(box, 'object-cover')}
    />
  );
}
