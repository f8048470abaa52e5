import type { idParams } from '../fields';
import { route } from '../route';
import type { adminUsersPage, adminUsersQuery, inviteUserBody, inviteUserResponse, updateUserBody, userActionResponse, userIdParams } from './users';
import type { apiKeyItem, apiKeysPage, apiKeysQuery, createApiKeyBody, createdApiKey } from './api-keys';

/** An account action of /admin/users on one user, answering the user as it is now. */
const userAction = (path: string) => route<{ params: typeof userIdParams; response: typeof userActionResponse }>('POST', path);

/** The account domain's admin console routes: users and API keys (apart from the account routes, which every page's first JS loads). */
export const accountAdminRoutes = {
  /** A page of the users (admin). */
  users: route<{ query: typeof adminUsersQuery; response: typeof adminUsersPage }>('GET', '/api/admin/users'),
  /** Invites an account, which gets an activation email (201). */
  inviteUser: route<{ body: typeof inviteUserBody; response: typeof inviteUserResponse }>('POST', '/api/admin/users'),
  /** Changes a user's name, role or client. */
  updateUser: route<{ params: typeof userIdParams; body: typeof updateUserBody; response: typeof userActionResponse }>('PATCH', '/api/admin/users/:id'),
  /** Sends a new activation link. */
  resendInvitation: userAction('/api/admin/users/:id/resend-invitation'),
  /** Sends a password reset link. */
  sendReset: userAction('/api/admin/users/:id/send-reset'),
  /** Deactivates a user (signed out everywhere). */
  deactivate: userAction('/api/admin/users/:id/deactivate'),
  /** Lets a deactivated user sign in again. */
  reactivate: userAction('/api/admin/users/:id/reactivate'),
  /** A page of the API keys (admin). */
  apiKeys: route<{ query: typeof apiKeysQuery; response: typeof apiKeysPage }>('GET', '/api/admin/api-keys'),
  /** Makes an API key, shown this once (201). */
  createApiKey: route<{ body: typeof createApiKeyBody; response: typeof createdApiKey }>('POST', '/api/admin/api-keys'),
  /** Revokes an API key. */
  revokeApiKey: route<{ params: typeof idParams; response: typeof apiKeyItem }>('POST', '/api/admin/api-keys/:id/revoke'),
};
