import { useNavigation } from 'react-router';
import { INGREDIENTS_BY_ID, STORE_NAME } from '@seoul-glow/shared';
import { storeServices } from '~/lib/store-context';
import { Container } from '~/components/ui/container';
import { Spinner } from '~/components/ui/spinner';
import { ActiveFilters } from '~/features/catalog/active-filters';
import { FilterDrawer } from '~/features/catalog/filter-drawer';
import { FilterPanel } from '~/features/catalog/filter-panel';
import { activeFilterCount } from '~/features/catalog/list-filters';
import { listLabels } from '~/features/catalog/filter-labels';
import { readListFilters } from '~/features/catalog/list-filters-read';
import { listMeta } from '~/features/catalog/list-meta';
import { ListToolbar } from '~/features/catalog/list-toolbar';
import { pendingListState, readListQuery } from '~/features/catalog/list-query';
import { Pagination } from '~/features/catalog/pagination';
import { ProductResults } from '~/features/catalog/product-results';
import { SEARCH_ANSWERS, guideAnswers, wantsGuideAnswers } from '~/features/guide/guide-answers';
import { GuideLinks } from '~/features/guide/guide-links';
import { FREE_SHIPPING_TEXT } from '~/lib/free-shipping';
import type { Route } from './+types/products';

/** The search runs in the server's process, so the first HTML already lists the products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, origin } = storeServices(context);
  const params = new URL(request.url).searchParams;
  const filters = readListFilters(params);
  const query = { ...readListQuery(params), ...filters };
  // A question for advice ("how to double cleanse") also asks the guide; its answers lead.
  const [result, categories, hits] = await Promise.all([
    services.searchProducts(query),
    services.listCategories(),
    wantsGuideAnswers(query.q, query.page) ? services.searchGuide(query.q, SEARCH_ANSWERS) : [],
  ]);
  // A category link with odd casing still highlights the right chip.
  const match = categories.find((c) => c.name.toLowerCase() === query.category.toLowerCase());
  // The chips name a filtered ingredient; the glossary itself stays on the server.
  const ingredientNames = Object.fromEntries(
    filters.ingredient.map((id) => [id, INGREDIENTS_BY_ID.get(id)?.name ?? id]),
  );
  return {
    result,
    categories: categories.map((c) => c.name),
    state: { q: query.q, category: match?.name ?? query.category, sort: query.sort, page: query.page },
    filters,
    labels: listLabels(result.facets, filters, ingredientNames),
    guide: guideAnswers(hits),
    origin,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Shop All | ${STORE_NAME}` }];
  return listMeta(loaderData);
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { result, categories, labels } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/products';
  // While the next list loads, its filters show as chosen and every link builds on them: a
  // second filter clicked before the first has loaded keeps the first.
  const pending = loading ? pendingListState(navigation.location.search) : undefined;
  const filters = pending ?? loaderData.filters;
  const state = pending ?? { ...loaderData.state, ...filters };
  const filtered = Boolean(state.q || state.category || activeFilterCount(filters));
  const pageCount = Math.ceil(result.total / result.pageSize);
  const panel = { state, filters, facets: result.facets, labels };

  return (
    <Container className="py-8 sm:py-12">
      <header className="mb-6 sm:mb-8">
        <p className="text-xs font-semibold tracking-[0.18em] text-blush-700 uppercase">
          {state.category ? 'Category' : 'Shop'}
        </p>
        <h1 className="mt-2 font-display text-4xl tracking-tight text-ink sm:text-5xl">
          {state.category || 'All Products'}
        </h1>
        <p className="mt-2 max-w-2xl text-ink-muted">
          {`Authentic K-beauty from Seoul’s most-loved labs. ${FREE_SHIPPING_TEXT}, and a Free Sample with every order.`}
        </p>
      </header>

      <ListToolbar state={state} categories={categories} />

      <div className="mt-6 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside aria-label="Filters" className="hidden lg:block">
          <h2 className="mb-3 font-display text-xl text-ink">Filters</h2>
          <FilterPanel {...panel} />
        </aside>
        <div className="min-w-0">
          <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
            <p aria-live="polite" className="text-sm text-ink-muted">
              {loading ? (
                <span className="inline-flex items-center gap-2">
                  <Spinner label="Loading products" /> Loading...
                </span>
              ) : (
                <>
                  Showing {result.total} product(s)
                  {state.q ? (
                    <>
                      {' '}
                      for “<span className="font-semibold text-ink">{state.q}</span>”
                    </>
                  ) : null}
                  {pageCount > 1 ? ` · page ${Math.min(state.page, pageCount)} of ${pageCount}` : null}
                </>
              )}
            </p>
            <FilterDrawer {...panel} total={loading ? undefined : result.total} />
          </div>
          <div className="mt-3">
            <ActiveFilters state={state} filters={filters} labels={labels} />
          </div>

          {loading ? null : (
            <GuideLinks
              id="guide-answers-title"
              title="From the Skincare Guide"
              articles={loaderData.guide}
              className="mt-4"
              compact
            />
          )}

          <ProductResults result={result} loading={loading} filtered={filtered} />

          <Pagination state={state} pageCount={pageCount} />
        </div>
      </div>
    </Container>
  );
}
