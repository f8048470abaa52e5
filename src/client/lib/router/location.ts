/** A place in the app: the parts of its URL after the origin. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** The current place, as `useLocation` answers it: its URL parts, the state it was opened with, and a key new to each navigation (`'default'` for the first). */
export interface Location extends Path {
  state: unknown;
  key: string;
}

/** Where to go: an absolute path (`/a?b#c`, `?b` or `#c` keep the current path), or its parts (a part left out of `pathname` keeps the current one). */
export type To = string | Partial<Path>;

/** Splits a URL path into its pathname, search and hash. */
export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

/** Joins a path's parts into a URL path. */
export function createPath({ pathname, search, hash }: Path): string {
  return pathname + search + hash;
}

/** The path `to` leads to from `pathname`: absolute as given, or the current pathname when `to` names none (search and hash then as given). */
export function resolveTo(to: To, pathname: string): Path {
  const { pathname: toPathname, search, hash } = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: toPathname || pathname,
    search: !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`,
    hash: !hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`,
  };
}

/** A fresh location key, as each navigation gets. */
export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
