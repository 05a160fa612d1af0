import { expect, test } from './fixtures';
import { findProduct, stubVideoHosts } from './storefront-helpers';

test.describe('storefront: product detail', () => {
  test('gallery, rating, details with Read More / Show Less, and related products of the category', async ({
    page,
    request,
    consoleProblems,
  }) => {
    const product = await findProduct(
      request,
      // How to use is the longest detail text (docs/product.md#screens-and-routes: Read More past 150).
      (p) => p.images.length > 1 && p.howToUse.length > 150,
    );
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(`$${product.price.toFixed(2)}`).first()).toBeVisible();
    await expect(
      page
        .getByRole('img', {
          name: new RegExp(`Rated ${product.averageRating.toFixed(1)} out of 5 from ${product.ratingCount}`),
        })
        .first(),
    ).toBeVisible();

    const main = page.getByRole('img', { name: `${product.name}, image 1 of ${product.images.length}` });
    await expect(main).toBeVisible();
    await page.getByRole('button', { name: `Show image 2 of ${product.images.length}` }).click();
    await expect(
      page.getByRole('img', { name: `${product.name}, image 2 of ${product.images.length}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Show image 2 of ${product.images.length}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    const [key, long] = ['how_to_use', product.howToUse];
    const details = page.locator('dl').filter({ hasText: long.slice(0, 40) });
    await expect(details.getByText(long, { exact: true })).toHaveCount(0);
    await details.getByRole('button', { name: 'Read More' }).first().click();
    await expect(details.getByText(long, { exact: true })).toBeVisible();
    await details.getByRole('button', { name: 'Show Less' }).click();
    await expect(details.getByText(long, { exact: true })).toHaveCount(0);
    expect(key).toMatch(/^[a-z_]+$/);
    await expect(page.getByText(key, { exact: true })).toHaveCount(0); // shown with a nice label

    const related = page.getByRole('region', { name: 'You May Also Like' }).locator('article');
    const count = await related.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    for (const label of await related.locator('p.uppercase').allTextContents()) {
      expect(label.toLowerCase()).toBe(product.categoryName!.toLowerCase());
    }
    await page.waitForLoadState('networkidle');
    expect(consoleProblems).toEqual([]);
  });

  test('quantity accepts only integers of at least 1; add to cart reads ✓ Added to Cart! for 2 s', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (p) => p.stockQuantity > 10);
    await page.goto(`/products/${product.id}`);
    const quantity = page.getByLabel('Quantity', { exact: true });
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('3');
    await minus.click();
    await expect(quantity).toHaveValue('2');
    for (const bad of ['0', '-4', '1.5', 'abc']) {
      await quantity.fill(bad);
      await quantity.blur();
      await expect(quantity).toHaveValue('2');
    }
    await quantity.fill('5');
    await quantity.blur();
    await expect(quantity).toHaveValue('5');

    const add = page.getByRole('button', { name: 'Add to Cart', exact: true }).first();
    // How long the label shows, timed in the page: the test runner's own delays on a busy machine
    // cannot then stretch or shorten what is measured.
    const shown = await add.evaluate(
      (button) =>
        new Promise<{ at: number; gone: number }>((resolve) => {
          let at = 0;
          new MutationObserver(() => {
            const label = button.textContent?.includes('✓ Added to Cart!');
            if (label && !at) at = performance.now();
            if (!label && at) resolve({ at, gone: performance.now() });
          }).observe(button, { childList: true, subtree: true, characterData: true });
          button.click();
        }),
    );
    expect(shown.gone - shown.at).toBeGreaterThanOrEqual(1950);
    expect(shown.gone - shown.at).toBeLessThan(3000);
    await expect(page.getByRole('button', { name: '✓ Added to Cart!' })).toHaveCount(0);
    await expect(add).toBeVisible();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(cart).toEqual([{ productId: product.id, quantity: 5 }]);
  });

  test('an out-of-stock product cannot be added', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stockQuantity === 0);
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(page.getByText('Out of stock: this product cannot be added right now.')).toBeVisible();
    await expect(page.getByLabel('Quantity', { exact: true })).toBeDisabled();
  });

  test('the wishlist toggle saves and unsaves, shown in the header count', async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stockQuantity > 0);
    await page.goto(`/products/${product.id}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: /Wishlist, 1 item/ })).toBeVisible();
    await page.getByRole('button', { name: 'Remove from wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('Product Not Found with an Explore Products link for unknown ids', async ({ page }) => {
    await page.goto('/products/987654');
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Explore Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  for (const kind of [
    {
      name: 'YouTube',
      host: /youtube\.com|youtu\.be/,
      frame: /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/,
    },
    { name: 'Vimeo', host: /vimeo\.com/, frame: /^https:\/\/player\.vimeo\.com\/video\/\d+/ },
    { name: 'TikTok', host: /tiktok\.com/, frame: /^https:\/\/www\.tiktok\.com\/embed\/v2\/\d+/ },
  ]) {
    test(`a ${kind.name} video loads its embed only when played`, async ({ page, request }) => {
      const product = await findProduct(request, (p) => kind.host.test(p.videoLink ?? ''));
      await stubVideoHosts(page);
      await page.goto(`/products/${product.id}`);
      await expect(page.locator('iframe')).toHaveCount(0);
      await page.getByRole('button', { name: new RegExp(`Play video · ${kind.name}`) }).click();
      const frame = page.locator('iframe');
      await expect(frame).toHaveAttribute('src', kind.frame);
      await expect(frame).toHaveAttribute('title', `${product.name} video on ${kind.name}`);
    });
  }

  test('a direct video file plays in a video element, and a failure offers the original link', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (p) => /\.(mp4|webm|ogg)$/i.test(p.videoLink ?? ''));
    await stubVideoHosts(page);
    await page.goto(`/products/${product.id}`);
    const video = page.locator('video');
    await expect(video).toHaveCount(1);
    await video.evaluate((v: HTMLVideoElement) => void v.play().catch(() => undefined));
    await expect(page.getByText('Unable to load video.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Watch on/ })).toHaveAttribute('href', product.videoLink!);
  });
});
