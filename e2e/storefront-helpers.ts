import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '../packages/shared/src/contracts/catalog';

/** The live catalog through the public API, so specs never assume ids other specs may change. */
export async function allProducts(request: APIRequestContext): Promise<Product[]> {
  const res = await request.get('/api/Products/getAllProducts');
  return (await res.json()).data as Product[];
}

export async function findProduct(
  request: APIRequestContext,
  predicate: (p: Product) => boolean,
): Promise<Product> {
  const product = (await allProducts(request)).find(predicate);
  if (!product) throw new Error('no product in the catalog fits this test');
  return product;
}

/** HTML as the server sends it: entities for & and quotes. */
export function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** The video hosts are unreachable from the test machine: answer their frames with a stub page. */
export async function stubVideoHosts(page: Page) {
  await page.route(/youtube-nocookie\.com|player\.vimeo\.com|tiktok\.com/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  );
  await page.route(/cdn\.example\.com/, (route) => route.abort());
}

/** Prices as shown on the product cards of the current list page, in order. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('region', { name: 'Products' })
    .locator('article p.tabular-nums')
    .allTextContents();
  return texts.map((t) => Number(t.replace(/[^0-9.]/g, '')));
}
