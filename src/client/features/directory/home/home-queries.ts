import type { ClientCard } from '../../../../shared/api/directory/clients';
import type { Page } from '../../../../shared/api/paging';
import type { KeyFact, Video } from '../../../../shared/api/directory/videos';
import { LIMITS } from '../../../../shared/limits';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The featured profiles the spotlight shows. */
export const featuredClientsQuery = { queryKey: queryKeys.featuredClients, queryFn: () => api<ClientCard[]>('/api/clients/featured') };

/** The home page's featured videos. */
export const featuredVideosQuery = { queryKey: queryKeys.featuredVideos, queryFn: () => api<Video[]>('/api/videos/featured') };

/** Random key facts for the key insights section. */
export const keyFactsQuery = {
  queryKey: queryKeys.keyFacts,
  queryFn: () => api<KeyFact[]>(`/api/key-facts/random?limit=${LIMITS.keyFactsFetched}`),
};

/** The directory's size, for the stats strip (one card's page carries the total). */
export const clientCountQuery = { queryKey: queryKeys.clientCount, queryFn: () => api<Page<ClientCard>>('/api/clients?limit=1') };

/** Every query the home page shows, for rendering it on the server. */
export const homeQueries = [featuredClientsQuery, featuredVideosQuery, keyFactsQuery, clientCountQuery];
