/**
 * The pages whose address carries a secret that opens them: a token in the path (a host's request,
 * a guest's approval, a pitch, a feedback form, a host's yes to a quote) or in the query (activating an account, resetting a
 * password). No such address leaves its page: navigation tracking records it without the secret,
 * and the server sends these pages `no-store`.
 */

/** The first path segment of each page reached through a secret link. */
const TOKEN_PAGE_SEGMENTS: ReadonlySet<string> = new Set(['requests', 'approve', 'pitch', 'feedback', 'quote', 'activate', 'reset-password']);

/** What stands for the part of an address that was left out. */
const LEFT_OUT = '…';

/** A path without its query and fragment, its escapes decoded (so an escaped slash cannot hide a segment). */
function barePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0];
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

/** A decoded path's first segment, lower case (the router matches pages in any case). */
const firstSegment = (path: string) => (path.split('/').find(Boolean) ?? '').toLowerCase();

/** Whether a path (with or without its query) is a page reached through a secret link. */
export function isTokenPage(path: string): boolean {
  return TOKEN_PAGE_SEGMENTS.has(firstSegment(barePath(path)));
}

/**
 * A page's address as it may be recorded: no query and no fragment (where account links carry
 * their token), and for a page reached through a secret link its first segment alone, the rest
 * left out ("/pitch/abc…" → "/pitch/…").
 */
export function pathWithoutToken(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  if (!isTokenPage(bare)) return bare;
  const segments = barePath(bare).split('/').filter(Boolean);
  return segments.length > 1 ? `/${segments[0].toLowerCase()}/${LEFT_OUT}` : `/${segments[0].toLowerCase()}`;
}
