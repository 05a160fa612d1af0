import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { ADMIN, expect, signInAsAdmin, test } from './fixtures';

/**
 * Two-factor sign-in from Settings → Security, signing in with an authenticator code and with a
 * recovery code, and Settings → Activity for a superadmin (docs/product.md#security). The codes
 * are made here with the same library the server checks them with.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/sg-shots';
fs.mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A code for the step `stepsAhead` from now: the code that turned it on used this step's. */
const code = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function createStaff(request: APIRequestContext) {
  const login = await request.post('/api/Auth/login', { data: ADMIN });
  const token = (await login.json()).data.token as string;
  const staff = {
    fullName: 'Ji-woo Han',
    email: `staff-${Date.now().toString(36)}@seoulglow.example`,
    password: 'staff-password-1',
  };
  const created = await request.post('/api/User/createUser', {
    data: staff,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(200);
  return staff;
}

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

async function logout(page: Page) {
  await page
    .getByRole('button', { name: /logout/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('two-factor sign-in', () => {
  test('set up from Settings → Security, then sign in with a code and with a recovery code', async ({
    page,
    request,
  }) => {
    // Three sign-ins and four screenshots at two widths.
    test.setTimeout(90_000);
    const staff = await createStaff(request);
    await passwordStep(page, staff.email, staff.password);
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto('/admin/settings/security');
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await card.getByLabel('Current password').fill(staff.password);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.locator('dt:has-text("Key") + dd').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByText(/^otpauth:\/\/totp\/Seoul%20Glow:/)).toBeVisible();
    await shoot(page, 'two-factor-setup');

    await page.getByLabel('6-digit code').fill(await code(secret));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = await codes.first().innerText();
    await shoot(page, 'two-factor-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
    await expect(page.getByText(/10 recovery codes left/)).toBeVisible();

    // Signing in now asks for the code after the password.
    await logout(page);
    await passwordStep(page, staff.email, staff.password);
    await expect(page.getByLabel('Authentication code')).toBeVisible();
    await shoot(page, 'two-factor-sign-in');
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not valid. Please try again.');
    await page.getByLabel('Authentication code').fill(await code(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // A lost phone: a recovery code signs in once.
    await logout(page);
    await passwordStep(page, staff.email, staff.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/settings/security');
    await expect(page.getByText(/9 recovery codes left/)).toBeVisible();
  });
});

test.describe('Settings → Activity', () => {
  test('a superadmin sees who did what, filters it, and a plain admin has no such tab', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const staff = await createStaff(request);
    // A failed and a good sign-in of the new admin, to find in the log.
    await passwordStep(page, staff.email, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/settings');
    const tabs = page.getByRole('navigation', { name: 'Settings' });
    await expect(tabs.getByRole('link', { name: 'Security' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Activity' })).toHaveCount(0);
    await logout(page);

    await signInAsAdmin(page, '/admin/settings');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/activity$/);
    const table = page.getByRole('region', { name: 'Activity table' });
    await expect(table.getByText('Create or update an admin user').first()).toBeVisible();
    await expect(table.getByText(`email: ${staff.email}`)).toBeVisible();

    await page.getByLabel('Who').selectOption({ label: staff.email });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByText('Sign in with email and password')).toHaveCount(2);
    await expect(table.getByText('Failed · 401')).toBeVisible();
    await shoot(page, 'activity-filtered');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Area').selectOption({ label: 'Admin users' });
    await expect(table.getByText('Sign in with email and password')).toHaveCount(0);
    await expect(table.getByText('Create or update an admin user').first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await shoot(page, 'activity');
    await page.goto('/admin/settings');
    await expect(
      page.getByRole('region', { name: 'Admin users table' }).getByText('2FA off').first(),
    ).toBeVisible();
    await shoot(page, 'admin-users');
  });
});
