import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertCategory, insertProduct } from '../../../test/admin-fixtures';
import { catalogChanged } from './catalog-cache';
import type { SearchThread } from './search-thread';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, done: () => boolean, ms = 20_000) {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(25);
  }
}

// The search computed on its own thread (ADR 0024) against the same search in process.
describe('search thread', () => {
  let threaded: TestApp;
  let inProcess: FastifyInstance;
  let thread: SearchThread;
  let ids: number[];

  const queries = [
    'q=cica',
    'q=snail+essence&sort=price_asc',
    'q=moisturizer+for+dry+skin',
    'q=serum&skinType=sensitive&concern=redness',
    'category=Skincare&sort=newest&page=2&pageSize=2',
    'q=cica&inStock=1',
    'q=zzzqqq',
    'freeFrom=fragrance&pageSize=3',
  ];
  const search = async (app: FastifyInstance, query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/Products/search?${query}` });
    expect(res.statusCode, query).toBe(200);
    return res.json<{ data: { items: { id: number; name: string }[]; total: number } }>();
  };

  beforeAll(async () => {
    threaded = await createTestApp({ searchThread: true });
    // The same database read by a second app without the thread: the answers must agree.
    inProcess = await buildApp(threaded.config, {
      database: { ...threaded.database, close: async () => undefined },
    });
    const skincare = await insertCategory(threaded, 'Skincare');
    ids = [];
    for (const [i, [name, stock]] of (
      [
        ['Cica Calming Cream', 12],
        ['Snail Mucin Essence', 0],
        ['Rice Water Toner', 5],
        ['Centella Serum', 8],
        ['Dry Skin Moisturizer Cream', 3],
      ] as const
    ).entries()) {
      const row = await insertProduct(threaded, skincare.id, {
        name,
        description: `${name}: a gentle cica and snail formula for dry, sensitive skin.`,
        priceCents: (10 + i * 7) * 100,
        stockQuantity: stock,
      });
      ids.push(row.id);
    }
    catalogChanged(threaded.database.db);
    thread = threaded.app.services.searchThread!;
    await until('the thread is ready', () => thread.running);
  });
  afterAll(async () => {
    await inProcess?.close();
    await threaded?.close();
  });

  it('answers exactly as the search in process does, and the thread computed them', async () => {
    const before = thread.answered;
    for (const query of queries) {
      expect(await search(threaded.app, query), query).toEqual(await search(inProcess, query));
    }
    expect(thread.answered - before).toBe(queries.length);
    expect(thread.fellBack).toBe(0);
  });

  it("sees this process's own catalog write in the very next search", async () => {
    await threaded.database.db
      .update(products)
      .set({ name: 'Yuzu Glow Toner' })
      .where(eq(products.id, ids[2]!));
    catalogChanged(threaded.database.db);
    const found = await search(threaded.app, 'q=yuzu');
    expect(found.data.items.map((p) => p.id)).toEqual([ids[2]]);
    expect(found.data.items[0]!.name).toBe('Yuzu Glow Toner');
  });

  it('keeps answering when the thread dies, then starts it again', async () => {
    const expected = await search(inProcess, 'q=cica');
    const fellBack = thread.fellBack;
    // Requests in flight when it dies are answered by the main thread.
    const inFlight = Array.from({ length: 5 }, () => search(threaded.app, 'q=cica'));
    await thread.crashForTest();
    for (const answer of await Promise.all(inFlight)) expect(answer).toEqual(expected);
    expect(thread.running).toBe(false);
    expect(await search(threaded.app, 'q=cica')).toEqual(expected);
    expect(thread.fellBack).toBeGreaterThan(fellBack);

    await until('the thread is ready again', () => thread.running);
    const answered = thread.answered;
    expect(await search(threaded.app, 'q=cica')).toEqual(expected);
    expect(thread.answered).toBe(answered + 1);
  });

  it('rejects a bad query before it reaches the thread, with the contract error', async () => {
    const answered = thread.answered;
    const res = await threaded.app.inject({
      method: 'GET',
      url: `/api/Products/search?q=${'a'.repeat(201)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(thread.answered).toBe(answered);
  });
});
