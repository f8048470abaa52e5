import type { slugParams } from '../directory/clients';
import type { noContent } from '../fields';
import { route } from '../route';
import type { trackNavigationBody } from './admin';
import type { clientErrorReport, errorReportReceived } from './admin-errors';
import type { pageAccessList, settingList } from './settings';

/**
 * The operations domain's routes that any page calls: error reports, navigation and profile
 * views, and the settings and page access that shape the sidebar (the admin console's are in
 * admin-route-table.ts, so that a visitor's first JS never loads them).
 */
export const operationsRoutes = {
  /** Reports what a page's error boundary caught (202). */
  reportError: route<{ body: typeof clientErrorReport; response: typeof errorReportReceived }>('POST', '/api/errors/report'),
  /** Records a signed-in user's route change (204). */
  trackNavigation: route<{ body: typeof trackNavigationBody; response: typeof noContent }>('POST', '/api/track-navigation'),
  /** Counts a visit to a profile page (202). */
  profileView: route<{ params: typeof slugParams; response: typeof noContent }>('POST', '/api/clients/:slug/view'),
  /** The settings (any signed-in user). */
  settings: route<{ response: typeof settingList }>('GET', '/api/admin/settings'),
  /** Which sidebar entries are shown (any signed-in user). */
  pageAccess: route<{ response: typeof pageAccessList }>('GET', '/api/admin/page-access'),
};
