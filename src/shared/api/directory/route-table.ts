import type { z } from 'zod';
import type { noContent, opaqueBody } from '../fields';
import { route } from '../route';
import { directoryFirstPageRoutes } from './first-page-route-table';
import type { appearanceCreateBody, appearanceEditBody, appearanceParams, candidatePage, candidatesQuery } from './appearances/appearances';
import type { appearanceSuggestionPage, appearanceSuggestionsQuery } from './appearances/appearance-suggestions';
import type { oembedAnswer, oembedQuery } from './appearances/open-data';
import type {
  avatarQuery,
  categoryList,
  clientCardPage,
  clientDetail,
  clientListQuery,
  clientSearchQuery,
  clientSlugResponse,
  featureBody,
  featureResponse,
  keywordList,
  mediaImage,
  mediaImageList,
  publicProfile,
  talkingPoint,
  talkingPointList,
  topicList,
} from './clients/clients';
import type { clientIdParams, idParams, slugParams } from '../fields';
import type { extractedKeywords } from './keywords';
import type { mediaImageOrderBody, mediaImageParams, mediaImagePatchBody } from './images/media-images';
import type { appearance, appearancePage, appearancePageQuery, podcastListQuery, podcastPage } from './podcasts/podcasts';
import type { profileEditBody, sampleQuestionsBody } from './profile-editing';
import type {
  award,
  awardBody,
  awardEdit,
  awardList,
  pressItem,
  pressItemBody,
  pressItemEdit,
  pressItemList,
  socialAccount,
  socialAccountBody,
  socialAccountEdit,
  socialAccountList,
} from './profile-records';
import type { talkingPointBody, talkingPointOrderBody } from './talking-points/talking-points';
import type { importVideoBody, markUnavailableBody, scanBody, scannedVideoList, scanPanel, videoState } from './videos/video-scan';
import type {
  videoSpiderImportBody,
  videoSpiderImportResult,
  videoSpiderQuota,
  videoSpiderResultsPage,
  videoSpiderResultsQuery,
  videoSpiderRunBody,
  videoSpiderRunStarted,
} from './videos/video-spider';
import type { keyFactList, randomKeyFactsQuery, videoDetail, videoDetailQuery, videoList } from './videos/videos';

/** The schemas of one kind of profile record: its list, its create and edit bodies, and one record. */
export interface RecordSchemas {
  list: z.ZodType;
  body: z.ZodType;
  edit: z.ZodType;
  item: z.ZodType;
}

/**
 * One kind of profile record's routes (socials, press, awards here; bookings in the bookings domain's table): the client's list and
 * create (201) under /api/clients/:id/{kind}, edit and delete (204) under /api/{kind}/:id.
 */
export function recordRoutes<S extends RecordSchemas>(kind: string) {
  return {
    list: route<{ params: typeof idParams; response: S['list'] }>('GET', `/api/clients/:id/${kind}`),
    create: route<{ params: typeof idParams; body: S['body']; response: S['item'] }>('POST', `/api/clients/:id/${kind}`),
    edit: route<{ params: typeof idParams; body: S['edit']; response: S['item'] }>('PATCH', `/api/${kind}/:id`),
    remove: route<{ params: typeof idParams; response: typeof noContent }>('DELETE', `/api/${kind}/:id`),
  };
}

/**
 * The directory domain's routes, but for the admin console's lists: profiles and their search,
 * share image and one-sheet, editing, records, keywords, talking points, podcasts and appearances,
 * videos and their scan, the video spider, Media Pics, and the read-only public API (/api/v1).
 */
export const directoryRoutes = {
  ...directoryFirstPageRoutes,
  /** Counts a visit to a profile page (202; the operations domain keeps the counts). */
  profileView: route<{ params: typeof slugParams; response: typeof noContent }>('POST', '/api/clients/:slug/view'),
  /** A page of the listed profiles, of a category if asked. */
  listClients: route<{ query: typeof clientListQuery; response: typeof clientCardPage }>('GET', '/api/clients'),
  /** A profile's keywords. */
  profileKeywords: route<{ params: typeof idParams; response: typeof keywordList }>('GET', '/api/clients/:id/keywords'),
  /** A profile's talking points. */
  talkingPoints: route<{ params: typeof idParams; response: typeof talkingPointList }>('GET', '/api/clients/:id/talking-points'),
  /** The topics of a profile's videos. */
  videoTopics: route<{ params: typeof idParams; response: typeof topicList }>('GET', '/api/clients/:id/video-keywords'),
  /** A client's podcast appearances, one page. */
  clientEpisodes: route<{ params: typeof idParams; query: typeof appearancePageQuery; response: typeof appearancePage }>('GET', '/api/clients/:id/episodes'),
  /** The featured videos. */
  featuredVideos: route<{ response: typeof videoList }>('GET', '/api/videos/featured'),
  /** A client's videos. */
  clientVideos: route<{ params: typeof clientIdParams; response: typeof videoList }>('GET', '/api/videos/by-client-id/:clientId'),
  /** Key facts at random. */
  randomKeyFacts: route<{ query: typeof randomKeyFactsQuery; response: typeof keyFactList }>('GET', '/api/key-facts/random'),
  /** The profiles' categories. */
  categories: route<{ response: typeof categoryList }>('GET', '/api/clients/categories'),
  /** A page of the profiles matching a search (rate-limited as costly). */
  searchClients: route<{ query: typeof clientSearchQuery; response: typeof clientCardPage }>('GET', '/api/clients/search'),
  /** A visible client's id and slug, by id. */
  clientSlug: route<{ params: typeof clientIdParams; response: typeof clientSlugResponse }>('GET', '/api/clients/by-id/:clientId'),
  /** A profile's Media Pics. */
  mediaImages: route<{ params: typeof idParams; response: typeof mediaImageList }>('GET', '/api/clients/:id/media-images'),
  /** Features or unfeatures a profile (admin). */
  setFeatured: route<{ params: typeof idParams; body: typeof featureBody; response: typeof featureResponse }>('PATCH', '/api/clients/:id/feature'),

  /** Extracts a profile's keywords from its own texts. */
  extractKeywords: route<{ params: typeof idParams; response: typeof extractedKeywords }>('POST', '/api/clients/:id/extract-profile-keywords'),
  /** Clears a profile's keywords (204). */
  clearKeywords: route<{ params: typeof idParams; response: typeof noContent }>('DELETE', '/api/clients/:id/keywords'),

  /** The one-sheet PDF, inline (for a link; rate-limited as costly). */
  pdfProfile: route<{ params: typeof slugParams; response: typeof opaqueBody }>('GET', '/api/clients/:slug/pdf-profile'),
  /** The initials avatar of a name (SVG, for an image). */
  avatar: route<{ query: typeof avatarQuery; response: typeof opaqueBody }>('GET', '/api/avatar'),
  /** The 800×800 share image (JPEG, for an image; rate-limited as costly). */
  shareImage: route<{ params: typeof slugParams; response: typeof opaqueBody }>('GET', '/api/clients/:slug/share-image'),
  /** A guest's confirmed appearances as a Podcasting 2.0 list feed (RSS; rate-limited as costly). */
  listFeed: route<{ params: typeof slugParams; response: typeof opaqueBody }>('GET', '/api/clients/:slug/list-feed.xml'),
  /** A guest's card to embed in another site's page (HTML, allowed in any frame; rate-limited as costly). */
  guestCard: route<{ params: typeof slugParams; response: typeof opaqueBody }>('GET', '/api/clients/:slug/card'),
  /** The oEmbed answer of a profile's address: its card in an iframe (rate-limited as costly). */
  oembed: route<{ query: typeof oembedQuery; response: typeof oembedAnswer }>('GET', '/api/oembed'),

  /** Saves /edit-profile's fields. */
  editProfile: route<{ params: typeof idParams; body: typeof profileEditBody; response: typeof clientDetail }>('PATCH', '/api/clients/:id/profile'),
  /** Replaces the profile's sample questions. */
  replaceSampleQuestions: route<{ params: typeof idParams; body: typeof sampleQuestionsBody; response: typeof clientDetail }>(
    'PUT',
    '/api/clients/:id/sample-questions',
  ),
  /** Replaces the profile's photo (multipart, the file in the field `file`). */
  replacePhoto: route<{ params: typeof idParams; response: typeof clientDetail }>('POST', '/api/clients/:id/photo'),

  /** The records of the profile subpages: each kind's list, create (201), edit and delete (204); the bookings kind's are the bookings domain's. */
  records: {
    socials: recordRoutes<{ list: typeof socialAccountList; body: typeof socialAccountBody; edit: typeof socialAccountEdit; item: typeof socialAccount }>(
      'socials',
    ),
    press: recordRoutes<{ list: typeof pressItemList; body: typeof pressItemBody; edit: typeof pressItemEdit; item: typeof pressItem }>('press'),
    awards: recordRoutes<{ list: typeof awardList; body: typeof awardBody; edit: typeof awardEdit; item: typeof award }>('awards'),
  },

  /** Adds a talking point (201). */
  createTalkingPoint: route<{ params: typeof idParams; body: typeof talkingPointBody; response: typeof talkingPoint }>(
    'POST',
    '/api/clients/:id/talking-points',
  ),
  /** Puts a client's talking points in a new order. */
  reorderTalkingPoints: route<{ params: typeof idParams; body: typeof talkingPointOrderBody; response: typeof talkingPointList }>(
    'PUT',
    '/api/clients/:id/talking-points/order',
  ),
  /** Edits a talking point. */
  editTalkingPoint: route<{ params: typeof idParams; body: typeof talkingPointBody; response: typeof talkingPoint }>('PATCH', '/api/talking-points/:id'),
  /** Deletes a talking point (204). */
  deleteTalkingPoint: route<{ params: typeof idParams; response: typeof noContent }>('DELETE', '/api/talking-points/:id'),

  /** A page of podcasts with their episodes and guests, searched if asked. */
  podcasts: route<{ query: typeof podcastListQuery; response: typeof podcastPage }>('GET', '/api/podcasts'),
  /** Find Episodes: unlinked episodes that mention the client. */
  episodeCandidates: route<{ params: typeof idParams; query: typeof candidatesQuery; response: typeof candidatePage }>(
    'GET',
    '/api/clients/:id/appearances/candidates',
  ),
  /** Adds an appearance (201). */
  createAppearance: route<{ params: typeof idParams; body: typeof appearanceCreateBody; response: typeof appearance }>('POST', '/api/clients/:id/appearances'),
  /** Edits an appearance. */
  editAppearance: route<{ params: typeof idParams; body: typeof appearanceEditBody; response: typeof appearance }>('PATCH', '/api/episodes/:id'),
  /** Links an episode to the client. */
  linkAppearance: route<{ params: typeof appearanceParams; response: typeof appearance }>('PUT', '/api/clients/:id/appearances/:episodeId'),
  /** Unlinks an episode from its client (204). */
  unlinkAppearance: route<{ params: typeof idParams; response: typeof noContent }>('POST', '/api/episodes/:id/unlink'),
  /** The appearances the feeds suggest for the client, with their evidence. */
  appearanceSuggestions: route<{ params: typeof idParams; query: typeof appearanceSuggestionsQuery; response: typeof appearanceSuggestionPage }>(
    'GET',
    '/api/clients/:id/appearance-suggestions',
  ),
  /** Accepts a suggested appearance: it becomes a verified appearance. */
  acceptAppearanceSuggestion: route<{ params: typeof idParams; response: typeof appearance }>('POST', '/api/appearance-suggestions/:id/accept'),
  /** Rejects a suggested appearance: never offered again (204). */
  rejectAppearanceSuggestion: route<{ params: typeof idParams; response: typeof noContent }>('POST', '/api/appearance-suggestions/:id/reject'),

  /** A video with its key facts (only if it is the `client`'s, when given). */
  video: route<{ params: typeof idParams; query: typeof videoDetailQuery; response: typeof videoDetail }>('GET', '/api/videos/:id'),

  /** The profile's video-scan panel. */
  scanPanel: route<{ params: typeof clientIdParams; response: typeof scanPanel }>('GET', '/api/videos/scan-panel/:clientId'),
  /** Scans YouTube for a client's videos (rate-limited as costly). */
  scanYouTube: route<{ body: typeof scanBody; response: typeof scannedVideoList }>('POST', '/api/scan-youtube-videos'),
  /** Imports a scanned video, pending (201 when new, 200 when already there). */
  importVideo: route<{ body: typeof importVideoBody; response: typeof videoState }>('POST', '/api/videos/import-youtube'),
  /** Approves a video. */
  approveVideo: route<{ params: typeof idParams; response: typeof videoState }>('POST', '/api/videos/:id/approve'),
  /** Disapproves a video. */
  disapproveVideo: route<{ params: typeof idParams; response: typeof videoState }>('POST', '/api/videos/:id/disapprove'),
  /** Hides a video. */
  hideVideo: route<{ params: typeof idParams; response: typeof videoState }>('POST', '/api/videos/:id/hide'),
  /** A browser's report of a video whose thumbnails all failed (204; rate-limited as costly). */
  markVideoUnavailable: route<{ params: typeof idParams; body: typeof markUnavailableBody; response: typeof noContent }>(
    'POST',
    '/api/videos/:id/mark-unavailable',
  ),

  /** Today's YouTube quota for the video spider (admin). */
  spiderQuota: route<{ response: typeof videoSpiderQuota }>('GET', '/api/admin/video-spider/quota'),
  /** Starts a video spider run as a job (202; admin). */
  runSpider: route<{ body: typeof videoSpiderRunBody; response: typeof videoSpiderRunStarted }>('POST', '/api/admin/video-spider/run'),
  /** A page of the video spider's results to review (admin). */
  spiderResults: route<{ query: typeof videoSpiderResultsQuery; response: typeof videoSpiderResultsPage }>('GET', '/api/admin/video-spider/results'),
  /** Imports chosen video spider results (admin). */
  importSpiderResults: route<{ body: typeof videoSpiderImportBody; response: typeof videoSpiderImportResult }>('POST', '/api/admin/video-spider/import'),

  /** Uploads Media Pics (multipart, files in the field `files`; 201). */
  addMediaImages: route<{ params: typeof clientIdParams; response: typeof mediaImageList }>('POST', '/api/clients/:clientId/media-images'),
  /** Puts a client's Media Pics in a new order. */
  reorderMediaImages: route<{ params: typeof clientIdParams; body: typeof mediaImageOrderBody; response: typeof mediaImageList }>(
    'PUT',
    '/api/clients/:clientId/media-images/order',
  ),
  /** Edits a Media Pic's caption or alt text. */
  editMediaImage: route<{ params: typeof mediaImageParams; body: typeof mediaImagePatchBody; response: typeof mediaImage }>(
    'PATCH',
    '/api/clients/:clientId/media-images/:imageId',
  ),
  /** Deletes a Media Pic (204). */
  deleteMediaImage: route<{ params: typeof mediaImageParams; response: typeof noContent }>('DELETE', '/api/clients/:clientId/media-images/:imageId'),

  /** Public API: a page of the listed profiles. */
  apiProfiles: route<{ query: typeof clientListQuery; response: typeof clientCardPage }>('GET', '/api/v1/profiles'),
  /** Public API: one profile. */
  apiProfile: route<{ params: typeof slugParams; response: typeof publicProfile }>('GET', '/api/v1/profiles/:slug'),
  /** Public API: a profile's approved videos. */
  apiProfileVideos: route<{ params: typeof slugParams; response: typeof videoList }>('GET', '/api/v1/profiles/:slug/videos'),
  /** Public API: a profile's talking points. */
  apiProfileTalkingPoints: route<{ params: typeof slugParams; response: typeof talkingPointList }>('GET', '/api/v1/profiles/:slug/talking-points'),
  /** Public API: a profile's podcast episodes, one page. */
  apiProfileEpisodes: route<{ params: typeof slugParams; query: typeof appearancePageQuery; response: typeof appearancePage }>(
    'GET',
    '/api/v1/profiles/:slug/episodes',
  ),
  /** Public API: key facts at random. */
  apiKeyFacts: route<{ query: typeof randomKeyFactsQuery; response: typeof keyFactList }>('GET', '/api/v1/key-facts'),
};
