import { useState, useSyncExternalStore } from 'react';
import { ThumbsUp } from 'lucide-react';
import { api, MESSAGES, STORAGE_KEYS } from '@seoul-glow/shared';
import { callApi } from '~/lib/api-client';
import { readItem, readJson, subscribeStorage, writeJson } from '~/lib/browser-storage';
import { shopperId } from '~/lib/shopper-id';

/** The newest votes this browser remembers; the server counts one per shopper anyway. */
const KEEP = 500;

function votedIds(): number[] {
  const list = readJson<unknown>(STORAGE_KEYS.reviewVotes);
  return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n)) : [];
}

function useVoted(reviewId: number): boolean {
  return useSyncExternalStore(
    subscribeStorage,
    () => (readItem(STORAGE_KEYS.reviewVotes) ?? '').length > 0 && votedIds().includes(reviewId),
    () => false,
  );
}

/** "Helpful (n)": one vote per shopper and review (api.reviews.helpful), remembered here too. */
export function HelpfulButton({ reviewId, count }: { reviewId: number; count: number }) {
  const voted = useVoted(reviewId);
  const [shown, setShown] = useState(count);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const vote = async () => {
    setBusy(true);
    try {
      const res = await callApi(api.reviews.helpful, { body: { reviewId, clientId: shopperId() } });
      if (res.data) setShown(res.data.helpfulCount);
      writeJson(
        STORAGE_KEYS.reviewVotes,
        [...votedIds().filter((id) => id !== reviewId), reviewId].slice(-KEEP),
      );
      setStatus(MESSAGES.reviews.helpfulThanks);
    } catch {
      setStatus(MESSAGES.generic.rateLimited);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={vote}
        disabled={voted || busy}
        aria-pressed={voted}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-muted ring-1 ring-line transition-colors hover:text-blush-700 hover:ring-blush-300 disabled:cursor-default disabled:hover:text-ink-muted aria-pressed:bg-blush-50 aria-pressed:text-blush-700 aria-pressed:ring-blush-200"
      >
        <ThumbsUp aria-hidden="true" className="size-4" />
        Helpful ({shown})
      </button>
      <span role="status" className="text-xs text-ink-muted">
        {status}
      </span>
    </div>
  );
}
