import { emptyResponse } from '../contracts/envelope';
import {
  recoveryCodesRequest,
  recoveryCodesResponse,
  twoFactorDisableRequest,
  twoFactorDisableResponse,
  twoFactorEnableRequest,
  twoFactorEnableResponse,
  twoFactorResetRequest,
  twoFactorSetupRequest,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
  twoFactorVerifyRequest,
  twoFactorVerifyResponse,
} from '../contracts/two-factor';
import type { Endpoint } from './endpoint';

/**
 * Two-factor sign-in with an authenticator app (docs/product.md#security): each admin sets it up
 * for their own account; the verify step finishes a sign-in whose password was right.
 */
export const twoFactor = {
  verify: {
    method: 'POST',
    path: '/Auth/twoFactor/verify',
    access: 'public',
    summary: 'Sign in with an authenticator code or a recovery code',
    tags: ['Auth'],
    body: twoFactorVerifyRequest,
    response: twoFactorVerifyResponse,
  },
  status: {
    method: 'GET',
    path: '/Auth/twoFactor/status',
    access: 'admin',
    summary: 'Your two-factor sign-in: on or off, recovery codes left (admin)',
    tags: ['Auth'],
    response: twoFactorStatusResponse,
  },
  setup: {
    method: 'POST',
    path: '/Auth/twoFactor/setup',
    access: 'admin',
    summary: 'Start setting up two-factor sign-in: a new key and its QR code (admin)',
    tags: ['Auth'],
    body: twoFactorSetupRequest,
    response: twoFactorSetupResponse,
  },
  enable: {
    method: 'POST',
    path: '/Auth/twoFactor/enable',
    access: 'admin',
    summary: 'Turn on two-factor sign-in (admin; answers the recovery codes)',
    tags: ['Auth'],
    body: twoFactorEnableRequest,
    response: twoFactorEnableResponse,
  },
  disable: {
    method: 'POST',
    path: '/Auth/twoFactor/disable',
    access: 'admin',
    summary: 'Turn off two-factor sign-in (admin; a superadmin keeps it)',
    tags: ['Auth'],
    body: twoFactorDisableRequest,
    response: twoFactorDisableResponse,
  },
  recoveryCodes: {
    method: 'POST',
    path: '/Auth/twoFactor/recoveryCodes',
    access: 'admin',
    summary: 'Make new recovery codes (admin)',
    tags: ['Auth'],
    body: recoveryCodesRequest,
    response: recoveryCodesResponse,
  },
  reset: {
    method: 'POST',
    path: '/Auth/twoFactor/reset',
    access: 'superadmin',
    summary: "Reset another admin's two-factor sign-in after a lost phone (superadmin)",
    tags: ['Auth'],
    body: twoFactorResetRequest,
    response: emptyResponse,
  },
} as const satisfies Record<string, Endpoint>;
