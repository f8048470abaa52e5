import { type ReactNode, startTransition, useLayoutEffect, useMemo, useState } from 'react';
import { RouterContext } from './context';
import { createBrowserHistory, createMemoryHistory, createStaticHistory, type History } from './history';

/**
 * Renders `children` at the history's location. Each change is applied inside `startTransition`, as
 * React Router does: a page still loading (a lazy chunk) keeps the previous page on screen until it is ready.
 */
function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(() => history.location);
  useLayoutEffect(() => history.listen((next) => startTransition(() => setLocation(next))), [history]);
  const state = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

/** The app's router in the browser: the address bar's URL and the browser's history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router with its history in memory, at the last of `initialEntries` (default `['/']`): for tests. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: readonly string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

/** The router of a server render, at `location` (a URL path with its query); renders what the browser's router renders there. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}
