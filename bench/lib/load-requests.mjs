// What the load scenarios ask for: random searches as shoppers type them, product ids as popular
// as in a real shop, admin order-table requests, and the headers of a browser asking for a page.
import { CATEGORIES, FIRST_NAMES, LAST_NAMES, WORDS } from './bench-vocabulary.mjs';

export const pick = (items) => items[Math.floor(Math.random() * items.length)];
const searchWords = [
  ...new Set(
    [...WORDS.lead, ...WORDS.hero, ...WORDS.kind, ...WORDS.benefit, 'korean', 'glow', 'sensitive', 'skin']
      .flatMap((w) => w.toLowerCase().split(' '))
      .filter((w) => w.length >= 3 && w !== 'and'),
  ),
];

const BEAUTY_FILTERS = [
  ['skinType', ['dry', 'oily', 'combination', 'normal', 'sensitive', 'dry,sensitive']],
  ['concern', ['acne', 'dryness', 'aging', 'brightening', 'redness', 'pores', 'acne,redness']],
  ['freeFrom', ['fragrance', 'alcohol', 'fragrance,essential-oils', 'silicones', 'sulfates,parabens']],
  ['productType', ['serum', 'toner', 'moisturizer', 'sunscreen', 'shampoo', 'lipstick']],
  ['ingredient', ['niacinamide', 'centella-asiatica', 'hyaluronic-acid', 'glycerin']],
];

/** A plausible typo: two letters swapped, one dropped or one doubled. */
function typo(word) {
  if (word.length < 5) return word + word.at(-1);
  const i = 1 + Math.floor(Math.random() * (word.length - 2));
  const kind = Math.floor(Math.random() * 3);
  if (kind === 0) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (kind === 1) return word.slice(0, i) + word.slice(i + 1);
  return word.slice(0, i) + word[i] + word.slice(i);
}

/** What shoppers type: words, word pairs, typos, prefixes as typed, or only a filter and a sort. */
export function searchPath() {
  const params = new URLSearchParams();
  const r = Math.random();
  if (r < 0.35) params.set('q', pick(searchWords));
  else if (r < 0.55) params.set('q', `${pick(searchWords)} ${pick(searchWords)}`);
  else if (r < 0.7) params.set('q', typo(pick(searchWords)));
  else if (r < 0.85) {
    const w = pick(searchWords);
    params.set('q', w.slice(0, Math.min(w.length, 3 + Math.floor(Math.random() * 3))));
  }
  if (Math.random() < 0.4) params.set('category', pick(CATEGORIES));
  // The product list's beauty filters, as a shopper clicks them (docs/product.md#the-api).
  if (Math.random() < 0.3) {
    const filter = pick(BEAUTY_FILTERS);
    params.set(filter[0], pick(filter[1]));
  }
  if (Math.random() < 0.1) params.set('inStock', '1');
  const s = Math.random();
  if (s >= 0.4) params.set('sort', s < 0.6 ? 'price_asc' : s < 0.8 ? 'price_desc' : 'newest');
  if (Math.random() < 0.3) params.set('page', String(2 + Math.floor(Math.random() * 2)));
  params.set('pageSize', '24');
  return `/api/Products/search?${params}`;
}

/** Page requests as a browser sends them: every browser asks for compressed pages. */
export const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'text/html,application/xhtml+xml',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};

/**
 * Product popularity as shops see it: Zipf (s = 1) over the catalog in a shuffled order, so the
 * most viewed 10% of products draw ~75% of the views. Uniform random ids are the cold extreme.
 */
export function zipfPicker(items, s = 1) {
  const order = [...items].sort(() => Math.random() - 0.5);
  const cdf = new Float64Array(order.length);
  let sum = 0;
  for (let k = 0; k < order.length; k++) cdf[k] = sum += 1 / (k + 1) ** s;
  return () => {
    const r = Math.random() * sum;
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return order[lo];
  };
}

/** The admin order table: browsing pages, filtering by status, searching by id, name or email. */
export function adminPath(orderIds) {
  const params = new URLSearchParams();
  const r = Math.random();
  let deep = true;
  if (r < 0.15) params.set('q', pick(orderIds));
  else if (r < 0.25) params.set('q', pick(orderIds).slice(3, 3 + 4 + Math.floor(Math.random() * 3)));
  else if (r < 0.45) params.set('q', pick(LAST_NAMES).toLowerCase());
  else if (r < 0.55) params.set('q', `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`);
  else if (r < 0.65) params.set('q', `${pick(FIRST_NAMES).replace('-', '').toLowerCase()}.`);
  else deep = false;
  if (Math.random() < 0.3) {
    params.set('status', pick(['pending', 'processing', 'shipped', 'delivered', 'cancelled']));
  }
  const pages = deep ? 2 : 25;
  params.set('page', String(1 + Math.floor(Math.random() ** 2 * pages)));
  params.set('pageSize', '20');
  return `/api/Orders/admin?${params}`;
}
