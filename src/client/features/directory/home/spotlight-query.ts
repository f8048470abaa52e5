import { directoryFirstPageRoutes } from '@shared/api/directory/first-page-route-table';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';

/** The featured profiles the spotlight shows (the app's entry prefetches it on /). */
export const featuredClientsQuery = { queryKey: queryKeys.featuredClients, queryFn: () => call(directoryFirstPageRoutes.featuredClients) };
