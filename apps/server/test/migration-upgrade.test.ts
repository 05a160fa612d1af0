/**
 * Databases in the wild were built at older migrations and hold rows: migrating them to the head
 * applies every missing migration exactly once and keeps the rows (db/README.md). A new
 * migration stamped before the last applied one stops the start, naming it, instead of being
 * skipped in silence.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder } from '../src/db/client';
import { readJournal, type JournalEntry } from '../src/db/migration-journal';
import { createTestDatabase, type TestDatabase } from './db';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'sg-migrations-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A copy of the migrations folder whose journal is cut after `lastTag`, plus any `extra` entries. */
function migrationsUpTo(lastTag: string, extra: { entry: JournalEntry; sql: string }[] = []): string {
  const folder = mkdtempSync(path.join(tmp, `${lastTag}-`));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: JournalEntry[] };
  const end = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(end, `${lastTag} is in the journal`).toBeGreaterThanOrEqual(0);
  journal.entries = [...journal.entries.slice(0, end + 1), ...extra.map((x) => x.entry)];
  for (const x of extra) writeFileSync(path.join(folder, `${x.entry.tag}.sql`), x.sql);
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  return folder;
}

const nextPrefix = (last: JournalEntry) => String(last.idx + 1).padStart(4, '0');

async function databaseAt(lastTag: string): Promise<TestDatabase> {
  const database = await createTestDatabase({ empty: true });
  await migrateDatabase(database.db, migrationsUpTo(lastTag));
  return database;
}

/** A category, two products, a paid order with its lines and its payment, a review: columns as of 0008. */
async function insertShop(database: TestDatabase): Promise<void> {
  await database.pool.query(`
    INSERT INTO categories (id, name) VALUES (41, 'Serums');
    INSERT INTO products (id, name, description, price_cents, stock_quantity, category_id)
      VALUES (51, 'Snail essence', 'Hydrating essence', 2100, 7, 41),
             (52, 'Rice toner', 'Brightening toner', 1800, 0, 41);
    INSERT INTO shipping_addresses (id, full_name, email, address_line1, city, state, postal_code, country)
      VALUES (61, 'Min-ji Kim', 'minji@example.com', '1 Main St', 'Austin', 'TX', '78701', 'US');
    INSERT INTO payment_intents (id, client_secret, provider, amount_cents, status, email, country, items,
                                 subtotal_cents, shipping_fee_cents)
      VALUES ('pi_upgrade', 'secret_upgrade', 'demo', 5999, 'succeeded', 'minji@example.com', 'US',
              '[{"productId":51,"quantity":2},{"productId":52,"quantity":1}]', 6000, 499);
    INSERT INTO orders (id, public_id, status, email, full_name, shipping_address_id, payment_intent_id,
                        subtotal_cents, shipping_fee_cents, total_cents, promo_code, discount_cents)
      VALUES (71, 'SG-UPGRADE', 'processing', 'minji@example.com', 'Min-ji Kim', 61, 'pi_upgrade',
              6000, 499, 5999, 'WELCOME', 500);
    INSERT INTO order_lines (order_id, product_id, name, unit_price_cents, quantity)
      VALUES (71, 51, 'Snail essence', 2100, 2), (71, 52, 'Rice toner', 1800, 1);
    INSERT INTO reviews (product_id, order_id, verified, author, rating, title, body, recommends, status)
      VALUES (51, 71, true, 'Min-ji K.', 5, 'Glowy', 'My skin drinks it.', true, 'published');
  `);
}

async function expectShopIntact(database: TestDatabase): Promise<void> {
  const { rows } = await database.pool.query(`
    SELECT (SELECT name FROM categories WHERE id = 41) AS category,
           (SELECT json_agg(json_build_array(name, price_cents, stock_quantity, category_id) ORDER BY id)
              FROM products) AS products,
           (SELECT json_build_array(public_id, status, total_cents, discount_cents, payment_intent_id)
              FROM orders WHERE id = 71) AS "order",
           (SELECT json_agg(json_build_array(product_id, unit_price_cents, quantity) ORDER BY id)
              FROM order_lines WHERE order_id = 71) AS lines,
           (SELECT json_build_array(product_id, order_id, rating, title, status) FROM reviews) AS review`);
  expect(rows[0]).toEqual({
    category: 'Serums',
    products: [
      ['Snail essence', 2100, 7, 41],
      ['Rice toner', 1800, 0, 41],
    ],
    order: ['SG-UPGRADE', 'processing', 5999, 500, 'pi_upgrade'],
    lines: [
      [51, 2100, 2],
      [52, 1800, 1],
    ],
    review: [51, 71, 5, 'Glowy', 'published'],
  });
}

/** Every journal entry recorded once, and nothing else. */
async function expectAppliedOnce(database: TestDatabase, folder = migrationsFolder()): Promise<void> {
  const { rows } = await database.pool.query<{ created_at: string }>(
    'SELECT created_at::text FROM drizzle.__drizzle_migrations ORDER BY id',
  );
  expect(rows.map((r) => Number(r.created_at))).toEqual(readJournal(folder).map((e) => e.when));
}

describe('migrating an existing database to the head', () => {
  it.each(['0008_reviews', '0015_back_in_stock_job_per_restock'])(
    'a database at %s with an order in it gets every later migration once and keeps its rows',
    async (tag) => {
      const database = await databaseAt(tag);
      try {
        await insertShop(database);
        await migrateDatabase(database.db);
        await expectAppliedOnce(database);
        await expectShopIntact(database);
        // 0012's data step ran on the payment made before it: paid, and settled by its order.
        const before0012 = tag === '0008_reviews';
        const { rows } = await database.pool.query(
          `SELECT paid_at IS NOT NULL AS paid, settled_at IS NOT NULL AS settled FROM payment_intents`,
        );
        expect(rows).toEqual([{ paid: before0012, settled: before0012 }]);
        // Starting again applies nothing twice.
        await migrateDatabase(database.db);
        await expectAppliedOnce(database);
      } finally {
        await database.close();
      }
    },
    60_000,
  );

  it('applies a new migration stamped after the last one, once', async () => {
    const last = readJournal(migrationsFolder()).at(-1)!;
    const database = await databaseAt(last.tag);
    try {
      await insertShop(database);
      const next = { idx: last.idx + 1, when: last.when + 1, tag: `${nextPrefix(last)}_upgrade_probe` };
      const folder = migrationsUpTo(last.tag, [
        { entry: next, sql: 'ALTER TABLE "categories" ADD COLUMN "upgrade_probe" text;' },
      ]);
      await migrateDatabase(database.db, folder);
      await migrateDatabase(database.db, folder);
      await expectAppliedOnce(database, folder);
      await expectShopIntact(database);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('stops, naming it, at a new migration stamped before the last applied one (the clock today)', async () => {
    const journal = readJournal(migrationsFolder());
    const last = journal.at(-1)!;
    const database = await databaseAt(last.tag);
    try {
      // What drizzle-kit generate alone writes today: the clock, below 0015's 2026-12-06 (and,
      // as a clock would, not exactly an earlier entry's "when": db:generate stamps them apart).
      let when = last.when - 1;
      while (journal.some((e) => e.when === when)) when--;
      const early = { idx: last.idx + 1, when, tag: `${nextPrefix(last)}_stamped_early` };
      const folder = migrationsUpTo(last.tag, [
        { entry: early, sql: 'ALTER TABLE "categories" ADD COLUMN "stamped_early" text;' },
      ]);
      await expect(migrateDatabase(database.db, folder)).rejects.toThrow(
        /Migrations not applied: \d+_stamped_early \(when \d+\)/,
      );
      const { rows } = await database.pool.query(
        `SELECT count(*)::int AS n FROM information_schema.columns WHERE column_name = 'stamped_early'`,
      );
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
