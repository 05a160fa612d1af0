import { expect, test } from './fixtures';
import { allProducts, cardPrices } from './storefront-helpers';

const products = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Products' });

test.describe('storefront: product list', () => {
  test('search with a typo still finds snail mucin, and the count says so', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/products');
    await expect(page.getByText(/^Showing \d+ product\(s\)/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('snail musin');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?q=snail\+musin$/);
    await expect(
      products(page)
        .getByRole('heading', { name: /snail mucin/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/^Showing \d+ product\(s\) for “snail musin”/)).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('text typed before the page has hydrated is kept and searched', async ({ page, consoleProblems }) => {
    // Hold the page's scripts back so the shopper types into the server HTML, as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/products', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('snail musin');
    release();
    await page.waitForLoadState('networkidle');
    // Hydrated: React has taken over the field (and re-rendered the list since).
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('input[type="search"]') ?? {}).some((k) => k.startsWith('__react')),
    );
    await expect(box).toHaveValue('snail musin');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?q=snail\+musin$/);
    await expect(page.getByText(/^Showing \d+ product\(s\) for “snail musin”/)).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('a search matching nothing shows No Products Found, and Clear Filters shows everything', async ({
    page,
    request,
  }) => {
    const total = (await allProducts(request)).length;
    await page.goto('/products?q=qqqzzzxx&category=Makeup');
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(page.getByText('Showing 0 product(s)', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText(`Showing ${total} product(s)`, { exact: false })).toBeVisible();
  });

  test('the category filter comes from the header and from the URL, and a reload keeps it', async ({
    page,
    request,
  }) => {
    const makeupCount = (await allProducts(request)).filter((p) => p.categoryName === 'Makeup').length;
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /categories/i })
      .click();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Makeup/ })
      .click();
    await expect(page).toHaveURL(/\/products\?category=Makeup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Makeup' })).toBeVisible();
    await expect(page.getByText(`Showing ${makeupCount} product(s)`, { exact: false })).toBeVisible();
    const chip = page
      .getByRole('navigation', { name: 'Filter by category' })
      .getByRole('link', { name: 'Makeup' });
    await expect(chip).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await expect(chip).toHaveAttribute('aria-current', 'page');
    const labels = await products(page).locator('article p.uppercase').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels.map((l) => l.toLowerCase()))).toEqual(new Set(['makeup']));

    await page
      .getByRole('navigation', { name: 'Filter by category' })
      .getByRole('link', { name: 'All' })
      .click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });

  test('each sort orders the list: price both ways, newest, featured', async ({ page, request }) => {
    await page.goto('/products?category=Skincare');
    const sort = page.getByLabel('Sort by');
    await expect(sort.locator('option')).toHaveText([
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Newest',
    ]);

    // The list re-renders just after the URL changes: poll until the cards show the new order.
    const sortedAsc = (xs: number[]) => xs.length > 2 && xs.every((x, k) => k === 0 || xs[k - 1]! <= x);
    await sort.selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect.poll(async () => sortedAsc(await cardPrices(page))).toBe(true);
    const asc = await cardPrices(page);

    await sort.selectOption('price_desc');
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect.poll(async () => sortedAsc([...(await cardPrices(page))].reverse())).toBe(true);
    const desc = await cardPrices(page);
    expect(desc[0]).toBe(Math.max(...asc));

    await sort.selectOption('newest');
    await expect(page).toHaveURL(/sort=newest/);
    const newest = (
      await (await request.get('/api/Products/search?category=Skincare&sort=newest&pageSize=3')).json()
    ).data.items.map((p: { name: string }) => p.name);
    const headings = products(page).getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText(newest[0]);
    await expect(headings.nth(1)).toHaveText(newest[1]);

    await sort.selectOption('featured');
    await expect(page).toHaveURL(/\/products\?category=Skincare$/);
    const featured = (await allProducts(request)).filter(
      (p) => p.categoryName === 'Skincare' && p.isFeatured,
    );
    if (featured.length) {
      await expect
        .poll(async () => featured.map((p) => p.name).includes((await headings.first().textContent()) ?? ''))
        .toBe(true);
    }
  });

  test('a spinner shows while the next list loads', async ({ page }) => {
    await page.goto('/products');
    await page.route(/\/products\.data/, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Filter by category' })
      .getByRole('link', { name: 'Haircare' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading products' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Haircare' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading products' })).toHaveCount(0);
  });

  test('pages through the catalog with numbered links', async ({ page, request }) => {
    const total = (await allProducts(request)).length;
    expect(total, 'the demo catalog spans more than one page of 24').toBeGreaterThan(24);
    await page.goto('/products');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/page 2 of \d+/)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('add to cart on a card reads Adding... for half a second and fills the cart', async ({
    page,
    request,
  }) => {
    const product = (await allProducts(request)).find((p) => p.stockQuantity > 0)!;
    await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
    const card = products(page)
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByRole('button', { name: 'Adding...' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeVisible({ timeout: 2000 });
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(cart).toEqual([{ productId: product.id, quantity: 1 }]);
  });

  test('the list works on a phone @phone', async ({ page, consoleProblems }) => {
    await page.goto('/products?q=cushion');
    await expect(
      products(page)
        .getByRole('heading', { name: /cushion/i })
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleProblems).toEqual([]);
  });
});
