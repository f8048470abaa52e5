import { and, eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser, createVideo } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { type AdminVideosQuery, adminVideosQuery, FEATURED_VIDEOS_FULL } from '@shared/api/directory/videos/admin-videos';
import { auditLog, contentChanges, videos } from '@server/db/schema';
import { pageSelect } from './admin-videos.repo';

let t: TestApp;
let admin: string;
let owner: string;
let guest: string;
let team: string;
let ada: { id: number };
let grace: { id: number };
const seeded: Record<string, number> = {};
const day = (n: number) => new Date(Date.UTC(2025, 0, n));

beforeAll(async () => {
  t = await createTestApp();
  ada = await createClient(t.db, { slug: 'ada', name: 'Ada Lovelace' });
  grace = await createClient(t.db, { slug: 'grace', name: 'Grace Hopper' });
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  owner = await openSession(t.db, (await createUser(t.db, { role: 'owner' })).id);
  guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: ada.id })).id);
  team = await openSession(t.db, (await createUser(t.db, { role: 'team', clientId: ada.id })).id);
  const rows: [string, number, Partial<typeof videos.$inferInsert>][] = [
    ['Engines of thought', ada.id, { toApprove: 0, createdAt: day(1), publishedAt: day(20), keywords: ['engines'] }],
    ['Poetical science', ada.id, { toApprove: 1, createdAt: day(2), publishedAt: null }],
    ['100% compilers', grace.id, { toApprove: 1, createdAt: day(3), publishedAt: day(10), youtubeId: null, vimeoId: '76979871' }],
    ['Nanoseconds', grace.id, { toApprove: 0, createdAt: day(4), publishedAt: day(5), featured: true, unavailableReason: 'all_thumbnails_failed' }],
    ['A local file', grace.id, { toApprove: 1, createdAt: day(5), youtubeId: null, localThumbnail: 'talk.jpg' }],
  ];
  for (const [title, clientId, fields] of rows) seeded[title] = (await createVideo(t.db, clientId, { title, ...fields })).id;
});
afterAll(() => t.close());

const list = (query = '', cookie = admin) => t.app.inject({ url: `/api/admin/videos?${query}`, headers: { cookie } });
const titles = async (query: string) => (await list(query)).json().items.map((v: { title: string }) => v.title);
const post = (action: string, ids: unknown, cookie = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/videos/bulk-${action}`, headers: { cookie }, payload: { ids } });
/** How many approved videos are featured: the places of the home page taken. */
async function approvedFeatured(): Promise<number> {
  const [{ n }] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(and(eq(videos.featured, true), eq(videos.toApprove, 0)));
  return n;
}

const patch = (id: number, payload: Record<string, unknown>, cookie = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/videos/${id}`, headers: { cookie }, payload });
const approvalOf = async (ids: number[]) =>
  (await t.db.select({ id: videos.id, toApprove: videos.toApprove }).from(videos).where(inArray(videos.id, ids))).map((v) => [v.id, v.toApprove]).sort();

describe('GET /api/admin/videos', () => {
  it('lists every client’s videos newest first, each with its client, status, source ids and dates', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCapped: false, page: 1, pageSize: 25 });
    const mine = body.items.filter((v: { id: number }) => Object.values(seeded).includes(v.id));
    expect(mine.map((v: { title: string }) => v.title)).toEqual(['A local file', 'Nanoseconds', '100% compilers', 'Poetical science', 'Engines of thought']);
    expect(mine.find((v: { title: string }) => v.title === 'Nanoseconds')).toMatchObject({
      clientName: 'Grace Hopper',
      clientSlug: 'grace',
      status: 'unavailable',
      unavailableReason: 'all_thumbnails_failed',
      featured: true,
      createdAt: day(4).toISOString(),
      publishedAt: day(5).toISOString(),
    });
    expect(mine.find((v: { title: string }) => v.title === 'A local file')).toMatchObject({
      status: 'pending',
      youtubeId: null,
      vimeoId: null,
      localThumbnail: 'talk.jpg',
    });
    expect(mine.find((v: { title: string }) => v.title === 'Engines of thought')).toMatchObject({ status: 'approved', keywords: ['engines'] });
  });

  it('filters by status, client, source and featured, and searches titles (wildcards literal)', async () => {
    const seededTitles = async (query: string) => (await titles(query)).filter((title: string) => title in seeded);
    expect(await seededTitles('status=pending')).toEqual(['A local file', '100% compilers', 'Poetical science']);
    expect(await seededTitles('status=approved')).toEqual(['Nanoseconds', 'Engines of thought']);
    expect(await seededTitles('status=unavailable')).toEqual(['Nanoseconds']);
    expect(await seededTitles(`clientId=${grace.id}`)).toEqual(['A local file', 'Nanoseconds', '100% compilers']);
    expect(await seededTitles(`clientId=${grace.id}&source=vimeo`)).toEqual(['100% compilers']);
    expect(await seededTitles(`clientId=${grace.id}&source=other`)).toEqual(['A local file']);
    expect(await seededTitles(`clientId=${grace.id}&source=youtube`)).toEqual(['Nanoseconds']);
    expect(await seededTitles(`clientId=${grace.id}&featured=true`)).toEqual(['Nanoseconds']);
    expect(await seededTitles(`clientId=${ada.id}&featured=false&status=pending`)).toEqual(['Poetical science']);
    expect(await titles('q=%25')).toEqual(['100% compilers']);
    expect(await titles('q=ENGINES')).toEqual(['Engines of thought']);
  });

  it('sorts by title, published date (undated last), client and created date, and pages', async () => {
    const scope = `clientId=${grace.id}`;
    expect(await titles(`${scope}&sort=title&dir=asc`)).toEqual(['100% compilers', 'A local file', 'Nanoseconds']);
    expect(await titles(`${scope}&sort=published&dir=desc`)).toEqual(['100% compilers', 'Nanoseconds', 'A local file']);
    expect(await titles(`${scope}&sort=created&dir=asc`)).toEqual(['100% compilers', 'Nanoseconds', 'A local file']);
    expect(await titles('q=o&sort=client&dir=asc')).toEqual(['Poetical science', 'Engines of thought', 'A local file', 'Nanoseconds', '100% compilers']);
    const page = (await list(`${scope}&pageSize=10&page=2`)).json();
    expect(page).toMatchObject({ items: [], total: 3, page: 2, pageSize: 10 });
  });

  it('refuses bad paging, sorting and filters with a 400; only admins and owners may list', async () => {
    for (const query of [
      'pageSize=7',
      'page=0',
      'page=501',
      'sort=password',
      'dir=up',
      'status=hidden',
      'source=dailymotion',
      'featured=yes',
      'clientId=abc',
      `q=${'x'.repeat(201)}`,
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await list('', owner)).statusCode).toBe(200);
    expect((await list('', guest)).statusCode).toBe(403);
    expect((await list('', team)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/videos' })).statusCode).toBe(401);
  });

  it('reads the default and each filtered view through the list indexes of migration 0007', async () => {
    // a list shaped like production (mostly approved, few pending, very few unavailable), analysed, then rolled back
    const plans: Record<string, string> = {};
    const views: Record<string, Record<string, string>> = {
      default: {},
      pending: { status: 'pending' },
      approved: { status: 'approved', sort: 'created', dir: 'asc' },
      unavailable: { status: 'unavailable' },
      client: { clientId: String(ada.id), status: 'pending' },
      search: { q: 'talk 1234' }, // last: at 20,000 rows reading in order still beats the trigram index, so that is switched off
    };
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into videos (client_id, title, youtube_id, to_approve, unavailable_reason, created_at)
          select ${grace.id}, 'Bench talk ' || i, 'bench' || i, (i % 50 = 0)::int, case when i % 1000 = 0 then 'all_thumbnails_failed' end,
            now() - i * interval '1 minute' from generate_series(1, 20000) i`);
        await tx.execute(sql`analyze videos`);
        for (const [name, query] of Object.entries(views)) {
          if (name === 'search') {
            await tx.execute(sql`set local enable_seqscan = off`);
            await tx.execute(sql`set local enable_indexscan = off`);
          }
          const res = (await tx.execute(sql`explain ${pageSelect(tx, adminVideosQuery.parse(query) as AdminVideosQuery)}`)) as unknown as { rows: unknown[] };
          plans[name] = JSON.stringify(res.rows);
        }
        tx.rollback();
      })
      .catch((error) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(plans.default).toContain('videos_created_idx');
    expect(plans.pending).toContain('videos_approval_created_idx');
    expect(plans.approved).toMatch(/videos_(approval_)?created_idx/);
    expect(plans.unavailable).toContain('videos_unavailable_idx');
    expect(plans.search).toContain('videos_title_trgm_idx');
    expect(plans.client).toContain('videos_client_id_idx');
    for (const plan of Object.values(plans)) expect(plan).not.toContain('Seq Scan on videos');
  });
});

describe('POST /api/admin/videos/bulk-approve and /bulk-disapprove', () => {
  it('approves the selected pending videos in one audited write, logs each change, and shows them on the profile', async () => {
    const a = await createVideo(t.db, ada.id, { toApprove: 1, title: 'Bulk A' });
    const b = await createVideo(t.db, grace.id, { toApprove: 1, title: 'Bulk B' });
    const already = await createVideo(t.db, ada.id, { toApprove: 0 });
    const res = await post('approve', [a.id, b.id, already.id, 999_999]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: 2 });
    expect(await approvalOf([a.id, b.id])).toEqual(
      [
        [a.id, 0],
        [b.id, 0],
      ].sort(),
    );
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'video.bulk-approve'));
    expect(audit.at(-1)?.details).toMatchObject({ ids: [a.id, b.id] });
    const changes = await t.db
      .select()
      .from(contentChanges)
      .where(inArray(contentChanges.entityId, [String(a.id), String(already.id)]));
    expect(changes.map((c) => [c.entityType, c.entityId, c.field, c.before, c.after, c.clientName])).toEqual([
      ['video', String(a.id), 'toApprove', 1, 0, 'Ada Lovelace'],
    ]);
    const profile = (await t.app.inject({ url: `/api/videos/by-client-id/${grace.id}` })).json();
    expect(profile.map((v: { title: string }) => v.title)).toContain('Bulk B');
    await t.db.delete(videos).where(inArray(videos.id, [a.id, b.id, already.id]));
  });

  it('disapproves the selected approved videos: they leave the profile and the featured videos', async () => {
    const a = await createVideo(t.db, ada.id, { toApprove: 0, title: 'Going away', featured: true });
    expect((await t.app.inject({ url: '/api/videos/featured' })).json().map((v: { id: number }) => v.id)).toContain(a.id);
    const res = await post('disapprove', [a.id], owner);
    expect(res.json()).toEqual({ changed: 1 });
    expect(await approvalOf([a.id])).toEqual([[a.id, 1]]);
    expect((await t.app.inject({ url: '/api/videos/featured' })).json().map((v: { id: number }) => v.id)).not.toContain(a.id);
    expect((await t.app.inject({ url: `/api/videos/by-client-id/${ada.id}` })).json().map((v: { id: number }) => v.id)).not.toContain(a.id);
    expect((await post('disapprove', [a.id])).json()).toEqual({ changed: 0 });
    await t.db.delete(videos).where(eq(videos.id, a.id));
  });

  it('refuses empty, repeated, oversized and malformed id lists, and non-admins, changing nothing', async () => {
    const keep = await createVideo(t.db, ada.id, { toApprove: 1 });
    for (const action of ['approve', 'disapprove']) {
      for (const ids of [[], [keep.id, keep.id], Array.from({ length: 501 }, (_, i) => i + 1), ['1; drop table'], [-1], 'all']) {
        expect((await post(action, ids)).statusCode).toBe(400);
      }
      expect((await post(action, [keep.id], guest)).statusCode).toBe(403);
      expect((await post(action, [keep.id], team)).statusCode).toBe(403);
    }
    expect(await approvalOf([keep.id])).toEqual([[keep.id, 1]]);
    await t.db.delete(videos).where(eq(videos.id, keep.id));
  });

  it('writes nothing when any part of a bulk approval fails', async () => {
    const a = await createVideo(t.db, ada.id, { toApprove: 1 });
    const b = await createVideo(t.db, grace.id, { toApprove: 1 });
    // the update log refuses b's change, after a's approval was written in the same transaction
    await t.db.execute(
      sql.raw(`create or replace function refuse_video_change() returns trigger language plpgsql as $$
      begin if new.entity_type = 'video' and new.entity_id = '${b.id}' then raise exception 'refused'; end if; return new; end $$`),
    );
    await t.db.execute(sql`create trigger refuse_video_change before insert on content_changes for each row execute function refuse_video_change()`);
    try {
      expect((await post('approve', [a.id, b.id])).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_video_change on content_changes`);
    }
    expect(await approvalOf([a.id, b.id])).toEqual(
      [
        [a.id, 1],
        [b.id, 1],
      ].sort(),
    );
    expect(
      await t.db
        .select()
        .from(contentChanges)
        .where(and(eq(contentChanges.entityType, 'video'), eq(contentChanges.entityId, String(a.id)))),
    ).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'video.bulk-approve'));
    expect(audit.flatMap((e) => (e.details as { ids: number[] }).ids)).not.toContain(a.id);
    await t.db.delete(videos).where(inArray(videos.id, [a.id, b.id]));
  });
});

describe('PATCH /api/admin/videos/{id}', () => {
  it('saves the trimmed title, description and keywords, audited and in the update log', async () => {
    const v = await createVideo(t.db, ada.id, { title: 'Old title', keywords: ['old'] });
    const res = await patch(v.id, { title: '  New title  ', description: 'About it.', keywords: [' growth ', 'leadership'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: v.id,
      title: 'New title',
      description: 'About it.',
      keywords: ['growth', 'leadership'],
      featured: false,
      clientName: 'Ada Lovelace',
    });
    const changes = await t.db
      .select()
      .from(contentChanges)
      .where(and(eq(contentChanges.entityType, 'video'), eq(contentChanges.entityId, String(v.id))));
    expect(changes.map((c) => [c.field, c.before, c.after]).sort()).toEqual([
      ['description', '', 'About it.'],
      ['keywords', ['old'], ['growth', 'leadership']],
      ['title', 'Old title', 'New title'],
    ]);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'video.edit'))).at(-1)).toMatchObject({ targetId: String(v.id) });
    await t.db.delete(videos).where(eq(videos.id, v.id));
  });

  it('refuses a missing title, more than 5 keywords, long, empty or repeated keywords, broken text, and unknown videos', async () => {
    const v = await createVideo(t.db, ada.id, { title: 'Stays' });
    for (const body of [
      {},
      { title: '   ' },
      { title: 'x', keywords: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { title: 'x', keywords: ['y'.repeat(61)] },
      { title: 'x', keywords: ['  '] },
      { title: 'x', keywords: ['Growth', 'growth '] },
      { title: 'x', featured: 'yes' },
      { title: 'x', description: 'half a pair \ud800' },
    ]) {
      const res = await patch(v.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await patch(999_999, { title: 'x' })).statusCode).toBe(404);
    expect((await patch(v.id, { title: 'x' }, guest)).statusCode).toBe(403);
    expect((await patch(v.id, { title: 'x' }, team)).statusCode).toBe(403);
    expect((await t.db.select().from(videos).where(eq(videos.id, v.id)))[0].title).toBe('Stays');
    await t.db.delete(videos).where(eq(videos.id, v.id));
  });

  it('features only videos the home page can show, at most 8, and the home page follows at once', async () => {
    const noSource = await createVideo(t.db, ada.id, { youtubeId: null, vimeoId: null });
    const pending = await createVideo(t.db, ada.id, { toApprove: 1 });
    for (const v of [noSource, pending]) {
      const res = await patch(v.id, { title: v.title, featured: true });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('VIDEO_CANNOT_BE_FEATURED');
    }
    const n = await approvedFeatured();
    const fill = await Promise.all(Array.from({ length: 7 - n }, () => createVideo(t.db, grace.id, { featured: true })));
    const eighth = await createVideo(t.db, ada.id, { title: 'Eighth' });
    const res = await patch(eighth.id, { title: 'Eighth', featured: true });
    expect(res.json()).toMatchObject({ featured: true });
    expect((await t.app.inject({ url: '/api/videos/featured' })).json().map((v: { id: number }) => v.id)).toContain(eighth.id);
    const ninth = await createVideo(t.db, ada.id);
    const refused = await patch(ninth.id, { title: ninth.title, featured: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: FEATURED_VIDEOS_FULL, code: 'FEATURED_VIDEOS_FULL' });
    // an already featured video keeps its place through an edit; unfeaturing frees one
    expect((await patch(eighth.id, { title: 'Eighth, renamed', featured: true })).statusCode).toBe(200);
    expect((await patch(eighth.id, { title: 'Eighth', featured: false })).json()).toMatchObject({ featured: false });
    expect((await t.app.inject({ url: '/api/videos/featured' })).json().map((v: { id: number }) => v.id)).not.toContain(eighth.id);
    expect((await patch(ninth.id, { title: ninth.title, featured: true })).statusCode).toBe(200);
    await t.db.delete(videos).where(inArray(videos.id, [noSource.id, pending.id, eighth.id, ninth.id, ...fill.map((v) => v.id)]));
  });

  it('counts the places of the home page: a disapproved featured video frees its place', async () => {
    const fill = await Promise.all(Array.from({ length: 8 - (await approvedFeatured()) }, () => createVideo(t.db, grace.id, { featured: true })));
    expect(fill.length).toBeGreaterThan(0);
    const waiting = await createVideo(t.db, ada.id);
    expect((await patch(waiting.id, { title: waiting.title, featured: true })).statusCode).toBe(409);
    expect((await post('disapprove', [fill[0].id])).statusCode).toBe(200);
    expect((await patch(waiting.id, { title: waiting.title, featured: true })).json()).toMatchObject({ featured: true });
    await t.db.delete(videos).where(inArray(videos.id, [waiting.id, ...fill.map((v) => v.id)]));
  });
});

describe('DELETE /api/admin/videos/{id}', () => {
  const remove = (id: number, cookie = admin) => t.app.inject({ method: 'DELETE', url: `/api/admin/videos/${id}`, headers: { cookie } });

  it('deletes a video for an admin or owner, audited and in the update log, and the profile follows at once', async () => {
    const a = await createVideo(t.db, ada.id, { title: 'Gone soon', toApprove: 0 });
    const b = await createVideo(t.db, grace.id, { title: 'Also gone' });
    expect((await t.app.inject({ url: `/api/videos/${a.id}` })).statusCode).toBe(200);
    expect((await remove(a.id)).statusCode).toBe(204);
    expect((await remove(b.id, owner)).statusCode).toBe(204);
    expect(
      await t.db
        .select()
        .from(videos)
        .where(inArray(videos.id, [a.id, b.id])),
    ).toEqual([]);
    expect((await t.app.inject({ url: `/api/videos/${a.id}` })).statusCode).toBe(404);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'video.delete'), eq(auditLog.targetId, String(a.id))));
    expect(audit[0]).toMatchObject({ targetType: 'video', details: { clientId: ada.id, slug: 'ada', title: 'Gone soon' } });
    const changes = await t.db
      .select()
      .from(contentChanges)
      .where(and(eq(contentChanges.entityType, 'video'), eq(contentChanges.entityId, String(a.id))));
    expect(changes.find((c) => c.field === 'title')).toMatchObject({ before: 'Gone soon', after: null, clientName: 'Ada Lovelace' });
  });

  it('refuses guests, team members and signed-out visitors, and answers 404 for an unknown video', async () => {
    const v = await createVideo(t.db, ada.id, { title: 'Stays put' });
    expect((await remove(v.id, guest)).statusCode).toBe(403);
    expect((await remove(v.id, team)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/videos/${v.id}` })).statusCode).toBe(401);
    expect((await remove(999_999)).statusCode).toBe(404);
    expect(await t.db.select({ id: videos.id }).from(videos).where(eq(videos.id, v.id))).toEqual([{ id: v.id }]);
    await t.db.delete(videos).where(eq(videos.id, v.id));
  });
});
