import { Children, Fragment, isValidElement, type ReactElement, type ReactNode, useContext } from 'react';
import { RouteContext } from './context';
import { useLocation } from './hooks';
import { decodePath } from './match-path';
import { joinPaths, matchRoutes, type RouteObject, rankRoutes } from './rank-routes';

/** A route's props: its path (`/a`, `:param`, `:param?`, a trailing `*`), or `index` for its parent's own path; no path makes a layout route around its children. */
export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside `<Routes>`, which reads its props; rendered alone it is an error. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('A <Route> is only ever used as a child of <Routes>');
}

function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const { path, index, element, children: nested } = (child as ReactElement<RouteProps>).props;
    // a fragment's routes are its parent's
    if (child.type === Fragment) {
      routes.push(...routesOf(nested));
      return;
    }
    routes.push({ path, index, element, children: routesOf(nested) });
  });
  return routes;
}

/** Renders what `<Outlet />` stands for in the current route's element: the matched child route, if any. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

/**
 * Renders the best match among its `<Route>` children for the current location (nothing when none
 * matches), nested layouts rendering their child through `<Outlet />`. Inside a route matched by a
 * splat (`/admin/*`) it matches the rest of the pathname, after the parent's matched base.
 */
export function Routes({ children }: { children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  const { matches: parents } = useContext(RouteContext);
  const parent = parents[parents.length - 1];
  const base = parent ? parent.pathnameBase : '/';
  const remaining = base === '/' ? pathname : `/${pathname.replace(/^\//, '').split('/').slice(base.replace(/^\//, '').split('/').length).join('/')}`;
  const matches = matchRoutes(rankRoutes(routesOf(children)), decodePath(remaining));
  if (!matches) return null;
  const rendered = matches.map((match) => ({
    ...match,
    params: { ...parent?.params, ...match.params },
    pathname: joinPaths([base, match.pathname]),
    pathnameBase: match.pathnameBase === '/' ? base : joinPaths([base, match.pathnameBase]),
  }));
  // innermost first: each route's element renders the one below it through <Outlet />
  let outlet: ReactNode = null;
  for (let i = rendered.length - 1; i >= 0; i--) {
    const value = { matches: [...parents, ...rendered.slice(0, i + 1)], outlet };
    outlet = <RouteContext.Provider value={value}>{rendered[i].route.element ?? outlet}</RouteContext.Provider>;
  }
  return outlet;
}
