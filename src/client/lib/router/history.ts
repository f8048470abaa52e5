import { createKey, createPath, type Location, type Path, parsePath } from './location';

/** What a router navigates with: the current location, push, replace, go back or forward, and one listener told of every change. */
export interface History {
  readonly location: Location;
  push(path: Path, state: unknown): void;
  replace(path: Path, state: unknown): void;
  go(delta: number): void;
  listen(listener: (location: Location) => void): () => void;
}

/** What the browser's history entries carry, as React Router stores it: the state given (`usr`) and the location's key. */
interface EntryState {
  usr?: unknown;
  key?: string;
}

/** The browser's history (pushState, replaceState, go, popstate). */
export function createBrowserHistory(): History {
  let listener: ((location: Location) => void) | null = null;
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry = window.history.state as EntryState | null;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key || 'default' };
  };
  const notify = () => listener?.(read());
  return {
    get location() {
      return read();
    },
    push(path, state) {
      const url = createPath(path);
      try {
        window.history.pushState({ usr: state, key: createKey() } satisfies EntryState, '', url);
      } catch (error) {
        // a state that can't be stored is a bug; anything else (Safari's limit on history calls) loads the page instead
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(url);
      }
      notify();
    },
    replace(path, state) {
      window.history.replaceState({ usr: state, key: createKey() } satisfies EntryState, '', createPath(path));
      notify();
    },
    go(delta) {
      window.history.go(delta);
    },
    listen(fn) {
      listener = fn;
      window.addEventListener('popstate', notify);
      return () => {
        window.removeEventListener('popstate', notify);
        listener = null;
      };
    },
  };
}

/** A history kept in memory (for tests), starting at the last of `initialEntries`; the first entry's key is `'default'`. */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const entries: Location[] = initialEntries.map((entry, i) => ({
    pathname: '/',
    search: '',
    hash: '',
    ...parsePath(entry),
    state: null,
    key: i === 0 ? 'default' : createKey(),
  }));
  let index = entries.length - 1;
  let listener: ((location: Location) => void) | null = null;
  const notify = () => listener?.(entries[index]);
  return {
    get location() {
      return entries[index];
    },
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length, { ...path, state, key: createKey() });
      notify();
    },
    replace(path, state) {
      entries[index] = { ...path, state, key: createKey() };
      notify();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify();
    },
    listen(fn) {
      listener = fn;
      return () => {
        listener = null;
      };
    },
  };
}

/** The one location of a server render: navigating throws, as there is no browser to navigate. */
export function createStaticHistory(url: string): History {
  const location: Location = { pathname: '/', search: '', hash: '', ...parsePath(url), state: null, key: 'default' };
  const refuse = () => {
    throw new Error('A page rendered on the server cannot navigate');
  };
  return { location, push: refuse, replace: refuse, go: refuse, listen: () => () => undefined };
}
