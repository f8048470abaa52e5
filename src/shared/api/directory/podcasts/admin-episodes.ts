import { z } from 'zod';
import { EVIDENCE_GRADES } from '../appearances/evidence';
import { adminListPage, adminListQuery } from '@shared/api/admin-lists';
import { APPEARANCE_LIMITS, episodeDay } from '../appearances/appearances';
import { bodyId, httpUrl, paramId, text } from '@shared/api/fields';

/** Where an episode stands: planned (booked), recorded, or released (aired); as the episodes table's check allows. */
export const RELEASE_STATUSES = ['planned', 'recorded', 'released'] as const;
/** A release status, as requests and answers carry it. */
export const releaseStatus = z.enum(RELEASE_STATUSES, { error: 'Choose planned, recorded or released' });
export type ReleaseStatus = z.infer<typeof releaseStatus>;
/** The words the admin pages use for each release status. */
export const RELEASE_STATUS_LABELS: Record<ReleaseStatus, string> = { planned: 'Planned', recorded: 'Recorded', released: 'Released' };

/** Limits of an episode's fields. */
export const EPISODE_LIMITS = { titleMax: APPEARANCE_LIMITS.titleMax, descriptionMax: 5000 } as const;

/** What /admin/episodes sorts by: air date (undated episodes count as the latest), title, date added. */
export const ADMIN_EPISODE_SORTS = ['airDate', 'title', 'created'] as const;

/** GET /api/admin/episodes query: paging, sort, q (title) and client, podcast and release-status filters. */
export const adminEpisodesQuery = adminListQuery(ADMIN_EPISODE_SORTS, 'airDate', {
  clientId: paramId().optional(),
  podcastId: paramId().optional(),
  releaseStatus: releaseStatus.optional(),
});
export type AdminEpisodesQuery = z.infer<typeof adminEpisodesQuery>;

/** An episode in the admin list: its podcast, the client it features (if any) and its air date (YYYY-MM-DD). */
export const adminEpisode = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  airDate: z.string().nullable(),
  releaseStatus,
  client: z.object({ id: z.number(), name: z.string(), slug: z.string() }).nullable(),
  podcast: z.object({ id: z.number(), name: z.string() }),
  /** Its grade of evidence as the client's appearance (evidence.ts); null without a client. */
  grade: z.enum(EVIDENCE_GRADES).nullable(),
  createdAt: z.string(),
});
export type AdminEpisode = z.infer<typeof adminEpisode>;

/** GET /api/admin/episodes answer. */
export const adminEpisodesPage = adminListPage(adminEpisode);

/** The fields an editor sets on an episode (POST takes them, PATCH any of them). */
const episodeFields = {
  podcastId: bodyId('Choose a podcast'),
  clientId: bodyId('Choose a client').nullable(),
  title: text().trim().min(1, 'Enter the episode title').max(EPISODE_LIMITS.titleMax, `The title must be at most ${EPISODE_LIMITS.titleMax} characters`),
  description: text().trim().max(EPISODE_LIMITS.descriptionMax, `The description must be at most ${EPISODE_LIMITS.descriptionMax} characters`),
  url: z.union([z.literal(''), httpUrl()]).nullable(),
  airDate: episodeDay,
  releaseStatus,
};

/** POST /api/admin/episodes body: a new episode of a podcast, featuring a client or none. */
export const adminEpisodeCreateBody = z.object({
  podcastId: episodeFields.podcastId,
  clientId: episodeFields.clientId.default(null),
  title: episodeFields.title,
  description: episodeFields.description.default(''),
  url: episodeFields.url.default(null),
  airDate: episodeFields.airDate.default(null),
  releaseStatus: episodeFields.releaseStatus.default('planned'),
});
export type AdminEpisodeCreateBody = z.input<typeof adminEpisodeCreateBody>;
export type AdminEpisodeCreate = z.infer<typeof adminEpisodeCreateBody>;

/** PATCH /api/admin/episodes/{id} body: the fields to change (at least one). */
export const adminEpisodeEditBody = z
  .object(episodeFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field');
export type AdminEpisodeEdit = z.infer<typeof adminEpisodeEditBody>;
