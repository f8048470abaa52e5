import type { opaqueBody } from '../fields';
import { route } from '../route';
import type { sessionUser } from '../session-user';

/**
 * The account routes the app's entry calls (the shell asks who is signed in before any page, and
 * its header signs out): apart from the rest of the domain's routes, which only lazy pages call,
 * so that those stay out of every page's first JS. `accountRoutes` includes them.
 */
export const accountFirstPageRoutes = {
  /** Who is signed in (401 for nobody). */
  currentUser: route<{ response: typeof sessionUser }>('GET', '/api/auth/user'),
  /** Signs out and goes home (a redirect, for a link). */
  logout: route<{ response: typeof opaqueBody }>('GET', '/api/logout'),
};
