import { CATEGORY_NAMES, LIMITS, STORE_NAME, productImageUrl } from '@seoul-glow/shared';
import { storeServices } from '~/lib/store-context';
import { AiAssistantSection } from '~/features/home/ai-assistant-section';
import { CategoryTiles } from '~/features/home/category-tiles';
import { FeaturedProducts } from '~/features/home/featured-products';
import { Hero } from '~/features/home/hero';
import { buildCategoryTiles } from '~/features/home/home-data';
import { Newsletter } from '~/features/home/newsletter';
import { WhyChoose } from '~/features/home/why-choose';
import { SkinQuizTeaser } from '~/features/skin-profile/skin-quiz-teaser';
import { FREE_SHIPPING_TEXT } from '~/lib/free-shipping';
import { pageMeta } from '~/lib/social-meta';
import type { Route } from './+types/home';

const TITLE = `${STORE_NAME} — Korean Beauty & Skincare`;
const DESCRIPTION = `Shop authentic Korean skincare, makeup, haircare and fragrances, with a free AI beauty expert for skin analysis and routines. ${FREE_SHIPPING_TEXT}.`;

/** A wider pool than the 8 shown, so each category tile can find a product image. */
const IMAGE_POOL = 32;

export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin } = storeServices(context);
  const [categories, pool] = await Promise.all([
    services.listCategories(),
    services.listFeaturedProducts(IMAGE_POOL),
  ]);
  const tileSource = categories.length
    ? categories.map((c) => ({ id: c.id, name: c.name }))
    : CATEGORY_NAMES.map((name) => ({ id: null, name }));
  return {
    featured: pool.slice(0, LIMITS.homeFeatured),
    tiles: buildCategoryTiles(tileSource, pool, LIMITS.homeCategories),
    origin,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  // A shared link shows the first featured product's picture (the store has no other artwork).
  const picture = loaderData?.featured.find((p) => p.images[0]);
  return pageMeta({
    title: TITLE,
    description: DESCRIPTION,
    url: loaderData ? `${loaderData.origin}/` : null,
    image:
      picture && loaderData
        ? { url: `${loaderData.origin}${productImageUrl(picture.images[0]!)}`, alt: picture.name }
        : null,
  });
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { featured, tiles } = loaderData;
  return (
    <>
      <Hero products={featured} />
      <AiAssistantSection />
      <SkinQuizTeaser />
      <CategoryTiles tiles={tiles} />
      <FeaturedProducts products={featured} />
      <WhyChoose />
      <Newsletter />
    </>
  );
}
