import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTalkingPoint } from '@tests/factories';
import { expectAdminListRefusals } from '@tests/helpers/admin-list-refusals';
import { seedAdminListPeople } from '@tests/helpers/admin-list-people';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { auditLog, contentChanges, talkingPoints } from '@server/db/schema';

let t: TestApp;
let admin: string;
let guest: string;
let ada: { id: number };
let grace: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  ({ ada, grace, admin, guest } = await seedAdminListPeople(t.db));
  await createTalkingPoint(t.db, ada.id, { talkingPointTitle: 'Engines of thought', talkingPointFull: 'Analytical engines', position: 0 });
  await createTalkingPoint(t.db, ada.id, { talkingPointTitle: 'Poetical science', position: 1 });
  await createTalkingPoint(t.db, grace.id, { talkingPointTitle: '100% compilers', talkingPointFull: 'COBOL and the engine room' });
});
afterAll(() => t.close());

const list = async (query = '', cookie = admin) => t.app.inject({ url: `/api/admin/talking-points?${query}`, headers: { cookie } });
const titles = async (query: string) => (await list(query)).json().items.map((p: { talkingPointTitle: string }) => p.talkingPointTitle);

describe('GET /api/admin/talking-points', () => {
  it('lists every client’s talking points by client, then in profile order, with the client', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, totalCapped: false, page: 1, pageSize: 25 });
    expect(body.items.map((p: { clientName: string }) => p.clientName)).toEqual(['Grace Hopper', 'Ada Lovelace', 'Ada Lovelace']);
    expect(await titles('sort=client&dir=asc')).toEqual(['Engines of thought', 'Poetical science', '100% compilers']);
    expect(body.items[0]).toMatchObject({ clientSlug: 'grace', talkingPointFull: 'COBOL and the engine room' });
  });

  it('searches titles and full text (wildcards literal), filters by client, sorts and pages', async () => {
    expect(await titles('q=engine&sort=title&dir=asc')).toEqual(['100% compilers', 'Engines of thought']);
    expect(await titles('q=%25')).toEqual(['100% compilers']);
    expect(await titles('q=e')).toEqual(await titles(''));
    expect(await titles('q=e&dir=asc')).toEqual((await titles('')).reverse());
    expect(await titles(`clientId=${ada.id}&sort=title&dir=desc`)).toEqual(['Poetical science', 'Engines of thought']);
    const second = (await list('sort=title&dir=asc&pageSize=10&page=1')).json();
    expect(second.items).toHaveLength(3);
    expect((await list('page=2&pageSize=10')).json()).toMatchObject({ items: [], total: 3 });
  });

  it('refuses bad paging and sorting with a 400, and non-admins', async () => {
    const badQueries = ['pageSize=7', 'page=0', 'page=501', 'sort=password', 'dir=sideways', `q=${'x'.repeat(201)}`, 'clientId=abc'];
    await expectAdminListRefusals(t.app, '/api/admin/talking-points', { admin, nonAdmin: guest }, badQueries);
  });

  it('counts a search to 1,000 matches, then says 1,000+, and still pages past them', async () => {
    const many = await createClient(t.db, { slug: 'many', name: 'Many Points' });
    await t.db
      .insert(talkingPoints)
      .values(Array.from({ length: 1_002 }, (_, i) => ({ clientId: many.id, talkingPointTitle: `Zephyrine ${i}`, talkingPointFull: '', position: i })));
    try {
      expect((await list('q=zephyrine')).json()).toMatchObject({ total: 1_000, totalCapped: true });
      expect((await titles('q=zephyrine&pageSize=10')).slice(0, 2)).toEqual(['Zephyrine 1001', 'Zephyrine 1000']);
      expect((await list('q=zephyrine&page=41')).json().items).toHaveLength(2);
      expect((await list(`clientId=${many.id}`)).json()).toMatchObject({ total: 1_002, totalCapped: false });
    } finally {
      await t.db.delete(talkingPoints).where(eq(talkingPoints.clientId, many.id));
    }
  });

  it('finds a rare term among old rows, past the newest 5,000, in order and paged', async () => {
    const many = await createClient(t.db, { slug: 'old-and-new', name: 'Old And New' });
    const points = (titles: string[]) => titles.map((title, i) => ({ clientId: many.id, talkingPointTitle: title, talkingPointFull: '', position: i }));
    await t.db.insert(talkingPoints).values(points(Array.from({ length: 30 }, (_, i) => `Quillon ${i}`)));
    await t.db.insert(talkingPoints).values(points(Array.from({ length: 5_000 }, (_, i) => `Filler ${i}`)));
    await t.db.insert(talkingPoints).values(points(['Quillon new 0', 'Quillon new 1']));
    try {
      expect((await list('q=quillon&pageSize=10')).json()).toMatchObject({ total: 32, totalCapped: false });
      expect(await titles('q=quillon&pageSize=10')).toEqual(['Quillon new 1', 'Quillon new 0', ...[29, 28, 27, 26, 25, 24, 23, 22].map((i) => `Quillon ${i}`)]);
      expect(await titles('q=quillon&pageSize=10&page=4')).toEqual(['Quillon 1', 'Quillon 0']);
      expect(await titles('q=quillon&pageSize=10&dir=asc&page=3')).toEqual([...[20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map((i) => `Quillon ${i}`)]);
      expect(await titles('q=quillon&pageSize=10&dir=asc&page=4')).toEqual(['Quillon new 0', 'Quillon new 1']);
      expect(await titles('q=filler 4999&pageSize=10')).toEqual(['Filler 4999']);
      expect(await titles('q=nothing-like-it')).toEqual([]);
    } finally {
      await t.db.delete(talkingPoints).where(eq(talkingPoints.clientId, many.id));
    }
  });

  it('pages as deep as the count goes, row 10,000, and no deeper', async () => {
    for (const query of ['page=400', 'page=100&pageSize=100', 'page=1000&pageSize=10']) {
      expect((await list(query)).statusCode, query).toBe(200);
    }
    for (const query of ['page=401', 'page=101&pageSize=100', 'page=201&pageSize=50']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain('Only the first 10,000 rows can be paged through');
    }
  });
});

describe('POST /api/admin/talking-points/bulk-delete', () => {
  const bulkDelete = (ids: unknown, cookie = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/talking-points/bulk-delete', headers: { cookie }, payload: { ids } });

  it('deletes the selected points in one audited write, logging each in the update log', async () => {
    const a = await createTalkingPoint(t.db, ada.id, { talkingPointTitle: 'Doomed A' });
    const b = await createTalkingPoint(t.db, grace.id, { talkingPointTitle: 'Doomed B' });
    const res = await bulkDelete([a.id, b.id, 999_999]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: 2 });
    const left = await t.db.select().from(talkingPoints);
    expect(left.map((p) => p.id)).not.toContain(a.id);
    const audit = await t.db.select().from(auditLog);
    expect(audit.filter((e) => e.action === 'talking-point.bulk-delete').at(-1)?.details).toEqual({ ids: [a.id, b.id] });
    const changes = await t.db.select().from(contentChanges);
    expect(changes.filter((c) => c.entityId === String(a.id)).map((c) => [c.field, c.before, c.after])).toEqual([
      ['talkingPointTitle', 'Doomed A', null],
      ['talkingPointFull', 'Said in full.', null],
    ]);
  });

  it('refuses empty, repeated, oversized and malformed id lists, and non-admins, changing nothing', async () => {
    const keep = await createTalkingPoint(t.db, ada.id, { talkingPointTitle: 'Keep me' });
    for (const ids of [[], [keep.id, keep.id], Array.from({ length: 501 }, (_, i) => i + 1), ['1; drop table'], [-1], 'all']) {
      expect((await bulkDelete(ids)).statusCode).toBe(400);
    }
    expect((await bulkDelete([keep.id], guest)).statusCode).toBe(403);
    expect((await t.db.select().from(talkingPoints)).map((p) => p.id)).toContain(keep.id);
    await t.db.delete(talkingPoints).where(eq(talkingPoints.id, keep.id)); // the list tests count the seeded points only
  });
});
