import type { AdminOverview } from '@shared/api/operations/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { openSession, signIn } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { auditLog, videos } from '@server/db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const overview = (cookie?: string) => t.app.inject({ url: '/api/admin/overview', headers: cookie ? { cookie } : {} });
const COUNTS = ['clients', 'featuredClients', 'videosPendingApproval', 'users'] as const;
/** How much each overview count grew from `before` to `after` (other tests of this file add rows too). */
const growth = (before: AdminOverview, after: AdminOverview) => Object.fromEntries(COUNTS.map((k) => [k, after[k] - before[k]]));

describe('GET /api/admin/overview', () => {
  it('counts clients, featured clients, videos pending approval and users, with the latest audit entries first', async () => {
    const observer = await createUser(t.db, { role: 'admin' });
    const before: AdminOverview = (await overview(await openSession(t.db, observer.id))).json();
    const admin = await createUser(t.db, { role: 'admin' });
    const owner = await createUser(t.db, { role: 'owner' });
    const featured = await createClient(t.db, { featured: true });
    const plain = await createClient(t.db, { featured: false });
    await createClient(t.db, { featured: true });
    await createUser(t.db, { role: 'guest', clientId: plain.id });
    await t.db.insert(videos).values([
      { clientId: featured.id, title: 'Pending one', toApprove: 1 },
      { clientId: plain.id, title: 'Pending two', toApprove: 1 },
      { clientId: plain.id, title: 'Approved', toApprove: 0 },
    ]);
    await t.db.insert(auditLog).values([
      { actorUserId: admin.id, actorEmail: admin.email, action: 'admin-job.start', details: { kind: 'airtable-sync' } },
      { actorUserId: admin.id, actorEmail: admin.email, action: 'podcast.feed-trust', targetType: 'client', targetId: String(plain.id) },
    ]);

    for (const user of [admin, owner]) {
      const res = await overview(await signIn(t.app, user.email, user.password));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(growth(before, body)).toEqual({ clients: 3, featuredClients: 2, videosPendingApproval: 2, users: 3 });
      expect(body.recentAudit.map((a: { action: string }) => a.action).slice(0, 2)).toEqual(['podcast.feed-trust', 'admin-job.start']);
      // each in words, never its code
      expect(body.recentAudit.map((a: { label: string }) => a.label).slice(0, 2)).toEqual(['Trusted a podcast feed', 'Started a sync']);
      expect(body.recentAudit[0]).toMatchObject({ actorEmail: admin.email, targetType: 'client', targetId: String(plain.id) });
      expect(Number.isNaN(Date.parse(body.recentAudit[0].createdAt))).toBe(false);
    }
  });

  it('counts each card as the list it links to counts under that filter (an unavailable video is not pending)', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.email, admin.password);
    const client = await createClient(t.db, { featured: true });
    await t.db.insert(videos).values([
      { clientId: client.id, title: 'Pending and playable', toApprove: 1 },
      { clientId: client.id, title: 'Pending but gone', toApprove: 1, unavailableReason: 'Removed from YouTube' },
    ]);
    const body: AdminOverview = (await overview(cookie)).json();
    const totalOf = async (url: string) => (await t.app.inject({ url, headers: { cookie } })).json().total as number;
    // the cards link to /admin/directory?status=all, …&featured=true, /admin/videos?status=pending and /admin/users
    expect({
      clients: await totalOf('/api/admin/clients?status=all'),
      featuredClients: await totalOf('/api/admin/clients?status=all&featured=true'),
      videosPendingApproval: await totalOf('/api/admin/videos?status=pending'),
      users: await totalOf('/api/admin/users'),
    }).toEqual({ clients: body.clients, featuredClients: body.featuredClients, videosPendingApproval: body.videosPendingApproval, users: body.users });
  });

  it('keeps at most ten recent audit entries', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    await t.db.insert(auditLog).values(Array.from({ length: 12 }, (_, i) => ({ action: `bulk.${i}` })));
    const res = await overview(await signIn(t.app, admin.email, admin.password));
    expect(res.json().recentAudit).toHaveLength(10);
    expect(res.json().recentAudit[0].action).toBe('bulk.11');
  });

  it('refuses guests and team members (403) and visitors (401)', async () => {
    const client = await createClient(t.db);
    for (const role of ['guest', 'team'] as const) {
      const user = await createUser(t.db, { role, clientId: client.id });
      const res = await overview(await signIn(t.app, user.email, user.password));
      expect(res.statusCode).toBe(403);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await overview()).statusCode).toBe(401);
  });
});

describe('GET /api/admin/client-options', () => {
  it('offers clients whose name or slug contains the term, archived ones marked, at most 20', async () => {
    const t = await createTestApp();
    try {
      const cookie = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
      const ada = await createClient(t.db, { slug: 'ada-l', name: 'Ada Lovelace' });
      await createClient(t.db, { slug: 'old-one', name: 'Archived Adams', archivedAt: new Date() });
      for (let i = 0; i < 25; i++) await createClient(t.db, { slug: `zz-${i}`, name: `Zed ${String(i).padStart(2, '0')}` });
      const options = async (q: string) => (await t.app.inject({ url: `/api/admin/client-options?q=${encodeURIComponent(q)}`, headers: { cookie } })).json();
      expect(await options('ada')).toEqual([
        expect.objectContaining({ name: 'Ada Lovelace', slug: 'ada-l', archived: false }),
        expect.objectContaining({ name: 'Archived Adams', archived: true }),
      ]);
      expect(await options('old-')).toEqual([expect.objectContaining({ name: 'Archived Adams' })]);
      expect(await options('zed')).toHaveLength(20);
      expect(await options('%')).toEqual([]);
      const byId = await t.app.inject({ url: `/api/admin/client-options?id=${ada.id}`, headers: { cookie } });
      expect(byId.json()).toEqual([{ id: ada.id, name: 'Ada Lovelace', slug: 'ada-l', archived: false }]);
      expect(
        (await t.app.inject({ url: '/api/admin/client-options', headers: { cookie: await openSession(t.db, (await createUser(t.db, { role: 'team' })).id) } }))
          .statusCode,
      ).toBe(403);
    } finally {
      await t.close();
    }
  });
});
