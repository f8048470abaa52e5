import { route } from '../route';
import type { clientCardList, clientDetail } from './clients/clients';
import type { slugParams } from '../fields';

/**
 * The directory routes the app's entry prefetches (the home page's spotlight, a profile): apart
 * from the rest of the domain's routes, which only lazy pages call, so that those stay out of
 * every page's first JS. `directoryRoutes` includes them.
 */
export const directoryFirstPageRoutes = {
  /** The featured profiles' cards. */
  featuredClients: route<{ response: typeof clientCardList }>('GET', '/api/clients/featured'),
  /** A profile by slug (a renamed profile's old slug answers 301 to its current address). */
  profile: route<{ params: typeof slugParams; response: typeof clientDetail }>('GET', '/api/clients/:slug'),
};
