import { Link, data } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { GUIDE_TOPIC_LABELS, STORE_NAME } from '@seoul-glow/shared';
import { ProductCard } from '~/components/product/product-card';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { EmptyState } from '~/components/ui/empty-state';
import { guideBlocks } from '~/features/guide/guide-body';
import { GuideBodyView } from '~/features/guide/guide-body-view';
import { ingredientNames } from '~/features/guide/guide-ingredients';
import { GuideLinks } from '~/features/guide/guide-links';
import { guideArticleMeta } from '~/features/guide/guide-seo';
import { storeServices } from '~/lib/store-context';
import type { Route } from './+types/guide-article';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, origin } = storeServices(context);
  const page = await services.getGuideArticle(params.slug);
  if (!page) return data({ page: null, blocks: [], origin }, { status: 404 });
  // The page needs the text as blocks only: the raw body and the retrieval fields stay here.
  const { slug, title, topic, summary, reviewedAt, body, ingredients } = page.article;
  const article = { slug, title, topic, summary, reviewedAt };
  const blocks = guideBlocks(body, ingredientNames(ingredients));
  return { page: { article, products: page.products, related: page.related }, blocks, origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const article = loaderData?.page?.article;
  if (!loaderData || !article)
    return [{ title: `Article Not Found | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];
  return guideArticleMeta(article, loaderData.origin);
}

const reviewed = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** /guide/{slug}: one article of the Skincare Guide, the products that fit it, and what to read next. */
export default function GuideArticlePage({ loaderData }: Route.ComponentProps) {
  const { page, blocks } = loaderData;
  if (!page)
    return (
      <Container className="py-16">
        <EmptyState
          title="Article Not Found"
          description="The Skincare Guide has no article at this address. Browse every article instead."
          action={<ButtonLink to="/guide">Skincare Guide</ButtonLink>}
        />
      </Container>
    );
  const { article, products, related } = page;
  return (
    <Container className="py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="mb-5 text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/guide" className="hover:text-ink">
              Skincare Guide
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li>
            <Link to={`/guide#${article.topic}`} className="hover:text-ink">
              {GUIDE_TOPIC_LABELS[article.topic]}
            </Link>
          </li>
        </ol>
      </nav>
      <article className="max-w-3xl">
        <header>
          <h1 className="font-display text-4xl tracking-tight text-ink sm:text-5xl">{article.title}</h1>
          <p className="mt-3 text-sm text-ink-muted">
            Reviewed <time dateTime={article.reviewedAt}>{reviewed(article.reviewedAt)}</time> by the{' '}
            {STORE_NAME} team
          </p>
        </header>
        <div className="mt-6 rounded-card border-l-4 border-blush-400 bg-blush-50 p-5 sm:p-6">
          <p className="text-xs font-semibold tracking-[0.18em] text-blush-700 uppercase">The short answer</p>
          <p data-testid="guide-short-answer" className="mt-2 text-lg leading-relaxed text-ink">
            {article.summary}
          </p>
        </div>
        <div className="mt-8">
          <GuideBodyView blocks={blocks} />
        </div>
      </article>

      {products.length ? (
        <section aria-labelledby="fit-title" className="mt-14 sm:mt-16">
          <h2 id="fit-title" className="mb-6 font-display text-3xl tracking-tight text-ink">
            Products that fit
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
            {products.map((p) => (
              <li key={p.id} className="grid">
                <ProductCard product={p} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <GuideLinks
        id="related-articles"
        title="Related articles"
        articles={related}
        className="mt-14 sm:mt-16"
      />
    </Container>
  );
}
