import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The assistant as an adviser (docs/product.md#the-beauty-assistant), on a laptop and a phone: a
// how-to question gets the Skincare Guide's short answer and a link to the article, and the link
// opens the article's page.

function panel(page: Page) {
  return page.getByRole('dialog', { name: 'AI Beauty Expert' });
}

// Each test speaks from its own address (the e2e server trusts X-Forwarded-For), so the daily
// chat limit of one never runs into another's.
test.beforeEach(async ({ page }, info) => {
  const n = (info.title.length * 11 + info.retry + (info.project.name === 'phone' ? 131 : 7)) % 250;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${n + 1}` });
});

test.describe('the assistant advises from the Skincare Guide @phone', () => {
  test('a how-to question: the short answer, no product, and the article one tap away', async ({
    page,
  }, info) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with our AI beauty expert' }).click();
    await expect(panel(page)).toBeVisible();
    const input = panel(page).getByLabel('Message the beauty expert');
    await input.fill('How often should I reapply sunscreen?');
    await input.press('Enter');

    const answer = panel(page).getByTestId('bot-message').nth(1);
    await expect(answer).toContainText('Reapply every two hours outdoors', { timeout: 15_000 });
    await expect(answer.getByRole('list', { name: 'Recommended products' })).toHaveCount(0);
    const articles = answer.getByRole('list', { name: 'From the Skincare Guide' });
    const link = articles.getByRole('link', { name: /When to reapply sunscreen/ });
    await expect(link).toHaveAttribute('href', '/guide/reapplying-sunscreen');
    await page.screenshot({ path: `/tmp/sg-assistant-advice-${info.project.name}.png` });

    await link.click();
    await expect(page).toHaveURL(/\/guide\/reapplying-sunscreen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'When to reapply sunscreen' })).toBeVisible();
    await expect(panel(page)).toBeHidden();
    await page.screenshot({ path: `/tmp/sg-assistant-advice-article-${info.project.name}.png` });
  });
});
