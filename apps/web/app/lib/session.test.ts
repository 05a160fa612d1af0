import { beforeEach, describe, expect, it } from 'vitest';
import { sessionUserSchema } from '@seoul-glow/shared';
import { isAdminSession, isSessionUser, readSession, saveSession } from './session';

beforeEach(() => localStorage.clear());

const login = (expiryTime: string, role: 'admin' | 'superadmin' = 'admin') => ({
  id: 1,
  email: 'a@b.co',
  fullName: 'Ada Admin',
  role,
  expiryTime,
  token: 'tok',
});

describe('the stored session (docs/product.md#how-things-change)', () => {
  it('saves the user under auth_user (name from fullName) and the token under auth_token', () => {
    saveSession(login(new Date(Date.now() + 60_000).toISOString()));
    expect(JSON.parse(localStorage.getItem('auth_user')!)).toMatchObject({
      id: 1,
      name: 'Ada Admin',
      role: 'admin',
    });
    expect(localStorage.getItem('auth_token')).toBe('tok');
    expect(isAdminSession(readSession())).toBe(true);
  });

  it('clears all browser storage when the session has expired', () => {
    saveSession(login(new Date(Date.now() - 1000).toISOString()));
    localStorage.setItem('cart', '[]');
    expect(readSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('clears all browser storage when the stored session is unparseable', () => {
    localStorage.setItem('auth_user', '{broken');
    localStorage.setItem('auth_token', 'tok');
    localStorage.setItem('wishlist', '[1]');
    expect(readSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('leaves storage alone when nobody is signed in', () => {
    localStorage.setItem('cart', '[]');
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('cart')).toBe('[]');
  });

  it('accepts exactly what the shared sessionUserSchema accepts', () => {
    const good = { id: 1, email: 'a@b.co', name: 'Ada', role: 'admin', expiryTime: '2030-01-01T00:00:00Z' };
    const samples: unknown[] = [
      good,
      { ...good, extra: true },
      { ...good, id: 1.5 },
      { ...good, id: '1' },
      { ...good, email: null },
      { ...good, name: undefined },
      { ...good, role: 3 },
      { ...good, expiryTime: 0 },
      { id: 1 },
      null,
      [],
      'user',
    ];
    for (const sample of samples) {
      expect(isSessionUser(sample)).toBe(sessionUserSchema.safeParse(sample).success);
    }
  });
});
