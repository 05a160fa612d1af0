import { Droplets, Flower2, Palette, Sparkles, Wind, type LucideIcon } from 'lucide-react';
import { ownEntry } from '@seoul-glow/shared';

export interface CategoryLook {
  Icon: LucideIcon;
  /** Soft tile background (gradient). */
  tile: string;
  /** Icon chip: background + text colour with AA contrast. */
  chip: string;
  /** One-line pitch under the name. */
  blurb: string;
}

const LOOKS: Record<string, CategoryLook> = {
  skincare: {
    Icon: Droplets,
    tile: 'from-blush-100 via-blush-50 to-cream',
    chip: 'bg-blush-100 text-blush-700',
    blurb: 'Serums, essences & glass-skin rituals',
  },
  makeup: {
    Icon: Palette,
    tile: 'from-peach-100 via-peach-50 to-cream',
    chip: 'bg-peach-100 text-peach-700',
    blurb: 'Cushions, tints & soft-focus colour',
  },
  haircare: {
    Icon: Wind,
    tile: 'from-sage-100 via-sage-50 to-cream',
    chip: 'bg-sage-100 text-sage-700',
    blurb: 'Scalp care & silky, healthy lengths',
  },
  fragrances: {
    Icon: Flower2,
    tile: 'from-lilac-100 via-lilac-50 to-cream',
    chip: 'bg-lilac-100 text-lilac-700',
    blurb: 'Light, airy scents from Seoul',
  },
};

const FALLBACK: CategoryLook = {
  Icon: Sparkles,
  tile: 'from-gold-100 via-peach-50 to-cream',
  chip: 'bg-gold-100 text-gold-700',
  blurb: 'Curated K-beauty favourites',
};

/** The colour, icon and pitch of a category; unknown categories get a neutral gold look. */
export function categoryLook(name: string): CategoryLook {
  return ownEntry(LOOKS, name.trim().toLowerCase()) ?? FALLBACK;
}

/** The product list URL filtered to one category (docs/product.md#screens-and-routes). */
export function categoryHref(name: string): string {
  return `/products?category=${encodeURIComponent(name)}`;
}
