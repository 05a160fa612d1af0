import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { test, expect, signInAsAdmin } from './fixtures';
import { allProducts } from './storefront-helpers';

const address = {
  email: 'private.shopper@example.com',
  fullName: 'Priya Private',
  addressLine1: '12 Quiet Lane',
  addressLine2: null,
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
  country: 'United States',
};

/** An order placed through the API (intent → demo card → place), as the checkout does. */
async function placeOrder(request: APIRequestContext) {
  const product = (await allProducts(request)).find((p) => p.stockQuantity > 10)!;
  const items = [{ productId: product.id, quantity: 1 }];
  const intent = (
    await (
      await request.post('/api/Orders/createPaymentIntent', {
        data: { items, email: address.email, country: address.country },
      })
    ).json()
  ).data;
  await request.post('/api/Payments/demo/confirm', {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '5555555555554444', expMonth: 12, expYear: new Date().getFullYear() + 1, cvc: '321' },
      billingDetails: { name: address.fullName, email: address.email },
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
  const data = (await placed.json()).data as { orderId: string; accessToken: string };
  return { ...data, productName: product.name };
}

const SENT =
  'If there are orders for that address, a link to each of them is on its way. It can take a few minutes to arrive.';

const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: `/tmp/sg-shots/order-privacy-${info.project.name}-${name}.png`, fullPage: true });

test('an order page by its number alone hides the shopper; the email used at checkout shows it @phone', async ({
  page,
  request,
  consoleProblems,
}, testInfo) => {
  const order = await placeOrder(request);

  await page.goto(`/orders/${order.orderId}`);
  await expect(page.getByRole('heading', { name: `Order ${order.orderId}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByText(order.productName).first()).toBeVisible();
  const proof = page.getByTestId('order-proof');
  await expect(proof.getByRole('heading', { name: 'Is this your order?' })).toBeVisible();
  for (const personal of [address.fullName, address.addressLine1, address.email, 'ending in 4444']) {
    await expect(page.getByText(personal)).toHaveCount(0);
  }
  await shot(page, testInfo, '1-public');

  // A wrong email: the page says so and offers Find my orders; nothing personal appears.
  await proof.getByLabel('Email used at checkout').fill('someone.else@example.com');
  await proof.getByRole('button', { name: 'Show My Details' }).click();
  await expect(proof.getByText("That email doesn't match this order.", { exact: false })).toBeVisible();
  await expect(proof.getByRole('link', { name: 'Find my orders' })).toBeVisible();
  await expect(page.getByText(address.addressLine1)).toHaveCount(0);
  await shot(page, testInfo, '2-wrong-email');

  // The right one, in another case: address and card appear in place of the form.
  await proof.getByLabel('Email used at checkout').fill(address.email.toUpperCase());
  await proof.getByRole('button', { name: 'Show My Details' }).click();
  await expect(page.getByText(address.addressLine1)).toBeVisible();
  await expect(page.getByText(address.fullName)).toBeVisible();
  await expect(page.getByText('Mastercard ending in 4444')).toBeVisible();
  await expect(page.getByTestId('order-proof')).toHaveCount(0);
  await shot(page, testInfo, '3-proved');

  // The signed link from the confirmation mail shows it whole at once.
  await page.goto(`/orders/${order.orderId}?token=${order.accessToken}`);
  await expect(page.getByText('Mastercard ending in 4444')).toBeVisible();
  // A mangled link still shows the order, without the shopper.
  await page.goto(`/orders/${order.orderId}?token=${order.accessToken.slice(0, -3)}xyz`);
  await expect(page.getByTestId('order-proof')).toBeVisible();
  await expect(page.getByText(address.addressLine1)).toHaveCount(0);

  expect(consoleProblems.filter((p) => !/status of 404/.test(p))).toEqual([]);
});

test('Find my orders answers the same for any address, from the footer @phone', async ({
  page,
  consoleProblems,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find My Orders' }).click();
  await expect(page).toHaveURL(/\/orders\/find$/);
  await expect(page.getByRole('heading', { name: 'Find My Orders', level: 1 })).toBeVisible();
  await shot(page, testInfo, '4-find');
  await page.getByLabel('Email used at checkout').fill(address.email);
  await page.getByRole('button', { name: 'Email My Order Links' }).click();
  await expect(page.getByTestId('find-orders-sent')).toHaveText(SENT);
  await shot(page, testInfo, '5-find-sent');

  await page.goto('/orders/find');
  await page.getByLabel('Email used at checkout').fill('never.ordered@example.com');
  await page.getByRole('button', { name: 'Email My Order Links' }).click();
  await expect(page.getByTestId('find-orders-sent')).toHaveText(SENT);
  expect(consoleProblems).toEqual([]);
});

test('the policies are pages of their own, linked from the footer, and need no inline styles', async ({
  page,
  consoleProblems,
}, testInfo) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, path] of [
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Cookie Policy', '/cookies'],
  ] as const) {
    await footer.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'How long we keep it' })).toBeVisible();
  await shot(page, testInfo, '6-privacy-policy');
  // The rating stars of a product list draw without a style attribute under the strict CSP.
  await page.goto('/products');
  await expect(page.getByRole('img', { name: /^Rated / }).first()).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('Settings → Privacy: a superadmin downloads and erases what is kept about an address', async ({
  page,
  request,
  consoleProblems,
}, testInfo) => {
  const order = await placeOrder(request);
  await signInAsAdmin(page, '/admin/settings/privacy');
  await expect(
    page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Privacy' }),
  ).toBeVisible();
  await page.getByLabel("Shopper's email address").fill(address.email);
  await page.getByRole('button', { name: 'Look Up' }).click();
  await expect(page.getByTestId('privacy-orders')).toContainText(/[1-9]/);
  await shot(page, testInfo, '7-admin-privacy');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^personal-data-private\.shopper@example\.com-\d{4}-\d{2}-\d{2}\.json$/,
  );

  await page.getByRole('button', { name: 'Erase...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase personal data' });
  await expect(dialog).toBeVisible();
  await shot(page, testInfo, '8-admin-erase-confirm');
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText('Personal data erased.')).toBeVisible();
  await expect(page.getByTestId('privacy-erased')).toContainText('Orders:');
  await expect(page.getByTestId('privacy-orders')).toContainText('0');

  // The order is still there for the books, and the old email no longer opens it.
  const res = await request.get(`/api/Orders/orderDetails?orderId=${order.orderId}&email=${address.email}`);
  expect(res.status()).toBe(404);
  expect((await request.get(`/api/Orders/orderDetails?orderId=${order.orderId}`)).status()).toBe(200);
  expect(consoleProblems).toEqual([]);
});

test('the private order page, Find my orders and the policies have no serious accessibility violations', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request);
  for (const path of [`/orders/${order.orderId}`, '/orders/find', '/privacy', '/cookies']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${path}: ${v.id} ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    expect(serious).toEqual([]);
  }
});
