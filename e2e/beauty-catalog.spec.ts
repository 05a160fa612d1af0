import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, signInAsAdmin, test } from './fixtures';

/**
 * The beauty catalog (docs/product.md#screens-and-routes): filters by skin type, concern and
 * free-from on a phone and a laptop, the list's URL round trip, an ingredient page, and the admin
 * form with a pasted INCI list. Screenshots go to /tmp/sg-beauty-shots for a person to look at.
 */

const SHOTS = '/tmp/sg-beauty-shots';

interface Found {
  total: number;
  names: string[];
  items: { name: string; skinTypes: string[]; concerns: string[]; freeFrom: string[] }[];
}

async function search(request: APIRequestContext, query: string): Promise<Found> {
  const body = await (await request.get(`/api/Products/search?${query}&pageSize=100`)).json();
  return { ...body.data, names: body.data.items.map((p: { name: string }) => p.name) };
}

async function openFilters(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

for (const phone of [false, true]) {
  const tag = phone ? '@phone-only' : '';
  test(
    `filters the list by skin type, concern and free-from ${tag}`.trim(),
    async ({ page, request, consoleProblems }) => {
      test.setTimeout(60_000);
      await page.goto('/products');
      let panel = await openFilters(page, phone);
      await panel.getByRole('link', { name: /^Sensitive skin/ }).click();
      await expect(page).toHaveURL(/skinType=sensitive/);
      if (phone) await expect(panel).toBeVisible();
      else panel = await openFilters(page, phone);
      await expect(panel.getByRole('link', { name: /^Sensitive skin/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await panel.getByRole('link', { name: /^Redness/ }).click();
      await expect(page).toHaveURL(/\/products\?skinType=sensitive&concern=redness$/);
      await panel
        .getByRole('region', { name: 'Free from' })
        .getByRole('link', { name: /^Fragrance/ })
        .click();
      await expect(page).toHaveURL(/\/products\?skinType=sensitive&concern=redness&freeFrom=fragrance$/);

      const expected = await search(request, 'skinType=sensitive&concern=redness&freeFrom=fragrance');
      expect(expected.total).toBeGreaterThan(0);
      for (const p of expected.items) {
        expect(p.skinTypes).toContain('sensitive');
        expect(p.concerns).toContain('redness');
        expect(p.freeFrom).toContain('fragrance');
      }
      if (phone) {
        await page.screenshot({ path: `${SHOTS}/filters-drawer-phone.png` });
        await page.getByRole('button', { name: `Show ${expected.total} product(s)` }).click();
        await expect(panel).toBeHidden();
      }
      await expect(page.getByText(`Showing ${expected.total} product(s)`)).toBeVisible();
      const shown = page.getByRole('region', { name: 'Products' }).getByRole('heading');
      await expect(shown).toHaveText(expected.names);
      await page.screenshot({ path: `${SHOTS}/filtered-${phone ? 'phone' : 1280}.png`, fullPage: true });

      // One chip off, then all of them.
      const chips = page.getByRole('group', { name: 'Filters in use' });
      await chips.getByRole('link', { name: /^Redness/ }).click();
      await expect(page).toHaveURL(/\/products\?skinType=sensitive&freeFrom=fragrance$/);
      await chips.getByRole('link', { name: 'Clear Filters' }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByRole('group', { name: 'Filters in use' })).toHaveCount(0);
      expect(consoleProblems).toEqual([]);
    },
  );
}

test('a second filter chosen while the first still loads keeps both', async ({ page, request }) => {
  await page.goto('/products');
  // The first filter's list is held back until the second filter is chosen (a slow network).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  const first = (url: URL) =>
    url.pathname === '/products.data' &&
    url.searchParams.get('skinType') === 'sensitive' &&
    !url.searchParams.has('concern');
  await page.route(first, async (route) => {
    held++;
    await released;
    // The browser may have dropped the request meanwhile: the second navigation replaced it.
    await route.fallback().catch(() => {});
  });
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await panel.getByRole('link', { name: /^Sensitive skin/ }).click();
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Sensitive skin/ })).toHaveAttribute('aria-current', 'true', {
    timeout: 2_000,
  });
  await panel.getByRole('link', { name: /^Redness/ }).click();
  release();
  await expect(page).toHaveURL(/\/products\?skinType=sensitive&concern=redness$/);
  const expected = await search(request, 'skinType=sensitive&concern=redness');
  await expect(page.getByText(`Showing ${expected.total} product(s)`)).toBeVisible();
  expect(held).toBe(1);
});

test('a filtered list is its URL: server-rendered, shareable, and kept through reload and back', async ({
  page,
  request,
  browser,
}) => {
  const query = 'category=Skincare&concern=dryness&freeFrom=alcohol&sort=price_asc';
  const expected = await search(request, query);
  // Without scripts the server's HTML already holds the filtered list and its chips.
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const plain = await bare.newPage();
  await plain.goto(`/products?${query}`);
  await expect(plain.getByText(`Showing ${expected.total} product(s)`)).toBeVisible();
  await expect(plain.getByRole('group', { name: 'Filters in use' })).toContainText('Alcohol-free');
  const canonical = await plain.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/products\?category=Skincare&concern=dryness&freeFrom=alcohol$/);
  await bare.close();

  await page.goto(`/products?${query}&utm_source=newsletter`);
  const headings = page.getByRole('region', { name: 'Products' }).getByRole('heading');
  await expect(headings).toHaveText(expected.names);
  await page.reload();
  await expect(headings).toHaveText(expected.names);
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await panel.getByRole('link', { name: /^Oily skin/ }).click();
  await expect(page).toHaveURL(/skinType=oily/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?${query}&utm_source=newsletter$`));
  await expect(headings).toHaveText(expected.names);
});

test('an ingredient page says what it does and lists the products with it @phone', async ({
  page,
  request,
  consoleProblems,
}) => {
  await page.goto('/ingredients');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingredient Glossary' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Niacinamide/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ingredients\/niacinamide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Niacinamide' })).toBeVisible();
  await expect(page.getByText('What it does', { exact: true })).toBeVisible();
  await expect(page.getByText('Who it suits', { exact: true })).toBeVisible();
  const withIt = page.getByRole('region', { name: 'Products with Niacinamide' });
  await expect(withIt.getByRole('article').first()).toBeVisible();
  // Products built around it come first: the first one lists it among its key ingredients.
  const firstName = (await withIt.getByRole('article').first().getByRole('heading').textContent())!.trim();
  const first = (await search(request, 'ingredient=niacinamide')).items.find((p) => p.name === firstName) as
    { keyIngredients: string[] } | undefined;
  expect(first?.keyIngredients).toContain('Niacinamide');
  const upper = await request.get('/ingredients/NIACINAMIDE', { maxRedirects: 0 });
  expect(upper.status()).toBe(301);
  expect(upper.headers().location).toBe('/ingredients/niacinamide');
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: `${SHOTS}/ingredient-${width}.png`, fullPage: true });
  await withIt.getByRole('link', { name: /^See all \d+ products$/ }).click();
  await expect(page).toHaveURL(/\/products\?ingredient=niacinamide$/);
  await expect(page.getByRole('group', { name: 'Filters in use' })).toContainText('With Niacinamide');
  expect(consoleProblems).toEqual([]);
});

test('the product page explains its ingredients and carries brand and size in its JSON-LD', async ({
  page,
  request,
}) => {
  const [cica] = (await search(request, 'q=centella%20calming%20cica%20cream')).items as unknown as {
    id: number;
    brand: string;
    size: string;
  }[];
  await page.goto(`/products/${cica!.id}`);
  await expect(page.getByRole('heading', { name: 'Good for', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sensitive skin', exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Free from' })).toContainText('Fragrance-free');
  const term = page.getByRole('button', { name: 'Madecassoside' }).last();
  await term.click();
  await expect(page.getByRole('link', { name: /^More about/ }).first()).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld.brand.name).toBe(cica!.brand);
  expect(ld.size).toBe(cica!.size);
});

test('the admin form reads a pasted INCI list and derives free-from from it', async ({ page, request }) => {
  test.setTimeout(60_000);
  const name = `E2E Cica Toner ${Math.random().toString(36).slice(2, 7)}`;
  await signInAsAdmin(page, '/admin/products/new');
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Description').fill('A calming toner made by the end-to-end test.');
  await page.getByLabel('Category').selectOption({ label: 'Skincare' });
  await page.getByLabel('Price').fill('18');
  await page.getByLabel('Weight (kg)').fill('0.2');
  await page.getByLabel('Brand').fill('Soonsu');
  await page.getByLabel('Product Type').selectOption({ label: 'Toner' });
  await page.getByLabel('Size').fill('150 ml');
  await page.getByRole('group', { name: 'Skin types' }).getByRole('button', { name: 'Sensitive' }).click();
  await page
    .getByRole('group', { name: /Concerns/ })
    .getByRole('button', { name: 'Redness' })
    .click();
  await page
    .getByLabel('Ingredients (INCI)')
    .fill(
      'Water, Centella Asiatica Extract, Glycerin, 1,2-Hexanediol, Zzyzx Flower Water, Parfum (Fragrance), Linalool',
    );
  const read = page.getByRole('list', { name: 'Ingredients as read' });
  await expect(read.getByRole('listitem')).toHaveCount(7);
  await expect(page.getByText('7 ingredients · 6 recognised · 1 unknown')).toBeVisible();
  await expect(read.getByText('Zzyzx Flower Water (unknown)')).toBeAttached();
  await expect(page.getByText('Not fragrance-free: Parfum (Fragrance), Linalool')).toBeVisible();
  await expect(page.getByText('Alcohol-free', { exact: true })).toBeVisible();
  await page
    .getByRole('group', { name: /Key ingredients/ })
    .getByRole('button', { name: 'Centella Asiatica Extract' })
    .click();
  await page.screenshot({ path: `${SHOTS}/admin-form-1280.png`, fullPage: true });
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#cfe6c4' } })
    .png()
    .toBuffer();
  await page.getByLabel('Images').setInputFiles([{ name: 'toner.png', mimeType: 'image/png', buffer: png }]);
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully! Redirecting...', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/, { timeout: 5000 });

  // The admin list's filters live in its URL: a link opens it filtered, and a choice is written back.
  await page.goto(`/admin/products?productType=toner&q=${encodeURIComponent(name)}`);
  await expect(page.getByLabel('Filter by type')).toHaveValue('toner');
  await expect(page.getByRole('link', { name: `Edit ${name}` }).first()).toBeVisible();
  await page.getByLabel('Missing beauty data').check();
  await expect(page).toHaveURL(/[?&]missingBeauty=1(&|$)/);
  await page.reload();
  await expect(page.getByLabel('Missing beauty data')).toBeChecked();

  // The store shows the derived claims, never fragrance-free.
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).first().click();
  const freeFrom = page.getByRole('list', { name: 'Free from' });
  await expect(freeFrom).toContainText('Alcohol-free');
  await expect(freeFrom).not.toContainText('Fragrance-free');

  // The test's toner leaves the store again, so later specs (the assistant's toners) see the demo catalog.
  const id = /\/products\/(\d+)/.exec(page.url())![1];
  const login = await request.post('/api/Auth/login', { data: ADMIN });
  const token = (await login.json()).data.token as string;
  const removed = await request.delete(`/api/Products/deleteProduct?id=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBe(200);
});
