import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { signIn } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { RESET_REQUEST_MESSAGE } from '@shared/api/account/auth';
import { authTokens, rateLimitHits, sessions, users } from '@server/db/schema';
import { sendActivation } from './auth.service';
import { ACTIVATION_FAILURES_PER_ADDRESS, TOO_MANY_ATTEMPTS } from './rate-limits';

let t: TestApp;
let ip = 0;
/** A fresh client address per request, so the per-IP limits of one test do not leak into another. */
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;
const DAY = 24 * 60 * 60;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, remoteAddress = nextIp(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress, headers });
const sessionCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'podium_session');
const me = (cookie?: string) => t.app.inject({ url: '/api/auth/user', headers: cookie ? { cookie } : {} });
const sessionsOf = (userId: number) => t.db.select().from(sessions).where(eq(sessions.userId, userId));
const hitsOf = async (key: string) => (await t.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key)))[0]?.hits ?? 0;

/** Every error answer is JSON with a message and a code. */
function expectError(res: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(typeof body.code).toBe('string');
  if (typeof message === 'string') expect(body.message).toContain(message);
  else if (message) expect(body.message).toMatch(message);
}

describe('POST /api/auth/login', () => {
  it('signs in with a hashed session in an HttpOnly, SameSite=Lax browser-session cookie, and answers role and client', async () => {
    const client = await createClient(t.db);
    const user = await createUser(t.db, { role: 'guest', clientId: client.id });
    const res = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: 'guest', clientSlug: client.slug, clientId: client.id });
    const cookie = sessionCookieOf(res)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    const stored = await sessionsOf(user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0].persistent).toBe(false);
    expect(stored[0].idHash).not.toBe(cookie.value);
    expect(stored[0].idHash).not.toContain(cookie.value);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).not.toContain(user.email);
    expect(setCookie).not.toContain(user.password);
    expect(setCookie).not.toMatch(/Max-Age/i);
  });

  it('makes a 365-day session with Remember me', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const res = await login({ email: user.email, password: user.password, rememberMe: true });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieOf(res)!;
    expect(cookie.maxAge).toBe(365 * DAY);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const [stored] = await sessionsOf(user.id);
    expect(stored.persistent).toBe(true);
    const daysLeft = (stored.expiresAt.getTime() - Date.now()) / 1000 / DAY;
    expect(daysLeft).toBeGreaterThan(364.9);
    expect(daysLeft).toBeLessThanOrEqual(365);
  });

  it('gives a new session id at each login and ends the session the browser had', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const first = sessionCookieOf(await login({ email: user.email, password: user.password, rememberMe: true }))!;
    const second = await login({ email: user.email, password: user.password }, nextIp(), {
      cookie: `podium_session=${first.value}`,
    });
    expect(second.statusCode).toBe(200);
    const next = sessionCookieOf(second)!;
    expect(next.value).not.toBe(first.value);
    expect((await me(`podium_session=${first.value}`)).statusCode).toBe(401);
    expect((await me(`podium_session=${next.value}`)).statusCode).toBe(200);
    const third = sessionCookieOf(await login({ email: user.email, password: user.password }))!;
    expect(new Set([first.value, next.value, third.value]).size).toBe(3);
    expect(await sessionsOf(user.id)).toHaveLength(2);
  });

  it('answers a wrong password and an unknown email with the same 401 and no cookie', async () => {
    const user = await createUser(t.db, { role: 'team' });
    const wrong = await login({ email: user.email, password: 'not it' });
    const unknown = await login({ email: 'nobody@example.test', password: 'whatever' });
    expectError(wrong, 401, 'Invalid email or password');
    expectError(unknown, 401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
    expect(unknown.cookies).toHaveLength(0);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('refuses an account that has not been activated', async () => {
    const user = await createUser(t.db, { role: 'team', password: null, active: false });
    expectError(await login({ email: user.email, password: '' }), 400);
    expectError(await login({ email: user.email, password: 'anything' }), 401, 'Invalid email or password');
  });

  it('answers bad input with 400 and a message, never 500', async () => {
    const bodies: unknown[] = [
      {},
      { email: 'a@b.test' },
      { password: 'secret' },
      { email: '', password: 'x' },
      { email: 'a@b.test', password: '' },
      { email: `${'x'.repeat(10_000)}@example.test`, password: 'y' },
      { email: 'a@b.test', password: 'p'.repeat(100_000) },
      { email: 1, password: [] },
      { email: 'a@b.test', password: 'x', rememberMe: 'yes' },
      [],
      null,
    ];
    for (const payload of bodies) expectError(await login(payload), 400);
    for (const raw of ['email=a&password=b', '"just a string"', '{"email":', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: raw,
        headers: { 'content-type': 'application/json' },
        remoteAddress: nextIp(),
      });
      expectError(res, 400);
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextIp(),
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp() });
    expectError(noBody, 400);
    const huge = await login({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) });
    expectError(huge, 413);
  });

  it('holds each failing address to one failure once an account has 10, with Retry-After; the right password from a clean address still gets in', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const attackers = [nextIp(), nextIp(), nextIp(), nextIp(), nextIp()];
    for (let i = 0; i < 10; i++) {
      const email = i % 2 ? user.email : user.email.toUpperCase();
      expect((await login({ email, password: 'wrong' }, attackers[i % 5])).statusCode).toBe(401);
    }
    const limited = await login({ email: user.email, password: user.password }, attackers[0]);
    expectError(limited, 429, TOO_MANY_ATTEMPTS);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(limited.cookies).toHaveLength(0);
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect((await login({ email: user.email, password: 'wrong' })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('never lets one address lock the owner out: it is blocked after 5 failures, and its blocked tries do not count', async () => {
    const user = await createUser(t.db, { role: 'guest' });
    const attacker = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) codes.push((await login({ email: user.email, password: `guess-${i}` }, attacker)).statusCode);
    expect(codes).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    expectError(await login({ email: user.email, password: user.password }, attacker), 429, TOO_MANY_ATTEMPTS);
    expect(await hitsOf(`login:failures:${user.email.toLowerCase()}`)).toBe(5);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('counts only failed sign-ins against the account', async () => {
    const user = await createUser(t.db, { role: 'team' });
    const address = nextIp();
    for (let i = 0; i < 12; i++) expect((await login({ email: user.email, password: user.password }, address)).statusCode).toBe(200);
    expect(await hitsOf(`login:failures:${user.email.toLowerCase()}`)).toBe(0);
  });

  it('lifts a block when its window ends; blocked attempts do not renew it', async () => {
    const user = await createUser(t.db, { role: 'guest' });
    const attacker = nextIp();
    for (let i = 0; i < 8; i++) await login({ email: user.email, password: 'wrong' }, attacker);
    expect((await login({ email: user.email, password: user.password }, attacker)).statusCode).toBe(429);
    await t.db
      .update(rateLimitHits)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(sql`${rateLimitHits.key} like ${`login:failures:%${user.email.toLowerCase()}`}`);
    expect((await login({ email: user.email, password: user.password }, attacker)).statusCode).toBe(200);
  });

  it('limits attempts per address across accounts (30 per 15 minutes)', async () => {
    const address = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await login({ email: `someone${i}@example.test`, password: 'x' }, address)).statusCode);
    expect(codes.every((c) => c === 401)).toBe(true);
    const user = await createUser(t.db, { role: 'guest' });
    expectError(await login({ email: user.email, password: user.password }, address), 429, TOO_MANY_ATTEMPTS);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('marks the cookie Secure when PUBLIC_URL is https, and accepts that origin', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://podium.example' });
    try {
      const user = await createUser(secure.db, { role: 'admin' });
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password, rememberMe: true },
        headers: { origin: 'https://podium.example' },
      });
      expect(res.statusCode).toBe(200);
      const cookie = sessionCookieOf(res)!;
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.maxAge).toBe(365 * DAY);
    } finally {
      await secure.close();
    }
  });
});

describe('GET /api/auth/user and sessions', () => {
  it('answers 401 with a message when signed out or with a made-up cookie', async () => {
    expectError(await me(), 401);
    expectError(await me('podium_session=made-up'), 401);
    expectError(await me(`podium_session=${'a'.repeat(5000)}`), 401);
  });

  it('answers the user with the spec fields when signed in', async () => {
    const user = await createUser(t.db, { role: 'owner', name: 'Olga Owner' });
    const cookie = await signIn(t.app, user.email, user.password);
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      name: 'Olga Owner',
      email: user.email,
      role: 'owner',
      profileImage: null,
      clientId: null,
      clientSlug: null,
      clientName: null,
      teamMemberId: null,
      isImpersonating: false,
      originalUser: null,
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it("carries a guest's client", async () => {
    const client = await createClient(t.db, { name: 'Cora Client' });
    const user = await createUser(t.db, { role: 'guest', clientId: client.id });
    const res = await me(await signIn(t.app, user.email, user.password));
    expect(res.json()).toMatchObject({ role: 'guest', clientId: client.id, clientSlug: client.slug, clientName: 'Cora Client' });
  });

  it('ends an expired session', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, user.email, user.password);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.userId, user.id));
    expectError(await me(cookie), 401);
  });

  it('ends the sessions of a deactivated account', async () => {
    const user = await createUser(t.db, { role: 'team' });
    const cookie = await signIn(t.app, user.email, user.password);
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expectError(await me(cookie), 401);
  });
});

describe('GET /api/logout', () => {
  it('redirects to /, deletes the session and clears the cookie; the old cookie no longer works', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, user.email, user.password);
    const other = await signIn(t.app, user.email, user.password);
    const res = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const cleared = sessionCookieOf(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await sessionsOf(user.id)).toHaveLength(1);
    expectError(await me(cookie), 401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('redirects to / when already signed out', async () => {
    const res = await t.app.inject({ url: '/api/logout' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});

describe('password reset', () => {
  const requestReset = (email: unknown, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/request-reset', payload: { email }, remoteAddress });
  const reset = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload, headers: cookie ? { cookie } : {}, remoteAddress: nextIp() });
  const lastToken = () => new URL(t.mail.sent.at(-1)!.link!).searchParams.get('token')!;

  it('answers the same for known and unknown emails, and mails only a known one, with a hashed single token', async () => {
    const user = await createUser(t.db, { role: 'guest' });
    const before = t.mail.sent.length;
    const known = await requestReset(user.email);
    const unknown = await requestReset('ghost@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_REQUEST_MESSAGE });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mails = t.mail.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual([user.email]);
    const link = new URL(mails[0].link!);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(mails[0].text).toContain(mails[0].link);
    const stored = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].purpose).toBe('reset');
    expect(stored[0].tokenHash).not.toBe(token);
    const minutesLeft = (stored[0].expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('answers a missing email with 400 and the spec message', async () => {
    expectError(await requestReset(''), 400, 'Please enter your email address');
    expectError(await requestReset(undefined), 400);
  });

  it('resets once, ends the other sessions, keeps the current one, and only the new password works', async () => {
    const user = await createUser(t.db, { role: 'team' });
    const otherSession = await signIn(t.app, user.email, user.password);
    const currentSession = await signIn(t.app, user.email, user.password);
    await requestReset(user.email);
    const token = lastToken();
    const res = await reset({ token, password: 'new-password' }, currentSession);
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().message).toBe('string');
    expectError(await me(otherSession), 401);
    expect((await me(currentSession)).statusCode).toBe(200);
    expectError(await login({ email: user.email, password: user.password }), 401);
    expect((await login({ email: user.email, password: 'new-password' })).statusCode).toBe(200);
    expectError(await reset({ token, password: 'another-one' }), 400, /invalid or has expired/);
    expect((await login({ email: user.email, password: 'new-password' })).statusCode).toBe(200);
  });

  it('refuses an expired token and a short password, changing nothing', async () => {
    const user = await createUser(t.db, { role: 'team' });
    const session = await signIn(t.app, user.email, user.password);
    await requestReset(user.email);
    const token = lastToken();
    expectError(await reset({ token, password: '12345' }), 400, 'Password must be at least 6 characters long');
    await t.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.userId, user.id));
    expectError(await reset({ token, password: 'long-enough' }), 400, /invalid or has expired/);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(200);
  });

  it('refuses a missing or made-up token and an activation token', async () => {
    expectError(await reset({ password: 'long-enough' }), 400);
    expectError(await reset({ token: '', password: 'long-enough' }), 400, 'Invalid reset token');
    expectError(await reset({ token: 'made-up', password: 'long-enough' }), 400, /invalid or has expired/);
    const user = await createUser(t.db, { role: 'team', password: null, active: false });
    const link = await sendActivation(t.db, t.mail, { userId: user.id, email: user.email, baseUrl: 'http://localhost', siteName: 'Podium' });
    const activationToken = new URL(link).searchParams.get('token')!;
    expectError(await reset({ token: activationToken, password: 'long-enough' }), 400);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBeNull();
  });

  it('does not bring back an account deactivated after its reset link was sent', async () => {
    const user = await createUser(t.db, { role: 'team' });
    await requestReset(user.email);
    const token = lastToken();
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const res = await reset({ token, password: 'new-password' });
    expect(res.statusCode).toBeLessThan(500);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.active).toBe(false);
    expectError(await login({ email: user.email, password: 'new-password' }), 401);
  });

  it('limits reset requests per account (3) and per address (10), with a message', async () => {
    const user = await createUser(t.db, { role: 'guest' });
    const before = t.mail.sent.length;
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await requestReset(user.email)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(t.mail.sent.length - before).toBe(3);
    expectError(await requestReset(user.email), 429, TOO_MANY_ATTEMPTS);

    const address = nextIp();
    for (let i = 0; i < 10; i++) expect((await requestReset(`walker${i}@example.test`, address)).statusCode).toBe(200);
    expectError(await requestReset('walker-last@example.test', address), 429, TOO_MANY_ATTEMPTS);
  });
});

describe('POST /api/activate/{userId}', () => {
  const issue = async () => {
    const user = await createUser(t.db, { role: 'team', password: null, active: false });
    const link = await sendActivation(t.db, t.mail, { userId: user.id, email: user.email, baseUrl: 'http://localhost', siteName: 'Podium' });
    expect(t.mail.sent.at(-1)).toMatchObject({ to: user.email, link });
    expect(new URL(link).pathname).toBe(`/activate/${user.id}`);
    return { user, token: new URL(link).searchParams.get('token')! };
  };
  const activate = (id: number | string, body: object, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: `/api/activate/${id}`, payload: body, remoteAddress });
  const passwordOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0].passwordHash;

  it('sets the first password once; the account can then sign in', async () => {
    const { user, token } = await issue();
    expectError(await login({ email: user.email, password: 'first-password' }), 401);
    const res = await activate(user.id, { token, password: 'first-password' });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().message).toBe('string');
    expect((await login({ email: user.email, password: 'first-password' })).statusCode).toBe(200);
    expectError(await activate(user.id, { token, password: 'second-password' }), 400, /invalid or has expired/);
    expect((await login({ email: user.email, password: 'first-password' })).statusCode).toBe(200);
  });

  it("refuses another user's id and leaves both accounts without a password", async () => {
    const { user, token } = await issue();
    const other = await createUser(t.db, { role: 'team', password: null, active: false });
    expectError(await activate(other.id, { token, password: 'long-enough' }), 400);
    expect(await passwordOf(other.id)).toBeNull();
    expect(await passwordOf(user.id)).toBeNull();
  });

  it('refuses an expired token', async () => {
    const { user, token } = await issue();
    await t.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.userId, user.id));
    expectError(await activate(user.id, { token, password: 'long-enough' }), 400, /invalid or has expired/);
    expect(await passwordOf(user.id)).toBeNull();
  });

  it('refuses a bad id, a missing or short password, a missing token and a reset token with 400', async () => {
    const { user, token } = await issue();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) expectError(await activate(id, { token, password: 'long-enough' }), 400);
    expectError(await activate(user.id, { token, password: '' }), 400, 'Please enter a password');
    expectError(await activate(user.id, { token, password: '12345' }), 400, 'Password must be at least 6 characters long');
    expectError(await activate(user.id, { password: 'long-enough' }), 400);
    expectError(await activate(user.id, { token: 'made-up', password: 'long-enough' }), 400);
    expect(await passwordOf(user.id)).toBeNull();
    expect((await activate(user.id, { token, password: 'long-enough' })).statusCode).toBe(200);
  });

  it('never locks the invitee out: 20 wrong tokens from one address, then the invitee activates at once from another', async () => {
    const { user, token } = await issue();
    const attacker = nextIp();
    for (let i = 0; i < 20; i++)
      expect((await activate(user.id, { token: `guess-${i}`, password: 'long-enough' }, attacker)).statusCode).toBeGreaterThanOrEqual(400);
    const res = await activate(user.id, { token, password: 'first-password' }, nextIp());
    expect(res.statusCode, res.body).toBe(200);
    expect((await login({ email: user.email, password: 'first-password' })).statusCode).toBe(200);
  });

  it(`refuses an address past ${ACTIVATION_FAILURES_PER_ADDRESS.max} wrong tokens for invitations (429 with Retry-After), whichever invitation; the right token still works`, async () => {
    const { user, token } = await issue();
    const other = await issue();
    const address = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < ACTIVATION_FAILURES_PER_ADDRESS.max; i++)
      codes.push((await activate(i % 2 ? user.id : other.user.id, { token: `guess-${i}`, password: 'long-enough' }, address)).statusCode);
    expect(codes).toEqual(Array(ACTIVATION_FAILURES_PER_ADDRESS.max).fill(400));
    const limited = await activate(user.id, { token: 'guess-last', password: 'long-enough' }, address);
    expectError(limited, 429, TOO_MANY_ATTEMPTS);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // an id that is no invitation is refused the same way once the address is over
    expectError(await activate(2_000_000_000, { token: 'guess-other', password: 'long-enough' }, address), 429, TOO_MANY_ATTEMPTS);
    // the token is checked first: its invitee gets in, even from that address
    expect((await activate(user.id, { token, password: 'long-enough' }, address)).statusCode).toBe(200);
  });

  it('counts only wrong tokens for real invitations: an unknown id or an activated account counts nothing', async () => {
    const { user } = await issue();
    const active = await createUser(t.db, { role: 'team' });
    const address = nextIp();
    for (let i = 0; i < ACTIVATION_FAILURES_PER_ADDRESS.max; i++) {
      expectError(await activate(2_000_000_000, { token: `guess-${i}`, password: 'long-enough' }, address), 400);
      expectError(await activate(active.id, { token: `guess-${i}`, password: 'long-enough' }, address), 400);
    }
    expectError(await activate(user.id, { token: 'guess-real', password: 'long-enough' }, address), 400, /invalid or has expired/);
  });
});

describe('foreign origins', () => {
  it('refuses a sign-in from another site (Origin or Sec-Fetch-Site) and creates no session', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const payload = { email: user.email, password: user.password };
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of foreign) {
      const res = await login(payload, nextIp(), headers);
      expectError(res, 403);
      expect(res.cookies).toHaveLength(0);
    }
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('refuses a foreign reset request and sends no mail', async () => {
    const user = await createUser(t.db, { role: 'guest' });
    const before = t.mail.sent.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-reset',
      payload: { email: user.email },
      headers: { origin: 'https://evil.example' },
      remoteAddress: nextIp(),
    });
    expectError(res, 403);
    expect(t.mail.sent.length).toBe(before);
  });

  it('accepts the same origin and same-origin fetches', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const payload = { email: user.email, password: user.password };
    const same = await login(payload, nextIp(), { origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(same.statusCode).toBe(200);
    const fetchSite = await login(payload, nextIp(), { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(fetchSite.statusCode).toBe(200);
  });
});
