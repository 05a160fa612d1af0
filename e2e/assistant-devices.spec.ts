import type { Page } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/messages';
import { STORAGE_KEYS } from '../packages/shared/src/constants';
import { expect, test, waitForHydration } from './fixtures';

// The assistant's camera, speech recognition and the server-side daily limit as the browser meets
// them. Chromium's fake capture device stands in for a webcam (a real video stream in the page).

function panel(page: Page) {
  return page.getByRole('dialog', { name: 'AI Beauty Expert' });
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Chat with our AI beauty expert' }).click();
  await expect(panel(page)).toBeVisible();
}

test.describe('assistant camera on a laptop', () => {
  // The fake capture device comes from playwright.config.ts's launch flags.
  test.use({ permissions: ['camera'] });

  test('the webcam view takes a JPEG still that goes through label reading to the concern question', async ({
    page,
  }) => {
    // Records what the page uploads (Chromium does not hand multipart blobs to request events).
    await page.addInitScript(() => {
      const w = window as unknown as { sgUploads: { type: string; head: number[] }[] };
      w.sgUploads = [];
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        if (String(input).endsWith('/api/Chat/extractText') && init?.body instanceof FormData) {
          const file = init.body.get('file');
          if (file instanceof Blob) {
            const head = [...new Uint8Array(await file.slice(0, 3).arrayBuffer())];
            w.sgUploads.push({ type: file.type, head });
          }
        }
        return original(input, init);
      };
    });
    await page.goto('/');
    await openChat(page);
    await panel(page).getByRole('button', { name: 'Take a photo with the camera' }).click();
    const camera = page.getByRole('dialog', { name: 'Take a photo' });
    await expect(camera).toBeVisible();
    const capture = camera.getByRole('button', { name: 'Capture photo' });
    await expect(capture).toBeEnabled();
    await expect(capture).toBeFocused();
    await capture.click();
    await expect(camera).toBeHidden();
    await expect(panel(page).getByAltText('Your uploaded photo')).toBeVisible();
    // A picture with no label on it: the assistant says it does not diagnose from pictures and
    // asks about the shopper's skin instead (docs/product.md#the-beauty-assistant).
    await expect(panel(page).getByText(/don't diagnose skin from pictures/)).toBeVisible({
      timeout: 20_000,
    });
    // One multipart upload of a real JPEG: its type and the JPEG start-of-image marker.
    const uploads = await page.evaluate(() => (window as unknown as { sgUploads: unknown[] }).sgUploads);
    expect(uploads).toEqual([{ type: 'image/jpeg', head: [0xff, 0xd8, 0xff] }]);
  });

  test('Escape closes the camera view and keeps the chat open; the camera is released', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { sgStreams: MediaStream[] };
      w.sgStreams = [];
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await original(constraints);
        w.sgStreams.push(stream);
        return stream;
      };
    });
    await page.goto('/');
    await openChat(page);
    await panel(page).getByRole('button', { name: 'Take a photo with the camera' }).click();
    const camera = page.getByRole('dialog', { name: 'Take a photo' });
    await expect(camera.getByRole('button', { name: 'Capture photo' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(camera).toBeHidden();
    await expect(panel(page)).toBeVisible();
    const states = await page.evaluate(() =>
      (window as unknown as { sgStreams: MediaStream[] }).sgStreams.flatMap((st) =>
        st.getTracks().map((t) => t.readyState),
      ),
    );
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((st) => st === 'ended')).toBe(true);
  });
});

test('a camera that cannot be opened offers the photo upload instead', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  await openChat(page);
  await panel(page).getByRole('button', { name: 'Take a photo with the camera' }).click();
  const camera = page.getByRole('dialog', { name: 'Take a photo' });
  await expect(camera.getByRole('alert')).toContainText('The camera could not be opened');
  const chooser = page.waitForEvent('filechooser');
  await camera.getByRole('button', { name: 'Upload a photo' }).click();
  expect((await chooser).isMultiple()).toBe(false);
  await expect(camera).toBeHidden();
});

test('speech recognition: the transcript is sent instead of the canned voice message', async ({ page }) => {
  await page.addInitScript(() => {
    // The browser's recogniser, as Chrome exposes it; headless Chromium has no speech service.
    class FakeRecognition {
      lang = 'en-US';
      interimResults = false;
      continuous = true;
      onresult: ((e: { results: { transcript: string }[][] }) => void) | null = null;
      onerror: (() => void) | null = null;
      start() {
        setTimeout(() => this.onresult?.({ results: [[{ transcript: 'what helps with oily skin' }]] }), 50);
      }
      stop() {}
      abort() {}
    }
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
      Object.defineProperty(window, name, { configurable: true, value: FakeRecognition });
    }
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop: () => undefined }] }) },
    });
  });
  await page.goto('/');
  await openChat(page);
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/Chat/stream')) asked.push(req.postData() ?? '');
  });
  await panel(page).getByRole('button', { name: 'Record a voice message' }).click();
  await panel(page).getByRole('button', { name: 'Stop recording and send' }).click();
  await expect(panel(page).getByTestId('user-message').last()).toContainText('what helps with oily skin');
  await expect(panel(page).getByRole('list', { name: 'Recommended products' }).last()).toBeVisible();
  expect(asked.join('\n')).toContain('what helps with oily skin');
  expect(asked.join('\n')).not.toContain('Voice message: Can you help');
});

test("the server limit locks the chat even after the browser's own counter was cleared", async ({
  browser,
}) => {
  // Its own address (the e2e server trusts X-Forwarded-For), so other specs keep their quota.
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 20}` },
  });
  const clientId = `cleared-counter-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  // The browser keeps its shopper id but has lost the daily counter (storage edited by hand).
  await context.addInitScript(([key, id]) => window.localStorage.setItem(key, id), [
    STORAGE_KEYS.chatClientId,
    clientId,
  ] as const);
  const page = await context.newPage();
  try {
    // Fifteen counted messages of this shopper today, sent before the counter was cleared.
    for (let i = 0; i < 15; i++) {
      const res = await page.request.post('/api/Chat/message', {
        data: { clientId, messages: [{ role: 'user', content: 'hello' }] },
      });
      expect(res.status()).toBe(200);
    }
    // The browser's counter says 15 are left; the server knows better.
    await page.goto('/');
    await waitForHydration(page);
    await openChat(page);
    const input = panel(page).getByLabel('Message the beauty expert');
    await input.fill('What helps with dry skin?');
    await input.press('Enter');
    await expect(panel(page).getByText(MESSAGES.chat.limitTitle)).toBeVisible();
    await expect(input).toBeDisabled();
  } finally {
    await context.close();
  }
});
