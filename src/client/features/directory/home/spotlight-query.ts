import { directoryFirstPageRoutes } from '../../../../shared/api/directory/first-page-route-table';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

/** The featured profiles the spotlight shows (the app's entry prefetches it on /). */
export const featuredClientsQuery = { queryKey: queryKeys.featuredClients, queryFn: () => call(directoryFirstPageRoutes.featuredClients) };
