import type { noContent } from '../fields';
import { route } from '../route';
import type { trackNavigationBody } from './admin';
import type { clientErrorReport, errorReportReceived } from './errors';

/**
 * The operations routes the app's entry calls (its error boundary reports, and navigation is
 * tracked from the first page): apart from the rest of the domain's routes, which only lazy pages
 * call, so that those stay out of every page's first JS. `operationsRoutes` includes them.
 */
export const operationsFirstPageRoutes = {
  /** Reports what a page's error boundary caught (202). */
  reportError: route<{ body: typeof clientErrorReport; response: typeof errorReportReceived }>('POST', '/api/errors/report'),
  /** Records a signed-in user's route change (204). */
  trackNavigation: route<{ body: typeof trackNavigationBody; response: typeof noContent }>('POST', '/api/track-navigation'),
};
