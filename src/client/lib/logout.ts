import { accountRoutes } from '../../shared/api/account/route-table';

/** Navigates the browser to /api/logout, which ends the session and returns to /. */
export function logout(): void {
  window.location.assign(accountRoutes.logout.path);
}
