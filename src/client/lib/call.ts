import type { Answer, CallInput, Route } from '../../shared/api/route';
import { ApiError, api } from './api';

/** The address of a call: the route's path with its params put in, and its query (undefined values left out). */
export function addressOf<R extends Route>(route: R, input: CallInput<R>): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = route.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The arguments after the route: its input, which may be left out when nothing in it is required. */
type CallArgs<R extends Route> = object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/**
 * Calls a route of the API: its input checked against the route's schemas at compile time, its
 * answer typed from the response schema (`api`'s errors, credentials and no-cache rules apply).
 */
export function call<R extends Route>(route: R, ...[input]: CallArgs<R>): Promise<Answer<R>> {
  const given = (input ?? {}) as CallInput<R>;
  return api<Answer<R>>(addressOf(route, given), { method: route.method, body: given.body });
}

/** `call` for one record: null when the server answers 404 (it does not exist); other failures throw as `call`'s. */
export async function callOrNull<R extends Route>(route: R, ...args: CallArgs<R>): Promise<Answer<R> | null> {
  try {
    return await call(route, ...args);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
