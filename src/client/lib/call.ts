import { addressOf, type Answer, type CallInput, type Route } from '@shared/api/route';
import { ApiError, api } from './api';

/** `addressOf` (shared/api/route.ts), beside `call` for pages that link to a route as well. */
export { addressOf };

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
