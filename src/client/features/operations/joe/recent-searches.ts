/** Where JOE keeps the admin's recent searches, newest first. */
const KEY = 'podium:joe:recent';
/** How many recent searches JOE keeps. */
const KEEP = 8;

/** The recent searches, newest first ([] when storage is unavailable or holds something else). */
export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((t): t is string => typeof t === 'string').slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

/** Puts `term` first among the recent searches (once); answers the new list. */
export function rememberSearch(term: string): string[] {
  const next = [term, ...readRecentSearches().filter((t) => t.toLowerCase() !== term.toLowerCase())].slice(0, KEEP);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // private mode or full storage: recent searches are a convenience
  }
  return next;
}
