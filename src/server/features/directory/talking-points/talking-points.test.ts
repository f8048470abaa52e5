import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTalkingPoint, createUser } from '@tests/factories';
import { clientRouteKit, expectError } from '@tests/helpers/client-fixtures';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import type { TalkingPoint } from '@shared/api/directory/clients/clients';
import { TALKING_POINT_LIMITS } from '@shared/api/directory/talking-points/talking-points';
import { auditLog, clients, talkingPoints } from '@server/db/schema';

const ctx = seededApp();
const { freshClient, curator, outsiders, send } = clientRouteKit(ctx);

const create = (clientId: number, cookie: string | undefined, title: string, full = '') =>
  send('POST', `/api/clients/${clientId}/talking-points`, cookie, { talkingPointTitle: title, talkingPointFull: full });
const reorder = (clientId: number, cookie: string | undefined, ids: unknown) => send('PUT', `/api/clients/${clientId}/talking-points/order`, cookie, { ids });
const edit = (id: number, cookie: string | undefined, body: unknown) => send('PATCH', `/api/talking-points/${id}`, cookie, body);
const remove = (id: number, cookie?: string) => send('DELETE', `/api/talking-points/${id}`, cookie);

/** The client's talking points as the public API lists them (through the read cache). */
async function listed(clientId: number): Promise<TalkingPoint[]> {
  const res = await send('GET', `/api/clients/${clientId}/talking-points`);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const titles = async (clientId: number) => (await listed(clientId)).map((p) => p.talkingPointTitle);

/** What a refused or failed write must leave as it was: the points, their order, the client's updated_at and the audit trail. */
async function stateOf(clientId: number) {
  const { db } = ctx.t;
  const points = await db.select().from(talkingPoints).where(eq(talkingPoints.clientId, clientId)).orderBy(talkingPoints.id);
  const [client] = await db.select({ updatedAt: clients.updatedAt }).from(clients).where(eq(clients.id, clientId));
  const audit = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.targetType, 'talking-point'));
  const reorders = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'talking-point.reorder'), eq(auditLog.targetId, String(clientId))));
  return { points, updatedAt: client.updatedAt, audit: audit.length, reorders: reorders.length };
}

describe('a guest managing their own talking points', () => {
  it('adds, edits and reorders them, an admin deletes one, and the public list shows each change at once, audited', async () => {
    const { client, guest } = await freshClient();
    expect(await listed(client.id)).toEqual([]); // now in the read cache

    const first = await create(client.id, guest, '  Leading through change  ', 'Why the first 90 days decide it.');
    expect(first.statusCode).toBe(201);
    const a: TalkingPoint = first.json();
    expect(a).toEqual({ id: expect.any(Number), talkingPointTitle: 'Leading through change', talkingPointFull: 'Why the first 90 days decide it.' });
    const b: TalkingPoint = (await create(client.id, guest, 'Boards that listen')).json();
    expect(b.talkingPointFull).toBe('');
    expect(await titles(client.id)).toEqual(['Leading through change', 'Boards that listen']);

    const edited = await edit(a.id, guest, { talkingPointTitle: 'Leading through hard change', talkingPointFull: 'A new full text.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id: a.id, talkingPointTitle: 'Leading through hard change', talkingPointFull: 'A new full text.' });
    expect((await listed(client.id))[0]).toEqual(edited.json());

    const reordered = await reorder(client.id, guest, [b.id, a.id]);
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().map((p: TalkingPoint) => p.id)).toEqual([b.id, a.id]);
    expect(await titles(client.id)).toEqual(['Boards that listen', 'Leading through hard change']);

    const admin = await curator('admin');
    const deleted = await remove(b.id, admin);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await titles(client.id)).toEqual(['Leading through hard change']);
    expectError(await remove(b.id, admin), 404, 'Talking point not found');

    const audit = await ctx.t.db.select().from(auditLog).where(eq(auditLog.targetType, 'talking-point'));
    const mine = audit.filter((e) => e.targetId === String(a.id) || e.targetId === String(b.id)).map((e) => e.action);
    expect(mine.toSorted()).toEqual(['talking-point.create', 'talking-point.create', 'talking-point.delete', 'talking-point.update']);
    expect((await stateOf(client.id)).reorders).toBe(1);
  });

  it('adds new points after the last one, whatever the positions are', async () => {
    const { client, guest } = await freshClient();
    await createTalkingPoint(ctx.t.db, client.id, { talkingPointTitle: 'Seven', position: 7 });
    await createTalkingPoint(ctx.t.db, client.id, { talkingPointTitle: 'Two', position: 2 });
    await create(client.id, guest, 'New');
    expect(await titles(client.id)).toEqual(['Two', 'Seven', 'New']);
  });

  it('marks the client changed (updated_at), as every client writer does', async () => {
    const { client, guest } = await freshClient();
    expect((await create(client.id, guest, 'One')).statusCode).toBe(201);
    const [row] = await ctx.t.db.select({ updatedAt: clients.updatedAt }).from(clients).where(eq(clients.id, client.id));
    expect(row.updatedAt.getTime()).toBeGreaterThan(client.updatedAt.getTime());
  });

  it('reorders with a partial list: the listed points first, the others keep their order after them', async () => {
    const { client, guest } = await freshClient();
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C', 'D']) ids.push((await create(client.id, guest, title)).json().id);
    const res = await reorder(client.id, guest, [ids[2]]);
    expect(res.statusCode).toBe(200);
    expect(await titles(client.id)).toEqual(['C', 'A', 'B', 'D']);
    expect((await reorder(client.id, guest, [])).json().map((p: TalkingPoint) => p.talkingPointTitle)).toEqual(['C', 'A', 'B', 'D']);
  });
});

describe('who may manage talking points', () => {
  it('admins and owners manage any client’s; an admin viewing as the guest too, recorded as acting as them', async () => {
    const { client } = await freshClient();
    for (const role of ['admin', 'owner'] as const) {
      const cookie = await curator(role);
      const created = await create(client.id, cookie, `By the ${role}`);
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      expect((await edit(id, cookie, { talkingPointTitle: `Edited by the ${role}` })).statusCode).toBe(200);
      expect((await reorder(client.id, cookie, [id])).statusCode).toBe(200);
      expect((await remove(id, cookie)).statusCode).toBe(204);
    }
    const admin = await createUser(ctx.t.db, { role: 'admin' });
    const viewingAs = await openSession(ctx.t.db, admin.id, client.id);
    const created = await create(client.id, viewingAs, 'While viewing as');
    expect(created.statusCode).toBe(201);
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'talking-point.create'), eq(auditLog.targetId, String(created.json().id))));
    expect(entry.actorUserId).toBe(admin.id);
    expect(entry.actingAsClientId).toBe(client.id);
    // viewing as the guest, the admin has the guest's rights: no delete (end VIEW AS to delete)
    expectError(await remove(created.json().id, viewingAs), 403, 'Only an admin may delete talking points');
  });

  it('refuses the guest a delete of their own client’s point (403: deleting is for admins and owners alone), changing nothing', async () => {
    const { client, guest } = await freshClient();
    const point = await createTalkingPoint(ctx.t.db, client.id, { talkingPointTitle: 'Kept' });
    const before = await stateOf(client.id);
    expectError(await remove(point.id, guest), 403, 'Only an admin may delete talking points');
    expect(await stateOf(client.id)).toEqual(before);
    expect(await titles(client.id)).toEqual(['Kept']);
  });

  it('refuses team members of the client (403), visitors (401) and the guest and team of another client (403), changing nothing', async () => {
    const { client, team } = await freshClient();
    const refused = [[team, 403] as const, ...(await outsiders())];
    const point = await createTalkingPoint(ctx.t.db, client.id, { talkingPointTitle: 'Kept' });
    const before = await stateOf(client.id);
    for (const [cookie, status] of refused) {
      expectError(await create(client.id, cookie, 'Not allowed'), status);
      expectError(await edit(point.id, cookie, { talkingPointTitle: 'Not allowed' }), status);
      expectError(await reorder(client.id, cookie, [point.id]), status);
      expectError(await remove(point.id, cookie), status);
    }
    expect(await stateOf(client.id)).toEqual(before);
    expect(await titles(client.id)).toEqual(['Kept']);
  });

  it('lets everyone, visitors included, read the list', async () => {
    const { client, team } = await freshClient();
    await createTalkingPoint(ctx.t.db, client.id, { talkingPointTitle: 'Public' });
    expect((await send('GET', `/api/clients/${client.id}/talking-points`, team)).json()).toHaveLength(1);
    expect(await titles(client.id)).toEqual(['Public']);
  });
});

describe('bad input', () => {
  it('answers 400 with a message per invalid field, and writes nothing', async () => {
    const { client, guest } = await freshClient();
    const point = await createTalkingPoint(ctx.t.db, client.id, { talkingPointTitle: 'Kept' });
    const before = await stateOf(client.id);
    const bad: [unknown, string][] = [
      [{ talkingPointTitle: '   ' }, 'Enter a title'],
      [{}, ''],
      [{ talkingPointTitle: 'x'.repeat(TALKING_POINT_LIMITS.titleMax + 1) }, `The title must be at most ${TALKING_POINT_LIMITS.titleMax} characters`],
      [
        { talkingPointTitle: 'ok', talkingPointFull: 'x'.repeat(TALKING_POINT_LIMITS.fullMax + 1) },
        `The full text must be at most ${TALKING_POINT_LIMITS.fullMax} characters`,
      ],
      [{ talkingPointTitle: 'nul \u0000' }, 'Text must not contain null characters'],
      [{ talkingPointTitle: 42 }, ''],
    ];
    for (const [body, message] of bad) {
      for (const res of [await send('POST', `/api/clients/${client.id}/talking-points`, guest, body), await edit(point.id, guest, body)]) {
        expectError(res, 400);
        if (message) expect(res.json().message).toContain(message);
      }
    }
    for (const ids of [[point.id, point.id], ['1'], [0], [-3], [1.5], 'all', null]) {
      expectError(await reorder(client.id, guest, ids), 400);
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expectError(await send('DELETE', `/api/talking-points/${id}`, guest), 400);
      expectError(await send('PATCH', `/api/talking-points/${id}`, guest, { talkingPointTitle: 'x' }), 400);
    }
    expect(await stateOf(client.id)).toEqual(before);
  });

  it('answers 404 for an unknown talking point or client', async () => {
    const admin = await curator('admin');
    expectError(await edit(2_000_000_000, admin, { talkingPointTitle: 'x' }), 404, 'Talking point not found');
    expectError(await remove(2_000_000_000, admin), 404, 'Talking point not found');
    expectError(await create(2_000_000_000, admin, 'x'), 404, 'Client not found');
    expectError(await reorder(2_000_000_000, admin, []), 404, 'Client not found');
  });

  it('a reorder naming another client’s talking point changes nothing (400)', async () => {
    const { client, guest } = await freshClient();
    const other = await freshClient();
    const a = await createTalkingPoint(ctx.t.db, client.id, { talkingPointTitle: 'A', position: 0 });
    const b = await createTalkingPoint(ctx.t.db, client.id, { talkingPointTitle: 'B', position: 1 });
    const foreign = await createTalkingPoint(ctx.t.db, other.client.id, { talkingPointTitle: 'Foreign' });
    const before = await stateOf(client.id);
    const otherBefore = await stateOf(other.client.id);
    expectError(await reorder(client.id, guest, [b.id, foreign.id, a.id]), 400, 'Every talking point must belong to this profile');
    expect(await stateOf(client.id)).toEqual(before);
    expect(await stateOf(other.client.id)).toEqual(otherBefore);
    expect(await titles(client.id)).toEqual(['A', 'B']);
    // nor may a guest edit or delete another client's point through its id
    expectError(await edit(foreign.id, guest, { talkingPointTitle: 'Mine now' }), 403);
    expectError(await remove(foreign.id, guest), 403);
    expect(await stateOf(other.client.id)).toEqual(otherBefore);
  });

  it(`refuses a talking point past ${TALKING_POINT_LIMITS.perClient} with 409`, async () => {
    const { client, guest } = await freshClient();
    await ctx.t.db
      .insert(talkingPoints)
      .values(Array.from({ length: TALKING_POINT_LIMITS.perClient }, (_, i) => ({ clientId: client.id, talkingPointTitle: `P${i}`, position: i })));
    const before = await stateOf(client.id);
    expectError(await create(client.id, guest, 'One too many'), 409);
    expect(await stateOf(client.id)).toEqual(before);
  });
});
