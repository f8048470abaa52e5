import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { signIn } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { auditLog, sessions } from '@server/db/schema';

type Client = Awaited<ReturnType<typeof createClient>>;
type User = Awaited<ReturnType<typeof createUser>>;

let t: TestApp;
let withGuest: Client;
let withoutGuest: Client;
let guest: User;

beforeAll(async () => {
  t = await createTestApp();
  withGuest = await createClient(t.db, { slug: 'ada', name: 'Ada Lovelace' });
  withoutGuest = await createClient(t.db, { slug: 'grace', name: 'Grace Hopper' });
  guest = await createUser(t.db, { role: 'guest', clientId: withGuest.id, email: 'ada@example.test', name: 'Ada Guest' });
});
afterAll(() => t.close());

const post = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie, ...headers } : headers });
const me = async (cookie: string) => (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
const auditOf = (userId: number) => t.db.select().from(auditLog).where(eq(auditLog.actorUserId, userId)).orderBy(auditLog.id);
const signedIn = async (role: 'admin' | 'owner' | 'guest' | 'team', clientId?: number) => {
  const user = await createUser(t.db, { role, clientId });
  return { user, cookie: await signIn(t.app, user.email, user.password) };
};

describe('POST /api/impersonate/client/{slug}', () => {
  it("lets an admin view as a client's guest, reporting both users, and writes the start to the audit log", async () => {
    const { user: admin, cookie } = await signedIn('admin');
    const res = await post('/api/impersonate/client/ada', cookie);
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().message).toBe('string');
    const viewing = await me(cookie);
    expect(viewing).toEqual({
      id: guest.id,
      name: 'Ada Guest',
      email: guest.email,
      role: 'guest',
      profileImage: null,
      clientId: withGuest.id,
      clientSlug: 'ada',
      clientName: 'Ada Lovelace',
      teamMemberId: null,
      isImpersonating: true,
      originalUser: {
        id: admin.id,
        name: admin.name,
        email: admin.email,
        role: 'admin',
        profileImage: null,
        clientId: null,
        clientSlug: null,
        clientName: null,
        teamMemberId: null,
      },
    });
    const audit = await auditOf(admin.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'impersonation.start', actorEmail: admin.email, targetType: 'client', targetId: String(withGuest.id) });
  });

  it("views a client without a guest as the 'client' role (owner)", async () => {
    const { user: owner, cookie } = await signedIn('owner');
    expect((await post('/api/impersonate/client/grace', cookie)).statusCode).toBe(200);
    const viewing = await me(cookie);
    expect(viewing).toMatchObject({ role: 'client', clientId: withoutGuest.id, clientSlug: 'grace', clientName: 'Grace Hopper', isImpersonating: true });
    expect(viewing.originalUser).toMatchObject({ id: owner.id, role: 'owner' });
  });

  it('impersonates in one session only', async () => {
    const { user: admin, cookie } = await signedIn('admin');
    const second = await signIn(t.app, admin.email, admin.password);
    await post('/api/impersonate/client/ada', cookie);
    expect(await me(second)).toMatchObject({ id: admin.id, isImpersonating: false });
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(new Set(rows.map((r) => r.impersonatedClientId))).toEqual(new Set([withGuest.id, null]));
  });

  it('refuses guests and team members (403) and visitors (401), changing nothing', async () => {
    const guestCookie = await signIn(t.app, guest.email, guest.password);
    expect((await post('/api/impersonate/client/grace', guestCookie)).statusCode).toBe(403);
    expect(await me(guestCookie)).toMatchObject({ id: guest.id, isImpersonating: false });
    const { user: team, cookie: teamCookie } = await signedIn('team', withGuest.id);
    expect((await post('/api/impersonate/client/grace', teamCookie)).statusCode).toBe(403);
    expect(await me(teamCookie)).toMatchObject({ id: team.id, isImpersonating: false });
    expect((await post('/api/impersonate/client/grace')).statusCode).toBe(401);
    expect(await auditOf(guest.id)).toHaveLength(0);
    expect(await auditOf(team.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown slug and 403 while already impersonating', async () => {
    const { user: admin, cookie } = await signedIn('admin');
    const unknown = await post('/api/impersonate/client/nobody', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(typeof unknown.json().message).toBe('string');
    expect(await me(cookie)).toMatchObject({ id: admin.id, isImpersonating: false });
    await post('/api/impersonate/client/ada', cookie);
    expect((await post('/api/impersonate/client/grace', cookie)).statusCode).toBe(403);
    expect(await me(cookie)).toMatchObject({ clientSlug: 'ada', isImpersonating: true });
    expect((await auditOf(admin.id)).map((a) => a.action)).toEqual(['impersonation.start']);
  });

  it('refuses admin pages while viewing as a client', async () => {
    const { cookie } = await signedIn('admin');
    await post('/api/impersonate/client/ada', cookie);
    expect((await t.app.inject({ url: '/api/admin/overview', headers: { cookie } })).statusCode).toBe(403);
    const put = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: { key: 'TEST_MODE_ENABLED', value: 'true' }, headers: { cookie } });
    expect(put.statusCode).toBe(403);
  });

  it('refuses a request from another site', async () => {
    const { user: admin, cookie } = await signedIn('admin');
    expect((await post('/api/impersonate/client/ada', cookie, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post('/api/impersonate/client/ada', cookie, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await me(cookie)).toMatchObject({ id: admin.id, isImpersonating: false });
    expect(await auditOf(admin.id)).toHaveLength(0);
  });
});

describe('POST /api/end-impersonation', () => {
  it('returns to the original account with the spec message and writes the end to the audit log', async () => {
    const { user: admin, cookie } = await signedIn('admin');
    await post('/api/impersonate/client/ada', cookie);
    const end = await post('/api/end-impersonation', cookie);
    expect(end.statusCode).toBe(200);
    expect(end.json()).toEqual({ message: 'Returned to your original account' });
    expect(await me(cookie)).toMatchObject({ id: admin.id, role: 'admin', isImpersonating: false, originalUser: null });
    expect((await t.app.inject({ url: '/api/admin/overview', headers: { cookie } })).statusCode).toBe(200);
    const audit = await auditOf(admin.id);
    expect(audit.map((a) => a.action)).toEqual(['impersonation.start', 'impersonation.end']);
    expect(audit[1]).toMatchObject({ actorEmail: admin.email, targetType: 'client', targetId: String(withGuest.id) });
    // and may view as another client afterwards
    expect((await post('/api/impersonate/client/grace', cookie)).statusCode).toBe(200);
  });

  it('answers 403 when not impersonating and 401 when signed out', async () => {
    const { user: admin, cookie } = await signedIn('admin');
    const res = await post('/api/end-impersonation', cookie);
    expect(res.statusCode).toBe(403);
    expect(typeof res.json().message).toBe('string');
    const guestCookie = await signIn(t.app, guest.email, guest.password);
    expect((await post('/api/end-impersonation', guestCookie)).statusCode).toBe(403);
    expect((await post('/api/end-impersonation')).statusCode).toBe(401);
    expect(await auditOf(admin.id)).toHaveLength(0);
  });
});
