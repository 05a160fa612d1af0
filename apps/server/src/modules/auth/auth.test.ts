import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { adminUsers } from '../../db/schema';
import { TEST_PASSWORD, createAdmin, createTestApp, signIn, type TestApp } from '../../../test/app';
import { SESSION_MAX_MS, TokenService } from './token.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JWT_SECRET: 'x'.repeat(40) } });
});
afterAll(() => t.close());

const login = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/Auth/login', payload: payload as object, remoteAddress: ip });

describe('POST /api/Auth/login', () => {
  it('signs in with the docs/product.md#the-api response and records the last login', async () => {
    const admin = await createAdmin(t, { email: 'owner@example.com', fullName: 'Min-ji Park' });
    const res = await login({ email: 'Owner@Example.com', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.succeeded).toBe(true);
    expect(body.data).toMatchObject({
      id: admin.id,
      email: 'owner@example.com',
      fullName: 'Min-ji Park',
      role: 'superadmin',
    });
    expect(typeof body.data.token).toBe('string');
    expect(Date.parse(body.data.expiryTime)).toBeGreaterThan(Date.now());
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, admin.id));
    expect(row!.lastLoginAt).not.toBeNull();
  });

  it('answers a wrong password with 401 and an error text, and never echoes the password', async () => {
    await createAdmin(t, { email: 'wrong@example.com' });
    const res = await login({ email: 'wrong@example.com', password: 'nope-nope' }, '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ succeeded: false, errors: ['Invalid email or password'] });
    expect(res.body).not.toContain('nope-nope');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const res = await login({ email: 'ghost@example.com', password: 'whatever1' }, '10.0.0.3');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual(['Invalid email or password']);
  });

  it('refuses a missing email or password with 400', async () => {
    expect((await login({ email: 'a@b.c' }, '10.0.0.4')).statusCode).toBe(400);
    expect((await login({ password: 'x' }, '10.0.0.4')).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().succeeded).toBe(false);
  });

  it('refuses an inactive admin', async () => {
    await createAdmin(t, { email: 'sleepy@example.com', status: 'inactive' });
    const res = await login({ email: 'sleepy@example.com', password: TEST_PASSWORD }, '10.0.0.5');
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatch(/inactive/);
  });

  it('throttles one address after ten failed attempts with 429 and the sign-in text', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push((await login({ email: `flood${i}@example.com`, password: 'x' }, '10.9.9.9')).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    const refused = await login({ email: 'flood0@example.com', password: 'x' }, '10.9.9.9');
    expect(refused.json().errors).toEqual([
      'Too many failed sign-in attempts. Please try again in a few minutes.',
    ]);
  });
});

describe('sign-in throttle', () => {
  it('does not count successful sign-ins', async () => {
    await createAdmin(t, { email: 'busy@example.com' });
    for (let i = 0; i < 14; i++) {
      const res = await login({ email: 'busy@example.com', password: TEST_PASSWORD }, '10.7.7.7');
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('answers no cache keeps', () => {
  it('sign-in answers, admin answers with personal data and refusals carry Cache-Control: no-store', async () => {
    await createAdmin(t, { email: 'no-store@example.com' });
    const ok = await login({ email: 'no-store@example.com', password: TEST_PASSWORD }, '10.0.9.1');
    const refused = await login({ email: 'no-store@example.com', password: 'wrong-one' }, '10.0.9.2');
    const token = ok.json().data.token as string;
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/User/getAllUsers',
      headers: { authorization: `Bearer ${token}` },
    });
    const noToken = await t.app.inject({ method: 'GET', url: '/api/User/getAllUsers' });
    expect(users.json().data[0].email).toEqual(expect.any(String));
    for (const res of [ok, refused, users, noToken]) expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('admin guard', () => {
  const guarded = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Auth/refresh-token',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers 401 with no token, a garbage token, a forged token and an expired token', async () => {
    const admin = await createAdmin(t);
    expect((await guarded()).statusCode).toBe(401);
    expect((await guarded('garbage')).statusCode).toBe(401);
    const forged = await new SignJWT({ role: 'superadmin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.id))
      .setIssuer('seoul-glow')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('y'.repeat(40)));
    expect((await guarded(forged)).statusCode).toBe(401);
    const expired = await new SignJWT({ role: 'superadmin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.id))
      .setIssuer('seoul-glow')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await guarded(expired)).statusCode).toBe(401);
    expect((await guarded(expired)).json()).toEqual({
      succeeded: false,
      errors: ['Authentication required'],
    });
  });

  it('stops a token at once when its admin is deactivated or deleted', async () => {
    const admin = await createAdmin(t, { email: 'soon-gone@example.com' });
    const token = await signIn(t, 'soon-gone@example.com');
    expect((await guarded(token)).statusCode).toBe(200);
    await t.database.db.update(adminUsers).set({ status: 'inactive' }).where(eq(adminUsers.id, admin.id));
    expect((await guarded(token)).statusCode).toBe(401);
    await t.database.db.delete(adminUsers).where(eq(adminUsers.id, admin.id));
    expect((await guarded(token)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after its sign-in, however often it was refreshed', async () => {
    const admin = await createAdmin(t, { email: 'long-day@example.com' });
    const tokens = await TokenService.create('x'.repeat(40), {
      db: t.database.db,
      dataDir: t.config.dataDir,
    });
    const claims = { userId: admin.id, role: admin.role, tokenVersion: admin.tokenVersion };
    const now = Date.now();
    const late = await tokens.issue({ ...claims, signedInAt: new Date(now - SESSION_MAX_MS + 30 * 60_000) });
    const refreshed = await guarded(late.token);
    expect(refreshed.statusCode).toBe(200);
    const expiry = Date.parse(refreshed.json().data.expiryTime);
    expect(expiry).toBeLessThanOrEqual(now + 30 * 60_000 + 1000);
    expect((await guarded(refreshed.json().data.token)).statusCode).toBe(200);

    // A token of our key whose own expiry is later still ends with its session.
    const overdue = await new SignJWT({
      role: admin.role,
      tv: admin.tokenVersion,
      sat: Math.floor((now - SESSION_MAX_MS) / 1000) - 60,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.id))
      .setIssuer('seoul-glow')
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + 3600)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await guarded(overdue)).statusCode).toBe(401);
  });

  it('refreshes a valid token with a later expiry', async () => {
    await createAdmin(t, { email: 'refresh@example.com' });
    const token = await signIn(t, 'refresh@example.com');
    const res = await guarded(token);
    expect(res.json().data.email).toBe('refresh@example.com');
    expect(res.json().data.token).toEqual(expect.any(String));
  });
});

describe('POST /api/Auth/register', () => {
  const register = (token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Auth/register',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload,
    });

  it('is for superadmins only', async () => {
    await createAdmin(t, { email: 'plain@example.com', role: 'admin' });
    const token = await signIn(t, 'plain@example.com');
    const payload = { fullName: 'New Person', email: 'new@example.com', password: 'rose-petal-123' };
    expect((await register(undefined, payload)).statusCode).toBe(401);
    expect((await register(token, payload)).statusCode).toBe(403);
  });

  it('creates an admin who can sign in, and refuses a duplicate email', async () => {
    await createAdmin(t, { email: 'boss@example.com' });
    const token = await signIn(t, 'boss@example.com');
    const payload = { fullName: 'New Person', email: 'New@Example.com', password: 'rose-petal-123' };
    const res = await register(token, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userId).toEqual(expect.any(Number));
    expect(await signIn(t, 'new@example.com', 'rose-petal-123')).toEqual(expect.any(String));
    const dup = await register(token, payload);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual(['Email already exists']);
    const short = await register(token, { ...payload, email: 'short@example.com', password: '123' });
    expect(short.json().errors).toEqual(['Password must be at least 6 characters']);
  });
});
