import { STORAGE_KEYS, isAdminRole, type LoginData, type SessionUser } from '@seoul-glow/shared';
import { clearAll, readItem, writeItem } from './browser-storage';

export interface Session {
  user: SessionUser;
  token: string;
}

/**
 * docs/product.md#how-things-change: a stored session whose expiryTime has passed or cannot be parsed clears all browser
 * storage and nothing is loaded.
 */
export function readSession(now = Date.now()): Session | null {
  const rawUser = readItem(STORAGE_KEYS.user);
  const token = readItem(STORAGE_KEYS.token);
  if (rawUser === null && token === null) return null;
  let user: SessionUser | null;
  try {
    const parsed: unknown = JSON.parse(rawUser ?? 'null');
    user = isSessionUser(parsed) ? parsed : null;
  } catch {
    user = null;
  }
  const expires = user ? Date.parse(user.expiryTime) : NaN;
  if (!user || !token || Number.isNaN(expires) || expires <= now) {
    clearAll();
    return null;
  }
  return { user, token };
}

/**
 * The shape of sessionUserSchema (shared contracts), checked by hand: every store page runs this
 * at startup, and zod would add ~26 KB gzipped to each first visit for five fields.
 */
export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.id) &&
    typeof v.email === 'string' &&
    typeof v.name === 'string' &&
    typeof v.role === 'string' &&
    typeof v.expiryTime === 'string'
  );
}

export function saveSession(data: LoginData): Session {
  const user: SessionUser = {
    id: data.id,
    email: data.email,
    name: data.fullName,
    role: data.role,
    expiryTime: data.expiryTime,
  };
  writeItem(STORAGE_KEYS.token, data.token);
  writeItem(STORAGE_KEYS.user, JSON.stringify(user));
  return { user, token: data.token };
}

export function clearSession(): void {
  writeItem(STORAGE_KEYS.token, null);
  writeItem(STORAGE_KEYS.user, null);
}

export function isAdminSession(session: Session | null): boolean {
  return Boolean(session && isAdminRole(session.user.role));
}
