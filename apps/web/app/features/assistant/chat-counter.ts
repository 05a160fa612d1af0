import { LIMITS, STORAGE_KEYS } from '@seoul-glow/shared';
import { readJson, writeJson } from '~/lib/browser-storage';
import { shopperId } from '~/lib/shopper-id';

/** docs/product.md#what-the-store-keeps, docs/product.md#constants-and-limits: the daily chat counter {date, count} kept in the browser, per calendar day. */
export interface DailyCounter {
  date: string;
  count: number;
}

/** The visitor's local calendar day, e.g. "2026-11-22". */
export function localDay(now = new Date()): string {
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${m}-${d}`;
}

/** Today's count; a counter from another day (or an unreadable one) starts again at 0. */
export function readCounter(now = new Date()): DailyCounter {
  const today = localDay(now);
  const stored = readJson<DailyCounter>(STORAGE_KEYS.chatCounter);
  if (!stored || stored.date !== today || !Number.isInteger(stored.count) || stored.count < 0) {
    return { date: today, count: 0 };
  }
  return { date: today, count: Math.min(stored.count, LIMITS.dailyChatMessages) };
}

export function countMessage(now = new Date()): DailyCounter {
  const current = readCounter(now);
  const next = { date: current.date, count: Math.min(current.count + 1, LIMITS.dailyChatMessages) };
  writeJson(STORAGE_KEYS.chatCounter, next);
  return next;
}

/** The server said the day's messages are used up (another tab, or storage was cleared). */
export function lockForToday(now = new Date()): DailyCounter {
  const next = { date: localDay(now), count: LIMITS.dailyChatMessages };
  writeJson(STORAGE_KEYS.chatCounter, next);
  return next;
}

export function remainingToday(counter: DailyCounter): number {
  return Math.max(0, LIMITS.dailyChatMessages - counter.count);
}

/** A random id that lets the server count this browser's messages (docs/product.md#the-beauty-assistant). */
export function chatClientId(): string {
  return shopperId();
}
