import type { APIRequestContext, Page } from '@playwright/test';
import { acceptNextDialog, expect, signInAsAdmin, test } from './fixtures';
import { allProducts } from './storefront-helpers';

const ADDRESS = {
  email: 'resume@example.com',
  fullName: 'Rae Sume',
  addressLine1: '9 Reload Road',
  addressLine2: '',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
  country: 'United States',
};

async function checkoutWithCart(page: Page, request: APIRequestContext) {
  const [product] = (await allProducts(request)).filter((p) => p.stockQuantity > 10);
  await page.goto('/payment/cancel');
  await page.evaluate(
    (id) => localStorage.setItem('cart', JSON.stringify([{ productId: id, quantity: 1 }])),
    product!.id,
  );
  await page.goto('/checkout');
  await page.getByLabel('Email').fill(ADDRESS.email);
  await page.getByLabel('Full Name').fill(ADDRESS.fullName);
  await page.getByLabel('Address Line 1').fill(ADDRESS.addressLine1);
  await page.getByLabel('City').fill(ADDRESS.city);
  await page.getByLabel('State').fill(ADDRESS.state);
  await page.getByLabel('Postal Code').fill(ADDRESS.postalCode);
  await page.getByLabel('Country').selectOption(ADDRESS.country);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry').fill(`12${String((new Date().getFullYear() + 3) % 100)}`);
  await page.getByLabel('CVC').fill('123');
}

/** Counts the payments the page starts, across reloads. */
function countIntents(page: Page) {
  const seen = { intents: 0 };
  page.on('request', (r) => {
    if (r.url().endsWith('/api/Orders/createPaymentIntent')) seen.intents++;
  });
  return seen;
}

test('a reload after payment finishes the same order with the same payment', async ({ page, request }) => {
  test.slow();
  await checkoutWithCart(page, request);
  const seen = countIntents(page);
  // The card is charged, then the tab is reloaded while the place call is on its way: the first
  // place call is left unanswered (the reload cuts it off), the page's next one goes through.
  let places = 0;
  await page.route('**/api/Orders/place', async (route) => {
    if (places++ > 0) await route.continue();
  });
  await page.getByRole('button', { name: 'Complete Order (Demo)' }).click();
  await expect.poll(() => places).toBe(1);
  await page.reload();

  await expect(page).toHaveURL(/\/payment\/success\?session_id=SG-/, { timeout: 20_000 });
  const orderId = new URL(page.url()).searchParams.get('session_id')!;
  await expect(page.getByText(orderId).first()).toBeVisible();
  expect(seen.intents).toBe(1);
  // The tab's pending payment is gone with its order; the cart is empty.
  expect(await page.evaluate(() => sessionStorage.getItem('pending_payment'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
});

test('a lost connection after payment is retried, then finished after a reload, never paid twice @phone', async ({
  page,
  request,
}) => {
  test.slow();
  await checkoutWithCart(page, request);
  const seen = countIntents(page);
  let places = 0;
  await page.route('**/api/Orders/place', async (route) => {
    places++;
    await route.abort('internetdisconnected');
  });
  const alert = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Complete Order (Demo)' }).click();
  expect(await alert).toBe(
    'Your payment went through, but we could not reach the store to finish your order. Reload this page to finish it: you will not be charged again.',
  );
  expect(places).toBe(4);
  await page.unroute('**/api/Orders/place');

  // The place call after the reload is held a moment, long enough to see what the page says.
  await page.route('**/api/Orders/place', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByText('Finishing the order you already paid for...')).toBeVisible();
  await page.screenshot({ path: `/tmp/sg-resume-${test.info().project.name}.png`, fullPage: false });
  await expect(page).toHaveURL(/\/payment\/success\?session_id=SG-/, { timeout: 20_000 });
  expect(seen.intents).toBe(1);
});

test('Admin → Orders lists a payment the store placed after its shopper walked away @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const [product] = (await allProducts(request)).filter((p) => p.stockQuantity > 10);
  const email = `walkaway-${test.info().project.name}@example.com`;
  const intent = await request.post('/api/Orders/createPaymentIntent', {
    data: {
      items: [{ productId: product!.id, quantity: 1 }],
      email,
      country: 'United States',
      shippingAddress: { ...ADDRESS, email, fullName: 'Walk Away' },
    },
  });
  const { clientSecret } = (await intent.json()).data;
  const paid = await request.post('/api/Payments/demo/confirm', {
    data: {
      clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
      billingDetails: { name: 'Walk Away', email },
    },
  });
  expect((await paid.json()).data.status).toBe('succeeded');

  await signInAsAdmin(page, '/admin/orders?view=payments');
  // The table on a laptop, the cards on a phone: whichever is shown.
  const shown = (locator: ReturnType<Page['getByText']>) => locator.locator('visible=true').first();
  const row = shown(page.getByText(email));
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Payments needing attention/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const history = shown(page.getByRole('list', { name: /History of payment/ }));
  await expect(history).toContainText('Paid, no order');
  await expect(history).toContainText('Order placed');
  await expect(shown(page.getByText('Placed late', { exact: true }))).toBeVisible();
  await page.screenshot({ path: `/tmp/sg-attention-${test.info().project.name}.png`, fullPage: true });

  await page.goto('/admin');
  await expect(page.getByText('Demo payments: no real money is taken')).toBeVisible();
  await page.screenshot({ path: `/tmp/sg-dashboard-${test.info().project.name}.png` });
});
