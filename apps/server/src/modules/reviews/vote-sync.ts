import type { Db } from '../../db/client';
import { catalogChanged } from '../catalog/catalog-cache';
import { syncHelpfulCounts } from './reviews.repository';

/** Helpful counts reach the cached product pages at most this long after a vote. */
export const VOTE_SYNC_MS = 60_000;

/**
 * Puts helpful votes on the store's pages in batches: a vote changes only the live count (the
 * API answers it at once), and the first vote after a quiet spell schedules one sync a minute
 * later that copies every moved count to the pages' copy, raising the catalog's change signal
 * once for all of them (migration 0008_reviews). A page is then rendered again once a minute at
 * most because of votes, however many arrive.
 */
export class VoteSync {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
    private readonly delayMs = VOTE_SYNC_MS,
  ) {}

  /** A vote was counted: make sure a sync is coming. */
  voted(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.syncNow()
        .then(() => undefined, this.onError)
        .finally(() => {
          this.running = null;
        });
    }, this.delayMs);
    this.timer.unref();
  }

  /** Copies the moved counts now; returns how many reviews moved. */
  async syncNow(): Promise<number> {
    const moved = await syncHelpfulCounts(this.db);
    if (moved > 0) catalogChanged(this.db);
    return moved;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
