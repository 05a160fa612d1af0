import { z } from 'zod';
import { LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { envelope, idParam } from './envelope';
import { loginData } from './auth';

/**
 * Two-factor sign-in for admins (docs/product.md#security): a TOTP authenticator app, with
 * one-time recovery codes for a lost phone.
 */
export const TWO_FACTOR = {
  /** Digits of an authenticator code. */
  codeDigits: 6,
  /** Recovery codes handed out at once; each signs in one time. */
  recoveryCodeCount: 10,
  /** How long the step between the password and the code may take. */
  challengeMinutes: 5,
  /** The issuer name the authenticator app shows beside the account. */
  issuer: 'Seoul Glow',
} as const;

/** The texts of sign-in security, word for word (docs/product.md#messages). */
export const ACCOUNT_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app',
  invalidCode: 'That code is not valid. Please try again.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  currentPasswordRequired: 'Enter your current password',
  wrongCurrentPassword: 'Your current password is not correct',
  setupFirst: 'Start the two-factor set-up first',
  alreadyEnabled: 'Two-factor sign-in is already on',
  notEnabled: 'Two-factor sign-in is not on',
  superAdminKeepsTwoFactor:
    'A Super Admin keeps two-factor sign-in on. Another Super Admin can reset it if you lost your phone.',
  resetSelf: 'Turn off or set up your own two-factor sign-in under Settings → Security',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  reset: 'Two-factor sign-in was reset. That admin sets it up again at their next visit.',
  newCodes: 'New recovery codes were made; the old ones no longer work.',
  passwordChanged: 'Your password was changed. Every other session was signed out.',
  signedOutEverywhere: 'You were signed out on every device.',
} as const;

const currentPassword = z
  .string({ message: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(1024);

/** A 6-digit authenticator code or a recovery code (xxxxx-xxxxx); spaces and case are forgiven. */
export const twoFactorCode = z
  .string({ message: ACCOUNT_MESSAGES.codeRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.codeRequired)
  .max(40, ACCOUNT_MESSAGES.invalidCode);

/** POST /api/Auth/twoFactor/verify: the challenge of the sign-in and a code. */
export const twoFactorVerifyRequest = z.object({
  challenge: z.string().min(1, ACCOUNT_MESSAGES.challengeExpired).max(2048),
  code: twoFactorCode,
});
export type TwoFactorVerifyRequest = z.infer<typeof twoFactorVerifyRequest>;
export const twoFactorVerifyResponse = envelope(loginData);

export const twoFactorStatusData = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** A superadmin who turned it on cannot turn it off. */
  canDisable: z.boolean(),
  /** A superadmin without it is asked to set it up. */
  recommended: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusData>;
export const twoFactorStatusResponse = envelope(twoFactorStatusData);

/** Setting up asks for the password again: a token left on an open laptop cannot do it. */
export const twoFactorSetupRequest = z.object({ currentPassword });
export const twoFactorSetupData = z.object({
  /** The shared secret in base32, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth://totp/… for apps that read a link or the QR code. */
  otpauthUri: z.string(),
  /** The same link as a QR code, an SVG image made on the server (no third party sees it). */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupData>;
export const twoFactorSetupResponse = envelope(twoFactorSetupData);

export const twoFactorEnableRequest = z.object({ code: twoFactorCode });
export const recoveryCodesData = z.object({ recoveryCodes: z.array(z.string()) });
export const recoveryCodesResponse = envelope(recoveryCodesData);
/** Turning it on ends every session; this one goes on with `session`. */
export const twoFactorEnableResponse = envelope(recoveryCodesData.extend({ session: loginData }));
/** Turning it off ends every session; this one goes on with the session in `data`. */
export const twoFactorDisableResponse = envelope(loginData);

export const twoFactorDisableRequest = z.object({ currentPassword, code: twoFactorCode });
export const recoveryCodesRequest = z.object({ currentPassword });
export const twoFactorResetRequest = z.object({ userId: idParam });

/** POST /api/Auth/changePassword: your own password, with the current one. */
export const changePasswordRequest = z.object({
  currentPassword,
  newPassword: z
    .string({ message: MESSAGES.user.passwordRequired })
    .min(1, MESSAGES.user.passwordRequired)
    .min(LIMITS.adminPasswordMin, MESSAGES.user.passwordMin)
    .max(1024),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
export const changePasswordResponse = envelope(loginData);
