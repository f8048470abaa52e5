import { directoryRoutes } from '@shared/api/directory/route-table';
import { LIMITS } from '@shared/limits';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { featuredClientsQuery } from './spotlight-query';

/** The home page's featured videos. */
export const featuredVideosQuery = { queryKey: queryKeys.featuredVideos, queryFn: () => call(directoryRoutes.featuredVideos) };

/** Random key facts for the key insights section. */
export const keyFactsQuery = {
  queryKey: queryKeys.keyFacts,
  queryFn: () => call(directoryRoutes.randomKeyFacts, { query: { limit: LIMITS.keyFactsFetched } }),
};

/** The directory's size, for the stats strip (one card's page carries the total). */
export const clientCountQuery = { queryKey: queryKeys.clientCount, queryFn: () => call(directoryRoutes.listClients, { query: { limit: 1 } }) };

/** Every query the home page shows, for rendering it on the server. */
export const homeQueries = [featuredClientsQuery, featuredVideosQuery, keyFactsQuery, clientCountQuery];
