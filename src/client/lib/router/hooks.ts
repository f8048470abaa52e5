import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, RouterContext, type RouterState } from './context';
import { type Location, resolveTo, type To } from './location';
import { decodePath, matchPath, type Params, type PathMatch, type PathPattern } from './match-path';

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks and components are used only inside a router');
  return router;
}

/** The location on screen. */
export function useLocation(): Location {
  return useRouter().location;
}

/** How to navigate: replace the current history entry instead of adding one, and the state the new location carries. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Navigates to `to`, or by `delta` entries through the history (-1 is Back). */
export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

/** A function that navigates: `navigate(to, { replace, state })`, or `navigate(-1)`. */
export function useNavigate(): NavigateFunction {
  const { history, location } = useRouter();
  const { pathname } = location;
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') history.go(to);
      else (options.replace ? history.replace : history.push)(resolveTo(to, pathname), options.state ?? null);
    },
    [history, pathname],
  ) as NavigateFunction;
}

/** The params of the routes matched down to the component's route. */
export function useParams(): Params {
  const { matches } = useContext(RouteContext);
  return matches[matches.length - 1]?.params ?? {};
}

/** What `URLSearchParams` is built from: a query string, pairs, a record, or other params. */
export type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

/** Sets the query (a value, or a function of the current params), navigating to the same path with it. */
export type SetSearchParams = (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void;

/** The location's query, and a setter that navigates to it (adding a history entry unless `{ replace: true }`); the hash is dropped. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useNavigate();
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const params = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next);
      navigate(`?${params}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
}

/** The match of `pattern` (absolute) against the location's decoded pathname, or null. */
export function useMatch(pattern: string | PathPattern): PathMatch | null {
  return matchPath(pattern, decodePath(useLocation().pathname));
}
