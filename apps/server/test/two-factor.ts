import { expect } from 'vitest';
import { generate } from 'otplib';
import { endpoints, isSession } from '@seoul-glow/shared';
import { callApi } from './api';
import { TEST_PASSWORD, signIn, type TestApp } from './app';

/**
 * Two-factor sign-in as an admin and their authenticator app go through it, for the API tests of
 * the two-factor and auth modules. Codes are made with otplib, the library the server checks with.
 */
export function twoFactorClient(t: TestApp) {
  let clientN = 0;
  /** Each sign-in from its own address, so a test's many attempts never meet a throttle by accident. */
  const nextIp = () => `10.77.${Math.floor(++clientN / 250)}.${clientN % 250}`;

  /** A code of `secret` for the step `stepsAhead` steps from now (phone clocks drift). */
  const codeFor = (secret: string, stepsAhead = 0) =>
    generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

  const login = (email: string, password = TEST_PASSWORD, remoteAddress = nextIp()) =>
    callApi(t.app, endpoints.auth.login, { body: { email, password }, remoteAddress });
  const verify = (challenge: string, code: string, remoteAddress = nextIp()) =>
    callApi(t.app, endpoints.twoFactor.verify, { body: { challenge, code }, remoteAddress });

  /** Turns two-factor sign-in on for `email`: its secret, recovery codes and a session token. */
  async function enrol(email: string) {
    const token = await signIn(t, email);
    const setup = await callApi(t.app, endpoints.twoFactor.setup, {
      token,
      body: { currentPassword: TEST_PASSWORD },
    });
    expect(setup.status).toBe(200);
    const enabled = await callApi(t.app, endpoints.twoFactor.enable, {
      token,
      body: { code: await codeFor(setup.data.secret) },
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    // Turning it on ended every earlier session, this one's too: it goes on with the new token.
    return {
      secret: setup.data.secret,
      recoveryCodes: enabled.data.recoveryCodes,
      token: enabled.data.session.token,
      tokenBefore: token,
    };
  }

  /** Password, then the challenge: the first step of a two-factor sign-in. */
  async function challengeFor(email: string): Promise<string> {
    const first = await login(email);
    expect(first.status).toBe(200);
    if (isSession(first.data)) throw new Error('expected the two-factor step');
    expect(first.data.twoFactorRequired).toBe(true);
    return first.data.challenge;
  }

  return { codeFor, login, verify, enrol, challengeFor };
}
