import type { ClientCard } from '../../../shared/api/clients';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The query of the featured profiles the spotlight shows. */
export const featuredClientsQuery = { queryKey: queryKeys.featuredClients, queryFn: () => api<ClientCard[]>('/api/clients/featured') };
