import type { AppearanceCreate, AppearanceEdit, CandidateEpisode } from '@shared/api/directory/appearances/appearances';
import type { SessionUser } from '@shared/api/session-user';
import { safeLink } from '@shared/api/fields';
import { type Page, toPage } from '@shared/api/paging';
import type { Appearance } from '@shared/api/directory/podcasts/podcasts';
import { canManageClient } from '@shared/permissions';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { badRequest, conflict, notFound } from '@server/lib/errors';
import { managerCheck } from '@server/lib/require-manager';
import type { AuditEvent } from '@server/platform/audit/audited-write';
import { type ClientRef, lockClientForWrite, writeAndAnnounce } from '../clients/client-writes';
import { requireClient } from '../clients/clients.service';
import * as repo from './appearances.repo';
import { withVerification } from './verification';

/** What appearance reads and writes need: the database, the read cache and the bus that tells it. */
type AppearancesContext = Pick<AppContext, 'db' | 'cache' | 'bus'>;

/**
 * 403 unless the user may manage the client, team members included: guests and team members
 * manage their podcasts, and both have MY PODCASTS.
 */
const requireManager = managerCheck(canManageClient, 'the podcast appearances');

/** The episode, locked, when it is one of the client's appearances; 404 otherwise. */
async function lockOwnEpisode(tx: Tx, clientId: number, episodeId: number) {
  const episode = await repo.lockEpisode(tx, episodeId);
  if (!episode || episode.clientId !== clientId) throw notFound('Appearance not found');
  return episode;
}

/** An episode as the API sends an appearance: safe link, ISO date, how it is known. */
function toAppearance(row: NonNullable<Awaited<ReturnType<typeof repo.findAppearance>>>): Appearance {
  return { ...withVerification(row), url: safeLink(row.url), publishedAt: row.publishedAt?.toISOString() ?? null };
}

/** The episode fields of a validated body: empty link and date stored as none, a date as that day at 00:00 UTC. */
function episodeFields(body: AppearanceEdit): repo.EpisodeFields {
  return {
    title: body.title.trim(),
    url: body.url ? body.url : null,
    publishedAt: body.publishedAt ? new Date(`${body.publishedAt}T00:00:00Z`) : null,
  };
}

/** The audit entry of a write to one appearance of a client. */
const describeAppearance =
  (action: string) =>
  ({ client, appearance }: { client: ClientRef; appearance: Appearance }): AuditEvent => ({
    action,
    targetType: 'episode',
    targetId: appearance.id,
    details: { clientId: client.id, slug: client.slug, title: appearance.title, podcast: appearance.podcastName },
  });

/** The episode as an appearance, read in the write's transaction (404 when it is gone). */
export async function appearanceIn(tx: Tx, episodeId: number): Promise<Appearance> {
  const row = await repo.findAppearance(tx, episodeId);
  if (!row) throw notFound('Appearance not found');
  return toAppearance(row);
}

/**
 * One audited write to an appearance of a client: `lock` locks the client, `change` writes and
 * answers the episode's id; answers the appearance as the write left it.
 */
async function writeAppearance(
  ctx: AppearancesContext,
  user: SessionUser,
  action: string,
  lock: (tx: Tx) => Promise<ClientRef>,
  change: (tx: Tx) => Promise<number>,
): Promise<Appearance> {
  const { appearance } = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const client = await lock(tx);
      return { client, appearance: await appearanceIn(tx, await change(tx)) };
    },
    describeAppearance(action),
  );
  return appearance;
}

/**
 * Find Episodes: episodes linked to no profile whose title or description mentions `q` (the
 * client's name when absent), newest first, one page.
 */
export async function findEpisodes(
  ctx: AppearancesContext,
  user: SessionUser,
  clientId: number,
  query: { q?: string; limit: number; offset: number },
): Promise<Page<CandidateEpisode>> {
  requireManager(user, clientId);
  const client = await requireClient(ctx, clientId);
  const text = query.q || client.name;
  const { rows, total } = await repo.listUnlinkedMentioning(ctx.db, text, query);
  return toPage(
    rows.map((row) => ({ ...toAppearance(row), description: row.description })),
    total,
    query.offset,
  );
}

/** Adds an appearance: a new episode on an existing podcast or on a new one named in the body, audited. */
export async function createAppearance(ctx: AppearancesContext, user: SessionUser, clientId: number, body: AppearanceCreate): Promise<Appearance> {
  requireManager(user, clientId);
  return writeAppearance(
    ctx,
    user,
    'appearance.create',
    (tx) => lockClientForWrite(tx, clientId),
    async (tx) => {
      let podcastId = body.podcastId;
      if (podcastId === undefined) podcastId = (await repo.findOrCreatePodcast(tx, body.podcastName!.trim())).id;
      else if (!(await repo.podcastExists(tx, podcastId))) throw badRequest('podcastId: That podcast does not exist', 'UNKNOWN_PODCAST');
      return repo.insertEpisode(tx, clientId, podcastId, episodeFields(body));
    },
  );
}

/**
 * The client whose appearance an episode is, locked (client first, then episode, as every
 * appearance write locks them), once the user is known to manage it: 404 for an unknown episode
 * or one on no profile, 403 for another's.
 */
async function lockClientOfEpisode(tx: Tx, user: SessionUser, episodeId: number) {
  const clientId = (await repo.findEpisodeClientId(tx, episodeId)) ?? null;
  if (clientId === null) throw notFound('Appearance not found');
  requireManager(user, clientId);
  const client = await lockClientForWrite(tx, clientId);
  await lockOwnEpisode(tx, clientId, episodeId);
  return client;
}

/** Changes the title, link and date of an appearance (PATCH /api/episodes/{id}), audited; 404 unknown, 403 another's. */
export async function editAppearance(ctx: AppearancesContext, user: SessionUser, episodeId: number, body: AppearanceEdit): Promise<Appearance> {
  return writeAppearance(
    ctx,
    user,
    'appearance.update',
    (tx) => lockClientOfEpisode(tx, user, episodeId),
    async (tx) => {
      await repo.updateEpisode(tx, episodeId, episodeFields(body));
      return episodeId;
    },
  );
}

/** Links an episode found by Find Episodes to the client, audited; 404 unknown, 409 when another profile has it. */
export async function linkAppearance(ctx: AppearancesContext, user: SessionUser, clientId: number, episodeId: number): Promise<Appearance> {
  requireManager(user, clientId);
  return writeAppearance(
    ctx,
    user,
    'appearance.link',
    (tx) => lockClientForWrite(tx, clientId),
    async (tx) => {
      const episode = await repo.lockEpisode(tx, episodeId);
      if (!episode) throw notFound('Episode not found');
      if (episode.clientId !== null && episode.clientId !== clientId) throw conflict('This episode is already linked to another profile', 'EPISODE_TAKEN');
      await repo.setEpisodeClient(tx, episodeId, clientId);
      return episodeId;
    },
  );
}

/**
 * Removes an appearance from its profile (POST /api/episodes/{id}/unlink), audited: the episode
 * is unlinked (it stays with its podcast, where Find Episodes can find it again) rather than
 * deleted. 404 unknown, 403 another's.
 */
export async function unlinkAppearance(ctx: AppearancesContext, user: SessionUser, episodeId: number): Promise<void> {
  await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const client = await lockClientOfEpisode(tx, user, episodeId);
      const appearance = await appearanceIn(tx, episodeId);
      await repo.setEpisodeClient(tx, episodeId, null);
      return { client, appearance };
    },
    describeAppearance('appearance.unlink'),
  );
}
