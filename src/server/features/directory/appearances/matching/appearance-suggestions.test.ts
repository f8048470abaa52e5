import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories';
import { storeFakeFeed } from '@tests/fakes/feeds/stored-feed';
import { clientRouteKit, expectError } from '@tests/helpers/client-fixtures';
import { createSuggestion } from '@tests/helpers/fixtures/directory/appearances/suggestions';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import { MATCH_SIGNAL_LABELS, VERIFIED_BASIS_LABELS } from '@shared/api/directory/appearances/feeds';
import type { AppearanceSuggestion } from '@shared/api/directory/appearances/appearance-suggestions';
import type { Appearance } from '@shared/api/directory/podcasts/podcasts';
import { appearanceMatches, auditLog, episodes, users } from '@server/db/schema';
import { matchEpisodes } from './matches.service';

const ctx = seededApp();
const kit = clientRouteKit(ctx);
const { send } = kit;

const list = (clientId: number, cookie?: string) => send('GET', `/api/clients/${clientId}/appearance-suggestions`, cookie);
const accept = (id: number | string, cookie?: string) => send('POST', `/api/appearance-suggestions/${id}/accept`, cookie);
const reject = (id: number | string, cookie?: string) => send('POST', `/api/appearance-suggestions/${id}/reject`, cookie);
const matchRow = async (id: number) => (await ctx.t.db.select().from(appearanceMatches).where(eq(appearanceMatches.id, id)))[0]!;
const auditOf = (action: string, targetId: number) =>
  ctx.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));
const uniqueName = () => `Bartholomew Quince${Math.random().toString(36).slice(2, 6).replace(/\d/g, 'x')}`;

describe('suggested appearances', () => {
  it('lists a client’s suggestions with their show, episode, link and evidence in words, for whoever may manage the client', async () => {
    const { db } = ctx.t;
    const name = uniqueName();
    const { client, guest, team } = await kit.freshClient({ name });
    const { episodeIds } = await storeFakeFeed(db, {
      title: 'Quince Radio',
      link: 'https://quince.example',
      items: [
        { title: `${name} on orchards`, publishedAt: '2025-01-10T00:00:00Z', enclosureUrl: 'https://quince.example/1.mp3' },
        { title: 'Pruning', description: `This week we are joined by ${name}.`, publishedAt: '2025-02-10T00:00:00Z', link: 'https://quince.example/2' },
      ],
    });
    await matchEpisodes({ db, config: ctx.t.config, bus: { invalidate: async () => undefined } }, episodeIds);

    for (const cookie of [guest, team, await kit.curator('admin'), await kit.curator('owner')]) {
      const res = await list(client.id, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const suggestions: AppearanceSuggestion[] = res.json().items;
      expect(suggestions).toEqual([
        {
          id: expect.any(Number),
          showName: 'Quince Radio',
          episodeTitle: 'Pruning',
          publishedAt: '2025-02-10T00:00:00.000Z',
          link: 'https://quince.example/2',
          evidence: [{ signal: 'name-in-description', label: MATCH_SIGNAL_LABELS['name-in-description'], detail: `“This week we are joined by ${name}.”` }],
          heldReason: null,
          feedOrigin: null,
        },
        {
          id: expect.any(Number),
          showName: 'Quince Radio',
          episodeTitle: `${name} on orchards`,
          publishedAt: '2025-01-10T00:00:00.000Z',
          link: 'https://quince.example/1.mp3',
          evidence: [{ signal: 'name-in-title', label: MATCH_SIGNAL_LABELS['name-in-title'], detail: `“${name} on orchards”` }],
          heldReason: null,
          feedOrigin: null,
        },
      ]);
    }
    for (const [cookie, status] of await kit.outsiders()) expectError(await list(client.id, cookie), status);
  });

  it('accepting makes a verified appearance the profile lists, decided by the real account and audited; a decided one answers 409', async () => {
    const { db } = ctx.t;
    const { client, guest } = await kit.freshClient({ name: uniqueName() });
    const id = await createSuggestion(db, client.id, 'Orchards at dawn');
    const res = await accept(id, guest);
    expect(res.statusCode, res.body).toBe(200);
    const appearance: Appearance = res.json();
    expect(appearance).toEqual({
      id: expect.any(Number),
      title: 'Orchards at dawn',
      url: 'https://suggesting.example/1',
      publishedAt: '2025-02-01T00:00:00.000Z',
      podcastName: 'A Suggesting Show',
      podcastHost: '',
      grade: 'matched',
      verified: { sourceUrl: 'https://suggesting.example/1', evidence: VERIFIED_BASIS_LABELS['accepted-by-guest'] },
    });
    const row = await matchRow(id);
    const [guestUser] = await db
      .select()
      .from(users)
      .where(and(eq(users.clientId, client.id), eq(users.role, 'guest')));
    expect(row).toMatchObject({
      status: 'verified',
      episodeId: appearance.id,
      decidedBy: guestUser!.id,
      decidedAt: expect.any(Date),
      basis: 'accepted-by-guest',
    });
    const [made] = await db.select().from(episodes).where(eq(episodes.id, appearance.id));
    expect(made).toMatchObject({ clientId: client.id, feedEpisodeId: row.feedEpisodeId });
    expect(await auditOf('appearance-suggestion.accept', appearance.id)).toHaveLength(1);
    const profile = await send('GET', `/api/clients/${client.id}/episodes`);
    expect((profile.json().items as Appearance[]).map((a) => a.title)).toEqual(['Orchards at dawn']);
    expect((await list(client.id, guest)).json().items).toEqual([]);

    expectError(await accept(id, guest), 409, 'This suggestion was already accepted: it is no longer waiting for an answer');
    expectError(await reject(id, guest), 409, 'This suggestion was already accepted: it is no longer waiting for an answer');
  });

  it('rejecting keeps the match as rejected, audited, and a later run never offers it again', async () => {
    const { db } = ctx.t;
    const name = uniqueName();
    const { client, team } = await kit.freshClient({ name });
    const { episodeIds } = await storeFakeFeed(db, { title: 'Rejecting Radio', items: [{ title: `${name} on cider`, publishedAt: '2025-03-01T00:00:00Z' }] });
    const matching = { db, config: ctx.t.config, bus: { invalidate: async () => undefined } };
    await matchEpisodes(matching, episodeIds);
    const [suggestion] = (await list(client.id, team)).json().items as AppearanceSuggestion[];
    const res = await reject(suggestion!.id, team);
    expect(res.statusCode, res.body).toBe(204);
    expect(await matchRow(suggestion!.id)).toMatchObject({ status: 'rejected', decidedAt: expect.any(Date), episodeId: null });
    expect(await auditOf('appearance-suggestion.reject', suggestion!.id)).toHaveLength(1);
    await matchEpisodes(matching, episodeIds);
    expect((await list(client.id, team)).json().items).toEqual([]);
    expect(await matchRow(suggestion!.id)).toMatchObject({ status: 'rejected' });
    expectError(await accept(suggestion!.id, team), 409, 'This suggestion was already rejected: it is no longer waiting for an answer');
  });

  it('answers 404 for another client’s suggestion and an unknown one, 401 to a visitor, and lets admins decide; an admin viewing as the guest is recorded as themself', async () => {
    const { db } = ctx.t;
    const { client } = await kit.freshClient({ name: uniqueName() });
    const stranger = await kit.freshClient({ name: uniqueName() });
    const id = await createSuggestion(db, client.id);
    for (const cookie of [stranger.guest, stranger.team]) {
      expectError(await accept(id, cookie), 404, 'Suggestion not found');
      expectError(await reject(id, cookie), 404, 'Suggestion not found');
    }
    expectError(await accept(id), 401);
    expectError(await accept(999_999, await kit.curator('admin')), 404, 'Suggestion not found');
    expect(await matchRow(id)).toMatchObject({ status: 'suggested', decidedBy: null });

    const admin = await createUser(db, { role: 'admin' });
    const viewingAs = await openSession(db, admin.id, client.id);
    expect((await reject(id, viewingAs)).statusCode).toBe(204);
    expect(await matchRow(id)).toMatchObject({ status: 'rejected', decidedBy: admin.id });
    const other = await createSuggestion(db, client.id, 'Owner accepted');
    expect((await accept(other, await kit.curator('owner'))).statusCode).toBe(200);
  });
});
