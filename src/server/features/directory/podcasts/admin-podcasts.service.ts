import type { AdminListPage } from '@shared/api/admin-lists';
import type { AdminPodcast, AdminPodcastCreate, AdminPodcastEdit, AdminPodcastsQuery, PodcastOption } from '@shared/api/directory/podcasts/admin-podcasts';
import type { SessionUser } from '@shared/api/session-user';
import { safeLink } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { toAdminPage } from '@server/lib/admin-list';
import { conflict, notFound } from '@server/lib/errors';
import { lockEpisodesOfPodcasts } from './admin-episodes.repo';
import { registerFeed } from '../appearances/feeds/feed-register';
import { toAdminFeed } from '../appearances/feeds/feeds-admin.service';
import * as feeds from '../appearances/feeds/feeds.repo';
import { rejectUnconfirmed } from '../appearances/matching/feed-matches.service';
import { touchDeletedClients } from './admin-episodes.service';
import { episodeChanges } from './episode-changes';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { writeAndAnnounce } from '../clients/client-writes';
import { type ContentChange, recordContentChanges } from '@server/platform/update-log/content-changes';
import * as repo from './admin-podcasts.repo';

type PodcastsContext = Pick<AppContext, 'db' | 'bus'>;

/** A podcast as the admin list shows it, with its feed: links only http(s), dates as ISO strings. */
function toAdminPodcast(row: NonNullable<Awaited<ReturnType<typeof repo.findRow>>>, feed: feeds.FeedRow | undefined): AdminPodcast {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    category: row.category,
    audienceNotes: row.audienceNotes,
    description: row.description,
    websiteUrl: safeLink(row.websiteUrl),
    imageUrl: safeLink(row.imageUrl),
    links: row.links.filter((link) => safeLink(link) !== null),
    episodeCount: row.episodeCount,
    createdAt: row.createdAt.toISOString(),
    feed: feed ? toAdminFeed(feed) : null,
  };
}

/** The podcasts as the admin list shows them, each with its feed (read in one query). */
async function toAdminPodcasts(db: Db | Tx, rows: NonNullable<Awaited<ReturnType<typeof repo.findRow>>>[]): Promise<AdminPodcast[]> {
  const byPodcast = await feeds.feedsOfPodcasts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminPodcast(row, byPodcast.get(row.id)));
}

/** Who decided, for the match rows: the real account, when an admin views as someone. */
const decider = (user: SessionUser) => (user.originalUser ?? user).id;

/**
 * Removes the podcast's feed from it, taking the feed's unconfirmed matches with it (rejected, the
 * appearances the matcher made removed: rejectUnconfirmed); the feed itself stays known, as a
 * booked show's. Answers how many matches were rejected (0 with no feed).
 */
async function removeFeed(tx: Tx, user: SessionUser, podcastId: number): Promise<number> {
  const current = await feeds.feedOfPodcast(tx, podcastId);
  if (!current) return 0;
  const { rejected } = await rejectUnconfirmed(tx, decider(user), current.id);
  await feeds.detachFeed(tx, podcastId);
  return rejected;
}

/**
 * Sets the podcast's feed to `url` (registered when new, due at once), removing the one it had
 * (removeFeed); empty or null removes it. 409 when the address is another podcast's feed. Answers
 * how many matches of the removed feed were rejected.
 */
async function setFeed(tx: Tx, user: SessionUser, podcastId: number, url: string | null | undefined): Promise<number> {
  if (url === undefined) return 0;
  const current = await feeds.feedOfPodcast(tx, podcastId);
  if (current && current.url === url?.trim()) return 0;
  const rejected = await removeFeed(tx, user, podcastId);
  if (!url) return rejected;
  const feed = await feeds.findFeed(tx, await registerFeed(tx, url, { source: 'admin', podcastId }));
  if (feed?.podcastId !== podcastId) {
    const other = feed?.podcastId === null || feed?.podcastId === undefined ? undefined : await repo.findRow(tx, feed.podcastId);
    throw conflict(`This feed is already the feed of “${other?.name ?? 'another podcast'}”`, 'FEED_TAKEN');
  }
  return rejected;
}

/** /admin/podcasts: one page of podcasts with their episode counts. */
export async function listPodcasts(ctx: Pick<AppContext, 'db'>, query: AdminPodcastsQuery): Promise<AdminListPage<AdminPodcast>> {
  const { items, count } = await repo.podcastList.page(ctx.db, query);
  return toAdminPage(await toAdminPodcasts(ctx.db, items), count, query);
}

/** How many podcasts a picker offers at once. */
const PODCAST_OPTIONS = 20;

/** The podcasts the episode editor's picker offers for what was typed (or the one podcast of `id`). */
export function podcastOptions(db: Db, query: { q: string; id?: number }): Promise<PodcastOption[]> {
  return repo.options(db, query.q, query.id, PODCAST_OPTIONS);
}

/** The categories podcasts carry, for the category filter. */
export function podcastCategories(db: Db): Promise<string[]> {
  return repo.categories(db);
}

/** The stored values of a validated body: an empty address is none. */
function valuesOf(body: AdminPodcastEdit): Partial<repo.PodcastValues> {
  const { websiteUrl, imageUrl, feedUrl: _feed, ...rest } = body;
  const values: Partial<repo.PodcastValues> = { ...rest };
  if (websiteUrl !== undefined) values.websiteUrl = websiteUrl || null;
  if (imageUrl !== undefined) values.imageUrl = imageUrl || null;
  return values;
}

/** 409 when another podcast has this name (names are unique, whatever their case). */
async function requireFreeName(tx: Tx, name: string | undefined, exceptId?: number): Promise<void> {
  if (name === undefined) return;
  const taken = await repo.findNamed(tx, name, exceptId);
  if (taken) throw conflict(`A podcast named “${taken.name}” already exists`, 'PODCAST_NAME_TAKEN');
}

/** Whether a database error is a unique violation (two saves of one name at once). */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** Runs a podcast write, answering a lost race for a name with the same 409 as the check before it. */
async function withUniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A podcast named “${name ?? ''}” already exists`, 'PODCAST_NAME_TAKEN');
    throw error;
  }
}

/** The show details the update log compares. */
function snapshot(row: repo.PodcastValues): Record<string, unknown> {
  return {
    name: row.name,
    host: row.host,
    category: row.category,
    audienceNotes: row.audienceNotes,
    description: row.description,
    websiteUrl: row.websiteUrl,
    imageUrl: row.imageUrl,
    links: row.links,
  };
}

/** The update-log entry of a podcast write (a podcast belongs to no client). */
function podcastChange(id: number, before: repo.PodcastValues | null, after: repo.PodcastValues | null): ContentChange {
  return { clientId: null, clientName: '', entityType: 'podcast', entityId: id, before: before && snapshot(before), after: after && snapshot(after) };
}

/** Adds a podcast with its show details: audited and in the update log; 409 for a name in use. */
export async function createPodcast(ctx: PodcastsContext, user: SessionUser, body: AdminPodcastCreate): Promise<AdminPodcast> {
  const row = await withUniqueName(body.name, () =>
    auditedWrite(
      ctx.db,
      user,
      async (tx) => {
        await requireFreeName(tx, body.name);
        const values = valuesOf(body) as repo.PodcastValues;
        const created = await repo.findRow(tx, await repo.insert(tx, values));
        if (!created) throw notFound('Podcast not found');
        await setFeed(tx, user, created.id, body.feedUrl);
        await recordContentChanges(tx, user, 'edit', [podcastChange(created.id, null, created)]);
        return created;
      },
      (r) => ({ action: 'podcast.create', targetType: 'podcast', targetId: r.id, details: { name: r.name } }),
    ),
  );
  return (await toAdminPodcasts(ctx.db, [row]))[0]!;
}

/**
 * Changes a podcast's show details: audited, in the update log, and the profiles listing its
 * episodes refreshed (they show its name and host). 404 unknown, 409 for a name in use.
 */
export async function editPodcast(ctx: PodcastsContext, user: SessionUser, id: number, body: AdminPodcastEdit): Promise<AdminPodcast> {
  const row = await withUniqueName(body.name, () =>
    writeAndAnnounce(
      ctx,
      user,
      async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw notFound('Podcast not found');
        await requireFreeName(tx, body.name, id);
        const values = valuesOf(body);
        if (Object.keys(values).length > 0) await repo.update(tx, id, values);
        const feedMatchesRejected = await setFeed(tx, user, id, body.feedUrl);
        const after = await repo.findRow(tx, id);
        if (!after) throw notFound('Podcast not found');
        await recordContentChanges(tx, user, 'edit', [podcastChange(id, before, after)]);
        return { after, feedMatchesRejected };
      },
      ({ after, feedMatchesRejected }) => ({
        action: 'podcast.update',
        targetType: 'podcast',
        targetId: after.id,
        details: { name: after.name, fields: Object.keys(body), ...(feedMatchesRejected > 0 && { feedMatchesRejected }) },
      }),
    ),
  );
  return (await toAdminPodcasts(ctx.db, [row.after]))[0]!;
}

/**
 * Deletes podcasts with all their episodes in one transaction: audited, each podcast and episode
 * in the update log, the profiles that listed the episodes refreshed. Answers the podcasts deleted.
 */
async function deleteWithEpisodes(ctx: PodcastsContext, user: SessionUser, ids: number[], action: 'podcast.delete' | 'podcast.bulk-delete') {
  return writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      let feedMatchesRejected = 0;
      for (const id of ids) feedMatchesRejected += await removeFeed(tx, user, id);
      const gone = await lockEpisodesOfPodcasts(tx, ids);
      const rows = await repo.deleteMany(tx, ids);
      if (action === 'podcast.delete' && rows.length === 0) throw notFound('Podcast not found');
      await touchDeletedClients(tx, gone);
      await recordContentChanges(tx, user, 'edit', [...rows.map((row) => podcastChange(row.id, row, null)), ...gone.flatMap((e) => episodeChanges(e, null))]);
      return { rows, episodes: gone.length, feedMatchesRejected };
    },
    ({ rows, episodes, feedMatchesRejected }) => ({
      action,
      targetType: 'podcast',
      targetId: rows.length === 1 ? rows[0].id : undefined,
      details: {
        ids: rows.map((r) => r.id),
        names: rows.map((r) => r.name),
        episodesDeleted: episodes,
        ...(feedMatchesRejected > 0 && { feedMatchesRejected }),
      },
    }),
  );
}

/** Deletes one podcast and its episodes (DELETE /api/admin/podcasts/{id}); 404 for an unknown one. */
export async function deletePodcast(ctx: PodcastsContext, user: SessionUser, id: number): Promise<void> {
  await deleteWithEpisodes(ctx, user, [id], 'podcast.delete');
}

/** Deletes the selected podcasts and their episodes in one transaction; ids already gone are skipped. */
export async function deletePodcasts(ctx: PodcastsContext, user: SessionUser, ids: number[]): Promise<{ changed: number }> {
  const { rows } = await deleteWithEpisodes(ctx, user, ids, 'podcast.bulk-delete');
  return { changed: rows.length };
}
