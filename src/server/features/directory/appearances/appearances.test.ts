import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEpisode, createPodcast, createUser } from '@tests/factories';
import { clientRouteKit } from '@tests/helpers/client-fixtures';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import type { CandidateEpisode } from '@shared/api/directory/appearances/appearances';
import type { Appearance } from '@shared/api/directory/podcasts/podcasts';
import { auditLog, clients, episodes, podcasts } from '@server/db/schema';

const ctx = seededApp();
const kit = clientRouteKit(ctx);
const { outsiders, send } = kit;

/** A client of this test alone (named so Find Episodes can look for it), with its guest's and team member's sessions. */
const freshClient = (name = `Zelda Quartermaine ${Math.random().toString(36).slice(2, 8)}`) => kit.freshClient({ name });
const create = (clientId: number, cookie: string | undefined, body: unknown) => send('POST', `/api/clients/${clientId}/appearances`, cookie, body);
const edit = (episodeId: number | string, cookie: string | undefined, body: unknown) => send('PATCH', `/api/episodes/${episodeId}`, cookie, body);
const link = (clientId: number, episodeId: number | string, cookie?: string) => send('PUT', `/api/clients/${clientId}/appearances/${episodeId}`, cookie);
const unlink = (episodeId: number | string, cookie?: string) => send('POST', `/api/episodes/${episodeId}/unlink`, cookie);
const find = (clientId: number, cookie: string | undefined, query = '') => send('GET', `/api/clients/${clientId}/appearances/candidates${query}`, cookie);

/** The client's appearances as the profile lists them (through the read cache). */
async function listed(clientId: number): Promise<Appearance[]> {
  const res = await send('GET', `/api/clients/${clientId}/episodes`);
  expect(res.statusCode).toBe(200);
  return res.json().items;
}
const titles = async (clientId: number) => (await listed(clientId)).map((a) => a.title);

/** What a refused or failed write must leave as it was: the episodes, podcasts, the client's updated_at and the audit trail. */
async function stateOf(clientId: number) {
  const { db } = ctx.t;
  const all = await db.select().from(episodes).orderBy(episodes.id);
  const shows = await db.select({ id: podcasts.id }).from(podcasts);
  const [client] = await db.select({ updatedAt: clients.updatedAt }).from(clients).where(eq(clients.id, clientId));
  const audit = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.targetType, 'episode'));
  return { episodes: all, podcasts: shows.length, updatedAt: client.updatedAt, audit: audit.length };
}

describe('a guest managing their podcast appearances', () => {
  it('adds one on an existing and on a new podcast, edits and removes it; the profile shows each change at once, audited', async () => {
    const { client, guest } = await freshClient();
    const show = await createPodcast(ctx.t.db, { name: `Existing Show ${client.id}`, host: 'Dana Whitlock' });
    expect(await listed(client.id)).toEqual([]); // now in the read cache

    const onExisting = await create(client.id, guest, {
      podcastId: show.id,
      title: '  Leading boards  ',
      url: 'https://show.example.fm/1',
      publishedAt: '2025-01-15',
    });
    expect(onExisting.statusCode).toBe(201);
    const a: Appearance = onExisting.json();
    expect(a).toEqual({
      id: expect.any(Number),
      title: 'Leading boards',
      url: 'https://show.example.fm/1',
      publishedAt: '2025-01-15T00:00:00.000Z',
      podcastName: show.name,
      podcastHost: 'Dana Whitlock',
      grade: 'self-reported',
      verified: null,
    });

    const onNew = await create(client.id, guest, { podcastName: `Brand New Show ${client.id}`, title: 'Second talk', url: '', publishedAt: '' });
    expect(onNew.statusCode).toBe(201);
    const b: Appearance = onNew.json();
    expect(b).toMatchObject({ podcastName: `Brand New Show ${client.id}`, podcastHost: '', url: null, publishedAt: null });
    // a show named again (in any case) is the same show
    const again: Appearance = (await create(client.id, guest, { podcastName: `brand new show ${client.id}`, title: 'Third talk' })).json();
    expect(again.podcastName).toBe(`Brand New Show ${client.id}`);
    expect(await titles(client.id)).toEqual(['Leading boards', 'Third talk', 'Second talk']); // newest first, undated last (by id)

    const edited = await edit(a.id, guest, { title: 'Leading better boards', url: null, publishedAt: '2025-02-01' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: a.id, title: 'Leading better boards', url: null, publishedAt: '2025-02-01T00:00:00.000Z' });
    expect((await listed(client.id))[0]).toEqual(edited.json());

    const removed = await unlink(b.id, guest);
    expect(removed.statusCode).toBe(204);
    expect(await titles(client.id)).toEqual(['Leading better boards', 'Third talk']);
    // the episode stays with its podcast, on no profile
    const [kept] = await ctx.t.db.select().from(episodes).where(eq(episodes.id, b.id));
    expect(kept.clientId).toBeNull();
    expect((await unlink(b.id, guest)).statusCode).toBe(404);

    const audit = await ctx.t.db.select().from(auditLog).where(eq(auditLog.targetType, 'episode'));
    const mine = audit.filter((e) => [a.id, b.id, again.id].map(String).includes(e.targetId ?? '')).map((e) => e.action);
    expect(mine.toSorted()).toEqual(['appearance.create', 'appearance.create', 'appearance.create', 'appearance.unlink', 'appearance.update']);
    const [row] = await ctx.t.db.select({ updatedAt: clients.updatedAt }).from(clients).where(eq(clients.id, client.id));
    expect(row.updatedAt.getTime()).toBeGreaterThan(client.updatedAt.getTime());
  });

  it('finds episodes on no profile that mention their name, newest first and paged, and links one', async () => {
    const { client, guest } = await freshClient();
    const show = await createPodcast(ctx.t.db);
    const older = await createEpisode(ctx.t.db, {
      podcastId: show.id,
      title: 'Boards and budgets',
      description: `A talk with ${client.name.toUpperCase()}.`,
      publishedAt: new Date('2024-01-01T00:00:00Z'),
    });
    const newer = await createEpisode(ctx.t.db, {
      podcastId: show.id,
      title: `${client.name} on supply chains`,
      publishedAt: new Date('2025-01-01T00:00:00Z'),
    });
    await createEpisode(ctx.t.db, { podcastId: show.id, title: 'Someone else entirely' });
    const other = await freshClient();
    const taken = await createEpisode(ctx.t.db, { podcastId: show.id, clientId: other.client.id, title: `${client.name} and friends` });

    const res = await find(client.id, guest);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items.map((e: CandidateEpisode) => e.id)).toEqual([newer.id, older.id]);
    expect(page).toMatchObject({ total: 2, nextOffset: null });
    expect(page.items[1]).toEqual({
      id: older.id,
      title: 'Boards and budgets',
      description: `A talk with ${client.name.toUpperCase()}.`,
      url: null,
      publishedAt: '2024-01-01T00:00:00.000Z',
      podcastName: show.name,
      podcastHost: 'Hana Host',
    });
    expect((await find(client.id, guest, '?limit=1')).json()).toMatchObject({ items: [{ id: newer.id }], total: 2, nextOffset: 1 });
    expect((await find(client.id, guest, '?q=supply%20chains')).json().items.map((e: CandidateEpisode) => e.id)).toEqual([newer.id]);
    expect((await find(client.id, guest, '?q=%25')).json().total).toBe(0); // wildcards are literal

    const linked = await link(client.id, newer.id, guest);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id: newer.id, podcastName: show.name });
    expect(await titles(client.id)).toEqual([`${client.name} on supply chains`]);
    expect((await find(client.id, guest)).json().items.map((e: CandidateEpisode) => e.id)).toEqual([older.id]);
    expect((await link(client.id, newer.id, guest)).statusCode).toBe(200); // linking it again changes nothing

    // another profile's episode is refused with 409, changing nothing
    const before = await stateOf(client.id);
    const refused = await link(client.id, taken.id, guest);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This episode is already linked to another profile', code: 'EPISODE_TAKEN' });
    expect(await stateOf(client.id)).toEqual(before);
  });
});

describe('who may manage appearances (whoever may manage the client, team members included)', () => {
  it('the team member of the client, admins, owners, and an admin viewing as the guest (recorded as acting as them)', async () => {
    const { client, team } = await freshClient();
    const admin = await createUser(ctx.t.db, { role: 'admin' });
    const owner = await createUser(ctx.t.db, { role: 'owner' });
    for (const cookie of [team, await openSession(ctx.t.db, admin.id), await openSession(ctx.t.db, owner.id)]) {
      const created = await create(client.id, cookie, { podcastName: 'Shared Show', title: 'By a manager' });
      expect(created.statusCode).toBe(201);
      expect((await edit(created.json().id, cookie, { title: 'Edited by a manager' })).statusCode).toBe(200);
      expect((await unlink(created.json().id, cookie)).statusCode).toBe(204);
      expect((await link(client.id, created.json().id, cookie)).statusCode).toBe(200);
      expect((await find(client.id, cookie)).statusCode).toBe(200);
    }
    const viewingAs = await openSession(ctx.t.db, admin.id, client.id);
    const created = await create(client.id, viewingAs, { podcastName: 'Shared Show', title: 'While viewing as' });
    expect(created.statusCode).toBe(201);
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(created.json().id)));
    expect(entry).toMatchObject({ action: 'appearance.create', actorUserId: admin.id, actingAsClientId: client.id });
  });

  it('refuses visitors (401) and the guest and team of another client (403), changing nothing', async () => {
    const { client } = await freshClient();
    const mine = await createEpisode(ctx.t.db, { clientId: client.id, title: 'Mine' });
    const loose = await createEpisode(ctx.t.db, { title: `Loose mention of ${client.name}` });
    const refused = await outsiders();
    const before = await stateOf(client.id);
    for (const [cookie, status] of refused) {
      for (const res of [
        await create(client.id, cookie, { podcastName: 'Nope', title: 'Nope' }),
        await edit(mine.id, cookie, { title: 'Nope' }),
        await unlink(mine.id, cookie),
        await link(client.id, loose.id, cookie),
        await find(client.id, cookie),
      ]) {
        expect(res.statusCode).toBe(status);
        expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      }
    }
    expect(await stateOf(client.id)).toEqual(before);
  });
});

describe('bad input', () => {
  it('answers 400 with a message per invalid field, and writes nothing', async () => {
    const { client, guest } = await freshClient();
    const mine = await createEpisode(ctx.t.db, { clientId: client.id, title: 'Mine' });
    const before = await stateOf(client.id);
    const bad: [unknown, string][] = [
      [{ podcastName: 'Show', title: '   ' }, 'Enter the episode title'],
      [{ podcastName: 'Show', title: 'x'.repeat(301) }, 'The title must be at most 300 characters'],
      [{ podcastName: 'Show', title: 'ok', url: 'javascript:alert(1)' }, 'Enter a full web address starting with http:// or https://'],
      [{ podcastName: 'Show', title: 'ok', publishedAt: '15/01/2025' }, 'Enter the date as YYYY-MM-DD'],
      [{ podcastName: 'Show', title: 'ok', publishedAt: '1850-01-01' }, 'The date must be between 1990 and 2099'],
      [{ podcastName: 'Show', title: 'nul \u0000' }, 'Text must not contain null characters'],
      [{ podcastName: 'Show', title: 42 }, 'title'],
    ];
    for (const [body, message] of bad) {
      for (const res of [await create(client.id, guest, body), await edit(mine.id, guest, body)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(message);
      }
    }
    const badPodcast: [unknown, string][] = [
      [{ title: 'ok' }, 'Choose a podcast or enter the name of a new one'],
      [{ podcastName: '  ', title: 'ok' }, 'Choose a podcast or enter the name of a new one'],
      [{ podcastId: 1, podcastName: 'Show', title: 'ok' }, 'Choose a podcast or name a new one, not both'],
      [{ podcastId: 'abc', title: 'ok' }, 'Choose a podcast'],
      [{ podcastName: 'x'.repeat(201), title: 'ok' }, 'The podcast name must be at most 200 characters'],
      [{ podcastId: 2_000_000_000, title: 'ok' }, 'That podcast does not exist'],
    ];
    for (const [body, message] of badPodcast) {
      const res = await create(client.id, guest, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    for (const query of ['?limit=0', '?limit=51', '?offset=-1', `?q=${'x'.repeat(201)}`]) expect((await find(client.id, guest, query)).statusCode).toBe(400);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await edit(id, guest, { title: 'x' })).statusCode).toBe(400);
      expect((await unlink(id, guest)).statusCode).toBe(400);
      expect((await link(client.id, id, guest)).statusCode).toBe(400);
    }
    expect(await stateOf(client.id)).toEqual(before);
  });

  it('answers 404 for an unknown episode, one on no profile, or an unknown client', async () => {
    const admin = await openSession(ctx.t.db, (await createUser(ctx.t.db, { role: 'admin' })).id);
    const loose = await createEpisode(ctx.t.db);
    for (const res of [
      await edit(2_000_000_000, admin, { title: 'x' }),
      await unlink(2_000_000_000, admin),
      await edit(loose.id, admin, { title: 'x' }),
      await unlink(loose.id, admin),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Appearance not found');
    }
    expect((await link(ctx.w.own.id, 2_000_000_000, admin)).json().message).toBe('Episode not found');
    for (const res of [
      await create(2_000_000_000, admin, { podcastName: 'Show', title: 'x' }),
      await find(2_000_000_000, admin),
      await link(2_000_000_000, loose.id, admin),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Client not found');
    }
    const [row] = await ctx.t.db.select().from(episodes).where(eq(episodes.id, loose.id));
    expect(row.clientId).toBeNull();
  });
});
