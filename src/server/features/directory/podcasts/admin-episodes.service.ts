import type { AdminEpisode, AdminEpisodeCreate, AdminEpisodeEdit, AdminEpisodesQuery } from '@shared/api/directory/podcasts/admin-episodes';
import type { AdminListPage } from '@shared/api/admin-lists';
import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { toAdminPage } from '@server/lib/admin-list';
import { badRequest, conflict, notFound } from '@server/lib/errors';
import { touchClient, writeAndAnnounce } from '../clients/client-writes';
import { recordContentChanges } from '@server/platform/update-log/content-changes';
import * as repo from './admin-episodes.repo';
import { episodeChanges, toAdminEpisode } from './episode-changes';

type EpisodesContext = Pick<AppContext, 'db' | 'bus'>;

/** /admin/episodes: one page of episodes across every podcast and client. */
export async function listEpisodes(ctx: Pick<AppContext, 'db'>, query: AdminEpisodesQuery): Promise<AdminListPage<AdminEpisode>> {
  const { items, count } = await repo.episodeList.page(ctx.db, query);
  return toAdminPage(items.map(toAdminEpisode), count, query);
}

/** A day after now: a released episode's air date may not be later (time zones put 'today' up to a day ahead of UTC). */
function latestReleasedDay(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The stored values of a validated body: an empty link or date is none, a date is that day at
 * 00:00 UTC. A released episode may lack its air date (not known yet) but not have one in the future.
 */
function valuesOf(body: AdminEpisodeEdit, current?: repo.EpisodeRow): Partial<repo.EpisodeValues> {
  const values: Partial<repo.EpisodeValues> = {};
  if (body.podcastId !== undefined) values.podcastId = body.podcastId;
  if (body.clientId !== undefined) values.clientId = body.clientId;
  if (body.title !== undefined) values.title = body.title;
  if (body.description !== undefined) values.description = body.description;
  if (body.url !== undefined) values.url = body.url || null;
  if (body.airDate !== undefined) values.publishedAt = body.airDate ? new Date(`${body.airDate}T00:00:00Z`) : null;
  if (body.releaseStatus !== undefined) values.releaseStatus = body.releaseStatus;
  const status = values.releaseStatus ?? current?.releaseStatus;
  const day = values.publishedAt !== undefined ? values.publishedAt : (current?.publishedAt ?? null);
  if (status === 'released' && day && day.toISOString().slice(0, 10) > latestReleasedDay()) {
    throw badRequest('airDate: A released episode cannot air in the future: set the date it aired, or mark it planned or recorded', 'RELEASED_IN_FUTURE');
  }
  return values;
}

/** Checks the podcast exists (400 naming the field otherwise). */
async function requirePodcast(tx: Tx, podcastId: number): Promise<void> {
  if ((await repo.podcastName(tx, podcastId)) === undefined) throw badRequest('podcastId: That podcast does not exist', 'UNKNOWN_PODCAST');
}

/** Locks the clients an episode write touches (ascending, as every writer locks them) and marks them changed; 400 for an unknown one. */
async function touchClients(tx: Tx, clientIds: (number | null | undefined)[]): Promise<void> {
  const ids = [...new Set(clientIds.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  for (const id of ids) if (!(await touchClient(tx, id))) throw badRequest('clientId: That client does not exist', 'UNKNOWN_CLIENT');
}

/** The episode as the write left it, read in its transaction. */
async function rowIn(tx: Tx, id: number): Promise<repo.EpisodeRow> {
  const row = await repo.findRow(tx, id);
  if (!row) throw notFound('Episode not found');
  return row;
}

/** Adds an episode of a podcast (for a client or none): audited, in the update log, its profile refreshed. */
export async function createEpisode(ctx: EpisodesContext, user: SessionUser, body: AdminEpisodeCreate): Promise<AdminEpisode> {
  const row = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const values = valuesOf(body) as repo.EpisodeValues;
      await touchClients(tx, [body.clientId]);
      await requirePodcast(tx, body.podcastId);
      const created = await rowIn(tx, await repo.insert(tx, values));
      await recordContentChanges(tx, user, 'edit', episodeChanges(null, created));
      return created;
    },
    (r) => ({ action: 'episode.create', targetType: 'episode', targetId: r.id, details: { title: r.title, podcastId: r.podcastId, clientId: r.clientId } }),
  );
  return toAdminEpisode(row);
}

/**
 * Changes an episode (any of its fields, its podcast and client included): audited, in the update
 * log, the profiles it leaves and joins refreshed. 404 for an unknown episode.
 */
export async function editEpisode(ctx: EpisodesContext, user: SessionUser, id: number, body: AdminEpisodeEdit): Promise<AdminEpisode> {
  const { after } = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const clientBefore = await repo.findClientId(tx, id);
      if (clientBefore === undefined) throw notFound('Episode not found');
      // clients first, then the episode: the order the appearance writes lock them in
      await touchClients(tx, [clientBefore, body.clientId]);
      const before = await repo.lockRow(tx, id);
      if (!before) throw notFound('Episode not found');
      if (before.clientId !== clientBefore) throw conflict('This episode changed meanwhile; reload and try again', 'EPISODE_CHANGED');
      const values = valuesOf(body, before);
      if (values.podcastId !== undefined) await requirePodcast(tx, values.podcastId);
      await repo.update(tx, id, values);
      const changed = await rowIn(tx, id);
      await recordContentChanges(tx, user, 'edit', episodeChanges(before, changed));
      return { before, after: changed };
    },
    ({ before, after: a }) => ({
      action: 'episode.update',
      targetType: 'episode',
      targetId: a.id,
      details: { title: a.title, fields: Object.keys(body), clientId: a.clientId, previousClientId: before.clientId },
    }),
  );
  return toAdminEpisode(after);
}

/** Deletes the selected episodes in one transaction: audited, each in the update log, their profiles refreshed. Ids already gone are skipped. */
export async function deleteEpisodes(ctx: EpisodesContext, user: SessionUser, ids: number[]): Promise<{ changed: number }> {
  const deleted = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const rows = await repo.deleteMany(tx, ids);
      await touchDeletedClients(tx, rows);
      await recordContentChanges(
        tx,
        user,
        'edit',
        rows.flatMap((row) => episodeChanges(row, null)),
      );
      return rows;
    },
    (rows) => ({ action: 'episode.bulk-delete', targetType: 'episode', details: { ids: rows.map((r) => r.id) } }),
  );
  return { changed: deleted.length };
}

/** Marks changed the profiles deleted episodes were on. */
export async function touchDeletedClients(tx: Tx, rows: repo.EpisodeRow[]): Promise<void> {
  const ids = [...new Set(rows.map((r) => r.clientId).filter((id): id is number => id !== null))].sort((a, b) => a - b);
  for (const clientId of ids) await touchClient(tx, clientId);
}

/** Deletes one episode (DELETE /api/admin/episodes/{id}): audited, in the update log; 404 for an unknown one. */
export async function deleteEpisode(ctx: EpisodesContext, user: SessionUser, id: number): Promise<void> {
  await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const [row] = await repo.deleteMany(tx, [id]);
      if (!row) throw notFound('Episode not found');
      await touchDeletedClients(tx, [row]);
      await recordContentChanges(tx, user, 'edit', episodeChanges(row, null));
      return row;
    },
    (row) => ({
      action: 'episode.delete',
      targetType: 'episode',
      targetId: row.id,
      details: { title: row.title, podcast: row.podcastName, clientId: row.clientId },
    }),
  );
}
