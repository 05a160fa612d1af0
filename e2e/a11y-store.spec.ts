import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { findProduct } from './storefront-helpers';

/** The sweep: no serious or critical axe violations on the shopper pages. */
test.describe('accessibility of the store pages', () => {
  test.describe.configure({ timeout: 60_000 });
  for (const path of ['/', '/products', '/products/{id}', '/wishlist', '/contact']) {
    test(`${path} has no serious or critical violations`, async ({ page, request }) => {
      const product = await findProduct(request, (p) => p.images.length > 1 && p.videoLink !== null);
      await page.goto(path.replace('{id}', String(product.id)));
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, path);
    });
  }

  test('/wishlist with a saved product has no serious or critical violations', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stockQuantity > 0);
    await page.goto('/contact');
    await page.evaluate((id) => localStorage.setItem('wishlist', JSON.stringify([id])), product.id);
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
    await expectNoSeriousViolations(page, '/wishlist (filled)');
  });

  test('the product list and contact page on a phone @phone', async ({ page }) => {
    for (const path of ['/products?category=Skincare', '/contact']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, path);
    }
  });
});

async function expectNoSeriousViolations(page: import('@playwright/test').Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious).toEqual([]);
}
