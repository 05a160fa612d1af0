/**
 * Photos sent to the assistant (ingredient labels, skin photos: one endpoint) are read in memory
 * and never stored (docs/product.md#security): no table changes but the rate-limit counters, and
 * no file anywhere under DATA_DIR or the temporary directory holds the photo's bytes afterwards.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { multipart } from './admin-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function tableChecksums(): Promise<Record<string, string>> {
  const { rows } = await t.database.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'rate_limits'`,
  );
  const sums: Record<string, string> = {};
  for (const { table_name } of rows) {
    const { rows: r } = await t.database.pool.query<{ sum: string }>(
      `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS sum FROM "${table_name}" x`,
    );
    sums[table_name] = r[0]!.sum;
  }
  return sums;
}

/** Every file under `dir` changed since `since` (bounded depth: the temporary directory is shared). */
async function filesChangedSince(dir: string, since: number, depth: number): Promise<string[]> {
  const found: string[] = [];
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory() && depth > 0) found.push(...(await filesChangedSince(full, since, depth - 1)));
    else if (e.isFile()) {
      const stat = await fs.stat(full).catch(() => null);
      if (stat && stat.mtimeMs >= since && stat.size < 50 * 1024 * 1024) found.push(full);
    }
  }
  return found;
}

describe('photos sent to the assistant', () => {
  it('leave no row and no file behind', { timeout: 60_000 }, async () => {
    // A photo with bytes no other file has: random noise, as a phone camera's JPEG would be.
    const noise = Buffer.from(Array.from({ length: 160 * 120 * 3 }, () => Math.floor(Math.random() * 256)));
    const photo = await sharp(noise, { raw: { width: 160, height: 120, channels: 3 } })
      .jpeg()
      .toBuffer();
    const before = await tableChecksums();
    const started = Date.now() - 1000;

    for (const name of ['skin.jpg', 'label.jpg']) {
      const body = multipart({}, [{ field: 'file', name, type: 'image/jpeg', data: photo }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Chat/extractText',
        payload: body.payload,
        headers: body.headers,
      });
      expect([200, 500].includes(res.statusCode), res.body).toBe(true);
    }

    expect(await tableChecksums()).toEqual(before);
    const sample = photo.subarray(photo.length / 2, photo.length / 2 + 64);
    const changed = [
      ...(await filesChangedSince(t.config.dataDir, started, 6)),
      ...(await filesChangedSince(os.tmpdir(), started, 2)),
    ];
    for (const file of changed) {
      const bytes = await fs.readFile(file).catch(() => Buffer.alloc(0));
      expect(bytes.includes(sample), file).toBe(false);
    }
  });
});
