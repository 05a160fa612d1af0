import { z } from 'zod';
import { ADMIN_ROLES } from '../constants';
import { envelope } from './envelope';

export const loginRequest = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** docs/product.md#the-api: id, email, fullName, role, expiryTime, token. */
export const loginData = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ADMIN_ROLES),
  expiryTime: z.string(),
  token: z.string(),
});
export type LoginData = z.infer<typeof loginData>;

/**
 * The right password of an account with two-factor sign-in answers a challenge instead of a
 * session: the code goes to POST /api/Auth/twoFactor/verify with it (docs/product.md#security).
 */
export const loginChallengeData = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  expiryTime: z.string(),
});
export const loginResponse = envelope(z.union([loginData, loginChallengeData]));
export type LoginAnswer = LoginData | z.infer<typeof loginChallengeData>;

/** A session, not the two-factor step. */
export function isSession(answer: LoginAnswer): answer is LoginData {
  return 'token' in answer;
}

export const refreshResponse = envelope(loginData);

/** The signed-in user kept in browser storage under auth_user (docs/product.md#what-the-store-keeps). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  expiryTime: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export function isAdminRole(role: string | null | undefined): boolean {
  const r = (role ?? '').toLowerCase();
  return r === 'admin' || r === 'superadmin';
}
