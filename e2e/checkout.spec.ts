import type { APIRequestContext, Page } from '@playwright/test';
import { acceptNextDialog, test, expect } from './fixtures';
import { allProducts } from './storefront-helpers';

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

async function shippingFee(
  request: APIRequestContext,
  items: { productId: number; quantity: number }[],
  country: string,
) {
  const res = await request.post('/api/Orders/calculateShipping', { data: { items, country } });
  return (await res.json()).data.shippingFee as number;
}

async function fillAddress(page: Page, email = 'shopper@example.com') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full Name').fill('Grace Shopper');
  await page.getByLabel('Address Line 1').fill('500 Market Street');
  await page.getByLabel('Address Line 2 (optional)').fill('Suite 2');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').fill('CA');
  await page.getByLabel('Postal Code').fill('94105');
  await page.getByLabel('Country').selectOption('United States');
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill(`12${String((new Date().getFullYear() + 3) % 100)}`);
  await page.getByLabel('CVC').fill('123');
}

/**
 * A cart of in-stock products written straight to the browser cart (key `cart`,
 * docs/product.md#what-the-store-keeps).
 */
async function withCart(page: Page, request: APIRequestContext, count = 1) {
  const products = (await allProducts(request)).filter((p) => p.stockQuantity > 10).slice(0, count);
  await page.goto('/payment/cancel');
  await page.evaluate(
    (items) => localStorage.setItem('cart', JSON.stringify(items)),
    products.map((p) => ({ productId: p.id, quantity: 1 })),
  );
  return products;
}

test('a shopper adds two products, changes quantities, pays with 4242 and tracks the order', async ({
  page,
  request,
  consoleProblems,
}) => {
  // The whole buying path in one test: many pages and calls, so allow for a busy machine.
  test.slow();
  await page.goto('/products');
  const catalog = await allProducts(request);
  const cards = page.locator('article').filter({ has: page.getByRole('button', { name: 'Add to Cart' }) });
  const names = [
    await cards.nth(0).locator('h2, h3').first().innerText(),
    await cards.nth(1).locator('h2, h3').first().innerText(),
  ];
  const [a, b] = names.map((n) => catalog.find((p) => p.name === n.trim())!);

  // Adding opens the sidebar (docs/product.md#how-things-change).
  await cards.nth(0).getByRole('button', { name: 'Add to Cart' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByText(a!.name)).toBeVisible();
  await expect(sidebar.getByRole('button', { name: `Decrease quantity of ${a!.name}` })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  // Not cards.nth(1): the first card's button may still read 'Adding...', which drops it from
  // the filtered list and shifts the index.
  await page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: b!.name, exact: true }) })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(sidebar.getByText(b!.name)).toBeVisible();
  await sidebar.getByRole('button', { name: `Increase quantity of ${a!.name}` }).click();
  await expect(sidebar.getByTestId('cart-sidebar-total')).toHaveText(usd(a!.price * 2 + b!.price));
  await sidebar.getByRole('link', { name: 'View Cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await page.getByRole('button', { name: `Increase quantity of ${b!.name}` }).click();
  await page.getByRole('button', { name: `Decrease quantity of ${a!.name}` }).click();
  await page.getByRole('button', { name: `Increase quantity of ${a!.name}` }).click();
  const items = [
    { productId: a!.id, quantity: 2 },
    { productId: b!.id, quantity: 2 },
  ];
  const subtotal = a!.price * 2 + b!.price * 2;
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(subtotal));
  await page.getByLabel('Ship to').selectOption('United States');
  const fee = await shippingFee(request, items, 'United States');
  await expect(page.getByTestId('cart-shipping')).toHaveText(fee === 0 ? 'FREE' : usd(fee));
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Demo mode: no real payment is processed')).toBeVisible();
  await fillAddress(page);
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('card-brand')).toHaveText('Visa');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByTestId('checkout-total')).toHaveText(usd(subtotal + fee));
  await page.getByRole('button', { name: 'Complete Order (Demo)' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?session_id=SG-/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  const orderId = (await page.getByTestId('success-order-id').innerText()).trim();
  await expect(page.getByTestId('success-total')).toHaveText(usd(subtotal + fee));
  await expect(page.getByText('Credit Card')).toBeVisible();
  await expect(page.getByText('3-5 business days')).toBeVisible();
  await expect(page.getByText('shopper@example.com')).toBeVisible();
  // The cart was cleared.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))).toEqual([]);

  await page.getByRole('link', { name: 'Track Your Order' }).click();
  // The order's signed link (docs/product.md#security): the page shows it whole.
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}\\?token=[0-9a-z]+\\.[\\w-]+$`));
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByText('Order Placed')).toBeVisible();
  // Once in the items, once under 'Review your items' (the order is proved by its link).
  await expect(page.getByText(a!.name).first()).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(usd(subtotal + fee));
  await expect(page.getByRole('link', { name: 'Need Help?' })).toHaveAttribute(
    'href',
    `/contact?orderNumber=${orderId}`,
  );

  await page.getByRole('link', { name: 'Need Help?' }).click();
  await expect(page.getByLabel('Order Number (optional)')).toHaveValue(orderId);
  await page.goBack();
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`Order ${orderId}`) })).toBeVisible();
  expect(consoleProblems.filter((p) => !p.includes('#418'))).toEqual([]);
});

test('a declined card shows its message and keeps the cart', async ({ page, request }) => {
  const [product] = await withCart(page, request);
  await page.goto('/checkout');
  await fillAddress(page);
  await fillCard(page, '4000 0000 0000 0002');
  const alert = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Complete Order (Demo)' }).click();
  expect(await alert).toBe('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Complete Order (Demo)' })).toBeEnabled();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!))).toEqual([
    { productId: product!.id, quantity: 1 },
  ]);
});

test('every checkout validation message appears under its field and clears on edit', async ({
  page,
  request,
}) => {
  await withCart(page, request);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Complete Order (Demo)' }).click();
  for (const message of [
    'Email is required',
    'Full name is required',
    'Address is required',
    'City is required',
    'State is required',
    'Postal code is required',
    'Your card number is incomplete.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Email is required')).toBeHidden();
  await page.getByLabel('Full Name').fill('G');
  await expect(page.getByText('Full name is required')).toBeHidden();
  await expect(page.getByText('City is required')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Order (Demo)' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4241');
  await page.getByRole('button', { name: 'Complete Order (Demo)' }).click();
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();

  // A failed shipping calculation (the cart quote) counts as fee 0: 'Not available' and the
  // product's message (docs/product.md#messages).
  await page.route('**/api/Cart/quote', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByLabel('Country').selectOption('Japan');
  await expect(page.getByTestId('checkout-shipping')).toHaveText('Not available');
  await expect(
    page.getByText(
      'We currently do not offer shipping to your country. Please contact support for assistance.',
    ),
  ).toBeVisible();
});

test('empty cart, unknown order and cancel pages', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your Beauty Cart is Empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/products');

  await page.goto('/payment/success');
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await page.goto('/orders/SG-0000000000');
  await expect(
    page.getByText("We couldn't find your order details. Please check your email for confirmation."),
  ).toBeVisible();

  await page.goto('/payment/cancel');
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/cart');
});

test('the cart page fits a phone and flags a product that no longer exists @phone', async ({
  page,
  request,
}) => {
  const [product] = await withCart(page, request);
  await page.evaluate(
    (id) =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          { productId: id, quantity: 1 },
          { productId: 2000000000, quantity: 1 },
        ]),
      ),
    product!.id,
  );
  await page.goto('/cart');
  await expect(page.getByText('This product is no longer available. Please remove it.')).toBeVisible();
  await expect(page.getByText('Uncategorized')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('button', { name: 'Remove Unavailable product' }).click();
  await expect(page.getByText('This product is no longer available. Please remove it.')).toBeHidden();
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(product!.price));
});
