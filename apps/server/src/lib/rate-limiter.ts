import { isIP } from 'node:net';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@seoul-glow/shared';
import type { Db } from '../db/client';
import { AppError } from './app-error';

/**
 * The address a limit applies to. IPv6 is taken per /64, the block one household or server gets,
 * so an attacker cannot step through the addresses of their own block.
 */
export function addressKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface RateRule {
  /** Namespaces the counter, e.g. "login". */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * The counting upsert as SQL, to run on its own or as a CTE inside another statement (so a hot
 * path counts its hit in the same round trip as its own work). `key` is the full key
 * (`rule:caller`) and `windowSeconds` the window: values (bound as parameters) or placeholders.
 * Returns one row: `count` (hits in the window, this one included) and `retry` (seconds left).
 */
export function rateLimitHitSql(key: Placeholder | string, windowSeconds: Placeholder | number): SQL {
  return sql`
      INSERT INTO rate_limits (key, count, reset_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
      RETURNING count, ceil(extract(epoch FROM reset_at - now()))::int AS retry`;
}

/** A rule's counter key; a caller's bare address counts per addressKey (an IPv6 /64 as one). */
export function rateLimitKey(rule: RateRule, key: string): string {
  return `${rule.name}:${isIP(key) ? addressKey(key) : key}`;
}

/** The AppError a refused hit answers with (429 and Retry-After). */
export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', MESSAGES.generic.rateLimited, {
    'retry-after': String(Math.max(1, retryAfterSeconds)),
  });
}

/**
 * Fixed-window counters kept in PostgreSQL, so every instance behind a load balancer shares them
 * (docs/product.md#security, scale-out). One atomic upsert per hit, committed without waiting for the WAL flush
 * (`synchronous_commit = off` for that transaction only): a counter lost to a database crash
 * costs at most a few extra attempts, while waiting for the disk on every hit would cost every
 * request a flush.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(rule: RateRule, key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const fullKey = rateLimitKey(rule, key);
    const result = await this.db.execute<{ count: number; retry: number }>(sql`
      WITH async_commit AS (SELECT set_config('synchronous_commit', 'off', true)),
      hit AS (${rateLimitHitSql(fullKey, rule.windowMs / 1000)})
      SELECT hit.count, hit.retry FROM hit, async_commit`);
    const row = result.rows[0]!;
    return { allowed: row.count <= rule.max, retryAfterSeconds: Math.max(1, row.retry) };
  }

  /** The retry delay in seconds when the key has used up its window, without counting a hit. */
  async blockedFor(rule: RateRule, key: string): Promise<number | null> {
    const result = await this.db.execute<{ count: number; retry: number }>(sql`
      SELECT count, ceil(extract(epoch FROM reset_at - now()))::int AS retry
      FROM rate_limits WHERE key = ${rateLimitKey(rule, key)} AND reset_at > now()`);
    const row = result.rows[0];
    return row && row.count >= rule.max ? Math.max(1, row.retry) : null;
  }

  async reset(rule: RateRule, key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE key = ${rateLimitKey(rule, key)}`);
  }

  async purgeExpired(): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now()`);
  }

  /** A preHandler refusing with 429 once the caller's IP passes the rule. */
  guard(rule: RateRule) {
    return async (request: FastifyRequest, _reply: FastifyReply) => {
      await this.enforce(rule, request.ip);
    };
  }

  async enforce(rule: RateRule, key: string): Promise<void> {
    const { allowed, retryAfterSeconds } = await this.hit(rule, key);
    if (!allowed) throw rateLimited(retryAfterSeconds);
  }
}
