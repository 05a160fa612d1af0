import fs from 'node:fs';
import sharp from 'sharp';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { test, expect, signInAsAdmin } from './fixtures';
import { findProduct } from './storefront-helpers';

/**
 * Reviews and the skin profile (docs/product.md#screens-and-routes): a shopper reviews a product
 * from the order page and finds it on the product page by skin type; the skin quiz builds a
 * routine that goes into the cart in one tap; an admin hides a review and the store stops showing
 * it. Screenshots go to /tmp/sg-shots for a look.
 */

const SHOTS = '/tmp/sg-shots/reviews';
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: `${SHOTS}/${info.project.name}-${name}.png`, fullPage: false });

/** A paid, placed order for one product through the API, as the checkout page would make it. */
async function placeOrder(request: APIRequestContext, productId: number, email: string, fullName: string) {
  const items = [{ productId, quantity: 1 }];
  const address = {
    email,
    fullName,
    addressLine1: '12 Camellia Lane',
    addressLine2: null,
    city: 'Portland',
    state: 'OR',
    postalCode: '97201',
    country: 'United States',
  };
  const intent = (
    await (
      await request.post('/api/Orders/createPaymentIntent', {
        data: { items, email, country: address.country },
      })
    ).json()
  ).data;
  await request.post('/api/Payments/demo/confirm', {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 1, cvc: '123' },
      billingDetails: { name: fullName, email },
    },
  });
  const placed = await request.post('/api/Orders/place', {
    data: {
      items,
      shippingAddress: address,
      stripeClientSecret: intent.clientSecret,
      paymentIntentId: intent.paymentIntentId,
    },
  });
  expect(placed.status()).toBe(200);
  return (await placed.json()).data.orderId as string;
}

test('@phone a shopper reviews from the order page, then finds it on the product page by skin type', async ({
  page,
  request,
}, info) => {
  const product = await findProduct(request, (p) => p.stockQuantity > 20 && p.categoryName === 'Skincare');
  const email = `reviewer-${info.project.name}-${Date.now()}@example.com`;
  const orderId = await placeOrder(request, product.id, email, 'Robin Reviewer');
  const title = `Calmed my oily T-zone ${info.project.name} ${Date.now() % 100000}`;

  await page.goto(`/orders/${orderId}`);
  await page.getByLabel('Email used at checkout').fill(email);
  await page.getByRole('button', { name: 'Show My Details' }).click();
  const reviewCard = page.getByRole('region', { name: 'Review your items' });
  await reviewCard.getByRole('button', { name: 'Write a Review' }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${product.name}` });
  // A tap on the fourth star (its label holds the radio).
  await dialog.locator('label', { has: page.getByRole('radio', { name: '4 stars: Very good' }) }).click();
  await expect(dialog.getByRole('radio', { name: '4 stars: Very good' })).toBeChecked();
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByLabel('Your review')
    .fill('Light, absorbs fast and my oily T-zone stays matte until lunch. No breakouts.');
  await dialog.getByLabel('Your skin type').selectOption('oily');
  await dialog.getByLabel('Pores').check();
  await dialog.getByLabel('Yes').check();
  const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#f4c7cf' } })
    .jpeg()
    .toBuffer();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'shelfie.jpg', mimeType: 'image/jpeg', buffer: photo });
  await shot(page, info, 'review-form');
  await dialog.getByRole('button', { name: 'Post Review' }).click();
  await expect(reviewCard.getByText('Thank you! Your review is live.')).toBeVisible();

  await page.goto(`/products/${product.id}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const mine = reviews.getByRole('article', { name: title });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Robin R.')).toBeVisible();
  await expect(mine.getByText('Verified purchase')).toBeVisible();
  await expect(mine.getByText('Oily skin')).toBeVisible();
  await expect(mine.getByRole('button', { name: /Open photo 1/ })).toBeVisible();
  await mine.scrollIntoViewIfNeeded();
  // The photo is served from the review photo store, re-encoded.
  await expect
    .poll(() =>
      mine
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(mine.locator('img').first()).toHaveAttribute(
    'src',
    /^\/Images\/Reviews\/[a-f0-9]{24}-320\.webp$/,
  );
  await shot(page, info, 'product-reviews');

  await reviews.getByRole('combobox', { name: /^Skin type/ }).selectOption('dry');
  await expect(mine).toBeHidden();
  for (const skin of await reviews
    .getByRole('article')
    .getByText(/ skin$/)
    .allTextContents()) {
    expect(skin).toBe('Dry skin');
  }
  await reviews.getByRole('combobox', { name: /^Skin type/ }).selectOption('oily');
  await expect(mine).toBeVisible();
  for (const skin of await reviews
    .getByRole('article')
    .getByText(/ skin$/)
    .allTextContents()) {
    expect(skin).toBe('Oily skin');
  }
  await shot(page, info, 'product-reviews-oily');
});

test('@phone the skin quiz builds a routine that goes into the cart in one tap', async ({ page }, info) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Take the Skin Quiz' }).click();
  await expect(page).toHaveURL(/\/skin-quiz$/);
  await page.getByRole('button', { name: 'Start the Quiz' }).click();
  const answers: [string, string[]][] = [
    ['What is your skin type?', ['Oily']],
    ['What would you like to work on?', ['Pores', 'Acne & blemishes']],
    ['How does your skin react to new products?', ['Rarely reacts']],
    ['Fragrance in skincare?', ['Scent is fine']],
    ['What would you spend on one product?', ['No limit']],
    ['How many steps suit your mornings?', ['Classic: 5 steps']],
  ];
  for (const [question, options] of answers) {
    const group = page.getByRole('group', { name: question });
    for (const option of options) await group.getByText(option, { exact: true }).click();
    if (question === 'What is your skin type?') await shot(page, info, 'quiz');
    await page.getByRole('button', { name: /^(Next|See My Routine)$/ }).click();
  }
  await expect(page.getByRole('heading', { name: 'Your K-beauty routine' })).toBeVisible();
  const morning = page.getByRole('region', { name: 'Morning' });
  await expect(morning.getByRole('listitem')).toHaveCount(5);
  await expect(morning.getByText('Cleanser')).toBeVisible();
  await shot(page, info, 'routine');

  const add = page.getByRole('button', { name: 'Add the Whole Routine to Cart' });
  const count = Number((await page.getByText(/^\d+ products ·/).textContent())!.split(' ')[0]);
  expect(count).toBeGreaterThan(2);
  await add.click();
  await expect(page.getByText('Your routine is in your cart.')).toBeVisible();
  const cart = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as unknown[];
  expect(cart).toHaveLength(count);

  // The profile now marks products across the shop.
  await page.goto('/products?category=Skincare');
  await expect(page.getByText('Good for your skin').first()).toBeVisible();
  await shot(page, info, 'cards-with-profile');
});

test('an admin hides a review and it disappears from the store', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stockQuantity > 20 && p.categoryName === 'Makeup');
  const email = `hidden-${Date.now()}@example.com`;
  const orderId = await placeOrder(request, product.id, email, 'Harper Hidden');
  const title = `Please hide me ${Date.now() % 100000}`;
  const submitted = await request.post('/api/Reviews/submit', {
    multipart: {
      orderId,
      email,
      productId: String(product.id),
      rating: '2',
      title,
      text: 'Not what I expected at all, the colour was patchy on me.',
      skinType: 'dry',
      recommends: 'false',
    },
  });
  expect(submitted.status()).toBe(201);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  await signInAsAdmin(page, '/admin/reviews');
  await page.getByRole('tab', { name: /Published/ }).click();
  await page.getByLabel('Search reviews').fill(title);
  await page.getByRole('button', { name: `Moderate "${title}" by Harper H.` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Reason (kept in the activity log)').fill('Duplicate of a support ticket');
  await page.screenshot({ path: `${SHOTS}/laptop-admin-reviews.png` });
  await dialog.getByRole('button', { name: 'Hide Review' }).click();
  await expect(page.getByText('Review hidden.')).toBeVisible();

  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('the reviews arrive with the page and stay as rendered until their code loads', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => p.ratingCount > 3);
  // Hold the reviews' own script back: what shows is the server's HTML, hydrated around.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/reviews-section-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/products/${product.id}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  // Scrolling near them (after hydration) asks for their code, which is held back.
  const asked = page.waitForRequest(/reviews-section-[\w-]+\.js$/);
  await reviews.scrollIntoViewIfNeeded();
  await asked;
  await expect(reviews.getByRole('article').first()).toBeVisible();
  const count = reviews.locator('p[aria-live="polite"]');
  await expect(count).toHaveText(`${product.ratingCount} reviews`);
  // React has not taken the reviews over yet: their HTML is the server's, kept through hydration.
  const live = () =>
    page.evaluate(() => {
      const select = document.querySelector('#reviews select');
      return select !== null && Object.keys(select).some((k) => k.startsWith('__reactFiber'));
    });
  expect(await live()).toBe(false);
  // A filter chosen meanwhile, in the server's HTML, is kept and applied once the code is there.
  const rating = reviews.getByRole('combobox', { name: /^Rating/ });
  await rating.selectOption('5');
  release();
  await expect.poll(live).toBe(true);
  await expect(rating).toHaveValue('5');
  await expect(count).not.toHaveText(`${product.ratingCount} reviews`);
  await expect(count).not.toHaveText('Loading...');
  for (const stars of await reviews.getByRole('article').getByRole('img').all()) {
    await expect(stars).toHaveAccessibleName('5 out of 5 stars');
  }
});
