import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ADMIN, acceptNextDialog, expect, signInAsAdmin, test } from './fixtures';

const unique = () => Math.random().toString(36).slice(2, 8);

async function pngFile(name: string, color: string) {
  const buffer = await sharp({ create: { width: 120, height: 120, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/Auth/login', { data: ADMIN });
  return (await res.json()).data.token as string;
}

/** A real order through the public checkout calls (demo card). */
async function placeOrder(request: APIRequestContext, productId: number, email: string) {
  const items = [{ productId, quantity: 1 }];
  const intent = (
    await (
      await request.post('/api/Orders/createPaymentIntent', {
        data: { items, email, country: 'United States' },
      })
    ).json()
  ).data;
  await request.post('/api/Payments/demo/confirm', {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
      billingDetails: { name: 'E2E Shopper', email },
    },
  });
  const placed = await request.post('/api/Orders/place', {
    data: {
      items,
      shippingAddress: {
        email,
        fullName: 'E2E Shopper',
        addressLine1: '1 Test St',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'United States',
      },
      stripeClientSecret: intent.clientSecret,
      paymentIntentId: intent.paymentIntentId,
    },
  });
  expect(placed.ok()).toBe(true);
  return (await placed.json()).data.orderId as string;
}

async function expectNoSeriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('admin area', () => {
  test('creates a product with two images, edits it and deletes it', async ({ page, consoleProblems }) => {
    const name = `E2E Serum ${unique()}`;
    await signInAsAdmin(page, '/admin/products/new');
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Description').fill('A serum made by the end-to-end test.');
    await page.getByLabel('Category').selectOption({ label: 'Skincare' });
    await page.getByLabel('Price').fill('19.5');
    await page.getByLabel('Stock Quantity').fill('7');
    // The form's rules (docs/product.md#validation) show before anything is sent.
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(page.getByText('Weight is required', { exact: true })).toBeVisible();
    await expect(page.getByText('At least one image is required', { exact: true })).toBeVisible();
    await page.getByLabel('Weight (kg)').fill('0.2');
    await page.getByLabel('Field Name').fill('How To Use');
    await page.getByLabel('Field Value').fill('Pat into skin');
    await page.getByRole('button', { name: 'Add Field' }).click();
    await expect(page.getByText('how_to_use', { exact: true })).toBeVisible();
    await page.getByLabel('Field Name').fill('how to use');
    await page.getByRole('button', { name: 'Add Field' }).click();
    await expect(page.getByText('Field already exists.', { exact: true })).toBeVisible();
    await page
      .getByLabel('Images')
      .setInputFiles([await pngFile('a.png', '#f4a6b8'), await pngFile('b.png', '#a6d8f4')]);
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(
      page.getByText('Product created successfully! Redirecting...', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/, { timeout: 5000 });

    await page.getByLabel('Search products').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('$19.50');
    await expect(row).toContainText('0.2 kg');
    await expect(row.locator('img')).toHaveCount(1);

    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('img', { name: /Current image/ })).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove current image 1' }).click();
    await page.getByLabel('Price').fill('21');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(
      page.getByText('Product updated successfully! Redirecting...', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/, { timeout: 5000 });
    await page.getByLabel('Search products').fill(name);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('$21.00');

    const confirm = acceptNextDialog(page);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    expect(await confirm).toBe('Are you sure you want to delete this product? This action cannot be undone.');
    await expect(page.getByText('No Products Found', { exact: true })).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('creates, renames and deletes a category', async ({ page }) => {
    const name = `E2E Cat ${unique()}`;
    await signInAsAdmin(page, '/admin/categories');
    await page.getByRole('button', { name: 'Add Category' }).first().click();
    await page.getByLabel('Category Name').fill(name);
    await page.getByRole('button', { name: 'Create Category' }).click();
    await expect(page.getByText('Category created successfully!', { exact: true })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('No description');
    await expect(row).toContainText('N/A');
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByLabel('Category Name').fill(`${name} Renamed`);
    await page.getByLabel('Description').fill('Renamed by the test');
    await page.getByRole('button', { name: 'Update Category' }).click();
    await expect(page.getByText('Category updated successfully!', { exact: true })).toBeVisible();
    const renamed = page.getByRole('row', { name: new RegExp(`${name} Renamed`) });
    await expect(renamed).toContainText('Renamed by the test');
    void acceptNextDialog(page);
    await renamed.getByRole('button', { name: `Delete ${name} Renamed` }).click();
    await expect(page.getByText('Category deleted successfully!', { exact: true })).toBeVisible();
    await expect(renamed).toHaveCount(0);
    // Messages clear after 3 s.
    await expect(page.getByText('Category deleted successfully!', { exact: true })).toHaveCount(0, {
      timeout: 5000,
    });
  });

  test('changes an order status inline and in the details modal; the dashboard moves after a new order', async ({
    page,
    request,
  }) => {
    const email = `e2e-${unique()}@example.com`;
    await adminToken(request);
    const products = (await (await request.get('/api/Products/getAllProducts')).json()).data as {
      id: number;
      stockQuantity: number;
    }[];
    const product = products.find((p) => p.stockQuantity > 5)!;

    await signInAsAdmin(page, '/admin');
    const ordersValue = page.getByRole('group', { name: 'Orders', exact: true }).getByTestId('stat-value');
    await expect(ordersValue).toHaveText(/\d/);
    const before = Number((await ordersValue.textContent())!.replace(/,/g, ''));
    const orderId = await placeOrder(request, product.id, email);
    await page.reload();
    await expect(ordersValue).toHaveText((before + 1).toLocaleString('en-US'));
    await expect(page.getByRole('region', { name: 'Recent Orders', exact: true })).toContainText(orderId);

    await page.goto('/admin/orders');
    await page.getByLabel('Search orders').fill(email);
    const row = page.getByRole('row', { name: new RegExp(orderId) });
    await expect(row).toContainText('Pending');
    await row.getByLabel(`Status of order ${orderId}`).selectOption('processing');
    await expect(page.getByText(`Order ${orderId} is now Processing.`, { exact: true })).toBeVisible();
    await expect(row).toContainText('Processing');
    // Shipped from the table first asks for the carrier and number; Cancel changes nothing.
    await row.getByLabel(`Status of order ${orderId}`).selectOption('shipped');
    const ship = page.getByRole('dialog', { name: `Ship order ${orderId}` });
    await expect(ship.getByLabel('Tracking number (optional)')).toBeVisible();
    await ship.getByRole('button', { name: 'Cancel' }).click();
    await expect(ship).toBeHidden();
    await expect(row).toContainText('Processing');
    await expect(row.getByLabel(`Status of order ${orderId}`)).toHaveValue('processing');

    await row.getByRole('button', { name: `View order ${orderId}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('E2E Shopper');
    await dialog.getByLabel('Order status').selectOption('shipped');
    // Shipped asks who carries it and the number (the store never makes one up).
    await dialog.getByLabel('Carrier (optional)').selectOption('dhl');
    await dialog.getByLabel('Tracking number (optional)').fill('JD014600006281234567');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(dialog).toContainText('Tracking number: JD014600006281234567');
    await expect(dialog).toContainText('Carrier: DHL');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(row).toContainText('Shipped');
  });

  test('adds, edits, deactivates and deletes an admin; a superadmin cannot be deleted', async ({
    page,
    browser,
  }) => {
    const email = `helper-${unique()}@example.com`;
    await signInAsAdmin(page, '/admin/settings');
    const me = page.getByRole('row', { name: new RegExp(ADMIN.email) });
    await expect(me).toContainText('Super Admin');
    await expect(me.getByRole('button', { name: /Delete/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Admin User' }).click();
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await page.getByLabel('Name').fill('Helper Person');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('Email already exists', { exact: true })).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('helper-pass');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('Admin user created successfully!', { exact: true })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('Never');
    await expect(row).toContainText('Active');

    // The helper signs in elsewhere; deactivating them locks that session out.
    const other = await browser.newContext();
    const login = await other.request.post('/api/Auth/login', { data: { email, password: 'helper-pass' } });
    const token = (await login.json()).data.token as string;
    const authz = { authorization: `Bearer ${token}` };
    expect((await other.request.get('/api/User/getAllUsers', { headers: authz })).status()).toBe(200);

    await row.getByRole('button', { name: 'Edit Helper Person' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await page.getByLabel('Name').fill('Helper Renamed');
    await page.getByLabel('Status').selectOption('inactive');
    await page.getByRole('button', { name: 'Update User' }).click();
    await expect(page.getByText('Admin user updated successfully!', { exact: true })).toBeVisible();
    await expect(row).toContainText('Helper Renamed');
    await expect(row).toContainText('Inactive');
    expect((await other.request.get('/api/User/getAllUsers', { headers: authz })).status()).toBe(401);
    await other.close();

    const confirm = acceptNextDialog(page);
    await row.getByRole('button', { name: 'Delete Helper Renamed' }).click();
    expect(await confirm).toBe(
      'Are you sure you want to delete this admin user? This action cannot be undone.',
    );
    await expect(page.getByText('Admin user deleted successfully!', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('every admin page has no serious or critical axe violations', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page, '/admin');
    for (const path of [
      '/admin',
      '/admin/products',
      '/admin/products/new',
      '/admin/categories',
      '/admin/orders',
      '/admin/settings',
      '/admin/inbox',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxe(page);
    }
    await page.goto('/admin/products');
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByLabel('Product Name')).not.toHaveValue('');
    await expectNoSeriousAxe(page);
  });
});
