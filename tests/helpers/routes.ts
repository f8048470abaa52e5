import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AccessRule, RouteContract } from '@server/plugins/access';

/** One registered /api route as the route tests see it. */
export interface RegisteredRoute extends RouteContract {
  /** "METHOD /api/path/:param", the registry key. */
  key: string;
  method: string;
  pattern: string;
}

/** Every registered /api route with its contract, sorted by path then method. */
export function listRoutes(app: FastifyInstance): RegisteredRoute[] {
  return [...app.routeContracts]
    .map(([key, contract]) => {
      const [method, pattern] = key.split(' ');
      return { key, method, pattern, ...contract };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern) || a.method.localeCompare(b.method));
}

/** A rule as text: 'admin', 'manageClient(id)', 'apiKey(videos:read)', or 'NONE' when the route declares no rule. */
export function describeRule(rule: AccessRule | undefined): string {
  if (rule === undefined) return 'NONE';
  if (typeof rule === 'string') return rule;
  return 'manageClient' in rule ? `manageClient(${rule.manageClient})` : `apiKey(${rule.apiKey})`;
}

/** The path parameter naming the managed client of a manageClient rule (undefined for other rules). */
export function managedParamOf(rule: AccessRule | undefined): string | undefined {
  return typeof rule === 'object' && 'manageClient' in rule ? rule.manageClient : undefined;
}

/** The names of a path pattern's parameters, in order ('/a/:id/b/:slug' → ['id', 'slug']). */
export function pathParams(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
}

/** A path pattern with its parameters replaced by the given raw (already encoded) values. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${pattern}`);
    return value;
  });
}

/** The parts of a request that a route accepts: path parameters, query and body. */
export interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Extra headers (a public API route's key). */
  headers?: Record<string, string>;
}

/** How a route test sends one request: the persona's cookie, a client address, optionally a raw path. */
export interface SendAs {
  cookie?: string;
  ip: string;
  /** A path sent as is (hostile or percent-encoded), instead of the pattern filled with encoded params. */
  path?: string;
}

/**
 * The inject options of a call to `route` with these parts: params are percent-encoded into the
 * pattern, query keys are encoded, an object body goes as JSON and a string body is sent raw as
 * application/json (to check how the route answers a body that is not JSON).
 */
export function requestFor(route: RegisteredRoute, parts: RequestParts, as: SendAs): InjectOptions {
  const encoded = Object.fromEntries(Object.entries(parts.params ?? {}).map(([k, v]) => [k, encodeURIComponent(v)]));
  const path = as.path ?? fillPath(route.pattern, encoded);
  const query = new URLSearchParams(parts.query ?? {}).toString();
  const headers: Record<string, string> = { ...parts.headers };
  if (as.cookie) headers.cookie = as.cookie;
  if (typeof parts.body === 'string') headers['content-type'] = 'application/json';
  return {
    method: route.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    payload: parts.body as InjectOptions['payload'],
    headers,
    remoteAddress: as.ip,
  };
}

/** The field names of a zod object schema (a route's params, querystring or body), or undefined when it is not one. */
export function schemaKeys(schema: unknown): string[] | undefined {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : undefined;
}
