import sharp from 'sharp';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

// The assistant acting in the store (docs/product.md#the-beauty-assistant), on a laptop and a
// phone: products from the live catalog, a cheaper one, a cart action the badge shows, a
// comparison table, a label remembered for the next question, and an agent's cart link.

function panel(page: Page) {
  return page.getByRole('dialog', { name: 'AI Beauty Expert' });
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Chat with our AI beauty expert' }).click();
  await expect(panel(page)).toBeVisible();
}

/** Sends a message and waits for the answer to have arrived whole (the input is enabled again). */
async function say(page: Page, text: string) {
  const input = panel(page).getByLabel('Message the beauty expert');
  await expect(input).toBeEnabled();
  const answers = await panel(page).getByTestId('bot-message').count();
  await input.fill(text);
  await input.press('Enter');
  await expect(panel(page).getByTestId('bot-message')).toHaveCount(answers + 1, { timeout: 15_000 });
  await expect(input).toBeEnabled({ timeout: 15_000 });
  return panel(page).getByTestId('bot-message').last();
}

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: `/tmp/sg-assistant-${name}-${info.project.name}.png` });
}

/** A printed ingredient label with fragrance and drying alcohol, drawn with Liberation Sans. */
async function labelPhoto(): Promise<Buffer> {
  const lines = [
    'INGREDIENTS:',
    'Water, Alcohol Denat., Glycerin,',
    'Niacinamide, Parfum, Linalool,',
    'Sodium Hyaluronate.',
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

// Each test speaks from its own address (the e2e server trusts X-Forwarded-For), so the daily
// chat limit of one never runs into another's.
test.beforeEach(async ({ page }, info) => {
  const n = (info.title.length * 7 + info.retry + (info.project.name === 'phone' ? 101 : 1)) % 250;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${n + 1}` });
});

test.describe('the assistant acts in the store @phone', () => {
  test('a sunscreen for oily skin, then cheaper, then add it: the cart badge shows it', async ({
    page,
  }, info) => {
    await page.goto('/');
    await openChat(page);
    const first = await say(page, 'a sunscreen for oily skin');
    const cards = first.getByRole('list', { name: 'Recommended products' });
    // The gel sun cream is made for oily skin; the text names its pick once, the rest are cards.
    await expect(cards.getByRole('listitem').first()).toContainText('Aqua Gel Sun Cream');
    await expect(first).toContainText(/For oily skin, my top sunscreen is the Aqua Gel Sun Cream/);

    // The next cheaper sunscreen that suits oily skin: another product, shown as its own card.
    const cheaper = await say(page, 'cheaper?');
    const cheaperCards = cheaper.getByRole('list', { name: 'Recommended products' });
    await expect(cheaperCards.getByRole('listitem').first()).toContainText('Daily Mild Sun Stick');
    await expect(cheaperCards).not.toContainText('Aqua Gel Sun Cream');
    await expect(cheaper).toContainText(
      'The next one down in price is the Daily Mild Sun Stick SPF 50+ PA++++ at $16.00, $3.00 less than the Aqua Gel Sun Cream SPF 50+ PA++++',
    );

    // "it" is the cheaper one now on screen.
    const added = await say(page, 'add it');
    await expect(added.getByTestId('cart-actions')).toContainText(
      'Added 1 × Daily Mild Sun Stick SPF 50+ PA++++ to your cart',
    );
    await shot(page, info, 'cart-action');
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(1);

    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('compares two products side by side and adds one from the table', async ({ page }, info) => {
    await page.goto('/products');
    await openChat(page);
    const toners = await say(page, 'show me your toners');
    await expect(
      toners.getByRole('list', { name: 'Recommended products' }).getByRole('listitem'),
    ).toHaveCount(2);
    const compared = await say(page, 'compare the first two');
    const table = compared.getByTestId('comparison-card');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await expect(table.getByRole('rowheader', { name: 'Price per ml/g' })).toBeVisible();
    await expect(compared).toContainText('Lowest price: Heartleaf Soothing Mist Toner');
    await table.scrollIntoViewIfNeeded();
    await shot(page, info, 'comparison');
    await table.getByRole('button', { name: 'Add Heartleaf Soothing Mist Toner to cart' }).click();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(cart).toHaveLength(1);
  });

  test('reads a label photo, then answers about sensitive skin from what the label held', async ({
    page,
  }, info) => {
    await page.goto('/');
    await openChat(page);
    await panel(page)
      .getByTestId('chat-photo-input')
      .setInputFiles({ name: 'label.jpg', mimeType: 'image/jpeg', buffer: await labelPhoto() });
    const label = panel(page).getByTestId('label-card');
    await expect(label).toContainText('Niacinamide', { timeout: 20_000 });
    await expect(panel(page).getByTestId('bot-message').last()).toContainText(/I read this label/);
    const checked = await say(page, 'is this ok for sensitive skin?');
    await expect(checked).toContainText(/sensitive skin/i);
    await expect(checked).toContainText(/Parfum|Linalool/);
    await expect(checked).toContainText(/Alcohol Denat/);
    await shot(page, info, 'label-check');
  });

  test('an agent’s cart link (create_cart over MCP) fills the cart when opened', async ({ page }) => {
    const found = await page.request.get('/api/Products/search?q=toner&pageSize=2&inStock=1');
    const items = ((await found.json()).data.items as { id: number; name: string }[]).slice(0, 2);
    expect(items).toHaveLength(2);
    const call = await page.request.post('/api/mcp', {
      headers: { accept: 'application/json, text/event-stream' },
      data: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: {
          name: 'create_cart',
          arguments: {
            items: [
              { productId: items[0]!.id, quantity: 2 },
              { productId: items[1]!.id, quantity: 1 },
            ],
          },
        },
      },
    });
    expect(call.status()).toBe(200);
    const { url } = (await call.json()).result.structuredContent as { url: string };
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cart\?items=/);
    await page.goto(url);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByText('3 items in your cart')).toBeVisible();
    for (const item of items) await expect(page.getByRole('link', { name: item.name }).first()).toBeVisible();
  });
});
