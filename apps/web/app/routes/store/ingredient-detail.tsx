import { Link, data, redirect } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { STORE_NAME, searchQuerySchema } from '@seoul-glow/shared';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { EmptyState } from '~/components/ui/empty-state';
import { ingredientDetail } from '~/features/ingredients/ingredient-data';
import { GuideLinks } from '~/features/guide/guide-links';
import { IngredientArticle } from '~/features/ingredients/ingredient-article';
import { KIND_LABELS } from '~/features/ingredients/kind-labels';
import { storeServices } from '~/lib/store-context';
import type { Route } from './+types/ingredient-detail';
import { withTwitterCard } from '~/lib/social-meta';

/** Products shown on the page; the rest are a link to the filtered list. */
const SHOWN = 8;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, origin } = storeServices(context);
  const ingredient = ingredientDetail(params.slug);
  if (!ingredient) {
    // Slugs are lower case: /ingredients/Niacinamide is the niacinamide page.
    const lower = params.slug.toLowerCase();
    if (lower !== params.slug && ingredientDetail(lower)) throw redirect(`/ingredients/${lower}`, 301);
    return data({ ingredient: null, products: [], total: 0, guide: [], origin }, { status: 404 });
  }
  const every = searchQuerySchema.parse({ ingredient: ingredient.slug, pageSize: String(SHOWN) });
  // The products built around it first: searched for by name, as a shopper would (key ingredients
  // above a name further down the label), among exactly the products that contain it.
  const [contain, ranked, guide] = await Promise.all([
    services.searchProducts(every),
    services.searchProducts({ ...every, q: ingredient.name }),
    services.guideForIngredient(ingredient.slug),
  ]);
  const result = ranked.total === contain.total ? ranked : contain;
  return { ingredient, products: result.items, total: result.total, guide, origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const ingredient = loaderData?.ingredient;
  if (!loaderData || !ingredient)
    return [{ title: `Ingredient Not Found | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];
  const title = `${ingredient.name}: what it does and who it suits | ${STORE_NAME}`;
  const url = `${loaderData.origin}/ingredients/${ingredient.slug}`;
  return withTwitterCard([
    { title },
    { name: 'description', content: `${ingredient.purpose} ${ingredient.suits}.` },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:url', content: url },
  ]);
}

/** /ingredients/{slug}: one glossary ingredient and the products that contain it. */
export default function IngredientDetailPage({ loaderData }: Route.ComponentProps) {
  const { ingredient, products, total, guide } = loaderData;
  if (!ingredient)
    return (
      <Container className="py-16">
        <EmptyState
          title="Ingredient Not Found"
          description="Our glossary has no ingredient by that name. Browse the whole glossary instead."
          action={<ButtonLink to="/ingredients">Ingredient Glossary</ButtonLink>}
        />
      </Container>
    );
  return (
    <Container className="py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="mb-5 text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/ingredients" className="hover:text-ink">
              Ingredients
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="text-ink">
            {ingredient.name}
          </li>
        </ol>
      </nav>
      <header className="mb-8 max-w-3xl">
        <p className="text-xs font-semibold tracking-[0.18em] text-blush-700 uppercase">
          {KIND_LABELS[ingredient.kind]}
        </p>
        <h1 className="mt-2 font-display text-4xl tracking-tight text-ink sm:text-5xl">{ingredient.name}</h1>
      </header>
      <IngredientArticle ingredient={ingredient} products={products} total={total} />
      <GuideLinks
        id="guide-title"
        title="In the Skincare Guide"
        articles={guide}
        className="mt-12"
        titlesOnly
      />
    </Container>
  );
}
