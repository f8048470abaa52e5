import { safeLink } from '@shared/api/fields';
import { type Page, toPage } from '@shared/api/paging';
import type { Appearance, PodcastWithEpisodes } from '@shared/api/directory/podcasts/podcasts';
import type { EvidenceGrade } from '@shared/api/directory/appearances/evidence';
import type { AppContext } from '@server/context';
import type { SessionUser } from '@shared/api/session-user';
import { requireVisibleClient } from '../clients/clients.service';
import * as repo from './podcasts.repo';
import { withVerification } from '../appearances/verification';

type PodcastsContext = Pick<AppContext, 'db' | 'cache'>;

/**
 * One page of the episodes a client appeared on, of one grade when asked: those a person stands
 * behind first (typed in, or a suggestion accepted), then those the feeds verified, each newest
 * first (404 for an unknown client).
 */
export async function clientAppearances(
  ctx: PodcastsContext,
  clientId: number,
  viewer: SessionUser | null,
  page: { limit: number; offset: number; grade?: EvidenceGrade },
): Promise<Page<Appearance>> {
  const { id } = await requireVisibleClient(ctx, clientId, viewer);
  return ctx.cache.get(`appearances:${id}:${page.limit}:${page.offset}:${page.grade ?? 'all'}`, ['clients', 'podcasts'], async () => {
    const { rows, total } = await repo.pageClientAppearances(ctx.db, id, page);
    return toPage(rows.map(toAppearance), total, page.offset);
  });
}

/** An appearance as the API sends it. */
function toAppearance(row: Awaited<ReturnType<typeof repo.pageClientAppearances>>['rows'][number]): Appearance {
  return { ...withVerification(row), url: safeLink(row.url), publishedAt: row.publishedAt?.toISOString() ?? null };
}

/** A client's `limit` best-proven appearances (confirmed, then matched, then self-reported, each newest first) and how many they have in all: the record a pitch page shows. */
export async function strongestAppearances(ctx: Pick<AppContext, 'db'>, clientId: number, limit: number): Promise<{ items: Appearance[]; total: number }> {
  const { rows, total } = await repo.pageClientAppearances(ctx.db, clientId, { limit, offset: 0, strongestFirst: true });
  return { items: rows.map(toAppearance), total };
}

/** One page of podcasts by name, each with its episodes and their guests; `q` searches them. */
export async function listPodcasts({ db }: PodcastsContext, query: { limit: number; offset: number; q?: string }): Promise<Page<PodcastWithEpisodes>> {
  const { rows, total } = await repo.listPodcasts(db, query);
  const episodes = await repo.listEpisodesOf(
    db,
    rows.map((p) => p.id),
  );
  const items = rows.map((p) => ({
    id: p.id,
    name: p.name,
    host: p.host,
    description: p.description,
    websiteUrl: safeLink(p.websiteUrl),
    imageUrl: safeLink(p.imageUrl),
    episodes: episodes
      .filter((e) => e.podcastId === p.id)
      .map((e) => ({
        id: e.id,
        title: e.title,
        description: e.description,
        url: safeLink(e.url),
        publishedAt: e.publishedAt?.toISOString() ?? null,
        client: e.clientId !== null && e.clientSlug && e.clientName ? { id: e.clientId, slug: e.clientSlug, name: e.clientName } : null,
      })),
  }));
  return toPage(items, total, query.offset);
}
