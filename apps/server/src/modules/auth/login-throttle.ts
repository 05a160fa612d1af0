import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addressKey } from '../../lib/rate-limiter';

export { addressKey };

/**
 * How a key slows down: the first `free` failures within `windowMs` cost nothing; from then on
 * each failure makes the key wait `baseMs`, doubling with every further failure up to `capMs`.
 * Failures are forgotten `windowMs` after the last one.
 */
export interface ThrottlePolicy {
  name: string;
  free: number;
  baseMs: number;
  capMs: number;
  windowMs: number;
}

/**
 * docs/product.md#security: failed sign-ins slow down the address they come from (any account:
 * password spraying), and per account only the addresses that failed, so an attacker can never
 * lock the real admin out from another address. The numbers are in docs/product.md#constants-and-limits.
 */
export const THROTTLE = {
  address: { name: 'ip', free: 10, baseMs: 2_000, capMs: 15 * 60_000, windowMs: 60 * 60_000 },
  accountAddress: { name: 'acct', free: 5, baseMs: 30_000, capMs: 60 * 60_000, windowMs: 60 * 60_000 },
  /** Authenticator codes of one account from anywhere: only someone with the password gets here. */
  accountCodes: { name: 'code', free: 10, baseMs: 60_000, capMs: 60 * 60_000, windowMs: 60 * 60_000 },
} as const satisfies Record<string, ThrottlePolicy>;

/** An email as a key: lower-cased and hashed, so the table holds no address, known or unknown alike. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

export type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The failure counters in PostgreSQL (table login_throttle), shared by every instance. An attempt
 * is counted as a failure *before* the password is checked (claim) and refunded when it turns out
 * right: a hundred attempts sent at once from one address all count, and once a key must wait,
 * the attempts in flight with it are refused instead of checked.
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  async claim(policy: ThrottlePolicy, key: string): Promise<Claim> {
    const full = `${policy.name}:${key}`;
    const failures = sql`CASE WHEN t.last_failure_at < now() - make_interval(secs => ${policy.windowMs / 1000}) THEN 1 ELSE t.failures + 1 END`;
    const result = await this.db.execute<{ failures: number }>(sql`
      INSERT INTO login_throttle AS t (key, failures, last_failure_at, blocked_until)
      VALUES (${full}, 1, now(), ${blockedUntil(policy, sql`1`)})
      ON CONFLICT (key) DO UPDATE SET
        failures = ${failures},
        last_failure_at = now(),
        blocked_until = ${blockedUntil(policy, failures)}
      WHERE t.blocked_until IS NULL OR t.blocked_until <= now()
      RETURNING failures`);
    if (result.rows.length) return { allowed: true };
    const wait = await this.db.execute<{ retry: number }>(sql`
      SELECT ceil(extract(epoch FROM blocked_until - now()))::int AS retry
      FROM login_throttle WHERE key = ${full}`);
    return { allowed: false, retryAfterSeconds: Math.max(1, wait.rows[0]?.retry ?? 1) };
  }

  /** The claimed attempt succeeded: it is not a failure, and the key need not wait for it. */
  async refund(policy: ThrottlePolicy, key: string): Promise<void> {
    await this.db.execute(sql`
      UPDATE login_throttle SET failures = greatest(failures - 1, 0), blocked_until = NULL
      WHERE key = ${`${policy.name}:${key}`}`);
  }

  /** Forgets a key: the account's owner has signed in from this address. */
  async clear(policy: ThrottlePolicy, key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM login_throttle WHERE key = ${`${policy.name}:${key}`}`);
  }

  async purgeExpired(): Promise<void> {
    const longest = Math.max(...Object.values(THROTTLE).map((p) => p.windowMs + p.capMs));
    await this.db.execute(sql`
      DELETE FROM login_throttle
      WHERE last_failure_at < now() - make_interval(secs => ${longest / 1000})
        AND (blocked_until IS NULL OR blocked_until < now())`);
  }
}

/** The wait after the n-th failure: none within the free ones, then base × 2^(n − free), capped. */
function blockedUntil(policy: ThrottlePolicy, failures: ReturnType<typeof sql>) {
  const { free, baseMs, capMs } = policy;
  return sql`CASE WHEN ${failures} >= ${free}
    THEN now() + make_interval(secs => least(${capMs / 1000}::float8, ${baseMs / 1000}::float8 * power(2, (${failures}) - ${free})))
    ELSE NULL END`;
}

/** The wait in milliseconds after the n-th failure, as the SQL above computes it (for tests and docs). */
export function waitAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.capMs, policy.baseMs * 2 ** (failures - policy.free));
}
