import { storeServices } from '~/lib/store-context';
import { categoryHref } from '~/lib/catalog/category-look';
import { ingredientSlugs } from '~/features/ingredients/ingredient-data';
import type { Route } from './+types/sitemap';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
}

/** Every public page search engines should know: home, lists, each category, product, ingredient and guide article. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin } = storeServices(context);
  const [{ products, categories }, articles] = await Promise.all([
    services.listSitemapEntries(),
    services.listGuideArticles(),
  ]);
  const entry = (path: string, lastModified?: string) =>
    `<url><loc>${escapeXml(origin + path)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry('/'),
    entry('/products'),
    ...categories.map((name) => entry(categoryHref(name))),
    ...products.map((p) => entry(`/products/${p.id}`, p.lastModified)),
    entry('/ingredients'),
    ...ingredientSlugs().map((slug) => entry(`/ingredients/${slug}`)),
    entry('/guide'),
    ...articles.map((a) => entry(`/guide/${a.slug}`, a.reviewedAt)),
    entry('/contact'),
    '</urlset>',
  ].join('\n');
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
