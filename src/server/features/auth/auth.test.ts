import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '../../../../tests/factories';
import { signIn } from '../../../../tests/helpers/session';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { RESET_REQUEST_MESSAGE } from '../../../shared/api/auth';
import { authTokens, sessions, users } from '../../db/schema';
import { sendActivation } from './auth.service';

let t: TestApp;
let ip = 0;
/** A fresh client address per test, so the per-IP limits of one test do not leak into another. */
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

describe('POST /api/auth/login', () => {
  it('signs in with a hashed session in an HttpOnly, SameSite=Lax cookie, and answers role and client', async () => {
    const client = await createClient(t.db);
    const user = await createUser(t.db, { role: 'guest', clientId: client.id });
    const res = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: 'guest', clientSlug: client.slug, clientId: client.id });
    const cookie = res.cookies.find((c) => c.name === 'podium_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.secure).toBeFalsy();
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].idHash).not.toBe(cookie.value);
    expect(res.headers['set-cookie']).not.toContain(user.email);
  });

  it('makes a 365-day session with Remember me, and a new session id at each login', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const first = await login({ email: user.email, password: user.password, rememberMe: true });
    const cookie = first.cookies.find((c) => c.name === 'podium_session')!;
    expect(cookie.maxAge).toBe(365 * 24 * 60 * 60);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { cookie: `podium_session=${cookie.value}` },
      remoteAddress: nextIp(),
    });
    const next = second.cookies.find((c) => c.name === 'podium_session')!;
    expect(next.value).not.toBe(cookie.value);
    const old = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `podium_session=${cookie.value}` } });
    expect(old.statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const user = await createUser(t.db, { role: 'team' });
    const wrong = await login({ email: user.email, password: 'not it' });
    const unknown = await login({ email: 'nobody@example.test', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(wrong.cookies).toHaveLength(0);
  });

  it('refuses an account that has not been activated', async () => {
    const user = await createUser(t.db, { role: 'team', password: null });
    expect((await login({ email: user.email, password: '' })).statusCode).toBe(400);
    expect((await login({ email: user.email, password: 'anything' })).statusCode).toBe(401);
  });

  it('answers bad input with 400 and a message, never 500', async () => {
    for (const payload of [{}, { email: 'a@b.test' }, { email: '', password: 'x' }, { email: 'x'.repeat(400), password: 'y' }, { email: 1, password: [] }]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const notJson = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: 'email=a', headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
  });

  it('limits attempts per account (429 with a message) even across addresses', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) codes.push((await login({ email: user.email, password: 'wrong' })).statusCode);
    expect(codes.slice(0, 8).every((c) => c === 401)).toBe(true);
    const limited = await login({ email: user.email, password: user.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
  });

  it('limits attempts per address across accounts', async () => {
    const address = nextIp();
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await login({ email: `someone${i}@example.test`, password: 'x' }, address)).statusCode;
    expect(last).toBe(429);
    expect((await login({ email: 'fresh@example.test', password: 'x' })).statusCode).toBe(401);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://podium.example' });
    try {
      const user = await createUser(secure.db, { role: 'admin' });
      const res = await secure.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
      expect(res.cookies.find((c) => c.name === 'podium_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('GET /api/auth/user and sessions', () => {
  it('answers 401 when signed out and the user with the spec fields when signed in', async () => {
    expect((await t.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    const user = await createUser(t.db, { role: 'owner', name: 'Olga Owner' });
    const cookie = await signIn(t.app, user.email, user.password);
    const res = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
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
  });

  it('ends an expired session', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, user.email, user.password);
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('logs out: redirects to /, deletes the session and clears the cookie', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, user.email, user.password);
    const res = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.cookies.find((c) => c.name === 'podium_session')?.value).toBe('');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const requestReset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/request-reset', payload: { email }, remoteAddress: nextIp() });
  const tokenFrom = (link: string | undefined) => new URL(link!).searchParams.get('token')!;

  it('answers the same for known and unknown emails, and mails only a known one', async () => {
    const user = await createUser(t.db, { role: 'guest' });
    const before = t.mail.sent.length;
    const known = await requestReset(user.email);
    const unknown = await requestReset('ghost@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_REQUEST_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    expect(t.mail.sent.slice(before).map((m) => m.to)).toEqual([user.email]);
    const stored = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(stored[0].tokenHash).not.toBe(tokenFrom(t.mail.sent.at(-1)?.link));
  });

  it('resets once, ends the other sessions, and the new password works', async () => {
    const user = await createUser(t.db, { role: 'team' });
    const otherSession = await signIn(t.app, user.email, user.password);
    await requestReset(user.email);
    const token = tokenFrom(t.mail.sent.at(-1)?.link);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'new-password' } });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: otherSession } })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: 'new-password' })).statusCode).toBe(200);
    const reused = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'another-one' } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses an expired token and a short password, changing nothing', async () => {
    const user = await createUser(t.db, { role: 'team' });
    await requestReset(user.email);
    const token = tokenFrom(t.mail.sent.at(-1)?.link);
    const short = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: '12345' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 6 characters long');
    await t.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.userId, user.id));
    const expired = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'long-enough' } });
    expect(expired.statusCode).toBe(400);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('limits reset requests per account', async () => {
    const user = await createUser(t.db, { role: 'guest' });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await requestReset(user.email)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('POST /api/activate/{userId}', () => {
  const issue = async () => {
    const user = await createUser(t.db, { role: 'team', password: null });
    const link = await sendActivation(t.db, t.mail, { userId: user.id, email: user.email, baseUrl: 'http://localhost', siteName: 'Podium' });
    return { user, token: new URL(link).searchParams.get('token')! };
  };
  const activate = (id: number | string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/activate/${id}`, payload: body, remoteAddress: nextIp() });

  it('sets the first password once; the account can then sign in', async () => {
    const { user, token } = await issue();
    const res = await activate(user.id, { token, password: 'first-password' });
    expect(res.statusCode).toBe(200);
    expect((await login({ email: user.email, password: 'first-password' })).statusCode).toBe(200);
    expect((await activate(user.id, { token, password: 'second-password' })).statusCode).toBe(400);
  });

  it('refuses another user id, an expired token and a bad id', async () => {
    const { user, token } = await issue();
    const other = await createUser(t.db, { role: 'team', password: null });
    expect((await activate(other.id, { token, password: 'long-enough' })).statusCode).toBe(400);
    await t.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.userId, user.id));
    expect((await activate(user.id, { token, password: 'long-enough' })).statusCode).toBe(400);
    expect((await activate('abc', { token, password: 'long-enough' })).statusCode).toBe(400);
    expect((await activate(user.id, { token, password: '' })).json().message).toContain('Please enter a password');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBeNull();
  });
});

describe('foreign origins', () => {
  it('refuses a state change from another site and accepts the same origin', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const payload = { email: user.email, password: user.password };
    const foreign = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { origin: 'https://evil.example' }, remoteAddress: nextIp() });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.cookies).toHaveLength(0);
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'sec-fetch-site': 'cross-site' }, remoteAddress: nextIp() });
    expect(crossSite.statusCode).toBe(403);
    const same = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { origin: 'http://localhost:80', host: 'localhost:80' }, remoteAddress: nextIp() });
    expect(same.statusCode).toBe(200);
  });
});
