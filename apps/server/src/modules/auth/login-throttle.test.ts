import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@seoul-glow/shared';
import { TEST_PASSWORD, createAdmin, createTestApp, type TestApp } from '../../../test/app';
import { THROTTLE, accountKey, addressKey, waitAfter } from './login-throttle';

let t: TestApp;
beforeAll(async () => {
  // Behind a load balancer: the client address comes from X-Forwarded-For.
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t?.close());

const login = (email: string, password: string, client: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': client },
    remoteAddress: '10.255.0.1',
  });

/** Makes every wait of the throttle end now, as if the minutes had passed. */
async function letTimePass() {
  await t.database.db.execute(sql`UPDATE login_throttle SET blocked_until = now() - interval '1 second'`);
}

describe('a wrong password slows down the address it came from, never the account', () => {
  it('five failures from one address do not stop the right password from another', async () => {
    await createAdmin(t, { email: 'owner@example.com' });
    for (let i = 0; i < THROTTLE.accountAddress.free; i++) {
      expect((await login('owner@example.com', `guess-${i}`, '203.0.113.7')).statusCode).toBe(401);
    }
    // The attacker's address now waits, even with the right password …
    const attacker = await login('owner@example.com', TEST_PASSWORD, '203.0.113.7');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().errors).toEqual([MESSAGES.login.locked]);
    expect(Number(attacker.headers['retry-after'])).toBe(THROTTLE.accountAddress.baseMs / 1000);
    // … the owner at another address signs in at once, and may keep failing and succeeding there.
    expect((await login('owner@example.com', TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    expect((await login('owner@example.com', 'typo', '198.51.100.20')).statusCode).toBe(401);
    expect((await login('owner@example.com', TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('makes the waits grow with every further failure, up to the cap', async () => {
    await createAdmin(t, { email: 'grow@example.com' });
    const ip = '203.0.113.50';
    const waits: number[] = [];
    for (let i = 0; i < THROTTLE.accountAddress.free; i++) await login('grow@example.com', 'wrong', ip);
    // Three rounds: by a fourth the address as a whole (ten attempts) has its own wait too.
    for (let round = 0; round < 3; round++) {
      const refused = await login('grow@example.com', 'wrong', ip);
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      await letTimePass();
      expect((await login('grow@example.com', 'wrong', ip)).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120]);
    expect(waitAfter(THROTTLE.accountAddress, 50)).toBe(THROTTLE.accountAddress.capMs);
  });

  it('answers an unknown email and a known one identically: status, text, headers, and the 429 after five', async () => {
    await createAdmin(t, { email: 'known@example.com' });
    const answers = async (email: string, ip: string) => {
      const out: string[] = [];
      for (let i = 0; i < THROTTLE.accountAddress.free + 1; i++) {
        const res = await login(email, 'not-the-password', ip);
        const { date: _date, 'retry-after': retry, ...headers } = res.headers;
        out.push(`${res.statusCode} ${res.body} ${retry ?? ''} ${Object.keys(headers).sort().join(',')}`);
      }
      return out;
    };
    const known = await answers('known@example.com', '203.0.113.60');
    const unknown = await answers('nobody-here@example.com', '203.0.113.61');
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toMatch(/^429 /);
  });

  it('takes as long for an unknown email as for a wrong password', async () => {
    await createAdmin(t, { email: 'timing@example.com' });
    const time = async (email: string, ip: string) => {
      const started = process.hrtime.bigint();
      const res = await login(email, 'wrong-password', ip);
      expect(res.statusCode).toBe(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, each from a fresh address, so drift in the machine's load hits both alike.
    for (let i = 0; i < 16; i++) {
      known.push(await time('timing@example.com', `192.0.2.${i + 1}`));
      unknown.push(await time(`ghost-${i}@example.com`, `192.0.2.${i + 101}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    const [k, u] = [median(known), median(unknown)];
    // Both run one argon2 verification (~20 ms); skipping it would make the unknown email ~5x faster.
    expect(u / k).toBeGreaterThan(0.7);
    expect(u / k).toBeLessThan(1.4);
  });

  it('counts attempts sent all at once: no more than the free ones are checked', async () => {
    await createAdmin(t, { email: 'burst@example.com' });
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('burst@example.com', `burst-${i}`, '203.0.113.80')),
    );
    const checked = burst.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(THROTTLE.accountAddress.free);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(30 - checked);
  });

  it('keeps no email in the throttle table, known or unknown', async () => {
    const { rows } = await t.database.pool.query<{ key: string }>('SELECT key FROM login_throttle');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.key.includes('@'))).toBe(false);
    expect(rows.some((r) => r.key.includes(accountKey('known@example.com')))).toBe(true);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 as it is and takes IPv6 per /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:0db8:abcd:0012::9')).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
