import { loginRequest, loginResponse, refreshResponse } from '../contracts/auth';
import { createUserResponse, registerUserBody } from '../contracts/users';
import type { Endpoint } from './endpoint';

/** Admin sign-in (public) and the token calls (docs/product.md#who-may-do-what). */
export const auth = {
  login: {
    method: 'POST',
    path: '/Auth/login',
    access: 'public',
    summary: 'Sign in as an admin and receive a bearer token',
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
} as const satisfies Record<string, Endpoint>;
