import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin, test, expect } from './fixtures';
import { allProducts } from './storefront-helpers';

// What a phone showed cut off or covered (docs/product.md#screens-and-routes); each test also
// runs at 1280 px.

test('the whole card number shows in the card field, with the brand beside its label @phone', async ({
  page,
  request,
}) => {
  const [product] = (await allProducts(request)).filter((p) => p.stockQuantity > 10);
  await page.goto('/payment/cancel');
  await page.evaluate(
    (id) => localStorage.setItem('cart', JSON.stringify([{ productId: id, quantity: 1 }])),
    product!.id,
  );
  await page.goto('/checkout');
  const field = page.getByLabel('Card number');
  await field.fill('4242 4242 4242 4242');
  await expect(page.getByTestId('card-brand')).toHaveText('Visa');
  await expect(field).toHaveValue('4242 4242 4242 4242');
  // Nothing of the number is scrolled out of the field's text box.
  const overflow = await field.evaluate((input: HTMLInputElement) => input.scrollWidth - input.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The brand badge sits above the field, not over the digits.
  const brand = (await page.getByTestId('card-brand').boundingBox())!;
  const box = (await field.boundingBox())!;
  expect(brand.y + brand.height).toBeLessThanOrEqual(box.y + 1);
});

/** Whether the assistant's launcher, where it shows and takes taps, sits over `button`. */
async function launcherCovers(page: Page, button: Locator): Promise<boolean> {
  // The launcher steps aside after a frame of scrolling: let it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const launcher = page.getByTestId('chat-launcher');
  if ((await launcher.getAttribute('data-aside')) !== null) return false;
  const a = (await launcher.boundingBox())!;
  const b = (await button.boundingBox())!;
  return a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
}

test('the assistant launcher never covers a card’s Add to Cart at the end of the list @phone', async ({
  page,
}) => {
  await page.goto('/products');
  const buttons = page.getByRole('button', { name: 'Add to Cart' });
  await expect(buttons.first()).toBeVisible();
  for (const button of [buttons.last(), buttons.nth(1), buttons.first()]) {
    // Each button at the very bottom of the screen, where the launcher floats.
    await button.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    expect(await launcherCovers(page, button)).toBe(false);
  }
});

test('the assistant launcher never covers the routine’s sticky Add the Whole Routine to Cart @phone', async ({
  page,
}) => {
  // The narrowest common phones (360 px) too: there the bar's button no longer fits beside its
  // text and wraps under the launcher's corner.
  const size = page.viewportSize()!;
  if (size.width < 600) await page.setViewportSize({ width: 360, height: size.height });
  await page.goto('/skin-quiz');
  await page.getByRole('button', { name: 'Start the Quiz' }).click();
  const answers: [string, string][] = [
    ['What is your skin type?', 'Dry'],
    ['What would you like to work on?', 'Dryness'],
    ['How does your skin react to new products?', 'Rarely reacts'],
    ['Fragrance in skincare?', 'Scent is fine'],
    ['What would you spend on one product?', 'No limit'],
    ['How many steps suit your mornings?', 'Classic: 5 steps'],
  ];
  for (const [question, option] of answers) {
    await page.getByRole('group', { name: question }).getByText(option, { exact: true }).click();
    await page.getByRole('button', { name: /^(Next|See My Routine)$/ }).click();
  }
  const add = page.getByRole('button', { name: 'Add the Whole Routine to Cart' });
  await expect(add).toBeVisible();
  for (const where of [0, 0.5, 1]) {
    await page.evaluate((f) => window.scrollTo(0, f * document.body.scrollHeight), where);
    expect(await launcherCovers(page, add)).toBe(false);
  }
});

test('the dashboard’s Recent Orders show each order’s status and total on a phone @phone', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin');
  const section = page.getByRole('region', { name: 'Recent Orders', exact: true });
  await expect(section).toBeVisible();
  const viewport = page.viewportSize()!;
  // Every status badge and total of the first orders lies inside the screen's width.
  const visible = section.locator(':visible', { hasText: /^\$[\d,]+\.\d\d$/ });
  await expect(visible.first()).toBeVisible();
  for (const box of await Promise.all((await visible.all()).map((el) => el.boundingBox())))
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  const sectionBox = (await section.boundingBox())!;
  expect(sectionBox.x + sectionBox.width).toBeLessThanOrEqual(viewport.width);
  // Nothing in it scrolls sideways to hide them (a name cut with an ellipsis is fine).
  const hidden = await section.evaluate((el) =>
    [...el.querySelectorAll('*')].some(
      (c) =>
        c.scrollWidth > c.clientWidth + 1 &&
        ['auto', 'scroll'].includes(getComputedStyle(c).overflowX) &&
        c.getClientRects().length > 0,
    ),
  );
  expect(hidden).toBe(false);
});
