import { storeServices } from '~/lib/store-context';
import type { Route } from './+types/robots';

/** Keep crawlers out of the admin, the cart and checkout, and private order pages. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = storeServices(context);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /checkout',
    'Disallow: /cart',
    'Disallow: /orders',
    'Disallow: /payment',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
