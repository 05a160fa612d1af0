import { loginRequest, loginResponse, refreshResponse } from '../contracts/auth';
import { emptyResponse } from '../contracts/envelope';
import { changePasswordRequest, changePasswordResponse } from '../contracts/two-factor';
import { createUserResponse, registerUserBody } from '../contracts/users';
import type { Endpoint } from './endpoint';

/** Admin sign-in (public) and the token calls (docs/product.md#who-may-do-what). */
export const auth = {
  login: {
    method: 'POST',
    path: '/Auth/login',
    access: 'public',
    summary: 'Sign in as an admin: a bearer token, or the two-factor step when it is on',
    tags: ['Auth'],
    body: loginRequest,
    response: loginResponse,
  },
  refresh: {
    method: 'POST',
    path: '/Auth/refresh-token',
    access: 'admin',
    summary: 'Exchange a valid token for a fresh one (admin)',
    tags: ['Auth'],
    response: refreshResponse,
  },
  /** Not public: a superadmin registers admins exactly as createUser does. */
  register: {
    method: 'POST',
    path: '/Auth/register',
    access: 'superadmin',
    summary: 'Register an admin (superadmin only)',
    tags: ['Auth'],
    body: registerUserBody,
    response: createUserResponse,
  },
  /** Every earlier token of the admin stops working; the answer is a fresh session. */
  changePassword: {
    method: 'POST',
    path: '/Auth/changePassword',
    access: 'admin',
    summary: 'Change own password (admin; ends every other session)',
    tags: ['Auth'],
    body: changePasswordRequest,
    response: changePasswordResponse,
  },
  signOutEverywhere: {
    method: 'POST',
    path: '/Auth/signOutEverywhere',
    access: 'admin',
    summary: 'Sign out everywhere (admin)',
    tags: ['Auth'],
    response: emptyResponse,
  },
} as const satisfies Record<string, Endpoint>;
