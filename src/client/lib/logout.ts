import { accountFirstPageRoutes } from '../../shared/api/account/first-page-route-table';

/** Navigates the browser to /api/logout, which ends the session and returns to /. */
export function logout(): void {
  window.location.assign(accountFirstPageRoutes.logout.path);
}
