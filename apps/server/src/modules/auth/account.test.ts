import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES, endpoints } from '@seoul-glow/shared';
import { callApi } from '../../../test/api';
import { TEST_PASSWORD, createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const canCall = async (token: string) =>
  (await callApi(t.app, endpoints.admin.users.list, { token })).status === 200;

describe('your own account (Settings → Security)', () => {
  it('changes the password with the current one; every earlier token dies, the answer is a new session', async () => {
    const admin = await createAdmin(t, { role: 'admin', email: 'changer@example.com' });
    const laptop = await signIn(t, admin.email);
    const phone = await signIn(t, admin.email);

    const wrong = await callApi(t.app, endpoints.auth.changePassword, {
      token: laptop,
      body: { currentPassword: 'not-it', newPassword: 'brand-new-pass' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.errors).toEqual([ACCOUNT_MESSAGES.wrongCurrentPassword]);
    const short = await callApi(t.app, endpoints.auth.changePassword, {
      token: laptop,
      body: { currentPassword: TEST_PASSWORD, newPassword: '123' },
    });
    expect(short.errors).toEqual(['Password must be at least 6 characters']);
    // Long enough, but on the lists of leaked passwords: refused, told why, nothing changed.
    const common = await callApi(t.app, endpoints.auth.changePassword, {
      token: laptop,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Password1' },
    });
    expect(common.status).toBe(400);
    expect(common.errors).toEqual([MESSAGES.user.passwordCommon]);
    expect(await canCall(laptop)).toBe(true);

    const changed = await callApi(t.app, endpoints.auth.changePassword, {
      token: laptop,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect(await canCall(laptop)).toBe(false);
    expect(await canCall(phone)).toBe(false);
    expect(await canCall(changed.data.token)).toBe(true);
    await expect(signIn(t, admin.email)).rejects.toThrow();
    expect(await signIn(t, admin.email, 'brand-new-pass')).toEqual(expect.any(String));
  });

  it('signs out everywhere: every token of the account dies, another admin keeps theirs', async () => {
    const admin = await createAdmin(t, { email: 'everywhere@example.com' });
    const other = await createAdmin(t, { email: 'bystander@example.com' });
    const [a, b, c] = await Promise.all([
      signIn(t, admin.email),
      signIn(t, admin.email),
      signIn(t, other.email),
    ]);
    const res = await callApi(t.app, endpoints.auth.signOutEverywhere, { token: a });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.signedOutEverywhere);
    expect(await canCall(a)).toBe(false);
    expect(await canCall(b)).toBe(false);
    expect(await canCall(c)).toBe(true);
    expect(await canCall(await signIn(t, admin.email))).toBe(true);
  });

  it('slows down guessing the current password with a stolen session', async () => {
    const admin = await createAdmin(t, { email: 'stolen@example.com' });
    const token = await signIn(t, admin.email);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await callApi(t.app, endpoints.auth.changePassword, {
        token,
        body: { currentPassword: `guess-${i}`, newPassword: 'whatever-1' },
        remoteAddress: '10.66.0.1',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});
