import { route } from '../route';
import { operationsFirstPageRoutes } from './first-page-route-table';
import type { pageAccessList, settingList } from './settings';

/**
 * The operations domain's routes that any page calls: error reports and navigation (in
 * first-page-route-table.ts, as the entry calls them), and the settings and page
 * access that shape the sidebar (the admin console's are in admin-route-table.ts, so that a
 * visitor's pages never load them).
 */
export const operationsRoutes = {
  ...operationsFirstPageRoutes,
  /** The settings (any signed-in user). */
  settings: route<{ response: typeof settingList }>('GET', '/api/admin/settings'),
  /** Which sidebar entries are shown (any signed-in user). */
  pageAccess: route<{ response: typeof pageAccessList }>('GET', '/api/admin/page-access'),
};
