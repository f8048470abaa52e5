import { createContext, type ReactNode } from 'react';
import type { History } from './history';
import type { Location } from './location';
import type { RouteMatch } from './rank-routes';

/** The router's history and the location on screen. */
export interface RouterState {
  history: History;
  location: Location;
}

/** The router around a component; null outside one. */
export const RouterContext = createContext<RouterState | null>(null);

/** The routes matched down to the component's route (outermost first), and what that route's `<Outlet />` renders. */
export interface RouteState {
  matches: RouteMatch[];
  outlet: ReactNode;
}

/** The route around a component; no matches outside `<Routes>`. */
export const RouteContext = createContext<RouteState>({ matches: [], outlet: null });
