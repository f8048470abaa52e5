import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '../../../../tests/factories';
import { signIn } from '../../../../tests/helpers/session';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { auditLog, navigationEvents, pageAccess, videos } from '../../db/schema';

let t: TestApp;
let admin: string;
let guest: string;
let guestId: number;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.db, { role: 'admin' });
  admin = await signIn(t.app, a.email, a.password);
  const client = await createClient(t.db);
  const g = await createUser(t.db, { role: 'guest', clientId: client.id });
  guestId = g.id;
  guest = await signIn(t.app, g.email, g.password);
});
afterAll(() => t.close());

const put = (body: object, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: body, headers: cookie ? { cookie } : {} });

describe('settings and test mode', () => {
  it('lists TEST_MODE_ENABLED (false by default) to any signed-in user, not to visitors', async () => {
    expect((await t.app.inject({ url: '/api/admin/settings' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/admin/settings', headers: { cookie: guest } });
    expect(res.json()).toEqual([{ key: 'TEST_MODE_ENABLED', value: 'false' }]);
  });

  it('lets an admin switch test mode, audited, and refuses guests and visitors', async () => {
    expect((await put({ key: 'TEST_MODE_ENABLED', value: 'true' })).statusCode).toBe(401);
    expect((await put({ key: 'TEST_MODE_ENABLED', value: 'true' }, guest)).statusCode).toBe(403);
    const res = await put({ key: 'TEST_MODE_ENABLED', value: 'true' }, admin);
    expect(res.json()).toEqual([{ key: 'TEST_MODE_ENABLED', value: 'true' }]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audit[0].details).toEqual({ value: 'true' });
    const seen = await t.app.inject({ url: '/api/admin/settings', headers: { cookie: guest } });
    expect(seen.json()[0].value).toBe('true');
  });

  it('refuses unknown keys and values with 400', async () => {
    for (const body of [{ key: 'OTHER', value: 'true' }, { key: 'TEST_MODE_ENABLED', value: 'yes' }, {}]) {
      const res = await put(body, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('lists page access entries', async () => {
    await t.db.insert(pageAccess).values({ pagePath: '/admin/users', visible: false });
    const res = await t.app.inject({ url: '/api/admin/page-access', headers: { cookie: guest } });
    expect(res.json()).toEqual([{ pagePath: '/admin/users', visible: false }]);
    expect((await t.app.inject({ url: '/api/admin/page-access' })).statusCode).toBe(401);
  });
});

describe('POST /api/track-navigation', () => {
  it('records a signed-in route change and refuses visitors and bad timestamps', async () => {
    const body = { path: '/profile/x', timestamp: new Date().toISOString() };
    expect((await t.app.inject({ method: 'POST', url: '/api/track-navigation', payload: body })).statusCode).toBe(401);
    const ok = await t.app.inject({ method: 'POST', url: '/api/track-navigation', payload: body, headers: { cookie: guest } });
    expect(ok.statusCode).toBe(204);
    const rows = await t.db.select().from(navigationEvents).where(eq(navigationEvents.userId, guestId));
    expect(rows.map((r) => r.path)).toEqual(['/profile/x']);
    const bad = await t.app.inject({ method: 'POST', url: '/api/track-navigation', payload: { path: '/x', timestamp: 'yesterday' }, headers: { cookie: guest } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/admin/overview', () => {
  it('counts the directory for admins and refuses guests', async () => {
    const client = await createClient(t.db, { featured: true });
    await t.db.insert(videos).values({ clientId: client.id, title: 'Pending', toApprove: 1 });
    const res = await t.app.inject({ url: '/api/admin/overview', headers: { cookie: admin } });
    expect(res.json()).toMatchObject({ clients: 2, featuredClients: 1, videosPendingApproval: 1, users: 2 });
    expect(res.json().recentAudit[0]).toMatchObject({ action: 'settings.update' });
    expect((await t.app.inject({ url: '/api/admin/overview', headers: { cookie: guest } })).statusCode).toBe(403);
  });
});
