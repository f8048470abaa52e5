import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '../../../../tests/factories';
import { signIn } from '../../../../tests/helpers/session';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { auditLog } from '../../db/schema';

let t: TestApp;
let withGuest: Awaited<ReturnType<typeof createClient>>;
let withoutGuest: Awaited<ReturnType<typeof createClient>>;
let guest: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  withGuest = await createClient(t.db, { slug: 'ada', name: 'Ada Lovelace' });
  withoutGuest = await createClient(t.db, { slug: 'grace', name: 'Grace Hopper' });
  guest = await createUser(t.db, { role: 'guest', clientId: withGuest.id, email: 'ada@example.test' });
});
afterAll(() => t.close());

const post = (url: string, cookie?: string) => t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });
const me = async (cookie: string) => (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();

describe('impersonation', () => {
  it('lets an admin view as a client with a guest, reports both users, and returns', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.email, admin.password);
    expect((await post('/api/impersonate/client/ada', cookie)).statusCode).toBe(200);
    const viewing = await me(cookie);
    expect(viewing).toMatchObject({ email: guest.email, role: 'guest', clientSlug: 'ada', clientName: 'Ada Lovelace', isImpersonating: true });
    expect(viewing.originalUser).toMatchObject({ id: admin.id, email: admin.email, role: 'admin' });
    expect((await t.app.inject({ url: '/api/admin/overview', headers: { cookie } })).statusCode).toBe(403);
    expect((await post('/api/impersonate/client/grace', cookie)).statusCode).toBe(403);

    const end = await post('/api/end-impersonation', cookie);
    expect(end.json()).toEqual({ message: 'Returned to your original account' });
    expect(await me(cookie)).toMatchObject({ id: admin.id, isImpersonating: false, originalUser: null });

    const actions = await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.id));
    expect(actions.map((a) => a.action)).toEqual(['impersonation.start', 'impersonation.end']);
    expect(actions[0]).toMatchObject({ targetType: 'client', targetId: String(withGuest.id), actorEmail: admin.email });
  });

  it("views a client without a guest as the 'client' role", async () => {
    const owner = await createUser(t.db, { role: 'owner' });
    const cookie = await signIn(t.app, owner.email, owner.password);
    await post('/api/impersonate/client/grace', cookie);
    expect(await me(cookie)).toMatchObject({ role: 'client', clientId: withoutGuest.id, clientName: 'Grace Hopper', isImpersonating: true });
  });

  it('refuses guests, team members and visitors, an unknown slug, and ending when not impersonating', async () => {
    const guestCookie = await signIn(t.app, guest.email, guest.password);
    expect((await post('/api/impersonate/client/grace', guestCookie)).statusCode).toBe(403);
    const team = await createUser(t.db, { role: 'team', clientId: withGuest.id });
    expect((await post('/api/impersonate/client/grace', await signIn(t.app, team.email, team.password))).statusCode).toBe(403);
    expect((await post('/api/impersonate/client/grace')).statusCode).toBe(401);
    const admin = await createUser(t.db, { role: 'admin' });
    const adminCookie = await signIn(t.app, admin.email, admin.password);
    expect((await post('/api/impersonate/client/nobody', adminCookie)).statusCode).toBe(404);
    expect((await post('/api/end-impersonation', adminCookie)).statusCode).toBe(403);
    expect(await me(guestCookie)).toMatchObject({ isImpersonating: false });
  });
});
