import { firstPageRoutes } from '../../../../shared/api/directory/first-page-route-table';
import { LIMITS } from '../../../../shared/limits';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

/** The featured profiles the spotlight shows. */
export const featuredClientsQuery = { queryKey: queryKeys.featuredClients, queryFn: () => call(firstPageRoutes.featuredClients) };

/** The home page's featured videos. */
export const featuredVideosQuery = { queryKey: queryKeys.featuredVideos, queryFn: () => call(firstPageRoutes.featuredVideos) };

/** Random key facts for the key insights section. */
export const keyFactsQuery = {
  queryKey: queryKeys.keyFacts,
  queryFn: () => call(firstPageRoutes.randomKeyFacts, { query: { limit: LIMITS.keyFactsFetched } }),
};

/** The directory's size, for the stats strip (one card's page carries the total). */
export const clientCountQuery = { queryKey: queryKeys.clientCount, queryFn: () => call(firstPageRoutes.listClients, { query: { limit: 1 } }) };

/** Every query the home page shows, for rendering it on the server. */
export const homeQueries = [featuredClientsQuery, featuredVideosQuery, keyFactsQuery, clientCountQuery];
