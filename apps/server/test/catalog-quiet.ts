import type { TestApp } from './app';

const LOOK_MS = 60;
const QUIET_MS = 1_000;
const MAX_WAIT_MS = 15_000;

/**
 * Waits until the catalog's change signal has been quiet for QUIET_MS. A write raises it twice: at
 * once in this process, then by NOTIFY; a kept page looked up (or checked) between the two is
 * (correctly) rendered again, so a test that counts renders looks once the signal is quiet. On a
 * busy machine (the CI's second run on another PostgreSQL) a NOTIFY came later than one 60 ms look,
 * and, with both cores running tests, once after 300 ms of quiet (CI, 2026-11-29).
 */
export async function catalogQuiet(t: TestApp): Promise<void> {
  const { freshness } = t.app.services.catalog;
  for (
    let waited = 0, quietFor = 0, last = -1;
    waited < MAX_WAIT_MS && quietFor < QUIET_MS;
    waited += LOOK_MS
  ) {
    quietFor = freshness.generation === last ? quietFor + LOOK_MS : 0;
    last = freshness.generation;
    await new Promise((r) => setTimeout(r, LOOK_MS));
  }
}
