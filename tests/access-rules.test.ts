import { describe, expect, it } from 'vitest';
import type { AccessRule } from '../src/server/plugins/access';
import { API_SCOPES } from '../src/shared/api/api-scopes';
import { documentedSuccess, ROUTE_FIXTURES, UNDOCUMENTED_SUCCESS } from './helpers/route-fixtures';
import { listRoutes, managedParamOf, type RegisteredRoute, requestFor } from './helpers/routes';
import { seededApp } from './helpers/seeded-app';
import { PERSONAS, type Persona } from './helpers/world';

const ctx = seededApp();

type Outcome = 'pass' | 401 | 403;

/** What a rule answers a persona (for manageClient, on the client whose id is `managed`). */
function expectedOutcome(rule: AccessRule, persona: Persona, managed: number): Outcome {
  if (rule === 'public') return 'pass';
  // the public API answers the key the fixture sends, whoever's session comes with it (or none)
  if (typeof rule === 'object' && 'apiKey' in rule) return 'pass';
  if (persona === 'anonymous') return 401;
  switch (rule) {
    case 'authenticated':
      return 'pass';
    case 'admin':
      return persona === 'admin' || persona === 'owner' ? 'pass' : 403;
    case 'agency':
      return persona === 'admin' || persona === 'owner' || persona === 'team' ? 'pass' : 403;
    case 'owner':
      return persona === 'owner' ? 'pass' : 403;
    case 'impersonating':
      return persona === 'impersonating' ? 'pass' : 403;
    default: {
      if (persona === 'admin' || persona === 'owner') return 'pass';
      // guest, team, and the impersonated guest manage the own client only
      return managed === ctx.w.own.id ? 'pass' : 403;
    }
  }
}

/** The status an allowed, valid call must get: the documented success, the fixture's visitor status, or the service's narrower refusal. */
function allowedStatus(route: RegisteredRoute, persona: Persona): number | undefined {
  const fixture = ROUTE_FIXTURES[route.key];
  const visitor = persona === 'anonymous' ? fixture?.anonymous : undefined;
  return visitor ?? fixture?.narrowed?.[persona] ?? documentedSuccess(route);
}

describe('access rules', { shuffle: true }, () => {
  it('are declared by every /api route', () => {
    const undeclared = listRoutes(ctx.t.app)
      .filter((r) => r.access === undefined)
      .map((r) => r.key);
    expect(undeclared).toEqual([]);
    expect(ctx.t.app.accessRules.size).toBeGreaterThan(20);
    expect([...ctx.t.app.accessRules.keys()].sort()).toEqual([...ctx.t.app.routeContracts.keys()].sort());
  });

  it('keep the fixed rules of the sign-in, session, impersonation and settings routes', () => {
    const fixedRules: Record<string, AccessRule> = {
      'POST /api/auth/login': 'public',
      'GET /api/auth/user': 'public',
      'GET /api/logout': 'public',
      'POST /api/auth/request-reset': 'public',
      'POST /api/auth/reset-password': 'public',
      'POST /api/activate/:userId': 'public',
      'POST /api/impersonate/client/:slug': 'admin',
      'POST /api/end-impersonation': 'impersonating',
      'GET /api/admin/settings': 'authenticated',
      'PUT /api/admin/settings': 'admin',
      'GET /api/admin/page-access': 'authenticated',
      'POST /api/track-navigation': 'authenticated',
      'GET /api/admin/overview': 'admin',
    };
    const actual = Object.fromEntries(Object.keys(fixedRules).map((key) => [key, ctx.t.app.accessRules.get(key)]));
    expect(actual).toEqual(fixedRules);
  });

  it('are well formed: known kinds, and a manageClient rule names a parameter of its path', () => {
    for (const { key, access, pattern } of listRoutes(ctx.t.app)) {
      if (typeof access === 'object' && 'manageClient' in access) {
        expect(pattern, key).toContain(`:${access.manageClient}`);
      } else if (typeof access === 'object') {
        expect(API_SCOPES, key).toContain(access.apiKey);
        expect(pattern, key).toMatch(/^\/api\/v1\//);
      } else {
        expect(['public', 'authenticated', 'admin', 'agency', 'owner', 'impersonating'], key).toContain(access);
      }
    }
  });

  it('have a fixture and a documented success status for every route, and no stale entries', () => {
    const keys = listRoutes(ctx.t.app).map((r) => r.key);
    expect(
      keys.filter((k) => !ROUTE_FIXTURES[k]),
      'routes without a fixture in tests/helpers/route-fixtures.ts',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_FIXTURES).filter((k) => !keys.includes(k)),
      'fixtures of routes that are gone',
    ).toEqual([]);
    expect(
      Object.keys(UNDOCUMENTED_SUCCESS).filter((k) => !keys.includes(k)),
      'status entries of routes that are gone',
    ).toEqual([]);
    const undocumented = listRoutes(ctx.t.app).filter((r) => documentedSuccess(r) === undefined);
    expect(
      undocumented.map((r) => r.key),
      'routes with neither a 2xx/3xx response schema nor an UNDOCUMENTED_SUCCESS entry',
    ).toEqual([]);
    const contradicted = listRoutes(ctx.t.app).filter(
      (r) => r.key in UNDOCUMENTED_SUCCESS && r.statuses.length > 0 && !r.statuses.includes(UNDOCUMENTED_SUCCESS[r.key]),
    );
    expect(contradicted.map((r) => `${r.key}: schema ${r.statuses.join(',')}, table ${UNDOCUMENTED_SUCCESS[r.key]}`)).toEqual([]);
  });

  it('hold for HEAD requests too', async () => {
    const guarded = listRoutes(ctx.t.app).filter((r) => r.method === 'GET' && r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      // without its key, a public API route is refused like any guarded one
      const { headers: _key, ...parts } = await ROUTE_FIXTURES[route.key].build(ctx.w);
      const head = { ...route, method: 'HEAD' };
      expect((await ctx.t.app.inject(requestFor(head, parts, { ip: ctx.w.nextIp() }))).statusCode, route.key).toBe(401);
      const asGuest = (await ctx.t.app.inject(requestFor(head, parts, { ip: ctx.w.nextIp(), cookie: await ctx.w.cookieFor('guest') }))).statusCode;
      if (route.access === 'admin' || route.access === 'agency' || route.access === 'owner' || route.access === 'impersonating')
        expect(asGuest, route.key).toBe(403);
      if (route.access === 'authenticated') expect([401, 403], route.key).not.toContain(asGuest);
    }
  });

  // every route × every persona: minutes on a busy machine
  it('answer exactly the documented status, or the 401/403 the rule requires (every route × every persona)', { timeout: 300_000 }, async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of listRoutes(ctx.t.app)) {
      const { key, access } = route;
      const fixture = ROUTE_FIXTURES[key];
      if (access === undefined || !fixture) continue;
      const managedParam = managedParamOf(access);
      const managedClients = managedParam ? [ctx.w.own.id, ctx.w.other.id] : [ctx.w.own.id];
      for (const managed of managedClients) {
        for (const persona of PERSONAS) {
          const expected = expectedOutcome(access, persona, managed);
          const parts = await fixture.build(ctx.w);
          if (managedParam) parts.params = { ...parts.params, [managedParam]: String(managed) };
          // A refused request gets an invalid body: the rule must be checked before validation.
          if (expected !== 'pass' && route.method !== 'GET' && route.method !== 'DELETE') parts.body = { unexpected: true };
          const res = await ctx.t.app.inject(requestFor(route, parts, { ip: ctx.w.nextIp(), cookie: await ctx.w.cookieFor(persona) }));
          checked++;
          const want = expected === 'pass' ? allowedStatus(route, persona) : expected;
          if (res.statusCode !== want) {
            const where = managedParam ? ` on client ${managed === ctx.w.own.id ? 'own' : 'other'}` : '';
            mismatches.push(`${key} as ${persona}${where}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
          if (res.statusCode >= 400) expect(typeof res.json().message, key).toBe('string');
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
