import { randomUUID } from 'node:crypto';
import { insertAuthToken } from '../../src/server/features/auth/auth.repo';
import { hashToken, randomToken } from '../../src/server/lib/tokens';
import { createTalkingPoint, createUser } from '../factories';
import type { RegisteredRoute, RequestParts } from './routes';
import type { Persona, World } from './world';

/** A route's valid request; `anonymous` is the status a visitor gets when it is not the documented one. */
export interface RouteFixture {
  build(world: World): RequestParts | Promise<RequestParts>;
  anonymous?: number;
  /**
   * Where the service narrows the route's rule: the status a persona the rule lets in gets
   * instead of the documented success (team may not manage talking points, SPEC §6).
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
async function userWithToken(world: World, purpose: 'reset' | 'activation') {
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

const none: RouteFixture = { build: () => ({}) };
const ownId = (name: string): RouteFixture => ({ build: (w) => ({ params: { [name]: String(w.own.id) } }) });
const ownSlug: RouteFixture = { build: (w) => ({ params: { slug: w.own.slug } }) };
/** Talking-point writes: the own client's guest, admins and owners; team members are refused by the service. */
const talkingPointWriters = { team: 403 };
/** A new talking point of the own client for each call (a delete uses it up). */
const ownTalkingPoint = (body?: unknown): RouteFixture => ({
  build: async (w) => ({ params: { id: String((await createTalkingPoint(w.db, w.own.id)).id) }, body }),
  narrowed: talkingPointWriters,
});

/** A valid request for every registered /api route; a route missing here fails the route tests. */
export const ROUTE_FIXTURES: Record<string, RouteFixture> = {
  'POST /api/activate/:userId': {
    build: async (w) => {
      const { user, token } = await userWithToken(w, 'activation');
      return { params: { userId: String(user.id) }, body: { token, password: 'a new password' } };
    },
  },
  'GET /api/admin/overview': none,
  'GET /api/admin/page-access': none,
  'GET /api/admin/settings': none,
  'PUT /api/admin/settings': { build: () => ({ body: { key: 'TEST_MODE_ENABLED', value: 'false' } }) },
  'POST /api/auth/login': {
    build: async (w) => {
      const user = await createUser(w.db, { role: 'team', clientId: w.own.id });
      return { body: { email: user.email, password: user.password } };
    },
  },
  // a new address each call: the per-account reset limit would refuse the fourth call
  'POST /api/auth/request-reset': { build: () => ({ body: { email: `someone-${randomUUID()}@example.test` } }) },
  'POST /api/auth/reset-password': {
    build: async (w) => ({ body: { token: (await userWithToken(w, 'reset')).token, password: 'a new password' } }),
  },
  'GET /api/auth/user': { build: () => ({}), anonymous: 401 },
  'GET /api/avatar': { build: () => ({ query: { name: 'Ada Lovelace' } }) },
  'GET /api/clients': none,
  'GET /api/clients/by-id/:clientId': ownId('clientId'),
  'GET /api/clients/categories': none,
  'GET /api/clients/featured': none,
  'GET /api/clients/search': { build: () => ({ query: { q: 'Own' } }) },
  'GET /api/clients/:id/episodes': ownId('id'),
  'PATCH /api/clients/:id/feature': { build: (w) => ({ params: { id: String(w.own.id) }, body: { featured: false } }) },
  'GET /api/clients/:id/keywords': ownId('id'),
  'GET /api/clients/:id/media-images': ownId('id'),
  'GET /api/clients/:id/talking-points': ownId('id'),
  'POST /api/clients/:id/talking-points': {
    build: (w) => ({ params: { id: String(w.own.id) }, body: { talkingPointTitle: 'A fixture point', talkingPointFull: 'In full.' } }),
    narrowed: talkingPointWriters,
  },
  // an empty order is valid for any client: the listed points go first, the others keep their order
  'PUT /api/clients/:id/talking-points/order': { build: (w) => ({ params: { id: String(w.own.id) }, body: { ids: [] } }), narrowed: talkingPointWriters },
  'GET /api/clients/:id/video-keywords': ownId('id'),
  'GET /api/clients/:slug': ownSlug,
  'GET /api/clients/:slug/pdf-profile': ownSlug,
  'GET /api/clients/:slug/share-image': ownSlug,
  'POST /api/end-impersonation': none,
  'POST /api/impersonate/client/:slug': ownSlug,
  'GET /api/key-facts/random': none,
  'GET /api/logout': none,
  'GET /api/podcasts': none,
  'DELETE /api/talking-points/:id': ownTalkingPoint(),
  'PATCH /api/talking-points/:id': ownTalkingPoint({ talkingPointTitle: 'An edited point', talkingPointFull: '' }),
  'POST /api/track-navigation': { build: () => ({ body: { path: '/', timestamp: '2026-01-01T00:00:00.000Z' } }) },
  'GET /api/videos/by-client-id/:clientId': ownId('clientId'),
  'GET /api/videos/featured': none,
  'GET /api/videos/:id': { build: (w) => ({ params: { id: String(w.videoId) } }) },
};
