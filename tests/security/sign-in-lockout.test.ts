import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '@server/features/account/auth/rate-limits';
import { createUser } from '../factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A security review's finding (medium): five wrong passwords from each of two addresses locked the real user
 * out for 15 minutes, renewably. The right password from an address that has not failed always gets in.
 */

let t: TestApp;
let ip = 0;
/** A fresh client address, so one test's limits do not leak into another. */
const nextIp = () => `10.27.${Math.floor(++ip / 250)}.${ip % 250}`;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('sign-in failures from other addresses', () => {
  it('never lock out the right password from a clean address, even as the attack goes on', async () => {
    const user = await createUser(t.db, { role: 'owner' });
    const attackers = [nextIp(), nextIp()];
    for (const attacker of attackers) {
      for (let i = 0; i < 5; i++) expect((await login(user.email, `guess-${i}`, attacker)).statusCode).toBe(401);
      const blocked = await login(user.email, user.password, attacker);
      expect([blocked.statusCode, blocked.json().message]).toEqual([429, TOO_MANY_ATTEMPTS]);
    }
    expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);

    // more addresses keep failing: each gets one failure now, and the real user still gets in
    for (let i = 0; i < 3; i++) {
      const attacker = nextIp();
      expect((await login(user.email, 'another guess', attacker)).statusCode).toBe(401);
      const slowed = await login(user.email, 'another guess', attacker);
      expect(slowed.statusCode).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);
  });
});
