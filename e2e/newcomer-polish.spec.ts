import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, acceptNextDialog, expect, signInAsAdmin, test } from './fixtures';
import { allProducts, findProduct } from './storefront-helpers';

/** Where the spec leaves its screenshots for a person to look at. */
const SHOTS = '/tmp/sg-e2e-shots';
const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

async function withCart(page: Page, request: APIRequestContext, count: number) {
  const products = (await allProducts(request)).filter((p) => p.stockQuantity > 10).slice(0, count);
  await page.goto('/payment/cancel');
  await page.evaluate(
    (items) => localStorage.setItem('cart', JSON.stringify(items)),
    products.map((p, i) => ({ productId: p.id, quantity: i + 1 })),
  );
}

/** Whether the point at the middle of `locator` shows that element (nothing floats over it). */
async function uncovered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (el === top || el.contains(top));
  }, selector);
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the assistant button covers neither the cart total nor the footer’s Cookie Policy', async ({
    page,
    request,
  }) => {
    await withCart(page, request, 2);
    await page.goto('/cart');
    const total = page.getByTestId('cart-subtotal');
    await expect(total).toHaveText(/\$\d/);
    await expect(total).toBeInViewport();
    expect(await uncovered(page, '[data-testid="cart-subtotal"]')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/cart-phone-390.png` });

    await page.getByRole('link', { name: 'Cookie Policy' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const cookies = page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' });
    await expect(cookies).toBeInViewport();
    expect(await uncovered(page, 'footer [data-keep-clear] li:last-child a')).toBe(true);
    // The button is back, clickable, once nothing it would cover is behind it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goto('/');
    await expect(page.getByTestId('chat-launcher')).not.toHaveAttribute('data-aside', /.*/);
  });

  test('an empty checkout submit focuses the first invalid field and shows it', async ({ page, request }) => {
    await withCart(page, request, 1);
    await page.goto('/checkout');
    const submit = page.getByRole('button', { name: 'Complete Order (Demo)' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const email = page.getByLabel('Email');
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
    await expect(page.getByText('Email is required')).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/checkout-errors-phone-390.png` });
  });
});

test('a declined card is said beside the card field as well as in the alert', async ({ page, request }) => {
  await withCart(page, request, 1);
  await page.goto('/checkout');
  await page.getByLabel('Email').fill('shopper@example.com');
  await page.getByLabel('Full Name').fill('Grace Shopper');
  await page.getByLabel('Address Line 1').fill('500 Market Street');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').fill('CA');
  await page.getByLabel('Postal Code').fill('94105');
  await page.getByLabel('Country').selectOption('United States');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry').fill(`12${String((new Date().getFullYear() + 3) % 100)}`);
  await page.getByLabel('CVC').fill('123');
  const alert = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Complete Order (Demo)' }).click();
  expect(await alert).toBe('Your card was declined.');
  const note = page.locator('#payment').getByRole('alert');
  await expect(note).toContainText('Your card was declined.');
  await expect(note).toBeInViewport();
  // Typing a new card clears it.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await expect(note).toHaveCount(0);
});

test('a direct video file shows the product picture as its cover', async ({ page, request }) => {
  const product = await findProduct(request, (p) => /\.(mp4|webm|ogg)$/i.test(p.videoLink ?? ''));
  await page.goto(`/products/${product.id}`);
  await expect(page.locator('video')).toHaveAttribute('poster', `/Images/Products/${product.images[0]}`);
});

test('the admin dashboard’s Recent Orders fit at 1280 px; order rows show their status once', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin');
  const region = page.getByRole('region', { name: 'Recent orders table' });
  await region.scrollIntoViewIfNeeded();
  // Every column, TOTAL included, inside the card: nothing cut off, no sideways scrolling.
  const box = (await region.boundingBox())!;
  const total = (await region.getByRole('columnheader', { name: 'Total' }).boundingBox())!;
  expect(total.x + total.width).toBeLessThanOrEqual(box.x + box.width);
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(region.getByRole('row')).toHaveCount(7);
  await page.screenshot({ path: `${SHOTS}/admin-dashboard-1280.png`, fullPage: true });

  await page.goto('/admin/orders');
  const row = page
    .getByRole('region', { name: /orders table/i })
    .getByRole('row')
    .nth(1);
  const status = await row.getByRole('combobox').inputValue();
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  // The word appears in the list, not again in a badge beside it.
  const outsideList = await row.evaluate(
    (tr, word) =>
      [...tr.querySelectorAll('*')].filter(
        (el) => el.children.length === 0 && el.closest('select') === null && el.textContent?.trim() === word,
      ).length,
    label,
  );
  expect(outsideList).toBe(0);
});

test('the admin users table fits at 1280 px with a long email; phone cards keep their badges small, and every Settings tab shows', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/Auth/login', { data: ADMIN });
  const token = (await login.json()).data.token as string;
  const created = await request.post('/api/User/createUser', {
    data: {
      fullName: 'Seo-yeon Park-Lindqvist',
      email: `customer-experience-team-lead-${Date.now().toString(36)}@seoulglow.example`,
      password: 'staff-password-1',
    },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(200);
  await signInAsAdmin(page, '/admin/settings');
  const region = page.getByRole('region', { name: /admin users table/i });
  await expect(region.getByRole('row').nth(1)).toBeVisible();
  // Every column, Actions included, inside the card: nothing cut off, no sideways scrolling.
  const box = (await region.boundingBox())!;
  const actions = (await region.getByRole('columnheader', { name: 'Actions' }).boundingBox())!;
  expect(actions.x + actions.width).toBeLessThanOrEqual(box.x + box.width);
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/admin-users-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: /admin users/i });
  await expect(cards).toBeVisible();
  // A badge is as tall as one line of text, not stretched to the row beside a Reset button.
  const heights = await cards
    .getByText(/^(Admin|Super Admin|Active|Inactive|2FA on|2FA off)$/)
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.max(...heights)).toBeLessThan(40);
  // The four Settings tabs fit the phone's width: none half cut off behind a sideways scroll.
  const tabs = page.getByRole('navigation', { name: 'Settings' });
  await expect(tabs.getByRole('link')).toHaveCount(4);
  expect(await tabs.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/admin-users-390.png`, fullPage: true });
});

test.describe('valid HTML and link previews', () => {
  test('store pages pass the W3C Nu HTML checker with no errors', async ({ request }) => {
    test.slow();
    const product = (await allProducts(request)).find((p) => p.images.length > 1 && p.videoLink)!;
    const dir = await fs.mkdtemp('/tmp/sg-vnu-');
    const pages = {
      home: '/',
      list: '/products?category=Skincare&skinType=oily&freeFrom=fragrance',
      product: `/products/${product.id}`,
      ingredients: '/ingredients',
      ingredient: '/ingredients/niacinamide',
      guide: '/guide',
      article: '/guide/niacinamide-with-acids',
      quiz: '/skin-quiz',
      find: '/orders/find',
      privacy: '/privacy',
      contact: '/contact',
    };
    for (const [name, url] of Object.entries(pages)) {
      const res = await request.get(url);
      expect(res.status()).toBe(200);
      await fs.writeFile(path.join(dir, `${name}.html`), await res.text());
    }
    const files = Object.keys(pages).map((n) => path.join(dir, `${n}.html`));
    // vnu exits 1 when it finds errors; its JSON report goes to stderr either way.
    const run = await promisify(execFile)(
      'java',
      ['-jar', VNU, '--errors-only', '--format', 'json', ...files],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((err: { stderr: string }) => err);
    const report = JSON.parse(run.stderr) as { messages: { type: string; message: string; url: string }[] };
    expect(report.messages.filter((m) => m.type === 'error')).toEqual([]);
    await fs.rm(dir, { recursive: true, force: true });
  });

  test('pages with Open Graph tags carry the Twitter card too', async ({ request }) => {
    const product = (await allProducts(request)).find((p) => p.images.length > 0)!;
    for (const url of ['/', `/products/${product.id}`, '/contact']) {
      const html = await (await request.get(url)).text();
      expect(html, url).toContain('property="og:title"');
      for (const name of ['twitter:card', 'twitter:title', 'twitter:description'])
        expect(html, `${url} ${name}`).toContain(`name="${name}"`);
    }
    for (const url of ['/', `/products/${product.id}`]) {
      const html = await (await request.get(url)).text();
      expect(html).toContain('name="twitter:card" content="summary_large_image"');
      expect(html).toMatch(
        /name="twitter:image" content="https?:\/\/[^"]+\/Images\/Products\/[a-f0-9]{24}\.webp"/,
      );
    }
  });
});
