/** The URL parameters a match found: `:name` segments, and `*` for a splat's rest; an optional one absent is undefined. */
export type Params = Readonly<Record<string, string | undefined>>;

/** A pattern to match: its path, and whether it must match the whole pathname (`end`, true unless false) or only its start. */
export interface PathPattern {
  path: string;
  end?: boolean;
}

/** A pattern that matched: its params, the part of the pathname it matched, and that part without the splat's rest (`pathnameBase`). */
export interface PathMatch {
  params: Params;
  pathname: string;
  pathnameBase: string;
  pattern: PathPattern;
}

interface CompiledParam {
  name: string;
  optional: boolean;
}

/** Drops trailing slashes, keeping the first character. */
function trimTrailingSlashes(path: string): string {
  return path.replace(/(.)\/+$/, '$1');
}

/**
 * A pattern as a case-insensitive regular expression, as React Router compiles it: static segments,
 * `:name` and `:name?` params, a trailing `*` splat; trailing slashes are allowed; with `end` false
 * the pattern matches the start of a pathname up to a segment's end.
 */
function compilePath(path: string, end: boolean): [RegExp, CompiledParam[]] {
  const params: CompiledParam[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (match, name: string, optional: string | undefined, at: number, all: string) => {
      params.push({ name, optional: optional !== undefined });
      if (!optional) return '/([^\\/]+)';
      const next = all.charAt(at + match.length);
      return next && next !== '/' ? '/([^\\/]*)' : '(?:/([^\\/]*))?';
    })}`;
  if (path.endsWith('*')) {
    params.push({ name: '*', optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  return [new RegExp(source, 'i'), params];
}

/**
 * Matches `pathname` (already decoded, see `decodePath`) against a pattern, as React Router's
 * `matchPath` does; a string pattern must match the whole pathname. Null when it does not match.
 * An encoded slash (`%2F`) in a param comes back as `/`.
 */
export function matchPath(pattern: string | PathPattern, pathname: string): PathMatch | null {
  const full: PathPattern = typeof pattern === 'string' ? { path: pattern, end: true } : pattern;
  const [matcher, compiled] = compilePath(full.path, full.end !== false);
  const found = pathname.match(matcher);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = trimTrailingSlashes(matched);
  const params: Record<string, string | undefined> = {};
  compiled.forEach(({ name, optional }, i) => {
    const value = found[i + 1];
    if (name === '*') pathnameBase = trimTrailingSlashes(matched.slice(0, matched.length - (value || '').length));
    params[name] = optional && !value ? undefined : (value || '').replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase, pattern: full };
}

/** Decodes each segment of a URL pathname, keeping an encoded slash as `%2F` so segments stay apart; a malformed one is left as is. */
export function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}
