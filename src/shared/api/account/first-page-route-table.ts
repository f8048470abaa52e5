import { frameRoutes } from '../frame-route-table';

/**
 * The account routes the app's entry calls (the shell asks who is signed in before any page, and
 * its header signs out): the frame's, apart from the rest of the domain's routes, which only lazy
 * pages call, so that those stay out of every page's first JS. `accountRoutes` includes them.
 */
export const accountFirstPageRoutes = {
  currentUser: frameRoutes.currentUser,
  logout: frameRoutes.logout,
};
