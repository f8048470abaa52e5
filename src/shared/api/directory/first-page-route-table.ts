import { route } from '../route';
import type { clientCardList, clientCardPage, clientDetail, clientIdParams, clientListQuery, idParams, keywordList, slugParams, talkingPointList, topicList } from './clients';
import type { appearanceList } from './podcasts';
import type { keyFactList, randomKeyFactsQuery, videoList } from './videos';

/**
 * The directory routes a visitor's first page reads (the home page's spotlight and counts, a
 * profile and its sections): apart from the rest of the domain's routes because the app's entry
 * prefetches them, so they are part of every page's first JS. `directoryRoutes` includes them.
 */
export const firstPageRoutes = {
  /** The featured profiles' cards. */
  featuredClients: route<{ response: typeof clientCardList }>('GET', '/api/clients/featured'),
  /** A page of the listed profiles, of a category if asked. */
  listClients: route<{ query: typeof clientListQuery; response: typeof clientCardPage }>('GET', '/api/clients'),
  /** A profile by slug (a renamed profile's old slug answers 301 to its current address). */
  profile: route<{ params: typeof slugParams; response: typeof clientDetail }>('GET', '/api/clients/:slug'),
  /** A profile's keywords. */
  profileKeywords: route<{ params: typeof idParams; response: typeof keywordList }>('GET', '/api/clients/:id/keywords'),
  /** A profile's talking points. */
  talkingPoints: route<{ params: typeof idParams; response: typeof talkingPointList }>('GET', '/api/clients/:id/talking-points'),
  /** The topics of a profile's videos. */
  videoTopics: route<{ params: typeof idParams; response: typeof topicList }>('GET', '/api/clients/:id/video-keywords'),
  /** A client's podcast appearances. */
  clientEpisodes: route<{ params: typeof idParams; response: typeof appearanceList }>('GET', '/api/clients/:id/episodes'),
  /** The featured videos. */
  featuredVideos: route<{ response: typeof videoList }>('GET', '/api/videos/featured'),
  /** A client's videos. */
  clientVideos: route<{ params: typeof clientIdParams; response: typeof videoList }>('GET', '/api/videos/by-client-id/:clientId'),
  /** Key facts at random. */
  randomKeyFacts: route<{ query: typeof randomKeyFactsQuery; response: typeof keyFactList }>('GET', '/api/key-facts/random'),
};
