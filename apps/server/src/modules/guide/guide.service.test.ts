import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guideArticles } from '../../db/schema';
import { GUIDE_ARTICLES } from '../../db/seed/guide';
import { seedGuideArticles } from '../../db/seed/seed-guide';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { GuideService } from './guide.service';

const noCatalog = { listProductsOfTypes: async () => [], getProduct: async () => null };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuideArticles(database.db, GUIDE_ARTICLES);
});
afterAll(() => database?.close());

describe('the guide index across instances', () => {
  it("notices another instance's change at its next check, without making a read wait", async () => {
    const here = new GuideService(database.db, noCatalog, { checkEveryMs: 0 });
    const moved = vi.fn();
    here.onChange(moved);
    expect((await here.index()).bySlug('double-cleansing')).toBeDefined();

    // Another instance unpublishes it: only the table tells this one.
    await database.db
      .update(guideArticles)
      .set({ published: false, updatedAt: sql`now()` })
      .where(eq(guideArticles.slug, 'double-cleansing'));
    // The read answers from the index it has and starts the check in the background.
    expect((await here.index()).bySlug('double-cleansing')).toBeDefined();
    await vi.waitFor(async () => expect((await here.index()).bySlug('double-cleansing')).toBeUndefined());
    expect(moved).toHaveBeenCalled();
  });

  it('rebuilds before the next read after its own write', async () => {
    const here = new GuideService(database.db, noCatalog, { checkEveryMs: 60_000 });
    expect((await here.index()).bySlug('patch-testing')).toBeDefined();
    await database.db
      .update(guideArticles)
      .set({ published: false })
      .where(eq(guideArticles.slug, 'patch-testing'));
    here.changed();
    expect((await here.index()).bySlug('patch-testing')).toBeUndefined();
  });
});
