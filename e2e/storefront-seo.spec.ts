import { expect, test } from './fixtures';
import { allProducts, findProduct, htmlText } from './storefront-helpers';

test.describe('storefront: server-rendered and findable', () => {
  test('the product list HTML already holds names, prices, images, title and description', async ({
    request,
  }) => {
    const res = await request.get('/products', { headers: { 'accept-encoding': 'identity' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    const first = (await (await request.get('/api/Products/search')).json()).data.items[0];
    expect(html).toContain(htmlText(first.name));
    expect(html).toContain(`$${first.price.toFixed(2)}`);
    expect(html).toMatch(/<img[^>]+srcSet="[^"]*\/Images\/Products\/[^"]+ 320w/i);
    expect(html).toMatch(/<title>[^<]*Seoul Glow<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/products"/);
    expect(html).toMatch(/<meta property="og:url" content="http:\/\/[^"]+\/products"/);
    expect(html).toMatch(/Showing (<!-- -->)?\d+(<!-- -->)? product\(s\)/);
  });

  test('a category list from the URL is filtered in the HTML', async ({ request }) => {
    const html = await (await request.get('/products?category=Makeup')).text();
    const products = await allProducts(request);
    const makeup = products.filter((p) => p.categoryName === 'Makeup');
    const skincare = products.filter((p) => p.categoryName === 'Skincare');
    expect(makeup.length).toBeGreaterThan(0);
    expect(html).toContain(htmlText(makeup[0]!.name));
    expect(skincare.some((p) => html.includes(`>${htmlText(p.name)}<`))).toBe(false);
    expect(html).toMatch(/rel="canonical" href="[^"]+\/products\?category=Makeup"/);
  });

  test('a product page HTML carries the product, Open Graph and Product JSON-LD', async ({ request }) => {
    const product = await findProduct(request, (p) => p.images.length > 0 && p.ratingCount > 0);
    const res = await request.get(`/products/${product.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${htmlText(product.name)} | Seoul Glow</title>`);
    expect(html).toContain(`$${product.price.toFixed(2)}`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/Images\/Products\/[^"]+"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/products/${product.id}"`));
    const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(ld).toBeTruthy();
    const json = JSON.parse(ld!);
    expect(json).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'USD',
        price: product.price.toFixed(2),
        availability:
          product.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
      aggregateRating: { ratingValue: product.averageRating.toFixed(1), reviewCount: product.ratingCount },
    });
    expect(json.image[0]).toMatch(/^http:\/\/.+\/Images\/Products\//);
  });

  test('an unknown product answers 404 with the Product Not Found page', async ({ request }) => {
    for (const path of ['/products/987654', '/products/abc', '/products/007']) {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain('Product Not Found');
      expect(html).toContain('Explore Products');
    }
  });

  test('/sitemap.xml lists every product and category page; /robots.txt keeps crawlers out of private pages', async ({
    request,
  }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/xml');
    const xml = await res.text();
    const products = await allProducts(request);
    for (const p of products) expect(xml).toContain(`/products/${p.id}</loc>`);
    const categories = (await (await request.get('/api/Products/getCategories')).json()).data as {
      name: string;
    }[];
    for (const c of categories)
      expect(xml).toContain(`/products?category=${encodeURIComponent(c.name)}</loc>`);

    const robots = await (await request.get('/robots.txt')).text();
    for (const path of ['/admin', '/checkout', '/cart', '/orders'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/);
  });

  test('the store pages hydrate without console problems', async ({ page, request, consoleProblems }) => {
    const product = await findProduct(request, (p) => p.images.length > 1);
    for (const path of [
      '/',
      '/products',
      '/products?category=Skincare&sort=price_desc',
      `/products/${product.id}`,
      '/wishlist',
      '/contact',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(consoleProblems).toEqual([]);
  });
});
