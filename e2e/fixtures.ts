import { test as base, expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'e2e-admin@seoulglow.example', password: 'e2e-admin-password' };

/** Collects console errors and warnings (hydration mismatches among them) for a test to assert on. */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await use(problems);
  },
});

export { expect };

export async function signInAsAdmin(page: Page, path = '/admin') {
  await page.goto(path);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  // Signed in once the sign-in page has sent us on (the session is stored by then).
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 15_000 });
}
