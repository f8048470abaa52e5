import type { bulkIdsBody, bulkResult } from '../admin-lists';
import type { noContent } from '../fields';
import { route } from '../route';
import type { adminAssetsPage, adminAssetsQuery } from './admin-assets';
import type { adminClientsPage, adminClientsQuery } from './admin-directory';
import type { adminEpisode, adminEpisodeCreateBody, adminEpisodeEditBody, adminEpisodesPage, adminEpisodesQuery } from './admin-episodes';
import type { adminGalleryPage, adminGalleryQuery } from './admin-gallery';
import type { adminPodcast, adminPodcastCreateBody, adminPodcastEditBody, adminPodcastsPage, adminPodcastsQuery } from './admin-podcasts';
import type { adminTalkingPointsPage, adminTalkingPointsQuery } from './admin-talking-points';
import type { adminVideosPage, adminVideosQuery } from './admin-videos';
import type { idParams } from './clients';
import type { imageAuditPage, imageAuditQuery } from './image-audit';
import type { podcastOption, podcastOptionsQuery } from './admin-podcasts';
import type { z } from 'zod';

/** An admin list's bulk delete: the selected ids, and how many rows went. */
const bulkDelete = (path: string) => route<{ body: typeof bulkIdsBody; response: typeof bulkResult }>('POST', path);

/**
 * The directory domain's admin console routes (apart from the public ones in route-table.ts, so
 * that a visitor's pages never load them): its lists, and their writes.
 */
export const directoryAdminRoutes = {
  /** A page of the profiles, with their state. */
  clients: route<{ query: typeof adminClientsQuery; response: typeof adminClientsPage }>('GET', '/api/admin/clients'),
  /** A page of the talking points of every profile. */
  talkingPoints: route<{ query: typeof adminTalkingPointsQuery; response: typeof adminTalkingPointsPage }>('GET', '/api/admin/talking-points'),
  /** Deletes talking points. */
  deleteTalkingPoints: bulkDelete('/api/admin/talking-points/bulk-delete'),
  /** A page of the videos of every profile. */
  videos: route<{ query: typeof adminVideosQuery; response: typeof adminVideosPage }>('GET', '/api/admin/videos'),
  /** A page of the stored files. */
  assets: route<{ query: typeof adminAssetsQuery; response: typeof adminAssetsPage }>('GET', '/api/admin/assets'),
  /** Deletes stored files. */
  deleteAssets: bulkDelete('/api/admin/assets/bulk-delete'),
  /** A page of the Media Pics of every profile. */
  gallery: route<{ query: typeof adminGalleryQuery; response: typeof adminGalleryPage }>('GET', '/api/admin/media-images'),
  /** Deletes Media Pics. */
  deleteGalleryImages: bulkDelete('/api/admin/media-images/bulk-delete'),
  /** A page of the profiles with the state of their photo (the image auditor). */
  imageAudit: route<{ query: typeof imageAuditQuery; response: typeof imageAuditPage }>('GET', '/api/admin/image-audit/clients'),
  /** A page of the episodes of every podcast. */
  episodes: route<{ query: typeof adminEpisodesQuery; response: typeof adminEpisodesPage }>('GET', '/api/admin/episodes'),
  /** Adds an episode (201). */
  createEpisode: route<{ body: typeof adminEpisodeCreateBody; response: typeof adminEpisode }>('POST', '/api/admin/episodes'),
  /** Edits an episode. */
  editEpisode: route<{ params: typeof idParams; body: typeof adminEpisodeEditBody; response: typeof adminEpisode }>('PATCH', '/api/admin/episodes/:id'),
  /** Deletes an episode (204). */
  deleteEpisode: route<{ params: typeof idParams; response: typeof noContent }>('DELETE', '/api/admin/episodes/:id'),
  /** Deletes episodes. */
  deleteEpisodes: bulkDelete('/api/admin/episodes/bulk-delete'),
  /** A page of the podcasts. */
  podcasts: route<{ query: typeof adminPodcastsQuery; response: typeof adminPodcastsPage }>('GET', '/api/admin/podcasts'),
  /** Adds a podcast (201). */
  createPodcast: route<{ body: typeof adminPodcastCreateBody; response: typeof adminPodcast }>('POST', '/api/admin/podcasts'),
  /** Edits a podcast. */
  editPodcast: route<{ params: typeof idParams; body: typeof adminPodcastEditBody; response: typeof adminPodcast }>('PATCH', '/api/admin/podcasts/:id'),
  /** Deletes a podcast (204). */
  deletePodcast: route<{ params: typeof idParams; response: typeof noContent }>('DELETE', '/api/admin/podcasts/:id'),
  /** Deletes podcasts. */
  deletePodcasts: bulkDelete('/api/admin/podcasts/bulk-delete'),
  /** The podcast picker's options: matching a name or host, or the one podcast of an id. */
  podcastOptions: route<{ query: typeof podcastOptionsQuery; response: z.ZodArray<typeof podcastOption> }>('GET', '/api/admin/podcast-options'),
};
