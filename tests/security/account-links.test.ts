import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens } from '@server/db/schema';
import { sendActivation, sendResetLink } from '@server/features/account/auth/auth.service';
import { TOO_MANY_ATTEMPTS } from '@server/features/account/auth/rate-limits';
import * as passwords from '@server/lib/passwords';
import { createUser } from '../factories';
import { openSession } from '../helpers/session';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A security review's finding (high): with mail kept locally (no SMTP_URL, the default) a resent invitation
 * hands its activation link to whoever resent it, so an admin could activate a pending owner's
 * account and sign in as owner. Every action on an owner's account needs an owner, and an admin
 * never sees an owner's link. Item 4 (medium): using a reset or activation link checks its token
 * before hashing the new password, and is rate limited like sign-in.
 */

let t: TestApp;
let ip = 0;
/** A fresh client address, so one test's limits do not leak into another. */
const nextIp = () => `10.28.${Math.floor(++ip / 250)}.${ip % 250}`;
let admin: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  owner = await openSession(t.db, (await createUser(t.db, { role: 'owner' })).id);
});
afterAll(() => t?.close());

const OWNER_ONLY = "Only an owner can change an owner's account";
const act = (id: number, what: string, cookie: string) => t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/${what}`, headers: { cookie } });
const mailTo = (email: string) => t.mail.sent.filter((m) => m.to === email);
const tokensOf = (userId: number) => t.db.select().from(authTokens).where(eq(authTokens.userId, userId));

/** A pending owner, invited by an owner through the API (its first link mailed and then forgotten). */
async function pendingOwner() {
  const email = `pending-owner-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { cookie: owner },
    payload: { email, name: 'Pending Owner', role: 'owner' },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().user.id as number, email };
}

describe("an admin acting on an owner's account", () => {
  it("is refused a pending owner's invitation, and no link reaches anything the admin can read", async () => {
    const target = await pendingOwner();
    const mailBefore = mailTo(target.email).length;
    const tokensBefore = (await tokensOf(target.id)).length;

    const res = await act(target.id, 'resend-invitation', admin);
    expect([res.statusCode, res.json().message]).toEqual([403, OWNER_ONLY]);
    expect(res.body).not.toMatch(/activate|token/i);
    expect(mailTo(target.email)).toHaveLength(mailBefore);
    expect(await tokensOf(target.id)).toHaveLength(tokensBefore);

    // the list shows no link, and the mail kept locally (the outbox) and the audit are the owner's alone
    const listed = await t.app.inject({ url: `/api/admin/users?q=${encodeURIComponent(target.email)}`, headers: { cookie: admin } });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toMatch(/token=/);
    for (const url of ['/api/admin/database/tables/outbox_emails/rows', '/api/admin/database/tables/outbox_emails.csv', '/api/admin/audit']) {
      expect((await t.app.inject({ url, headers: { cookie: admin } })).statusCode, url).toBe(403);
    }
  });

  it("is refused an owner's reset link, and no mail goes out", async () => {
    const target = await createUser(t.db, { role: 'owner' });
    const res = await act(target.id, 'send-reset', admin);
    expect([res.statusCode, res.json().message]).toEqual([403, OWNER_ONLY]);
    expect(mailTo(target.email)).toHaveLength(0);
    expect(await tokensOf(target.id)).toHaveLength(0);
  });

  it("is refused every other change of an owner's account", async () => {
    const target = await createUser(t.db, { role: 'owner' });
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/admin/users/${target.id}`, headers: { cookie: admin }, payload: { name: 'Renamed' } });
    expect([edit.statusCode, edit.json().message]).toEqual([403, OWNER_ONLY]);
    for (const what of ['deactivate', 'reactivate']) expect((await act(target.id, what, admin)).statusCode, what).toBe(403);
  });
});

describe('an owner acting on an owner, and an admin on anyone else', () => {
  it("lets an owner resend a pending owner's invitation; the link handed over activates it", async () => {
    const target = await pendingOwner();
    const res = await act(target.id, 'resend-invitation', owner);
    expect(res.statusCode).toBe(200);
    expect(mailTo(target.email).at(-1)?.link).toBe(res.json().activationLink);
    const link = new URL(res.json().activationLink);
    const activated = await t.app.inject({
      method: 'POST',
      url: `/api${link.pathname}`,
      payload: { token: link.searchParams.get('token'), password: 'a long new secret' },
    });
    expect(activated.statusCode).toBe(200);
  });

  it("lets an owner send an owner's reset link", async () => {
    const target = await createUser(t.db, { role: 'owner' });
    const res = await act(target.id, 'send-reset', owner);
    expect([res.statusCode, res.json().emailSent]).toEqual([200, true]);
    expect(mailTo(target.email)).toHaveLength(1);
  });

  it("lets an admin resend a team member's invitation and send an admin's reset link", async () => {
    const invited = await createUser(t.db, { role: 'team', password: null });
    const resent = await act(invited.id, 'resend-invitation', admin);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().activationLink).toContain(`/activate/${invited.id}`);
    const other = await createUser(t.db, { role: 'admin' });
    expect((await act(other.id, 'send-reset', admin)).statusCode).toBe(200);
  });
});

describe('using a reset or activation link', () => {
  const site = { baseUrl: 'http://localhost', siteName: 'Podium' };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const reset = (token: string, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a long new secret' }, remoteAddress });
  const activate = (userId: number, token: string, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: `/api/activate/${userId}`, payload: { token, password: 'a long new secret' }, remoteAddress });
  const watchHashing = () => vi.spyOn(passwords, 'hashPassword');
  afterEach(() => vi.restoreAllMocks());

  it('checks a reset token before hashing the password: a dead one is refused without hashing, a live one hashes once', async () => {
    const user = await createUser(t.db, { role: 'team' });
    const hashing = watchHashing();
    const dead = await reset('made-up-token');
    expect([dead.statusCode, dead.json().code]).toEqual([400, 'INVALID_TOKEN']);
    expect(hashing).not.toHaveBeenCalled();

    const live = await reset(tokenOf(await sendResetLink(t.db, t.mail, { userId: user.id, email: user.email, ...site })));
    expect(live.statusCode).toBe(200);
    expect(hashing).toHaveBeenCalledTimes(1);
  });

  it('checks an activation token (and that it is this account’s) before hashing the password', async () => {
    const user = await createUser(t.db, { role: 'team', password: null });
    const other = await createUser(t.db, { role: 'team', password: null });
    const token = tokenOf(await sendActivation(t.db, t.mail, { userId: user.id, email: user.email, ...site }));
    const hashing = watchHashing();
    for (const res of [await activate(user.id, 'made-up-token'), await activate(other.id, token)]) {
      expect([res.statusCode, res.json().code]).toEqual([400, 'INVALID_TOKEN']);
    }
    expect(hashing).not.toHaveBeenCalled();
    expect((await activate(user.id, token)).statusCode).toBe(200);
    expect(hashing).toHaveBeenCalledTimes(1);
  });

  it('limits reset attempts per address: the 11th in 15 minutes is 429 with Retry-After, even with a live token', async () => {
    const user = await createUser(t.db, { role: 'team' });
    const address = nextIp();
    for (let i = 0; i < 10; i++) expect((await reset(`guess-${i}`, address)).statusCode).toBe(400);
    const token = tokenOf(await sendResetLink(t.db, t.mail, { userId: user.id, email: user.email, ...site }));
    const limited = await reset(token, address);
    expect([limited.statusCode, limited.json().message]).toEqual([429, TOO_MANY_ATTEMPTS]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('limits resets per account: the 6th with its live links in 15 minutes is 429', async () => {
    const user = await createUser(t.db, { role: 'team' });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await reset(tokenOf(await sendResetLink(t.db, t.mail, { userId: user.id, email: user.email, ...site })))).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
