import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MESSAGES } from '@seoul-glow/shared';
import { OCR_MAX_SIDE, OcrError, OcrService } from './ocr.service';
import { ocrAppError } from './ocr-errors';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><text x="10" y="50">Water</text></svg>',
);
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#fdfaf3' } })
    .png()
    .toBuffer();

async function reasonOf(work: Promise<unknown>): Promise<string> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OcrError);
  return (err as OcrError).reason;
}

describe('OcrService', () => {
  it('refuses an SVG by its decoded format, whatever the file is called', async () => {
    const reader = new OcrService({ read: () => Promise.resolve('never') });
    expect(await reasonOf(reader.recognize(SVG))).toBe('wrong-type');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(await reasonOf(reader.recognize(gif))).toBe('wrong-type');
    const refusal = ocrAppError(new OcrError('wrong-type', 'svg'))!;
    expect(refusal.status).toBe(415);
    expect(refusal.errors).toEqual([MESSAGES.chat.ocrFailed, MESSAGES.chat.ocrWrongType]);
  });

  it('downscales a large photo before OCR reads it', async () => {
    const seen: { width?: number; height?: number; format?: string }[] = [];
    const reader = new OcrService({
      read: async (image) => {
        seen.push(await sharp(image).metadata());
        return 'INGREDIENTS: Water';
      },
    });
    expect(await reader.recognize(await png(6000, 4500))).toBe('INGREDIENTS: Water');
    expect(seen[0]).toMatchObject({ format: 'png', width: OCR_MAX_SIDE, height: 1500 });
  });

  it('refuses at once when the queue is full, with a 429 and Retry-After', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const reader = new OcrService({ maxQueue: 1, read: () => held.then(() => 'text') });
    const photo = await png(40, 40);
    const running = reader.recognize(photo);
    const waiting = reader.recognize(photo);
    expect(await reasonOf(reader.recognize(photo))).toBe('busy');
    release();
    expect(await Promise.all([running, waiting])).toEqual(['text', 'text']);
    // Room again once the queue drained.
    expect(await reader.recognize(photo)).toBe('text');

    const busy = ocrAppError(new OcrError('busy', 'full'))!;
    expect(busy.status).toBe(429);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a timeout, waiting included, as a 503 with Retry-After', async () => {
    const reader = new OcrService({ timeoutMs: 200, read: () => new Promise<string>(() => undefined) });
    const photo = await png(40, 40);
    const [stuck, queued] = await Promise.all([
      reasonOf(reader.recognize(photo)),
      reasonOf(reader.recognize(photo)),
    ]);
    expect([stuck, queued]).toEqual(['timeout', 'timeout']);
    const slow = ocrAppError(new OcrError('timeout', 'slow'))!;
    expect(slow.status).toBe(503);
    expect(slow.errors).toEqual([MESSAGES.chat.ocrFailed, MESSAGES.chat.ocrTimedOut]);
    expect(Number(slow.headers['retry-after'])).toBeGreaterThan(0);
  });
});
