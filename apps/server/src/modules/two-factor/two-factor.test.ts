import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, endpoints, isSession } from '@seoul-glow/shared';
import { adminRecoveryCodes, adminUsers } from '../../db/schema';
import { callApi } from '../../../test/api';
import { TEST_PASSWORD, createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { twoFactorClient } from '../../../test/two-factor';

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
    expect((await callApi(t.app, api.status, { token: on.data.session.token })).data).toMatchObject({
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

describe('sessions when two-factor changes', () => {
  const works = async (token: string) => (await callApi(t.app, api.status, { token })).status;
  /** A session opened with the password and a code, as a second device would. */
  async function secondDevice(email: string, secret: string, stepsAhead: number) {
    const done = await client.verify(await client.challengeFor(email), await codeFor(secret, stepsAhead));
    expect(done.status).toBe(200);
    return done.data.token;
  }

  it('turning it on ends every other session; this one goes on with the fresh token', async () => {
    const admin = await createAdmin(t, { email: 'on-ends@example.com', role: 'admin' });
    const elsewhere = await signIn(t, admin.email);
    const { token, tokenBefore } = await enrol(admin.email);
    expect(await works(elsewhere)).toBe(401);
    expect(await works(tokenBefore)).toBe(401);
    expect(await works(token)).toBe(200);
  });

  it('moving it to a new phone ends every other session', async () => {
    const admin = await createAdmin(t, { email: 'move-ends@example.com', role: 'admin' });
    const { secret, token } = await enrol(admin.email);
    const elsewhere = await secondDevice(admin.email, secret, 1);
    const setup = await callApi(t.app, api.setup, { token, body: { currentPassword: TEST_PASSWORD } });
    const moved = await callApi(t.app, api.enable, {
      token,
      body: { code: await codeFor(setup.data.secret) },
    });
    expect(moved.status).toBe(200);
    expect(await works(elsewhere)).toBe(401);
    expect(await works(token)).toBe(401);
    expect(await works(moved.data.session.token)).toBe(200);
  });

  it('turning it off ends every other session; this one goes on with the fresh token', async () => {
    const admin = await createAdmin(t, { email: 'off-ends@example.com', role: 'admin' });
    const { secret, token, recoveryCodes } = await enrol(admin.email);
    const elsewhere = await secondDevice(admin.email, secret, 1);
    const off = await callApi(t.app, api.disable, {
      token,
      body: { currentPassword: TEST_PASSWORD, code: recoveryCodes[0]! },
    });
    expect(off.status).toBe(200);
    expect(await works(elsewhere)).toBe(401);
    expect(await works(token)).toBe(401);
    expect(await works(off.data.token)).toBe(200);
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
