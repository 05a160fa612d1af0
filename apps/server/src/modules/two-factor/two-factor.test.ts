import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { ACCOUNT_MESSAGES, endpoints, isSession } from '@seoul-glow/shared';
import { adminRecoveryCodes, adminUsers } from '../../db/schema';
import { callApi } from '../../../test/api';
import { TEST_PASSWORD, createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { THROTTLE } from '../auth/login-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const api = endpoints.twoFactor;
let clientN = 0;
/** Each sign-in from its own address, so the tests' many attempts never meet a throttle by accident. */
const nextIp = () => `10.77.${Math.floor(++clientN / 250)}.${clientN % 250}`;

/** A code of `secret` for the step `stepsAhead` steps from now (phone clocks drift). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

const login = (email: string, password = TEST_PASSWORD, remoteAddress = nextIp()) =>
  callApi(t.app, endpoints.auth.login, { body: { email, password }, remoteAddress });
const verify = (challenge: string, code: string, remoteAddress = nextIp()) =>
  callApi(t.app, api.verify, { body: { challenge, code }, remoteAddress });

/** Turns two-factor sign-in on for `email`; answers its secret, recovery codes and a session token. */
async function enrol(email: string) {
  const token = await signIn(t, email);
  const setup = await callApi(t.app, api.setup, { token, body: { currentPassword: TEST_PASSWORD } });
  expect(setup.status).toBe(200);
  const enabled = await callApi(t.app, api.enable, {
    token,
    body: { code: await codeFor(setup.data.secret) },
  });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  return { secret: setup.data.secret, recoveryCodes: enabled.data.recoveryCodes, token };
}

/** Password, then the challenge: the first step of a two-factor sign-in. */
async function challengeFor(email: string): Promise<string> {
  const first = await login(email);
  expect(first.status).toBe(200);
  if (isSession(first.data)) throw new Error('expected the two-factor step');
  expect(first.data.twoFactorRequired).toBe(true);
  return first.data.challenge;
}

describe('setting up two-factor sign-in', () => {
  it('needs the current password and shows the secret, the otpauth link and a QR code', async () => {
    const admin = await createAdmin(t, { email: 'setup@example.com', role: 'admin' });
    const token = await signIn(t, admin.email);
    const wrong = await callApi(t.app, api.setup, { token, body: { currentPassword: 'nope-nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.errors).toEqual([ACCOUNT_MESSAGES.wrongCurrentPassword]);

    const setup = await callApi(t.app, api.setup, { token, body: { currentPassword: TEST_PASSWORD } });
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.data.otpauthUri).toBe(
      `otpauth://totp/Seoul%20Glow:setup%40example.com?secret=${setup.data.secret}&issuer=Seoul%20Glow`,
    );
    expect(setup.data.qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(setup.data.qrSvg).not.toMatch(/<script|href=/i);

    // Not on until a code proves the app has the secret; a wrong code leaves it off.
    expect((await callApi(t.app, api.status, { token })).data).toMatchObject({ enabled: false });
    const bad = await callApi(t.app, api.enable, { token, body: { code: '000000' } });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual([ACCOUNT_MESSAGES.invalidCode]);
    const on = await callApi(t.app, api.enable, { token, body: { code: await codeFor(setup.data.secret) } });
    expect(on.data.recoveryCodes).toHaveLength(10);
    expect(on.data.recoveryCodes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await callApi(t.app, api.status, { token })).data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
      canDisable: true,
    });
  });

  it('keeps recovery codes hashed only', async () => {
    const admin = await createAdmin(t, { email: 'hashed@example.com' });
    const { recoveryCodes } = await enrol(admin.email);
    const rows = await t.database.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, admin.id));
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('refuses enable without a set-up first', async () => {
    const admin = await createAdmin(t, { email: 'nosetup@example.com' });
    const token = await signIn(t, admin.email);
    const res = await callApi(t.app, api.enable, { token, body: { code: '123456' } });
    expect(res.status).toBe(409);
    expect(res.errors).toEqual([ACCOUNT_MESSAGES.setupFirst]);
  });
});

describe('signing in with two-factor', () => {
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

describe('turning two-factor off', () => {
  it('lets a plain admin turn it off with the password and a code', async () => {
    const admin = await createAdmin(t, { email: 'off@example.com', role: 'admin' });
    const { secret, token } = await enrol(admin.email);
    const noCode = await callApi(t.app, api.disable, {
      token,
      body: { currentPassword: TEST_PASSWORD, code: '111111' },
    });
    expect(noCode.status).toBe(400);
    const off = await callApi(t.app, api.disable, {
      token,
      body: { currentPassword: TEST_PASSWORD, code: await codeFor(secret, 1) },
    });
    expect(off.status).toBe(200);
    const plain = await login(admin.email);
    expect(isSession(plain.data)).toBe(true);
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, admin.id));
    expect(row!.totpSecret).toBeNull();
  });

  it('keeps it on for a superadmin; another superadmin resets it and their sessions end', async () => {
    const owner = await createAdmin(t, { email: 'keeper@example.com' });
    const other = await createAdmin(t, { email: 'helper-super@example.com' });
    const { secret, token } = await enrol(owner.email);
    const refused = await callApi(t.app, api.disable, {
      token,
      body: { currentPassword: TEST_PASSWORD, code: await codeFor(secret) },
    });
    expect(refused.status).toBe(403);
    expect(refused.errors).toEqual([ACCOUNT_MESSAGES.superAdminKeepsTwoFactor]);
    expect((await callApi(t.app, api.status, { token })).data).toMatchObject({
      enabled: true,
      canDisable: false,
    });

    const self = await callApi(t.app, api.reset, { token, body: { userId: owner.id } });
    expect(self.status).toBe(403);
    const plainAdmin = await createAdmin(t, { email: 'not-super@example.com', role: 'admin' });
    const byPlain = await callApi(t.app, api.reset, {
      token: await signIn(t, plainAdmin.email),
      body: { userId: owner.id },
    });
    expect(byPlain.status).toBe(403);

    const otherToken = await signIn(t, other.email);
    expect((await callApi(t.app, api.reset, { token: otherToken, body: { userId: owner.id } })).status).toBe(
      200,
    );
    expect((await callApi(t.app, api.status, { token })).status).toBe(401);
    expect(isSession((await login(owner.email)).data)).toBe(true);
  });

  it('tells a superadmin without it that it is recommended', async () => {
    const admin = await createAdmin(t, { email: 'recommend@example.com' });
    const status = await callApi(t.app, api.status, { token: await signIn(t, admin.email) });
    expect(status.data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      canDisable: false,
      recommended: true,
    });
  });
});
