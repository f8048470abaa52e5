import { route } from '../route';
import type { adminUsersPage, adminUsersQuery } from './admin-users';
import type { apiKeysPage, apiKeysQuery } from './api-keys';

/** The account domain's admin console routes: users and API keys (apart from the account routes, which every page's first JS loads). */
export const accountAdminRoutes = {
  /** A page of the users (admin). */
  users: route<{ query: typeof adminUsersQuery; response: typeof adminUsersPage }>('GET', '/api/admin/users'),
  /** A page of the API keys (admin). */
  apiKeys: route<{ query: typeof apiKeysQuery; response: typeof apiKeysPage }>('GET', '/api/admin/api-keys'),
};
