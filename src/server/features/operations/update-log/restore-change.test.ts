import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTalkingPoint, createUser, createVideo } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { auditLog, clients, contentChanges, talkingPoints, videos } from '@server/db/schema';
import { CHANGED_SINCE } from './restore-change';

let t: TestApp;
let admin: string;
let owner: string;
let guest: string;
let team: string;

beforeAll(async () => {
  t = await createTestApp();
  const own = await createClient(t.db, { slug: 'restore-own', name: 'Restore Own' });
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  owner = await openSession(t.db, (await createUser(t.db, { role: 'owner' })).id);
  guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: own.id })).id);
  team = await openSession(t.db, (await createUser(t.db, { role: 'team', clientId: own.id })).id);
});
afterAll(() => t.close());

/** A request as `cookie`'s session; null: as a visitor. */
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, cookie: string | null = admin) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const restore = (id: number | string, cookie: string | null = admin) => call('POST', `/api/admin/update-log/${id}/restore`, undefined, cookie);

/** The logged changes of one field of one entity, newest first. */
const changesOf = (entityType: string, entityId: number, field: string) =>
  t.db
    .select()
    .from(contentChanges)
    .where(and(eq(contentChanges.entityType, entityType), eq(contentChanges.entityId, String(entityId)), eq(contentChanges.field, field)))
    .orderBy(desc(contentChanges.id));

/** The update log's entry of change `id`, as the page reads it. */
async function entryOf(id: number) {
  const items: { id: number; restorable: boolean }[] = (await call('GET', '/api/admin/update-log?pageSize=100')).json().items;
  return items.find((item) => item.id === id);
}

describe('POST /api/admin/update-log/{id}/restore', () => {
  it('puts a bio back to its version before an edit: logged as a new change, audited in words, shown on the profile at once', async () => {
    const c = await createClient(t.db, { slug: 'restore-bio', name: 'Amara Restore', narrativeBio: 'The first bio.' });
    expect((await call('GET', '/api/clients/restore-bio')).json().narrativeBio).toBe('The first bio.');
    expect((await call('PATCH', `/api/admin/clients/${c.id}`, { narrativeBio: 'A bio overwritten by mistake.' })).statusCode).toBe(200);
    const [edit] = await changesOf('client', c.id, 'narrativeBio');
    expect(await entryOf(edit.id)).toMatchObject({ restorable: true });

    const res = await restore(edit.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ restored: true });
    const [row] = await t.db.select().from(clients).where(eq(clients.id, c.id));
    expect(row.narrativeBio).toBe('The first bio.');
    expect((await call('GET', '/api/clients/restore-bio')).json().narrativeBio).toBe('The first bio.');

    const [logged] = await changesOf('client', c.id, 'narrativeBio');
    expect(logged).toMatchObject({
      before: 'A bio overwritten by mistake.',
      after: 'The first bio.',
      source: 'edit',
      clientId: c.id,
      clientName: 'Amara Restore',
    });
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'update-log.restore')).orderBy(desc(auditLog.id)).limit(1);
    expect(audited).toMatchObject({ targetType: 'client', targetId: String(c.id), details: { change: edit.id, field: 'narrativeBio', clientId: c.id } });
    const audit: { id: number; label: string; targetLabel: string }[] = (
      await call('GET', '/api/admin/audit?action=update-log.restore', undefined, owner)
    ).json().items;
    expect(audit.find((entry) => entry.id === audited.id)).toMatchObject({ label: 'Restored the bio to an earlier version', targetLabel: 'Amara Restore' });
  });

  it('refuses (409, nothing written) a change whose field has changed since: restored already, a later edit, or a write the log missed', async () => {
    const c = await createClient(t.db, { headline: 'One' });
    await call('PATCH', `/api/admin/clients/${c.id}`, { headline: 'Two' });
    const [first] = await changesOf('client', c.id, 'headline');
    expect((await restore(first.id)).statusCode).toBe(200);
    const again = await restore(first.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: CHANGED_SINCE, code: 'CHANGED_SINCE' });

    // One → Two → Three → Two: the field holds the value the first change wrote, but it was changed after it
    await call('PATCH', `/api/admin/clients/${c.id}`, { headline: 'Two' });
    const [second] = await changesOf('client', c.id, 'headline');
    await call('PATCH', `/api/admin/clients/${c.id}`, { headline: 'Three' });
    await call('PATCH', `/api/admin/clients/${c.id}`, { headline: 'Two' });
    const count = (await changesOf('client', c.id, 'headline')).length;
    expect((await restore(second.id)).statusCode).toBe(409);

    const [latest] = await changesOf('client', c.id, 'headline');
    await t.db.update(clients).set({ headline: 'Written behind the log' }).where(eq(clients.id, c.id));
    expect((await restore(latest.id)).json()).toMatchObject({ message: CHANGED_SINCE });
    expect((await changesOf('client', c.id, 'headline')).length).toBe(count);
    expect((await t.db.select().from(clients).where(eq(clients.id, c.id)))[0].headline).toBe('Written behind the log');
  });

  it('restores every kind of field it offers: a talking point text, a video keyword list, a yes/no, an address back to none', async () => {
    const c = await createClient(t.db, { featured: false, websiteUrl: null });
    const point = await createTalkingPoint(t.db, c.id, { talkingPointTitle: 'Old title', talkingPointFull: 'Full' });
    await call('PATCH', `/api/talking-points/${point.id}`, { talkingPointTitle: 'New title', talkingPointFull: 'Full' });
    const video = await createVideo(t.db, c.id, { title: 'A talk', keywords: ['ops', 'teams'] });
    await call('PATCH', `/api/admin/videos/${video.id}`, { title: 'A talk', keywords: ['sales'] });
    await call('PATCH', `/api/admin/clients/${c.id}`, { featured: true, websiteUrl: 'https://example.com' });

    for (const [type, id, field] of [
      ['talking-point', point.id, 'talkingPointTitle'],
      ['video', video.id, 'keywords'],
      ['client', c.id, 'featured'],
      ['client', c.id, 'websiteUrl'],
    ] as const) {
      const [change] = await changesOf(type, id, field);
      expect(change, `${type} ${field}`).toBeDefined();
      expect((await restore(change.id)).statusCode, `${type} ${field}`).toBe(200);
    }
    expect((await t.db.select().from(talkingPoints).where(eq(talkingPoints.id, point.id)))[0].talkingPointTitle).toBe('Old title');
    expect((await t.db.select().from(videos).where(eq(videos.id, video.id)))[0].keywords).toEqual(['ops', 'teams']);
    expect((await t.db.select().from(clients).where(eq(clients.id, c.id)))[0]).toMatchObject({ featured: false, websiteUrl: null });
  });

  it('offers no restore, and refuses one (409), for creates, deletes, slugs and pictures; a gone entity is refused too', async () => {
    const c = await createClient(t.db, { slug: 'restore-slug' });
    await call('PATCH', `/api/admin/clients/${c.id}`, { slug: 'restore-slug-new' });
    const created = await call('POST', `/api/clients/${c.id}/talking-points`, { talkingPointTitle: 'Made now', talkingPointFull: '' });
    const pointId: number = created.json().id;
    await call('PATCH', `/api/talking-points/${pointId}`, { talkingPointTitle: 'Renamed', talkingPointFull: '' });
    const [update, create] = await changesOf('talking-point', pointId, 'talkingPointTitle');
    expect((await call('DELETE', `/api/talking-points/${pointId}`)).statusCode).toBeLessThan(300);
    const [deleted] = await changesOf('talking-point', pointId, 'talkingPointTitle');
    const [slug] = await changesOf('client', c.id, 'slug');

    for (const change of [create, deleted, slug]) {
      expect(await entryOf(change.id)).toMatchObject({ restorable: false });
      expect((await restore(change.id)).json()).toMatchObject({ code: 'NOT_RESTORABLE' });
    }
    expect(await entryOf(update.id)).toMatchObject({ restorable: true });
    const gone = await restore(update.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('RESTORE_TARGET_GONE');
  });

  it('is for admins and owners: guest and team 403, a visitor 401; an unknown change 404; ids that are not ids 400', async () => {
    const c = await createClient(t.db, { headline: 'Kept' });
    await call('PATCH', `/api/admin/clients/${c.id}`, { headline: 'Changed' });
    const [change] = await changesOf('client', c.id, 'headline');
    expect((await restore(change.id, guest)).statusCode).toBe(403);
    expect((await restore(change.id, team)).statusCode).toBe(403);
    expect((await restore(change.id, null)).statusCode).toBe(401);
    expect((await t.db.select().from(clients).where(eq(clients.id, c.id)))[0].headline).toBe('Changed');
    const missing = await restore(2_147_483_647);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Change not found');
    for (const id of ['abc', '0', '-1', '1e3', '0x10', '2147483648', '1.5', '%20']) {
      expect((await restore(id)).statusCode, id).toBe(400);
    }
    expect((await restore(change.id, owner)).statusCode).toBe(200);
  });
});
