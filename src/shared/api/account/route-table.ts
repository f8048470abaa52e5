import type { idParams, slugParams } from '../fields';
import { route } from '../route';
import { accountFirstPageRoutes } from './first-page-route-table';
import type { activateBody, activateParams, loginBody, loginResponse, messageResponse, requestResetBody, resetPasswordBody } from './auth';
import type { teamList } from './team';

/** The account domain's routes: signing in and out, the current user, passwords, activation, viewing as a client, and a client's team. */
export const accountRoutes = {
  ...accountFirstPageRoutes,
  /** Signs in with email and password. */
  login: route<{ body: typeof loginBody; response: typeof loginResponse }>('POST', '/api/auth/login'),
  /** Mails a password reset link. */
  requestReset: route<{ body: typeof requestResetBody; response: typeof messageResponse }>('POST', '/api/auth/request-reset'),
  /** Sets a new password with a reset link's token. */
  resetPassword: route<{ body: typeof resetPasswordBody; response: typeof messageResponse }>('POST', '/api/auth/reset-password'),
  /** Activates an invited account with its link's token and a password (wrong tokens are limited per address, never per account). */
  activate: route<{ params: typeof activateParams; body: typeof activateBody; response: typeof messageResponse }>('POST', '/api/activate/:userId'),
  /** An admin or owner views the product as a client. */
  viewAs: route<{ params: typeof slugParams; response: typeof messageResponse }>('POST', '/api/impersonate/client/:slug'),
  /** Ends viewing as a client. */
  endViewAs: route<{ response: typeof messageResponse }>('POST', '/api/end-impersonation'),
  /** The agency team assigned to a client. */
  clientTeam: route<{ params: typeof idParams; response: typeof teamList }>('GET', '/api/clients/:id/team'),
};
