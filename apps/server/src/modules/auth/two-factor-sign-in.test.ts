import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, MESSAGES, endpoints } from '@seoul-glow/shared';
import { adminUsers } from '../../db/schema';
import { callApi } from '../../../test/api';
import { TEST_PASSWORD, createAdmin, createTestApp, type TestApp } from '../../../test/app';
import { twoFactorClient } from '../../../test/two-factor';
import { THROTTLE } from './login-throttle';

let t: TestApp;
let client: ReturnType<typeof twoFactorClient>;
beforeAll(async () => {
  t = await createTestApp();
  client = twoFactorClient(t);
});
afterAll(() => t?.close());

const api = endpoints.twoFactor;
const codeFor = (secret: string, stepsAhead = 0) => client.codeFor(secret, stepsAhead);
const enrol = (email: string) => client.enrol(email);
const login = (email: string) => client.login(email);
const verify = (challenge: string, code: string) => client.verify(challenge, code);
const challengeFor = (email: string) => client.challengeFor(email);

/** POST /api/Auth/twoFactor/verify: the second step of a sign-in (docs/product.md#security). */
describe('signing in with two-factor', () => {
  it('answers an inactive account like an active one until the password and the code are right', async () => {
    const admin = await createAdmin(t, { email: 'inactive-2fa@example.com' });
    const { secret } = await enrol(admin.email);
    await t.database.db.update(adminUsers).set({ status: 'inactive' }).where(eq(adminUsers.id, admin.id));
    const wrong = await client.login(admin.email, 'not-the-password');
    const right = await login(admin.email);
    expect(wrong.status).toBe(401);
    expect(right.status).toBe(200);
    expect(right.body.message).toBe(ACCOUNT_MESSAGES.codeRequired);
    const challenge = await challengeFor(admin.email);
    const wrongCode = await verify(challenge, '000000');
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.errors).toEqual([ACCOUNT_MESSAGES.invalidCode]);
    const rightCode = await verify(challenge, await codeFor(secret, 1));
    expect(rightCode.status).toBe(403);
    expect(rightCode.errors).toEqual([MESSAGES.login.inactive]);
    expect(rightCode.data).toBeUndefined();
  });

  it('asks for the code after the right password, then signs in with a code from the app', async () => {
    const admin = await createAdmin(t, { email: 'totp@example.com' });
    const { secret } = await enrol(admin.email);
    const first = await login(admin.email);
    expect(first.body.message).toBe(ACCOUNT_MESSAGES.codeRequired);
    expect(first.data).not.toHaveProperty('token');
    const challenge = await challengeFor(admin.email);
    // The code that turned it on was this step's: the next step's signs in (each code works once).
    const done = await verify(challenge, await codeFor(secret, 1));
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ id: admin.id, email: admin.email, role: 'superadmin' });
    expect((await callApi(t.app, endpoints.admin.users.list, { token: done.data.token })).status).toBe(200);
  });

  it('accepts a code one step off (clock drift), and each code only once', async () => {
    const admin = await createAdmin(t, { email: 'replay@example.com' });
    const { secret } = await enrol(admin.email);
    const code = await codeFor(secret, 1);
    expect((await verify(await challengeFor(admin.email), code)).status).toBe(200);
    const again = await verify(await challengeFor(admin.email), code);
    expect(again.status).toBe(401);
    expect(again.errors).toEqual([ACCOUNT_MESSAGES.invalidCode]);
    expect((await verify(await challengeFor(admin.email), await codeFor(secret, 5))).status).toBe(401);
  });

  it('signs in with a recovery code once, in any case and with or without its dash', async () => {
    const admin = await createAdmin(t, { email: 'recovery@example.com' });
    const { recoveryCodes, token } = await enrol(admin.email);
    const [first, second] = recoveryCodes as [string, string];
    expect((await verify(await challengeFor(admin.email), first.toUpperCase())).status).toBe(200);
    expect((await verify(await challengeFor(admin.email), first)).status).toBe(401);
    expect((await verify(await challengeFor(admin.email), ` ${second.replace('-', '')} `)).status).toBe(200);
    expect((await callApi(t.app, api.status, { token })).data.recoveryCodesLeft).toBe(8);

    // New codes replace all the old ones, used or not.
    const fresh = await callApi(t.app, api.recoveryCodes, {
      token,
      body: { currentPassword: TEST_PASSWORD },
    });
    expect(fresh.data.recoveryCodes).toHaveLength(10);
    expect((await verify(await challengeFor(admin.email), recoveryCodes[2]!)).status).toBe(401);
    expect((await verify(await challengeFor(admin.email), fresh.data.recoveryCodes[0]!)).status).toBe(200);
  });

  it('refuses a made-up, expired or session-key challenge, and a challenge as a bearer token', async () => {
    const admin = await createAdmin(t, { email: 'forged@example.com' });
    const { secret, token } = await enrol(admin.email);
    const code = await codeFor(secret);
    for (const challenge of ['garbage', token]) {
      const res = await verify(challenge, code);
      expect(res.status).toBe(401);
      expect(res.errors).toEqual([ACCOUNT_MESSAGES.challengeExpired]);
    }
    const challenge = await challengeFor(admin.email);
    const asBearer = await callApi(t.app, endpoints.admin.users.list, { token: challenge });
    expect(asBearer.status).toBe(401);
  });

  it('voids a pending challenge when the password changes meanwhile', async () => {
    const admin = await createAdmin(t, { email: 'midway@example.com', role: 'admin' });
    const { secret, token } = await enrol(admin.email);
    const challenge = await challengeFor(admin.email);
    const changed = await callApi(t.app, endpoints.auth.changePassword, {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a-new-password' },
    });
    expect(changed.status).toBe(200);
    expect((await verify(challenge, await codeFor(secret))).errors).toEqual([
      ACCOUNT_MESSAGES.challengeExpired,
    ]);
  });

  it('slows down code guessing for the account from every address', async () => {
    const admin = await createAdmin(t, { email: 'guess@example.com' });
    await enrol(admin.email);
    const codes: number[] = [];
    for (let i = 0; i < THROTTLE.accountCodes.free + 1; i++) {
      // A new address and a new challenge each time: only the account-wide count can stop this.
      codes.push((await verify(await challengeFor(admin.email), String(100000 + i))).status);
    }
    expect(codes.slice(0, THROTTLE.accountCodes.free).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
