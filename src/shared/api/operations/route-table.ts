import { frameRoutes } from '../frame-route-table';
import { operationsFirstPageRoutes } from './first-page-route-table';

/**
 * The operations domain's routes that any page calls: error reports and navigation (in
 * first-page-route-table.ts, as the entry calls them), and the settings and page
 * access that shape the sidebar (the admin console's are in admin-route-table.ts, so that a
 * visitor's pages never load them). All are the frame's.
 */
export const operationsRoutes = {
  ...operationsFirstPageRoutes,
  settings: frameRoutes.settings,
  pageAccess: frameRoutes.pageAccess,
};
