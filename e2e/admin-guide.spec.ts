import { expect, signInAsAdmin, test } from './fixtures';

const unique = () => Math.random().toString(36).slice(2, 8);

/**
 * Admin → Guide (docs/product.md#the-skincare-guide): the team's articles are listed, a new one is
 * refused while its wording makes a drug claim (the message beneath the field), saved once it is
 * cosmetic, shown in the store, and gone from it again when unpublished.
 */
test('an admin adds, corrects and unpublishes a guide article', async ({
  page,
  request,
  consoleProblems,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Guide' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Skincare Guide' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Guide articles table' });
  await expect(table.getByText('/guide/double-cleansing')).toBeVisible();

  await page.getByRole('link', { name: 'Add Article' }).first().click();
  const slug = `e2e-night-${unique()}`;
  await page.getByLabel('Title').fill('Cleansing at night, step by step');
  await page.getByLabel('Address (slug)').fill(slug);
  await page.getByLabel('Topic').selectOption('routine');
  const summary = page.getByLabel('Short answer');
  await summary.fill('A cleansing balm treats acne while it lifts sunscreen and makeup.');
  await page
    .getByLabel('Text', { exact: true })
    .fill(
      'Start with a balm or oil on dry skin to lift sunscreen and makeup.\n\nFollow with a gentle cleanser, pat dry and go on with your routine.',
    );
  await page.getByLabel('Other ways to ask').fill('how do i cleanse at night');
  await page.getByLabel('Published (shown in the store and used by the assistant)').check();
  await page.getByRole('button', { name: 'Add Article' }).click();
  await expect(page.getByText(/"treats acne" reads as a drug claim/)).toBeVisible();
  await expect(summary).toHaveAttribute('aria-invalid', 'true');
  expect((await request.get(`/api/Guide/articles/${slug}`)).status()).toBe(404);

  await summary.fill('A cleansing balm lifts sunscreen and makeup; a gentle cleanser takes the rest away.');
  await page.getByRole('button', { name: 'Add Article' }).click();
  await expect(page.getByText('Article added')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/guide$/, { timeout: 10_000 });
  expect((await request.get(`/api/Guide/articles/${slug}`)).status()).toBe(200);

  const row = page.getByRole('row').filter({ hasText: `/guide/${slug}` });
  await expect(row.getByText('Published')).toBeVisible();
  await row.getByRole('button', { name: 'Unpublish Cleansing at night, step by step' }).click();
  await expect(row.getByText('Draft')).toBeVisible();
  expect((await request.get(`/api/Guide/articles/${slug}`)).status()).toBe(404);
  await page.screenshot({ path: test.info().outputPath('admin-guide.png'), fullPage: true });
  expect(consoleProblems).toEqual([]);
});
