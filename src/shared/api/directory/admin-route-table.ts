import type { bulkIdsBody, bulkResult } from '../admin-lists';
import type { noContent } from '../fields';
import { route } from '../route';
import type { clientOptions, clientOptionsQuery } from './clients/client-options';
import type { adminAssetsPage, adminAssetsQuery, assetParams, assetSummary } from './images/admin-assets';
import type {
  adminCategoryList,
  adminClientCreate,
  adminClientDetail,
  adminClientPatch,
  adminClientsPage,
  adminClientsQuery,
  categoryParams,
  categoryRenameBody,
} from './clients/admin-directory';
import type { adminEpisode, adminEpisodeCreateBody, adminEpisodeEditBody, adminEpisodesPage, adminEpisodesQuery } from './podcasts/admin-episodes';
import type { adminGalleryPage, adminGalleryQuery, galleryCheckBody, galleryCheckResult } from './images/admin-gallery';
import type { ownershipTag } from './appearances/feeds';
import type {
  adminFeed,
  adminFeedList,
  adminPodcast,
  adminPodcastCreateBody,
  adminPodcastEditBody,
  adminPodcastsPage,
  adminPodcastsQuery,
  podcastCategories,
  podcastOptionList,
  podcastOptionsQuery,
} from './podcasts/admin-podcasts';
import type { adminTalkingPointsPage, adminTalkingPointsQuery } from './talking-points/admin-talking-points';
import type { adminVideo, adminVideoEditBody, adminVideosPage, adminVideosQuery } from './videos/admin-videos';
import type { idParams } from '../fields';
import type { feedMatches, heldMatchGroupList, rejectFeedMatchesBody, rejectFeedMatchesResult } from './appearances/feed-matches';
import type {
  imageAuditPage,
  imageAuditQuery,
  imageAuditStats,
  retrieveClientBody,
  retrieveDataResult,
  retrieveImageBody,
  retrieveImageResult,
  retrieveMessage,
} from './images/image-audit';

/** An admin list's bulk action (a delete, an archive, an approval…): the selected ids, and how many rows changed. */
const bulk = (path: string) => route<{ body: typeof bulkIdsBody; response: typeof bulkResult }>('POST', path);

/** One of the image auditor's retrievals from a client's Airtable record, by the client's slug. */
const retrieval = <R extends typeof retrieveDataResult | typeof retrieveMessage>(path: string) =>
  route<{ body: typeof retrieveClientBody; response: R }>('POST', path);

/**
 * The directory domain's admin console routes (apart from the public ones in route-table.ts, so
 * that a visitor's pages never load them): its lists and their writes, the client editor and
 * the categories, the storage summary, and the image auditor's counts and retrievals.
 */
export const directoryAdminRoutes = {
  /** The client picker's options: matching a name, or the one client of an id. */
  clientOptions: route<{ query: typeof clientOptionsQuery; response: typeof clientOptions }>('GET', '/api/admin/client-options'),
  /** A page of the profiles, with their state. */
  clients: route<{ query: typeof adminClientsQuery; response: typeof adminClientsPage }>('GET', '/api/admin/clients'),
  /** Adds a profile (201). */
  createClient: route<{ body: typeof adminClientCreate; response: typeof adminClientDetail }>('POST', '/api/admin/clients'),
  /** A profile as the editor shows it. */
  client: route<{ params: typeof idParams; response: typeof adminClientDetail }>('GET', '/api/admin/clients/:id'),
  /** Edits a profile (a slug rename keeps a redirect). */
  editClient: route<{ params: typeof idParams; body: typeof adminClientPatch; response: typeof adminClientDetail }>('PATCH', '/api/admin/clients/:id'),
  /** Archives a profile. */
  archiveClient: route<{ params: typeof idParams; response: typeof adminClientDetail }>('POST', '/api/admin/clients/:id/archive'),
  /** Restores an archived profile. */
  restoreClient: route<{ params: typeof idParams; response: typeof adminClientDetail }>('POST', '/api/admin/clients/:id/restore'),
  /** The bulk status changes of profiles, by action. */
  bulkClients: {
    archive: bulk('/api/admin/clients/bulk-archive'),
    restore: bulk('/api/admin/clients/bulk-restore'),
    feature: bulk('/api/admin/clients/bulk-feature'),
    unfeature: bulk('/api/admin/clients/bulk-unfeature'),
  },
  /** Every category across the profiles, with how many carry it. */
  adminCategories: route<{ response: typeof adminCategoryList }>('GET', '/api/admin/categories'),
  /** Renames a category on every profile (merging into one that exists). */
  renameCategory: route<{ params: typeof categoryParams; body: typeof categoryRenameBody; response: typeof bulkResult }>('PUT', '/api/admin/categories/:name'),
  /** Removes a category from every profile. */
  deleteCategory: route<{ params: typeof categoryParams; response: typeof bulkResult }>('DELETE', '/api/admin/categories/:name'),

  /** A page of the talking points of every profile. */
  talkingPoints: route<{ query: typeof adminTalkingPointsQuery; response: typeof adminTalkingPointsPage }>('GET', '/api/admin/talking-points'),
  /** Deletes talking points. */
  deleteTalkingPoints: bulk('/api/admin/talking-points/bulk-delete'),
  /** A page of the videos of every profile. */
  videos: route<{ query: typeof adminVideosQuery; response: typeof adminVideosPage }>('GET', '/api/admin/videos'),
  /** Approves or disapproves videos, by action. */
  bulkVideos: {
    approve: bulk('/api/admin/videos/bulk-approve'),
    disapprove: bulk('/api/admin/videos/bulk-disapprove'),
  },
  /** Edits a video's title, description, keywords and featured flag. */
  editVideo: route<{ params: typeof idParams; body: typeof adminVideoEditBody; response: typeof adminVideo }>('PATCH', '/api/admin/videos/:id'),
  /** Deletes a video (204). */
  deleteVideo: route<{ params: typeof idParams; response: typeof noContent }>('DELETE', '/api/admin/videos/:id'),
  /** A page of the stored files. */
  assets: route<{ query: typeof adminAssetsQuery; response: typeof adminAssetsPage }>('GET', '/api/admin/assets'),
  /** The storage the files take, and how much of it nothing uses. */
  assetSummary: route<{ response: typeof assetSummary }>('GET', '/api/admin/assets/summary'),
  /** Deletes one stored file (409 while it is in use). */
  deleteAsset: route<{ params: typeof assetParams; response: typeof bulkResult }>('DELETE', '/api/admin/assets/:id'),
  /** Deletes stored files. */
  deleteAssets: bulk('/api/admin/assets/bulk-delete'),
  /** A page of the Media Pics of every profile. */
  gallery: route<{ query: typeof adminGalleryQuery; response: typeof adminGalleryPage }>('GET', '/api/admin/media-images'),
  /** Deletes Media Pics. */
  deleteGalleryImages: bulk('/api/admin/media-images/bulk-delete'),
  /** Checks one batch of Media Pics for broken files (the broken-image finder). */
  checkGalleryImages: route<{ body: typeof galleryCheckBody; response: typeof galleryCheckResult }>('POST', '/api/admin/media-images/check'),
  /** How many live profiles are in each photo state. */
  imageAuditStats: route<{ response: typeof imageAuditStats }>('GET', '/api/admin/image-audit/stats'),
  /** A page of the profiles with the state of their photo (the image auditor). */
  imageAudit: route<{ query: typeof imageAuditQuery; response: typeof imageAuditPage }>('GET', '/api/admin/image-audit/clients'),
  /** The image auditor's retrievals from a client's Airtable record. */
  retrievals: {
    /** The photo. */
    image: route<{ body: typeof retrieveImageBody; response: typeof retrieveImageResult }>('POST', '/api/admin/image-audit/retrieve-airtable'),
    /** The profile fields. */
    data: retrieval<typeof retrieveDataResult>('/api/admin/image-audit/retrieve-airtable-data'),
    /** The Media Pics. */
    mediaImages: retrieval<typeof retrieveMessage>('/api/admin/image-audit/retrieve-media-images'),
    /** The talking points. */
    talkingPoints: retrieval<typeof retrieveMessage>('/api/admin/image-audit/retrieve-talking-points'),
    /** The sample questions. */
    sampleQuestions: retrieval<typeof retrieveMessage>('/api/admin/image-audit/retrieve-sample-questions'),
  },
  /** A page of the episodes of every podcast. */
  episodes: route<{ query: typeof adminEpisodesQuery; response: typeof adminEpisodesPage }>('GET', '/api/admin/episodes'),
  /** Adds an episode (201). */
  createEpisode: route<{ body: typeof adminEpisodeCreateBody; response: typeof adminEpisode }>('POST', '/api/admin/episodes'),
  /** Edits an episode. */
  editEpisode: route<{ params: typeof idParams; body: typeof adminEpisodeEditBody; response: typeof adminEpisode }>('PATCH', '/api/admin/episodes/:id'),
  /** Deletes an episode (204). */
  deleteEpisode: route<{ params: typeof idParams; response: typeof noContent }>('DELETE', '/api/admin/episodes/:id'),
  /** Deletes episodes. */
  deleteEpisodes: bulk('/api/admin/episodes/bulk-delete'),
  /** A page of the podcasts. */
  podcasts: route<{ query: typeof adminPodcastsQuery; response: typeof adminPodcastsPage }>('GET', '/api/admin/podcasts'),
  /** Adds a podcast (201). */
  createPodcast: route<{ body: typeof adminPodcastCreateBody; response: typeof adminPodcast }>('POST', '/api/admin/podcasts'),
  /** Edits a podcast. */
  editPodcast: route<{ params: typeof idParams; body: typeof adminPodcastEditBody; response: typeof adminPodcast }>('PATCH', '/api/admin/podcasts/:id'),
  /** Deletes a podcast (204). */
  deletePodcast: route<{ params: typeof idParams; response: typeof noContent }>('DELETE', '/api/admin/podcasts/:id'),
  /** Deletes podcasts. */
  deletePodcasts: bulk('/api/admin/podcasts/bulk-delete'),
  /** Every category podcasts carry (the list's filter). */
  podcastCategories: route<{ response: typeof podcastCategories }>('GET', '/api/admin/podcast-categories'),
  /** The podcast picker's options: matching a name or host, or the one podcast of an id. */
  podcastOptions: route<{ query: typeof podcastOptionsQuery; response: typeof podcastOptionList }>('GET', '/api/admin/podcast-options'),
  /** Reads a podcast feed now (409 within the hour of its last read): the feed as it stands after. */
  readFeedNow: route<{ params: typeof idParams; response: typeof adminFeed }>('POST', '/api/admin/podcast-feeds/:id/read'),
  /** The feeds of booked shows (no podcast in the directory), with how their reads stand. */
  unattachedFeeds: route<{ response: typeof adminFeedList }>('GET', '/api/admin/podcast-feeds/unattached'),
  /** The guests a feed matched, each with their matches counted by where they stand. */
  feedMatches: route<{ params: typeof idParams; response: typeof feedMatches }>('GET', '/api/admin/podcast-feeds/:id/matches'),
  /** Rejects a feed's matches, or one guest's from it, in one audited step: the appearances they made removed; those a person accepted kept. */
  rejectFeedMatches: route<{ params: typeof idParams; body: typeof rejectFeedMatchesBody; response: typeof rejectFeedMatchesResult }>(
    'POST',
    '/api/admin/podcast-feeds/:id/reject-matches',
  ),
  /** The suggestions held for review, by feed and guest, with the reason. */
  heldMatches: route<{ response: typeof heldMatchGroupList }>('GET', '/api/admin/podcast-feeds/held'),
  /** Trusts a feed (its episodes then verify appearances; its waiting suggestions are judged again): the feed after. */
  trustFeed: route<{ params: typeof idParams; response: typeof adminFeed }>('POST', '/api/admin/podcast-feeds/:id/trust'),
  /** A new tag for a show's owner to paste into the feed, proving it is theirs (shown this once). */
  adminOwnershipTag: route<{ params: typeof idParams; response: typeof ownershipTag }>('POST', '/api/admin/podcast-feeds/:id/ownership-tag'),
};
