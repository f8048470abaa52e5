import { frameRoutes } from '@shared/api/frame-route-table';

/** Navigates the browser to /api/logout, which ends the session and returns to /. */
export function logout(): void {
  window.location.assign(frameRoutes.logout.path);
}
