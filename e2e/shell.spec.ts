import { CATEGORY_NAMES } from '../packages/shared/src/constants';
import { expect, test } from './fixtures';

test.describe('store shell', () => {
  test('home is served with the header, footer and no console problems', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /seoul glow/i }).first()).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Shop All' })).toHaveAttribute('href', '/products');
    await expect(header.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(header.getByRole('link', { name: /wishlist/i })).toHaveAttribute('href', '/wishlist');
    await expect(
      header
        .getByRole('link', { name: /cart/i })
        .or(header.getByRole('button', { name: /cart/i }))
        .first(),
    ).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const text of ['Free Shipping', 'Secure Payment', '30-Day Returns', 'AI Beauty Expert 24/7']) {
      await expect(footer.getByText(text, { exact: false }).first()).toBeVisible();
    }
    for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
      await expect(
        footer.getByRole('link', { name }).or(footer.getByRole('button', { name })).first(),
      ).toBeVisible();
    }
    await expect(footer.locator('[data-chat-trigger]').first()).toBeVisible();
    await expect(footer.getByText(/©\s*\d{4} Seoul Glow/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleProblems).toEqual([]);
  });

  test('the categories dropdown lists the four categories and links to the filtered list', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /categories/i }).click();
    for (const name of CATEGORY_NAMES) {
      await expect(header.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        `/products?category=${name}`,
      );
    }
    await header.getByRole('link', { name: /^Makeup/ }).click();
    await expect(page).toHaveURL(/\/products\?category=Makeup$/);
  });

  test('an unknown path redirects to the home page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the server sends the home page with products already in the HTML', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    // A cached page: its inline scripts are allowed by hash, never by 'unsafe-inline'.
    const csp = res.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await res.text();
    const products = await (await request.get('/api/Products/getAllProducts')).json();
    const featured = products.data.filter((p: { isFeatured: boolean }) => p.isFeatured);
    expect(featured.length).toBeGreaterThan(0);
    expect(html).toContain('/Images/Products/');
    expect(featured.some((p: { name: string }) => html.includes(p.name.replace(/&/g, '&amp;')))).toBe(true);
  });

  test('the cart count in the header comes from browser storage after hydration @phone', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('cart', JSON.stringify([{ productId: 1, quantity: 3 }])));
    await page.reload();
    const viewport = page.viewportSize()!;
    if (viewport.width < 768) {
      // A tap before hydration has no handler yet (the server HTML is inert): tap until the menu opens.
      const menu = page.getByRole('button', { name: /menu/i });
      await expect(async () => {
        if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
        await expect(page.getByText('Cart (3)')).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
    } else {
      await expect(page.getByRole('banner').getByText('3', { exact: true }).first()).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(consoleProblems).toEqual([]);
  });
});
