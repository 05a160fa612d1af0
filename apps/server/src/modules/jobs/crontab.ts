import { parseCronItems, type ParsedCronItem } from 'graphile-worker';

/**
 * Every recurring job of the store, in one place (docs/architecture.md#background-jobs). Each entry
 * is a graphile-worker crontab item: its schedule is UTC, the queue's known_crontabs table gives
 * each scheduled minute to one instance however many run, and a run missed while every instance
 * was down (or the database was) is caught up after the next start, once: `backfillMs` is one
 * period, so the window it looks back over holds exactly one of the entry's minutes. A task is
 * idempotent and safe to run twice; its handler is attached with JobQueue.cron() (app/jobs.ts).
 *
 * Not here, on purpose: `mail-dispatch` (every 2 s) and `payments-reconcile` (every 1-15 s) stay
 * on JobQueue.every(). Cron's resolution is one minute, and a shopper waits for an order's mail or
 * for a charged payment without an order to be placed or refunded: a minute is too long for both.
 * They are polls of state kept in our tables, already one chain across instances (a keyed job and
 * an advisory lock) and resumed at start, so a stop has nothing to catch up but the next poll.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface CrontabEntry {
  task: string;
  /** Minute, hour, day of month, month, day of week, in UTC. */
  schedule: string;
  /** How far back a start looks for runs it missed (one period: one catch-up run at most). */
  backfillMs: number;
}

export const CRONTAB = [
  // Expired rate-limit windows: the rows only matter until reset_at (lib/rate-limiter.ts).
  { task: 'rate-limits-purge', schedule: '*/10 * * * *', backfillMs: 10 * MINUTE },
  // Sign-in failures older than the longest throttle window (modules/auth/login-throttle.ts).
  { task: 'login-throttle-purge', schedule: '*/10 * * * *', backfillMs: 10 * MINUTE },
  // The assistant's daily counters older than yesterday (docs/product.md#the-beauty-assistant).
  { task: 'chat-usage-purge', schedule: '7 * * * *', backfillMs: HOUR },
  // What is past its retention time, once a day (docs/product.md#what-the-store-keeps).
  { task: 'privacy-retention-sweep', schedule: '17 3 * * *', backfillMs: 24 * HOUR },
] as const satisfies readonly CrontabEntry[];

/** The name of a task the crontab schedules. */
export type CronTask = (typeof CRONTAB)[number]['task'];

/** The entries as graphile-worker's parsed cron items, each identified by its task's name. */
export function cronItems(crontab: readonly CrontabEntry[]): ParsedCronItem[] {
  return parseCronItems(
    crontab.map((entry) => ({
      task: entry.task,
      identifier: entry.task,
      match: entry.schedule,
      options: { backfillPeriod: entry.backfillMs },
    })),
  );
}
