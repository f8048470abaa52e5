import type { AdminEpisode } from '@shared/api/directory/podcasts/admin-episodes';
import { safeLink } from '@shared/api/fields';
import type { ContentChange } from '@server/platform/update-log/content-changes';
import type { EpisodeRow } from './admin-episodes.repo';

/** An episode's air date as the admin pages show it: YYYY-MM-DD, or null. */
function airDateOf(publishedAt: Date | null): string | null {
  return publishedAt ? publishedAt.toISOString().slice(0, 10) : null;
}

/** An episode as GET /api/admin/episodes lists it. */
export function toAdminEpisode(row: EpisodeRow): AdminEpisode {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    url: safeLink(row.url),
    airDate: airDateOf(row.publishedAt),
    releaseStatus: row.releaseStatus,
    client:
      row.clientId !== null && row.clientName !== null && row.clientSlug !== null ? { id: row.clientId, name: row.clientName, slug: row.clientSlug } : null,
    podcast: { id: row.podcastId, name: row.podcastName },
    grade: row.clientId === null ? null : row.grade,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fields of an episode the update log compares. */
function snapshot(row: EpisodeRow): Record<string, unknown> {
  return {
    podcast: row.podcastName,
    title: row.title,
    description: row.description,
    url: row.url,
    airDate: airDateOf(row.publishedAt),
    releaseStatus: row.releaseStatus,
  };
}

/**
 * The update-log entries of one episode write (before null on a create, after null on a delete).
 * Moving an episode to another client logs it leaving the first profile and joining the second.
 */
export function episodeChanges(before: EpisodeRow | null, after: EpisodeRow | null): ContentChange[] {
  const change = (side: EpisodeRow, from: EpisodeRow | null, to: EpisodeRow | null): ContentChange => ({
    clientId: side.clientId,
    clientName: side.clientName ?? '',
    entityType: 'episode',
    entityId: side.id,
    before: from && snapshot(from),
    after: to && snapshot(to),
  });
  if (before && after && before.clientId !== after.clientId) return [change(before, before, null), change(after, null, after)];
  const side = after ?? before;
  return side ? [change(side, before, after)] : [];
}
