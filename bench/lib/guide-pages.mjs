// The Skincare Guide's server-rendered pages as load scenarios: `/guide` (by topic) and one
// article, `/guide/{slug}` with the first slug GET /api/Guide/articles lists. A server without
// the guide (that endpoint answering 404) or without a published article has none to measure:
// the scenarios are skipped with a line saying why, and the rest of the run goes on.
import { BROWSER_HEADERS } from './load-requests.mjs';

export async function guideScenarios(origin) {
  const res = await fetch(`${origin}/api/Guide/articles`);
  if (res.status === 404) {
    console.log(
      '  guide pages skipped: GET /api/Guide/articles answered 404 (no Skincare Guide in this build)',
    );
    return [];
  }
  if (!res.ok) throw new Error(`GET /api/Guide/articles answered ${res.status}`);
  const topics = (await res.json()).data?.topics ?? [];
  const slug = topics.flatMap((t) => t.articles)[0]?.slug;
  if (!slug) {
    console.log('  guide pages skipped: GET /api/Guide/articles lists no published article');
    return [];
  }
  const page = (key, name, url) => ({
    key,
    name,
    connections: 20,
    makePath: () => url,
    headers: BROWSER_HEADERS,
  });
  return [
    page('ssr-guide', 'server-rendered /guide', '/guide'),
    page('ssr-guide-article', `server-rendered /guide/${slug}`, `/guide/${encodeURIComponent(slug)}`),
  ];
}
