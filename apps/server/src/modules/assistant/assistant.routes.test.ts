import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIMITS, MESSAGES } from '@seoul-glow/shared';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function chat(clientId: string, ip: string, content = 'What does niacinamide do?') {
  return t.app.inject({
    method: 'POST',
    url: '/api/Chat/message',
    payload: { messages: [{ role: 'user', content }], clientId },
    remoteAddress: ip,
  });
}

/** A printed ingredient label, drawn with Liberation Sans (CI installs fonts-liberation). */
async function labelImage(): Promise<Buffer> {
  const lines = [
    'INGREDIENTS:',
    'Water, Glycerin, Niacinamide,',
    'Sodium Hyaluronate, Retinol,',
    'Glycolic Acid, Centella Asiatica',
    'Extract, Panthenol, Fragrance.',
  ];
  const text = lines
    .map(
      (l, i) =>
        `<text x="40" y="${80 + i * 56}" font-family="Liberation Sans" font-size="38" fill="#111">${l}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="380"><rect width="100%" height="100%" fill="#fdfaf3"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

function multipart(file: Buffer, fileName: string, type: string) {
  const boundary = '----sgtest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /api/Chat/message', () => {
  it('answers with the built-in expert when no AI endpoint is configured', async () => {
    const res = await chat('expert-client-0001', '10.2.0.1', 'Can I use retinol with glycolic acid?');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.reply).toMatch(/Caution/);
    expect(data.suggestions).toHaveLength(3);
    expect(data.remaining).toBe(LIMITS.dailyChatMessages - 1);
  });

  it('refuses the 16th message of a client id in a day with 429 and the exact text, not its neighbours', async () => {
    for (let i = 1; i <= LIMITS.dailyChatMessages; i++) {
      const res = await chat('limit-client-0001', '10.3.0.1');
      expect(res.statusCode, `message ${i}`).toBe(200);
      expect(res.json().data.remaining).toBe(LIMITS.dailyChatMessages - i);
    }
    const refused = await chat('limit-client-0001', '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ succeeded: false, errors: [MESSAGES.chat.limitText] });
    // The same client from another address is still refused (the id is counted)...
    expect((await chat('limit-client-0001', '10.3.0.2')).statusCode).toBe(429);
    // ...while a second shopper on the same address still gets all 15 of their own (a minute
    // later, as far as the per-minute burst limit of the address can tell).
    await t.database.pool.query(`DELETE FROM rate_limits WHERE key LIKE 'chat-message:%'`);
    for (let i = 1; i <= LIMITS.dailyChatMessages; i++) {
      const res = await chat('same-office-client-02', '10.3.0.1');
      expect(res.statusCode, `second client, message ${i}`).toBe(200);
      expect(res.json().data.remaining).toBe(LIMITS.dailyChatMessages - i);
    }
    expect((await chat('same-office-client-02', '10.3.0.1')).statusCode).toBe(429);
  });

  it('stops one network address at its daily ceiling with a plain 429, whoever asks', async () => {
    const day = new Date().toISOString().slice(0, 10);
    await t.database.pool.query(`INSERT INTO chat_usage (client_key, day, count) VALUES ($1, $2, $3)`, [
      'ip:10.4.0.1',
      day,
      LIMITS.dailyChatMessagesPerAddress - 1,
    ]);
    const last = await chat('campus-client-0001', '10.4.0.1');
    expect(last.statusCode).toBe(200);
    expect(last.json().data.remaining).toBe(LIMITS.dailyChatMessages - 1);
    const refused = await chat('campus-client-0002', '10.4.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ succeeded: false, errors: [MESSAGES.generic.rateLimited] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The refused shopper's own count did not move: from another address they have all 15.
    const elsewhere = await chat('campus-client-0002', '10.4.0.2');
    expect(elsewhere.json().data.remaining).toBe(LIMITS.dailyChatMessages - 1);
  });

  it('rejects an empty message, a bad client id and a last turn from the assistant', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/Chat/message',
      payload: { messages: [{ role: 'user', content: '   ' }], clientId: 'valid-client-01' },
    });
    expect(empty.statusCode).toBe(400);
    const badId = await t.app.inject({
      method: 'POST',
      url: '/api/Chat/message',
      payload: { messages: [{ role: 'user', content: 'hi' }], clientId: 'x' },
    });
    expect(badId.statusCode).toBe(400);
    const lastBot = await t.app.inject({
      method: 'POST',
      url: '/api/Chat/message',
      payload: { messages: [{ role: 'assistant', content: 'hi' }], clientId: 'valid-client-01' },
    });
    expect(lastBot.statusCode).toBe(400);
  });
});

describe('POST /api/Chat/extractText', () => {
  it('reads a printed ingredient label offline and lists the ingredients with cautions', async () => {
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Chat/extractText',
      ...multipart(await labelImage(), 'label.jpg', 'image/jpeg'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as {
      text: string;
      ingredients: { name: string; caution?: string }[];
      warnings: string[];
    };
    expect(data.text).toMatch(/INGREDIENTS/i);
    const names = data.ingredients.map((i) => i.name);
    for (const expected of [
      'Glycerin',
      'Niacinamide',
      'Hyaluronic acid',
      'Retinol',
      'Glycolic acid (AHA)',
      'Centella asiatica (cica)',
      'Panthenol (vitamin B5)',
      'Fragrance (parfum)',
    ]) {
      expect(names).toContain(expected);
    }
    expect(data.ingredients.find((i) => i.name === 'Fragrance (parfum)')!.caution).toMatch(/irritation/);
    expect(data.warnings.join(' ')).toMatch(/retinol with AHAs/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('refuses a file that is not an image with a clear error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Chat/extractText',
      ...multipart(Buffer.from('%PDF-1.4 definitely not a picture'), 'notes.pdf', 'application/pdf'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0]).toBe(MESSAGES.chat.ocrFailed);
    expect(res.json().errors[1]).toMatch(/JPEG, PNG or WebP/);
  });

  it('refuses an SVG, even named and typed as a JPEG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><text x="10" y="50">Water</text></svg>',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Chat/extractText',
      ...multipart(svg, 'label.jpg', 'image/jpeg'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toEqual([MESSAGES.chat.ocrFailed, MESSAGES.chat.ocrWrongType]);
  });

  it('refuses a request without a file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Chat/extractText',
      payload: { file: 'nope' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0]).toBe(MESSAGES.chat.ocrFailed);
  });
});
