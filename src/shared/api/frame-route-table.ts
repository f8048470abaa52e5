import type { noContent, opaqueBody } from './fields';
import type { clientErrorReport, errorReportReceived, pageAccessList, settingList, trackNavigationBody } from './frame';
import { route } from './route';
import type { sessionUser } from './session-user';

/**
 * The routes the app's frame calls on every page, whichever domain serves them: who is signed in
 * and signing out (the account's), reporting a page's error, tracking navigation, the settings and
 * which sidebar entries show (the operations'). The domains' tables include theirs, so the frame
 * needs no domain.
 */
export const frameRoutes = {
  /** Who is signed in (401 for nobody). */
  currentUser: route<{ response: typeof sessionUser }>('GET', '/api/auth/user'),
  /** Signs out and goes home (a redirect, for a link). */
  logout: route<{ response: typeof opaqueBody }>('GET', '/api/logout'),
  /** Reports what a page's error boundary caught (202). */
  reportError: route<{ body: typeof clientErrorReport; response: typeof errorReportReceived }>('POST', '/api/errors/report'),
  /** Records a signed-in user's route change (204). */
  trackNavigation: route<{ body: typeof trackNavigationBody; response: typeof noContent }>('POST', '/api/track-navigation'),
  /** The settings (any signed-in user). */
  settings: route<{ response: typeof settingList }>('GET', '/api/admin/settings'),
  /** Which sidebar entries are shown (any signed-in user). */
  pageAccess: route<{ response: typeof pageAccessList }>('GET', '/api/admin/page-access'),
};
