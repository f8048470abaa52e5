import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createTalkingPoint, createUser, createVideo } from '@tests/factories';
import { clientRouteKit } from '@tests/helpers/client-fixtures';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import { KEYWORD_LIMITS } from '@shared/api/directory/keywords';
import { auditLog, clients, profileKeywords } from '@server/db/schema';

const ctx = seededApp();
const { freshClient, outsiders, send } = clientRouteKit(ctx);
const extract = (clientId: number | string, cookie?: string) => send('POST', `/api/clients/${clientId}/extract-profile-keywords`, cookie);
const clear = (clientId: number | string, cookie?: string) => send('DELETE', `/api/clients/${clientId}/keywords`, cookie);
const listed = async (clientId: number): Promise<string[]> =>
  (await send('GET', `/api/clients/${clientId}/keywords`)).json().map((k: { name: string }) => k.name);

/** The stored keywords and the audit entries of a client: what a refused write must leave as it was. */
async function stateOf(clientId: number) {
  const rows = await ctx.t.db.select().from(profileKeywords).where(eq(profileKeywords.clientId, clientId)).orderBy(profileKeywords.position);
  const audit = (
    await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(clientId)))
  ).filter((e) => e.action.startsWith('keywords.'));
  return { rows, audit: audit.length };
}

const BIO = [
  '## About',
  'A pioneer of **explainable AI** in consumer lending, she built [Cobalt](https://cobalt.example.com) underwriting from scratch.',
  'Explainable AI earns the trust of regulators; credit risk models must be read by humans.',
].join('\n\n');

describe('extracting profile keywords', () => {
  it('computes them from the bio, talking points and approved videos, stores them in order in place of the old ones, audited', async () => {
    const { client, guest } = await freshClient({ name: 'Priya Raman', narrativeBio: BIO });
    await createTalkingPoint(ctx.t.db, client.id, {
      talkingPointTitle: 'Engineering at audit speed',
      talkingPointFull: 'Shipping weekly in a regulated industry.',
    });
    await createVideo(ctx.t.db, client.id, { title: 'Explainable AI for lenders', description: 'Why regulators read models.' });
    await createVideo(ctx.t.db, client.id, { title: 'Secret pending zebra video', description: 'Zebra zebra zebra.', toApprove: 1 });
    await ctx.t.db.insert(profileKeywords).values({ clientId: client.id, name: 'Old keyword', position: 0 });
    expect(await listed(client.id)).toEqual(['Old keyword']); // now in the read cache

    const res = await extract(client.id, guest);
    expect(res.statusCode).toBe(200);
    const names: string[] = res.json().map((k: { name: string }) => k.name);
    expect(names[0]).toBe('Explainable AI');
    expect(names).toContain('Engineering');
    expect(names.join(' ').toLowerCase()).not.toContain('zebra'); // pending videos are not read
    expect(names).not.toContain('Old keyword');
    expect(names.join(' ').toLowerCase()).not.toMatch(/\b(priya|raman|the|and|of)\b/);
    expect(names.length).toBeLessThanOrEqual(KEYWORD_LIMITS.extracted);
    expect(res.json()).toEqual(names.map((name) => ({ name })));
    expect(await listed(client.id)).toEqual(names); // the read cache was told

    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(client.id)));
    expect(entry).toMatchObject({ action: 'keywords.extract', targetType: 'client' });
    expect(entry.details).toMatchObject({ keywords: names });

    // the same texts give the same keywords
    expect((await extract(client.id, guest)).json()).toEqual(res.json());
  });

  it('leaves out a phrase a fifth or more of the directory’s profiles share', async () => {
    for (let i = 0; i < 40; i++) await createClient(ctx.t.db, { narrativeBio: `Mistakes well avoided. Topic number ${i}.` });
    const { client, guest } = await freshClient({ narrativeBio: 'Mistakes well avoided. Lighthouse restoration.' });
    const names = (await extract(client.id, guest)).json().map((k: { name: string }) => k.name);
    expect(names).toContain('Lighthouse restoration');
    expect(names.join(' ')).not.toMatch(/Mistakes/);
  });

  it('ranks words many profiles use below words that set this profile apart', async () => {
    for (let i = 0; i < 6; i++) await createClient(ctx.t.db, { narrativeBio: `Strategy consulting for boards. Strategy advice number ${i}.` });
    const { client, guest } = await freshClient({ narrativeBio: 'Strategy. Zoology.' });
    // these profiles were inserted straight into the database: a write through the API tells the search index
    await clear(client.id, guest);
    // alphabetical order would put Strategy first: the directory's frequencies decide
    expect((await extract(client.id, guest)).json()).toEqual([{ name: 'Zoology' }, { name: 'Strategy' }]);
  });

  it('stores nothing and answers [] for a profile with no text to read', async () => {
    const { client, guest } = await freshClient({ narrativeBio: '' });
    const res = await extract(client.id, guest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await stateOf(client.id)).rows).toEqual([]);
  });

  it('marks the client changed (updated_at), as every client writer does', async () => {
    const { client, guest } = await freshClient({ narrativeBio: 'Beekeeping at scale.' });
    await extract(client.id, guest);
    const [row] = await ctx.t.db.select({ updatedAt: clients.updatedAt }).from(clients).where(eq(clients.id, client.id));
    expect(row.updatedAt.getTime()).toBeGreaterThan(client.updatedAt.getTime());
  });

  it('clears them (DELETE), so they can be extracted again', async () => {
    // a bio of its own: the other tests' profiles share 'Beekeeping at scale', so in this directory it is stock wording
    const { client, guest } = await freshClient({ narrativeBio: 'Lighthouse restoration.' });
    await extract(client.id, guest);
    expect(await listed(client.id)).not.toEqual([]);
    const res = await clear(client.id, guest);
    expect(res.statusCode).toBe(204);
    expect(await listed(client.id)).toEqual([]);
    expect((await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'keywords.clear'))).some((e) => e.targetId === String(client.id))).toBe(true);
  });
});

describe('who may extract and clear keywords (whoever may manage the client)', () => {
  it('the guest and team member of the client, admins, owners, and an admin viewing as the guest', async () => {
    const { client, team } = await freshClient({ narrativeBio: 'Beekeeping at scale.' });
    const admin = await createUser(ctx.t.db, { role: 'admin' });
    const owner = await createUser(ctx.t.db, { role: 'owner' });
    const viewingAs = await openSession(ctx.t.db, admin.id, client.id);
    for (const cookie of [team, await openSession(ctx.t.db, admin.id), await openSession(ctx.t.db, owner.id), viewingAs]) {
      expect((await extract(client.id, cookie)).statusCode).toBe(200);
      expect((await clear(client.id, cookie)).statusCode).toBe(204);
    }
    const entries = await ctx.t.db.select().from(auditLog).where(eq(auditLog.actingAsClientId, client.id));
    expect(entries.map((e) => [e.action, e.actorUserId])).toEqual([
      ['keywords.extract', admin.id],
      ['keywords.clear', admin.id],
    ]);
  });

  it('refuses visitors (401) and the guest or team of another client (403), changing nothing', async () => {
    const { client } = await freshClient({ narrativeBio: 'Beekeeping at scale.' });
    await ctx.t.db.insert(profileKeywords).values({ clientId: client.id, name: 'Kept', position: 0 });
    const refused = await outsiders();
    const before = await stateOf(client.id);
    for (const [cookie, status] of refused) {
      for (const res of [await extract(client.id, cookie), await clear(client.id, cookie)]) {
        expect(res.statusCode).toBe(status);
        expect(typeof res.json().message).toBe('string');
      }
    }
    expect(await stateOf(client.id)).toEqual(before);
  });

  it('answers 400 for an invalid id and 404 for an unknown client, writing nothing', async () => {
    const admin = await openSession(ctx.t.db, (await createUser(ctx.t.db, { role: 'admin' })).id);
    // a path that names no client by an integer is refused by the manageClient rule before validation (403)
    for (const id of ['abc', '1.5']) expect((await extract(id, admin)).statusCode).toBe(403);
    for (const id of ['0', '-1', '99999999999']) {
      for (const res of [await extract(id, admin), await clear(id, admin)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.stringContaining('Invalid id') });
      }
    }
    const audit = (await ctx.t.db.select().from(auditLog)).length;
    for (const res of [await extract(2_000_000_000, admin), await clear(2_000_000_000, admin)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Client not found');
    }
    expect((await ctx.t.db.select().from(auditLog)).length).toBe(audit);
  });
});
