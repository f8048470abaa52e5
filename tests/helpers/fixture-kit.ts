/** Shared pieces of the route fixtures: the fixture type and builders that feature fixture files reuse. */
import { insertAuthToken } from '@server/features/account/auth/auth.repo';
import { hashToken, randomToken } from '@server/lib/tokens';
import { createTalkingPoint, createUser } from '../factories';
import type { RegisteredRoute, RequestParts } from './routes';
import type { Persona, World } from './world';

/** A route's valid request; `anonymous` is the status a visitor gets when it is not the documented one. */
export interface RouteFixture {
  build(world: World): RequestParts | Promise<RequestParts>;
  anonymous?: number;
  /**
   * Where the service narrows the route's rule: the status a persona the rule lets in gets
   * instead of the documented success (team may not manage talking points).
   */
  narrowed?: Partial<Record<Persona, number>>;
}

/**
 * The success status of routes that declare no response schema. Prefer a `response` schema on
 * the route: an entry here is only read while the route has none.
 */
export const UNDOCUMENTED_SUCCESS: Record<string, number> = {};

/** The status a route answers an allowed, valid call: its lowest documented 2xx/3xx, else the table above. */
export function documentedSuccess(route: RegisteredRoute): number | undefined {
  return route.statuses.find((s) => s >= 200 && s < 400) ?? UNDOCUMENTED_SUCCESS[route.key];
}

/** A new user with a single-use token for `purpose` (a fresh account per call: tokens and limits are per account). */
export async function userWithToken(world: World, purpose: 'reset' | 'activation') {
  const user = await createUser(world.db, {
    role: 'team',
    clientId: world.own.id,
    password: purpose === 'reset' ? 'old password' : null,
    active: purpose === 'reset',
  });
  const token = randomToken();
  await insertAuthToken(world.db, { userId: user.id, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return { user, token };
}

/** A request with no parameters or body. */
export const none: RouteFixture = { build: () => ({}) };
/** The own client's id in the named path parameter. */
export const ownId = (name: string): RouteFixture => ({ build: (w) => ({ params: { [name]: String(w.own.id) } }) });
/** The own client's slug as the path parameter. */
export const ownSlug: RouteFixture = { build: (w) => ({ params: { slug: w.own.slug } }) };
/** Talking-point writes: the own client's guest, admins and owners; team members are refused by the service. */
export const talkingPointWriters = { team: 403 };
/** Talking-point deletes: admins and owners alone; the guest, and an admin viewing as them, are refused by the service. */
export const talkingPointDeleters = { team: 403, guest: 403, impersonating: 403 };
/** A new talking point of the own client for each call (a delete uses it up); `narrowed`: who the service refuses. */
export const ownTalkingPoint = (body?: unknown, narrowed: RouteFixture['narrowed'] = talkingPointWriters): RouteFixture => ({
  build: async (w) => ({ params: { id: String((await createTalkingPoint(w.db, w.own.id)).id) }, body }),
  narrowed,
});
