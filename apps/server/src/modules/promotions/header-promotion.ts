import { centsToDollars, type HeaderPromotion } from '@seoul-glow/shared';
import type { Db } from '../../db/client';
import { findHeaderPromotion } from './promotions.repository';

/** How long a read is kept at most: a code's start or end shows within this, with no change at all. */
const MAX_AGE_MS = 60_000;

/** The catalog's change signal: a promotion saved anywhere bumps it (migration 0007's triggers). */
export interface ChangeSignal {
  fresh(): Promise<void>;
  onInvalidate(listener: () => void): void;
}

/** The header's code, read once and kept until the catalog changes or a minute has passed. */
export function headerPromotionReader(db: Db, signal: ChangeSignal): () => Promise<HeaderPromotion | null> {
  let kept: { at: number; value: Promise<HeaderPromotion | null> } | null = null;
  signal.onInvalidate(() => {
    kept = null;
  });
  const read = async (): Promise<HeaderPromotion | null> => {
    const row = await findHeaderPromotion(db);
    if (!row) return null;
    return {
      code: row.code,
      kind: row.kind,
      value: row.kind === 'fixed' ? centsToDollars(row.value) : row.value,
      firstOrderOnly: row.firstOrderOnly,
      endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    };
  };
  return async () => {
    await signal.fresh();
    if (!kept || Date.now() - kept.at > MAX_AGE_MS) {
      const value = read();
      kept = { at: Date.now(), value };
      value.catch(() => {
        kept = null;
      });
    }
    return kept.value;
  };
}
