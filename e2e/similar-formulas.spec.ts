import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { allProducts, findProduct } from './storefront-helpers';

// Similar formulas for less (docs/product.md#similar-formulas-for-less): on the product page,
// rendered with it, and in the assistant's answer to "a dupe for …".

const SUN_CREAM = 'Mineral Cica Sun Cream SPF 50 PA+++';
const SUN_STICK = 'Daily Mild Sun Stick SPF 50+ PA++++';

function section(page: Page) {
  return page.getByRole('region', { name: 'Similar formulas for less' });
}

test.describe('similar formulas for less @phone', () => {
  test('a product page shows cheaper products of its type naming the key ingredients they share', async ({
    page,
    request,
    consoleProblems,
  }) => {
    const catalog = await allProducts(request);
    const cream = await findProduct(request, (p) => p.name === SUN_CREAM);
    // Server-rendered: the section is in the HTML the page arrives with.
    const html = await (await request.get(`/products/${cream.id}`)).text();
    expect(html).toContain('Similar formulas for less');
    await page.goto(`/products/${cream.id}`);
    const similar = section(page);
    await expect(similar).toBeVisible();
    const cards = similar.getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    for (let i = 0; i < count; i++) {
      const name = (await cards.nth(i).getByRole('heading').textContent())!.trim();
      const product = catalog.find((p) => p.name === name)!;
      expect(product.productType).toBe(cream.productType);
      expect(product.price).toBeLessThan(cream.price);
      expect(product.stockQuantity).toBeGreaterThan(0);
      await expect(cards.nth(i)).toContainText(/Shares \w/);
    }
    const stick = cards.filter({ hasText: SUN_STICK });
    await expect(stick).toContainText('Shares centella asiatica (cica)');
    await stick.getByRole('link', { name: SUN_STICK }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: SUN_STICK })).toBeVisible();
    // The cheapest sunscreen has nothing cheaper: no section at all.
    await expect(section(page)).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test('the assistant answers "a dupe for" a product with the cheaper similar formula and what they share', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with our AI beauty expert' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Beauty Expert' });
    const input = panel.getByLabel('Message the beauty expert');
    await expect(input).toBeEnabled();
    await input.fill('a dupe for the Mineral Cica Sun Cream');
    await input.press('Enter');
    await expect(panel.getByText(/closest formula is the Daily Mild Sun Stick/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(panel.getByText(/built around centella asiatica \(cica\)/)).toBeVisible();
    await expect(panel.getByRole('link', { name: SUN_STICK }).first()).toBeVisible();

    await input.fill('a dupe for the La Roche-Posay Cicaplast');
    await input.press('Enter');
    await expect(
      panel.getByText(/We don't sell the La Roche-Posay Cicaplast.*not the same formula/),
    ).toBeVisible({
      timeout: 15_000,
    });
  });
});

test('the section fits a phone and a laptop, and is photographed at both', async ({ page, request }) => {
  const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/sg-shots';
  const cream = await findProduct(request, (p) => p.name === 'Ceramide Barrier Repair Moisturizer');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/products/${cream.id}`);
    const similar = section(page);
    await similar.scrollIntoViewIfNeeded();
    await similar.getByRole('img').first().waitFor();
    const box = (await similar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await similar.screenshot({ path: `${dir}/similar-formulas-${width}.png` });
  }
});
