import { frameRoutes } from '../frame-route-table';

/**
 * The operations routes the app's entry calls (its error boundary reports, and navigation is
 * tracked from the first page): the frame's, apart from the rest of the domain's routes, which only
 * lazy pages call, so that those stay out of every page's first JS. `operationsRoutes` includes them.
 */
export const operationsFirstPageRoutes = {
  reportError: frameRoutes.reportError,
  trackNavigation: frameRoutes.trackNavigation,
};
