import { test as base, expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'e2e-admin@seoulglow.example', password: 'e2e-admin-password' };

type Navigation = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' } | undefined;

/**
 * After a navigation that waits for the page to load, waits until React has hydrated it: the
 * app's code is fetched after the first paint (docs/decisions/0023-scripts-load-after-the-first-paint.md),
 * so a page can be loaded while its buttons have no handlers yet. Answers that are not the app
 * (JSON, images) have nothing to wait for. A test that passes another waitUntil is on its own.
 */
async function afterHydration(page: Page, options: Navigation): Promise<void> {
  if (options?.waitUntil && options.waitUntil !== 'load' && options.waitUntil !== 'networkidle') return;
  await waitForHydration(page);
}

/** Waits until React has hydrated the page (for pages the `page` fixture did not open). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' ||
      !document.querySelector('script[type="text/x-deferred-module"]'),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * `page` whose goto and reload wait for hydration (above); `consoleProblems` collects console
 * errors and warnings (hydration mismatches among them) for a test to assert on.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await afterHydration(page, options);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await afterHydration(page, options);
      return response;
    };
    await use(page);
  },
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

/**
 * The next dialog's message, the dialog accepted as it opens. A dialog blocks its page until it is
 * handled, so it is answered inside the listener: awaiting `waitForEvent('dialog')` and then
 * calling accept() once hung a CI run for the whole test timeout.
 */
export function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}
