import type { ReactNode } from 'react';
import { matchPath, type Params } from './match-path';

/** A route as `<Route>` declares it. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children: RouteObject[];
}

/** One route of a matched branch: the params so far, the part of the pathname it matched, and that part without a splat's rest. */
export interface RouteMatch {
  params: Params;
  pathname: string;
  pathnameBase: string;
  route: RouteObject;
}

interface RouteMeta {
  relativePath: string;
  childIndex: number;
  route: RouteObject;
}

/** A route that can be the last of a match, with the routes above it and its rank. */
interface Branch {
  score: number;
  routes: RouteMeta[];
}

/** Joins paths with single slashes. */
export const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

/** A pathname without trailing slashes, starting with one. */
const normalizePathname = (pathname: string) => pathname.replace(/\/+$/, '').replace(/^\/*/, '/');

/** React Router's rank: more segments score more, a static one 10, a param 3, an empty one 1; an index route 2 more, a splat 2 less. */
function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment !== '*') score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** Every path an optional segment allows: `a/:b?` is `a/:b` and `a`. */
function explodeOptionalSegments(path: string): string[] {
  const [first, ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restExploded = explodeOptionalSegments(rest.join('/'));
  const result = restExploded.map((sub) => (sub === '' ? required : `${required}/${sub}`));
  if (optional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}

function flattenRoutes(routes: RouteObject[], branches: Branch[], parents: RouteMeta[], parentPath: string): Branch[] {
  routes.forEach((route, childIndex) => {
    const paths = route.path?.includes('?') ? explodeOptionalSegments(route.path) : [route.path || ''];
    for (const ownPath of paths) {
      // an absolute child path repeats its parents' path
      const relativePath = ownPath.startsWith('/') ? ownPath.slice(parentPath.length) : ownPath;
      const path = joinPaths([parentPath, relativePath]);
      const metas = [...parents, { relativePath, childIndex, route }];
      if (route.children.length > 0) flattenRoutes(route.children, branches, metas, path);
      if (route.path != null || route.index) branches.push({ score: computeScore(path, route.index), routes: metas });
    }
  });
  return branches;
}

/** React Router's tie-break: between sibling routes the one declared first; other branches tie (the sort keeps their order). */
function compareSiblings(a: RouteMeta[], b: RouteMeta[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((meta, i) => meta.childIndex === b[i].childIndex);
  return siblings ? a[a.length - 1].childIndex - b[b.length - 1].childIndex : 0;
}

/** The routes' branches, best first: static segments before params before splats, an index route for its parent's exact path. */
export function rankRoutes(routes: RouteObject[]): Branch[] {
  return flattenRoutes(routes, [], [], '').sort((a, b) => b.score - a.score || compareSiblings(a.routes, b.routes));
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Record<string, string | undefined> = {};
  let matchedPathname = '/';
  const matches: RouteMatch[] = [];
  for (const [i, meta] of branch.routes.entries()) {
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchPath({ path: meta.relativePath, end: i === branch.routes.length - 1 }, remaining);
    if (!match) return null;
    Object.assign(params, match.params);
    matches.push({
      params,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),
      route: meta.route,
    });
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

/** The routes matched by a decoded `pathname`, outermost first, from the best branch that matches; null when none does. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatch[] | null {
  for (const branch of branches) {
    const matches = matchBranch(branch, pathname);
    if (matches) return matches;
  }
  return null;
}
