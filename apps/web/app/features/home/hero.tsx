import { ArrowRight, ScanFace, Sparkles, Star } from 'lucide-react';
import { formatUsd, type Product } from '@seoul-glow/shared';
import { Button, ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { ProductImage } from '~/components/product/product-image';
import { HeroArtwork } from './hero-artwork';
import { FREE_SHIPPING_TEXT } from '~/lib/free-shipping';

/** The home hero: h1, sub-copy, Shop Now, the AI assistant trigger and a product composition. */
export function Hero({ products }: { products: Product[] }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_10%,var(--color-blush-100),transparent_60%),radial-gradient(40rem_30rem_at_0%_100%,var(--color-peach-100),transparent_65%)]"
      />
      <Container className="grid items-center gap-10 pt-8 pb-14 sm:pt-14 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:pt-14 lg:pb-20">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-blush-200 bg-surface/70 px-3.5 py-1.5 text-xs font-semibold tracking-wide text-blush-700">
            <Sparkles aria-hidden="true" className="size-3.5" />
            K-beauty, curated in Seoul
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-[2.6rem] leading-[1.05] tracking-tight text-ink sm:text-6xl lg:text-[4.1rem]"
          >
            Reveal your <em className="text-blush-700 italic">natural glow</em> with Korean skincare
          </h1>
          <p className="mt-5 text-base leading-relaxed text-ink-muted sm:text-lg">
            Gentle, science-led essentials from Seoul’s most-loved labs, and an AI beauty expert that asks
            about your skin and builds your routine in seconds.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/products" size="lg">
              Shop Now
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <Button variant="secondary" size="lg" data-chat-trigger="skin-analysis">
              <ScanFace aria-hidden="true" className="size-5 text-blush-600" />
              Try the AI Beauty Expert
            </Button>
          </div>
          <dl className="mt-9 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ink-muted">
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">Customer satisfaction</dt>
              {/* The star sits inside the <dd>: a <dl>'s <div> may hold only <dt> and <dd>. */}
              <dd className="flex items-center gap-1.5">
                <Star aria-hidden="true" className="size-4 fill-gold-500 text-gold-500" />
                <span>
                  <span className="font-semibold text-ink">98%</span> satisfaction
                </span>
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">Customers</dt>
              <dd>
                <span className="font-semibold text-ink">50K+</span> happy customers
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">Shipping</dt>
              <dd>{FREE_SHIPPING_TEXT}</dd>
            </div>
          </dl>
        </div>

        <HeroVisual products={products} />
      </Container>
    </section>
  );
}

/**
 * Three featured products in an arch-and-cards composition. Every box has a fixed aspect ratio,
 * so the images fill reserved space and nothing shifts; without products a drawn still life.
 */
function HeroVisual({ products }: { products: Product[] }) {
  const [main, second, third] = products.filter((p) => p.images.length > 0);
  return (
    <div className="relative mx-auto aspect-[10/11] w-full max-w-[22rem] sm:max-w-md lg:max-w-none">
      <div
        aria-hidden="true"
        className="absolute inset-[6%_4%_4%_8%] rounded-full bg-gradient-to-br from-blush-200/70 via-peach-100 to-lilac-100"
      />
      <div className="absolute inset-[4%_14%_6%_18%] overflow-hidden rounded-t-full rounded-b-[2.5rem] border-[6px] border-surface bg-blush-50 shadow-lift">
        {main ? (
          <ProductImage
            file={main.images[0]}
            alt={main.name}
            sizes="(min-width: 1024px) 380px, 70vw"
            priority
            className="size-full"
          />
        ) : (
          <HeroArtwork />
        )}
      </div>

      {second ? (
        <figure className="absolute bottom-[10%] left-0 flex w-[52%] motion-safe:animate-float items-center gap-3 rounded-2xl bg-surface/95 p-2.5 pr-3 shadow-lift backdrop-blur sm:w-[46%]">
          <ProductImage
            file={second.images[0]}
            alt={second.name}
            sizes="64px"
            className="size-12 shrink-0 rounded-xl sm:size-14"
          />
          <figcaption className="min-w-0">
            <span className="block truncate text-xs font-semibold text-ink sm:text-sm">{second.name}</span>
            <span className="block text-xs text-ink-muted">{formatUsd(second.price)}</span>
          </figcaption>
        </figure>
      ) : null}

      {third ? (
        <div className="absolute top-[8%] right-0 size-[26%] overflow-hidden rounded-full border-4 border-surface shadow-lift [animation-delay:-3s] motion-safe:animate-float">
          <ProductImage file={third.images[0]} alt={third.name} sizes="120px" className="size-full" />
        </div>
      ) : null}

      <div className="absolute right-[2%] bottom-[24%] rounded-2xl bg-ink px-3.5 py-2.5 text-white shadow-lift sm:right-[4%]">
        <p className="flex items-center gap-1.5 text-[11px] font-semibold tracking-wide text-blush-100 uppercase">
          <ScanFace aria-hidden="true" className="size-3.5" />
          AI Beauty Expert
        </p>
        <p className="mt-0.5 text-sm font-semibold">Online 24/7</p>
      </div>
    </div>
  );
}
