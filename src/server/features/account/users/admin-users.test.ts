import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import type { AdminUser } from '@shared/api/account/users';
import { auditLog, clientTeamAssignments, users } from '@server/db/schema';

let t: TestApp;
let admin: string;
let owner: { id: number; cookie: string };
let clientId: number;
let serial = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  const ownerRow = await createUser(t.db, { role: 'owner' });
  owner = { id: ownerRow.id, cookie: await openSession(t.db, ownerRow.id) };
  clientId = (await createClient(t.db)).id;
});
afterAll(() => t?.close());

const email = (label: string) => `${label}-${++serial}-${Math.random().toString(36).slice(2, 8)}@example.test`;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, payload });
const invite = (body: object, cookie = admin) => call('POST', '/api/admin/users', cookie, body);
const act = (id: number, what: string, cookie = admin) => call('POST', `/api/admin/users/${id}/${what}`, cookie);
const update = (id: number, body: object, cookie = admin) => call('PATCH', `/api/admin/users/${id}`, cookie, body);
const whoAmI = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });
const linkOf = (to: string) => t.mail.sent.filter((m) => m.to === to).at(-1)?.link ?? '';
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(id))));

describe('invitations', () => {
  it('invites a team member linked to a client, mails a link that activates the account, and the new member signs in', async () => {
    const to = email('invitee');
    const res = await invite({ email: to, name: 'Ivy Invitee', role: 'team', clientId });
    expect(res.statusCode).toBe(201);
    const { user, emailSent } = res.json() as { user: AdminUser; emailSent: boolean };
    expect(emailSent).toBe(true);
    expect(user).toMatchObject({ email: to, role: 'team', status: 'invited', client: { id: clientId } });
    expect(new Date(user.invitationExpiresAt!).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3_600_000);
    expect(await t.db.select().from(clientTeamAssignments).where(eq(clientTeamAssignments.userId, user.id))).toHaveLength(1);

    const link = new URL(linkOf(to));
    expect(link.pathname).toBe(`/activate/${user.id}`);
    const activated = await t.app.inject({
      method: 'POST',
      url: `/api${link.pathname}`,
      payload: { token: link.searchParams.get('token'), password: 'a long new secret' },
    });
    expect(activated.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: to, password: 'a long new secret' } });
    expect(login.statusCode).toBe(200);
    const listed = (await call('GET', `/api/admin/users?q=${encodeURIComponent(to)}`, admin)).json().items as AdminUser[];
    expect(listed.map((u) => [u.email, u.status])).toEqual([[to, 'active']]);
    expect((await auditOf(user.id)).map((a) => a.action)).toEqual(['user.invite']);
  });

  it('refuses a taken email (any case), an admin making an owner, a guest or team member without a client and an admin with one', async () => {
    const to = email('taken');
    expect((await invite({ email: to, name: 'First', role: 'team', clientId })).statusCode).toBe(201);
    const again = await invite({ email: to.toUpperCase(), name: 'Second', role: 'team', clientId });
    expect([again.statusCode, again.json().message]).toEqual([409, 'A user with this email already exists']);
    const ownerByAdmin = await invite({ email: email('o'), name: 'Would-be owner', role: 'owner' });
    expect([ownerByAdmin.statusCode, ownerByAdmin.json().message]).toEqual([403, 'Only an owner can make someone an owner']);
    expect((await invite({ email: email('o'), name: 'Real owner', role: 'owner' }, owner.cookie)).statusCode).toBe(201);
    const guest = await invite({ email: email('g'), name: 'Guest', role: 'guest' });
    expect([guest.statusCode, guest.json().fields?.clientId]).toEqual([400, 'Choose the client this guest speaks for']);
    // a team member without a client would have a login that can do nothing
    const team = await invite({ email: email('t'), name: 'Team', role: 'team' });
    expect([team.statusCode, team.json().fields?.clientId]).toEqual([400, 'Choose the client this team member works on']);
    expect((await invite({ email: email('a'), name: 'Admin', role: 'admin', clientId })).statusCode).toBe(400);
    const gone = (await invite({ email: email('g'), name: 'Guest', role: 'guest', clientId: 2_000_000 })).json();
    expect([gone.message, gone.fields?.clientId]).toEqual(['That client no longer exists', 'That client no longer exists']);
  });

  it('keeps the invitation when the email fails, and a resend replaces the old link with a new one', async () => {
    const to = email('bounce');
    const send = t.mail.send;
    t.mail.send = async () => {
      throw new Error('SMTP down');
    };
    const res = await invite({ email: to, name: 'Bounce', role: 'team', clientId });
    t.mail.send = send;
    expect([res.statusCode, res.json().emailSent, res.json().user.status]).toEqual([201, false, 'invited']);

    const first = await act(res.json().user.id, 'resend-invitation');
    expect([first.statusCode, first.json().emailSent]).toEqual([200, true]);
    const oldLink = new URL(linkOf(to));
    expect((await act(res.json().user.id, 'resend-invitation')).statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api${oldLink.pathname}`,
      payload: { token: oldLink.searchParams.get('token'), password: 'another secret' },
    });
    expect(stale.statusCode).toBe(400);
    const active = await createUser(t.db, { role: 'team' });
    expect((await act(active.id, 'resend-invitation')).statusCode).toBe(409);
  });
});

describe('changes', () => {
  it('a role change ends the account’s sessions at once and is audited with before and after', async () => {
    const member = await createUser(t.db, { role: 'team', clientId });
    const session = await openSession(t.db, member.id);
    expect((await whoAmI(session)).statusCode).toBe(200);
    const res = await update(member.id, { role: 'admin' });
    expect([res.statusCode, res.json().user.role, res.json().user.client]).toEqual([200, 'admin', null]);
    expect((await whoAmI(session)).statusCode).toBe(401);
    const [entry] = await auditOf(member.id);
    expect(entry.details).toEqual({ before: { name: member.name, role: 'team', clientId }, after: { name: member.name, role: 'admin', clientId: null } });
    // a name change alone keeps the sessions
    const again = await openSession(t.db, member.id);
    expect((await update(member.id, { name: 'Renamed' })).json().user.name).toBe('Renamed');
    expect((await whoAmI(again)).statusCode).toBe(200);
  });

  it('deactivation refuses the live session at once and kills pending links; reactivation lets the account back in', async () => {
    const member = await createUser(t.db, { role: 'team' });
    const session = await openSession(t.db, member.id);
    await act(member.id, 'send-reset');
    const reset = new URL(linkOf(member.email));
    const res = await act(member.id, 'deactivate');
    expect([res.statusCode, res.json().user.status]).toEqual([200, 'deactivated']);
    expect((await whoAmI(session)).statusCode).toBe(401);
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: reset.searchParams.get('token'), password: 'sneaky secret' },
    });
    expect(used.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } })).statusCode).toBe(401);
    expect((await act(member.id, 'reactivate')).json().user.status).toBe('active');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } })).statusCode).toBe(200);
    expect((await auditOf(member.id)).map((a) => a.action).sort()).toEqual(['user.deactivate', 'user.reactivate', 'user.reset-link-sent']);
  });

  it('an admin can’t demote or deactivate an owner, nobody changes their own role or deactivates themself', async () => {
    const other = await createUser(t.db, { role: 'owner' });
    expect((await update(other.id, { role: 'admin' })).statusCode).toBe(403);
    expect((await act(other.id, 'deactivate')).statusCode).toBe(403);
    expect((await update(owner.id, { role: 'admin' }, owner.cookie)).json().message).toBe("You can't change your own role; ask another owner");
    expect((await act(owner.id, 'deactivate', owner.cookie)).statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect([row.role, row.active]).toEqual(['owner', true]);
  });

  it('the last active owner can’t be removed, even by another owner racing to do the same', async () => {
    const solo = await createTestApp();
    try {
      const a = await createUser(solo.db, { role: 'owner' });
      const b = await createUser(solo.db, { role: 'owner' });
      const [asA, asB] = [await openSession(solo.db, a.id), await openSession(solo.db, b.id)];
      const answers = await Promise.all([
        solo.app.inject({ method: 'PATCH', url: `/api/admin/users/${b.id}`, headers: { cookie: asA }, payload: { role: 'admin' } }),
        solo.app.inject({ method: 'POST', url: `/api/admin/users/${a.id}/deactivate`, headers: { cookie: asB } }),
      ]);
      // the loser is refused either way: its session ended with the winner's change (401), or it got
      // past the sign-in check first and then found itself about to remove the last owner (409)
      const [won, lost] = [...answers].sort((x, y) => x.statusCode - y.statusCode);
      expect(won.statusCode).toBe(200);
      expect([401, 409]).toContain(lost.statusCode);
      if (lost.statusCode === 409) expect(lost.json().message).toBe("The last owner can't be removed; make someone else an owner first");
      const owners = await solo.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'owner'), eq(users.active, true)));
      expect(owners).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });
});

describe('GET /api/admin/users', () => {
  it('searches name and email and filters by role and status', async () => {
    const tag = `zeta${Math.random().toString(36).slice(2, 7)}`;
    await createUser(t.db, { role: 'guest', clientId, name: `${tag} Guest` });
    const invited = (await invite({ email: email(tag), name: 'Pending', role: 'team', clientId })).json().user as AdminUser;
    const gone = await createUser(t.db, { role: 'team', email: email(tag) });
    await act(gone.id, 'deactivate');
    const page = async (query: string) => ((await call('GET', `/api/admin/users?q=${tag}&${query}`, admin)).json().items as AdminUser[]).map((u) => u.status);
    expect((await page('')).sort()).toEqual(['active', 'deactivated', 'invited']);
    expect(await page('role=guest')).toEqual(['active']);
    expect(await page('status=invited')).toEqual(['invited']);
    expect(await page('status=deactivated')).toEqual(['deactivated']);
    expect(invited.lastSeenAt).toBeNull();
    expect((await call('GET', '/api/admin/users?status=gone', admin)).statusCode).toBe(400);
  });
});
