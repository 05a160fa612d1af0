import { ADMIN, expect, signInAsAdmin, test } from './fixtures';

test.describe('admin sign-in and guard', () => {
  test('an anonymous visit to an admin page goes to sign-in and comes back after it', async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Forders$/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('auth_user') ?? 'null'),
      token: localStorage.getItem('auth_token'),
    }));
    expect(stored.user).toMatchObject({ email: ADMIN.email, role: 'superadmin' });
    expect(stored.token).toBeTruthy();
  });

  test('a wrong password shows the server error and stays on the page', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('the password can be shown and hidden, and a support mail link is offered', async ({ page }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.locator('a[href^="mailto:"]')).toBeVisible();
  });

  test('a signed-in admin is sent on from the sign-in page, sees the layout and can log out', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);

    const nav = page.getByRole('navigation').filter({ hasText: 'Dashboard' }).first();
    for (const name of ['Dashboard', 'Products', 'Categories', 'Orders', 'Settings']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'View Store' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: /add product/i })).toHaveAttribute(
      'href',
      '/admin/products/new',
    );

    await page.getByRole('button', { name: /logout/i }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('an expired stored session clears browser storage at startup', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem(
        'auth_user',
        JSON.stringify({
          id: 1,
          email: 'a@b.co',
          name: 'A',
          role: 'admin',
          expiryTime: '2020-01-01T00:00:00Z',
        }),
      );
      localStorage.setItem('auth_token', 'stale');
      localStorage.setItem('cart', JSON.stringify([{ productId: 1, quantity: 1 }]));
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('a signed-in non-admin is sent to the store', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const future = new Date(Date.now() + 3600_000).toISOString();
      localStorage.setItem(
        'auth_user',
        JSON.stringify({ id: 9, email: 'c@d.co', name: 'C', role: 'customer', expiryTime: future }),
      );
      localStorage.setItem('auth_token', 'tok');
    });
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/$/);
  });
});
