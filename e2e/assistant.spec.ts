import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/messages';
import { expect, test } from './fixtures';

function panel(page: Page) {
  return page.getByRole('dialog', { name: 'AI Beauty Expert' });
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Chat with our AI beauty expert' }).click();
  await expect(panel(page)).toBeVisible();
}

async function say(page: Page, text: string) {
  const input = panel(page).getByLabel('Message the beauty expert');
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
}

/** A printed ingredient list, drawn with Liberation Sans (installed on CI with fonts-liberation). */
async function labelPhoto(): Promise<Buffer> {
  const lines = [
    'INGREDIENTS:',
    'Water, Glycerin, Niacinamide,',
    'Sodium Hyaluronate, Retinol,',
    'Glycolic Acid, Fragrance.',
  ];
  const text = lines
    .map(
      (l, i) =>
        `<text x="40" y="${80 + i * 56}" font-family="Liberation Sans" font-size="38" fill="#111">${l}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="320"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

test.describe('AI beauty assistant', () => {
  test('opens from the launcher, the hero, every footer AI feature and the contact promo; closes by button, Escape and backdrop', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/');
    await openChat(page);
    await expect(panel(page).getByText(/I'm your K-beauty expert/)).toBeVisible();
    await expect(panel(page).getByLabel('Message the beauty expert')).toBeFocused();
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toBeHidden();

    await page.locator('main [data-chat-trigger="skin-analysis"]').first().click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText(/upload a product label and I’ll read its ingredients/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    const footerTriggers = page.getByRole('contentinfo').locator('[data-chat-trigger]');
    const count = await footerTriggers.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < count; i++) {
      await footerTriggers.nth(i).click();
      await expect(panel(page)).toBeVisible();
      // A click on the backdrop (outside the panel) closes it.
      await page.mouse.click(10, 10);
      await expect(panel(page)).toBeHidden();
    }

    await page.goto('/contact');
    await page.locator('main [data-chat-trigger]').first().click();
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole('button', { name: 'Expand chat' }).click();
    await expect(panel(page).getByRole('button', { name: 'Shrink chat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(consoleProblems).toEqual([]);
  });

  test('shows a routine card for "routine" and 4 tips for "tips"', async ({ page }) => {
    await page.goto('/products');
    await openChat(page);
    await say(page, 'What are the steps of an evening routine?');
    const routine = panel(page).getByTestId('routine-card').last();
    await expect(routine).toContainText('Evening Routine');
    await expect(routine.locator('li')).toHaveCount(6);

    await say(page, 'Any tips for glowing skin?');
    const tips = panel(page).getByTestId('tips-card').last();
    await expect(tips.locator('li')).toHaveCount(4);
  });

  test('recommends in-stock products as cards that go into the cart', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await say(page, 'My skin is very dry and flaky, what do you recommend?');
    const cards = panel(page)
      .getByRole('list', { name: 'Recommended products' })
      .last()
      .getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(3);
    const link = cards.first().getByRole('link').last();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/products\/\d+$/);
    const productId = Number(href!.split('/').pop());
    await cards
      .first()
      .getByRole('button', { name: /^Add .* to cart$/ })
      .click();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(cart).toEqual([{ productId, quantity: 1 }]);
  });

  test('a label photo shows what was read; a photo of skin is not read, and the 2-second step sums up what the shopper said', async ({
    page,
  }) => {
    await page.goto('/');
    await openChat(page);
    await panel(page)
      .getByTestId('chat-photo-input')
      .setInputFiles({ name: 'label.jpg', mimeType: 'image/jpeg', buffer: await labelPhoto() });
    await expect(panel(page).getByAltText('Your uploaded photo')).toBeVisible();
    const label = panel(page).getByTestId('label-card');
    await expect(label).toContainText('Niacinamide', { timeout: 20_000 });
    await expect(label).toContainText('Retinol');
    await expect(panel(page).getByText(/I read this label and found \d+ ingredients I know/)).toBeVisible();

    // A photo with no text on it (skin): no diagnosis from the picture, questions instead.
    const plain = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e8c4b0' } })
      .jpeg()
      .toBuffer();
    await panel(page)
      .getByTestId('chat-photo-input')
      .setInputFiles({ name: 'skin.jpg', mimeType: 'image/jpeg', buffer: plain });
    await expect(panel(page).getByText(/don't diagnose skin from pictures/)).toBeVisible({ timeout: 20_000 });
    await say(page, 'I get breakouts and my pores are clogged');
    await expect(panel(page).getByText('Putting your answer together...')).toBeVisible();
    const analysis = panel(page).getByTestId('analysis-card');
    await expect(analysis).toBeVisible({ timeout: 5_000 });
    await expect(analysis).toContainText('Acne & breakouts');
    await expect(analysis).toContainText('Salicylic acid');
    await expect(panel(page).getByText(/From what you told me, your main concern is acne/)).toBeVisible();
    await expect(panel(page).getByText(/shows signs of/)).toHaveCount(0);
  });

  test('warns at 3 or fewer messages left and locks the chat at the daily limit', async ({ page }) => {
    await page.addInitScript(() => {
      const d = new Date();
      const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('chat_daily_counter', JSON.stringify({ date: day, count: 12 }));
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    await openChat(page);
    await expect(panel(page).getByText('3 messages remaining today')).toBeVisible();
    await say(page, 'tips please');
    await expect(panel(page).getByText('2 messages remaining today')).toBeVisible();
    await say(page, 'morning routine');
    await expect(panel(page).getByText('1 messages remaining today')).toBeVisible();
    await say(page, 'more advice');
    await expect(panel(page).getByText(MESSAGES.chat.limitTitle)).toBeVisible();
    await expect(panel(page).getByText(MESSAGES.chat.limitText)).toBeVisible();
    await expect(panel(page).getByLabel('Message the beauty expert')).toBeDisabled();

    // Still locked after a reload.
    await page.reload();
    await openChat(page);
    await expect(panel(page).getByLabel('Message the beauty expert')).toBeDisabled();
  });

  test('a denied microphone shows the exact alert text', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    await openChat(page);
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await panel(page).getByRole('button', { name: 'Record a voice message' }).click();
    await expect.poll(() => alerts).toEqual([MESSAGES.chat.micDenied]);
    await expect(panel(page).getByRole('button', { name: 'Record a voice message' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a granted microphone sends the voice message, flagged as voice', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const stream = { getTracks: () => [{ stop: () => undefined }] };
      Object.defineProperty(navigator, 'mediaDevices', {
        configurable: true,
        value: { getUserMedia: () => Promise.resolve(stream) },
      });
      // No speech recognition: the canned message is sent.
      Object.defineProperty(window, 'webkitSpeechRecognition', { configurable: true, value: undefined });
      Object.defineProperty(window, 'SpeechRecognition', { configurable: true, value: undefined });
    });
    await openChat(page);
    await panel(page).getByRole('button', { name: 'Record a voice message' }).click();
    await panel(page).getByRole('button', { name: 'Stop recording and send' }).click();
    const mine = panel(page).getByTestId('user-message').last();
    await expect(mine).toContainText('Voice message');
    await expect(panel(page).getByTestId('routine-card').last()).toBeVisible();
  });

  test('the open panel with answers, cards and products has no serious or critical axe violations', async ({
    page,
  }) => {
    await page.goto('/');
    await openChat(page);
    await say(page, 'weekly routine');
    await expect(panel(page).getByTestId('routine-card')).toBeVisible();
    await say(page, 'What helps with sensitive skin and redness?');
    await expect(panel(page).getByRole('list', { name: 'Recommended products' }).first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('[data-testid="chat-panel"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });

  test('fills the screen on a phone, answers with product cards and closes @phone-only', async ({ page }) => {
    await page.goto('/products');
    await openChat(page);
    const viewport = page.viewportSize()!;
    // Poll: the panel pops in with a short scale animation.
    await expect
      .poll(async () => Math.round((await panel(page).locator('section').boundingBox())!.width))
      .toBe(viewport.width);
    await say(page, 'Recommend a sunscreen for oily skin');
    await expect(panel(page).getByRole('list', { name: 'Recommended products' }).first()).toBeVisible();
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat with our AI beauty expert' })).toBeFocused();
  });
});
