import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { signIn } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { navigationEvents } from '@server/db/schema';

let t: TestApp;
let guest: string;
let guestId: number;

beforeAll(async () => {
  t = await createTestApp();
  const client = await createClient(t.db, { slug: 'nav-client' });
  const g = await createUser(t.db, { role: 'guest', clientId: client.id });
  guestId = g.id;
  guest = await signIn(t.app, g.email, g.password);
});
afterAll(() => t.close());

const track = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/track-navigation', payload: body as object, headers: cookie ? { cookie, ...headers } : headers });
const eventsOf = (userId: number) => t.db.select().from(navigationEvents).where(eq(navigationEvents.userId, userId)).orderBy(navigationEvents.id);

describe('POST /api/track-navigation', () => {
  it('refuses visitors with 401 and records nothing', async () => {
    const path = '/profile/visitor-only';
    const res = await track({ path, timestamp: new Date().toISOString() });
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(navigationEvents).where(eq(navigationEvents.path, path))).toHaveLength(0);
  });

  it('records a signed-in route change with its time (204)', async () => {
    const timestamp = '2026-03-01T10:15:30.000Z';
    const res = await track({ path: '/profile/x', timestamp }, guest);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await eventsOf(guestId);
    expect(rows).toHaveLength(1);
    expect(rows[0].path).toBe('/profile/x');
    expect(rows[0].visitedAt.toISOString()).toBe(timestamp);
    expect((await track({ path: '/admin', timestamp: '2026-03-01T11:15:30+01:00' }, guest)).statusCode).toBe(204);
    expect((await eventsOf(guestId)).map((r) => r.path)).toEqual(['/profile/x', '/admin']);
  });

  it('records a page reached through a secret link without its token, and no page with its query', async () => {
    const member = await createUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, member.email, member.password);
    const token = 'Ab3_secretToken-0123456789abcdefghijk';
    const timestamp = new Date().toISOString();
    for (const path of [`/pitch/${token}`, `/requests/${token}`, `/approve/${token}`, `/feedback/${token}`, `/PITCH/${token}/`, `/pitch%2F${token}`]) {
      expect((await track({ path, timestamp }, cookie)).statusCode, path).toBe(204);
    }
    for (const path of [`/activate/${member.id}?email=a%40b.test&token=${token}`, `/reset-password?token=${token}`, `/admin/users?q=${token}`]) {
      expect((await track({ path, timestamp }, cookie)).statusCode, path).toBe(204);
    }
    const paths = (await eventsOf(member.id)).map((row) => row.path);
    expect(paths).toEqual(['/pitch/…', '/requests/…', '/approve/…', '/feedback/…', '/pitch/…', '/pitch/…', '/activate/…', '/reset-password', '/admin/users']);
    // the activity page lists what was recorded: no live link there either
    const activity = await t.app.inject({ method: 'GET', url: '/api/admin/activity', headers: { cookie } });
    expect(activity.statusCode).toBe(200);
    expect(activity.body).not.toContain(token);
  });

  it('refuses bad bodies with 400 and a message, recording nothing', async () => {
    const before = (await eventsOf(guestId)).length;
    for (const body of [
      { path: '/x', timestamp: 'yesterday' },
      { path: '/x', timestamp: '2026-13-45T99:00:00Z' },
      { path: '/x' },
      { timestamp: new Date().toISOString() },
      { path: '', timestamp: new Date().toISOString() },
      { path: 'x'.repeat(5000), timestamp: new Date().toISOString() },
      { path: 42, timestamp: new Date().toISOString() },
    ]) {
      const res = await track(body, guest);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await eventsOf(guestId)).toHaveLength(before);
  });

  it('records the real user while impersonating', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.email, admin.password);
    expect((await t.app.inject({ method: 'POST', url: '/api/impersonate/client/nav-client', headers: { cookie } })).statusCode).toBe(200);
    expect((await track({ path: '/profile/nav-client', timestamp: new Date().toISOString() }, cookie)).statusCode).toBe(204);
    expect((await eventsOf(admin.id)).map((r) => r.path)).toEqual(['/profile/nav-client']);
  });

  it('refuses a request from another site', async () => {
    const before = (await eventsOf(guestId)).length;
    const res = await track({ path: '/x', timestamp: new Date().toISOString() }, guest, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(await eventsOf(guestId)).toHaveLength(before);
  });
});
