import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRule } from '../src/server/plugins/access';
import { createClient, createUser } from './factories';
import { signIn } from './helpers/session';
import { createTestApp, type TestApp } from './helpers/test-app';

type Persona = 'anonymous' | 'guest' | 'team' | 'admin' | 'owner' | 'impersonating';
type Outcome = 'pass' | 401 | 403;

let t: TestApp;
let ownClientId: number;
let otherClientId: number;
const cookies = new Map<Persona, string>();

beforeAll(async () => {
  t = await createTestApp();
  const own = await createClient(t.db, { slug: 'own-client' });
  ownClientId = own.id;
  otherClientId = (await createClient(t.db, { slug: 'other-client' })).id;
  for (const role of ['guest', 'team', 'admin', 'owner'] as const) {
    const user = await createUser(t.db, { role, clientId: role === 'guest' || role === 'team' ? own.id : null });
    cookies.set(role, await signIn(t.app, user.email, user.password));
  }
  await createUser(t.db, { role: 'team', clientId: own.id, email: 'matrix@example.test', password: 'matrix-password' });
  const impersonator = await createUser(t.db, { role: 'admin' });
  cookies.set('impersonating', await signIn(t.app, impersonator.email, impersonator.password));
});
afterAll(() => t.close());

/** Keeps the impersonating persona viewing as the own client's guest (a route may have ended it). */
async function ensureImpersonating(): Promise<void> {
  const cookie = cookies.get('impersonating')!;
  const user = (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
  if (user.isImpersonating) return;
  const res = await t.app.inject({ method: 'POST', url: '/api/impersonate/client/own-client', headers: { cookie } });
  expect(res.statusCode).toBe(200);
}

/** Bodies that pass validation, so that a request the rule lets through is not refused for its input. */
const plausibleBodies: Record<string, object> = {
  'POST /api/auth/login': { email: 'matrix@example.test', password: 'matrix-password' },
  'POST /api/auth/request-reset': { email: 'nobody@example.test' },
  'POST /api/auth/reset-password': { token: 'made-up', password: 'long-enough' },
  'POST /api/activate/:userId': { token: 'made-up', password: 'long-enough' },
  'PUT /api/admin/settings': { key: 'TEST_MODE_ENABLED', value: 'false' },
  'POST /api/track-navigation': { path: '/', timestamp: '2026-01-01T00:00:00.000Z' },
  'PATCH /api/clients/:id/feature': { featured: false },
};

/** Public routes that answer visitors 401 by design: the current user tells the client it is signed out. */
const publicButSignedInOnly = new Set(['GET /api/auth/user']);

/** A concrete URL for a route: the managed client's id where the rule names the parameter, else harmless values. */
function urlOf(pattern: string, rule: AccessRule | undefined, managed: number): string {
  const managedParam = typeof rule === 'object' ? rule.manageClient : undefined;
  return pattern.replace(/:(\w+)/g, (_m, name: string) => {
    if (name === managedParam) return String(managed);
    return /id$/i.test(name) ? String(otherClientId) : 'no-such-slug';
  });
}

/** What a rule answers a persona (for manageClient, on the managed client). */
function expectedOutcome(rule: AccessRule, persona: Persona, managed: number): Outcome {
  if (rule === 'public') return 'pass';
  if (persona === 'anonymous') return 401;
  switch (rule) {
    case 'authenticated':
      return 'pass';
    case 'admin':
      return persona === 'admin' || persona === 'owner' ? 'pass' : 403;
    case 'owner':
      return persona === 'owner' ? 'pass' : 403;
    case 'impersonating':
      return persona === 'impersonating' ? 'pass' : 403;
    default: {
      if (persona === 'admin' || persona === 'owner') return 'pass';
      // guest, team, and the impersonated guest manage the own client only
      return managed === ownClientId ? 'pass' : 403;
    }
  }
}

const routes = () => [...t.app.accessRules].map(([key, rule]) => ({ key, rule, method: key.split(' ')[0], pattern: key.split(' ')[1] }));

describe('access rules', () => {
  it('are declared by every /api route', () => {
    const undeclared = routes()
      .filter((r) => r.rule === undefined)
      .map((r) => r.key);
    expect(undeclared).toEqual([]);
    expect(t.app.accessRules.size).toBeGreaterThan(20);
  });

  it('keep the rules of issue 2', () => {
    const issue2: Record<string, AccessRule> = {
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
    const actual = Object.fromEntries(Object.keys(issue2).map((key) => [key, t.app.accessRules.get(key)]));
    expect(actual).toEqual(issue2);
  });

  it('are well formed: known kinds, and a manageClient rule names a parameter of its path', () => {
    for (const { key, rule, pattern } of routes()) {
      if (typeof rule === 'object') {
        expect(pattern, key).toContain(`:${rule.manageClient}`);
      } else {
        expect(['public', 'authenticated', 'admin', 'owner', 'impersonating'], key).toContain(rule);
      }
    }
  });

  it('hold for HEAD requests too', async () => {
    const guarded = routes().filter((r) => r.method === 'GET' && r.rule !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const { key, rule, pattern } of guarded) {
      const url = urlOf(pattern, rule, otherClientId);
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode, key).toBe(401);
      const asGuest = (await t.app.inject({ method: 'HEAD', url, headers: { cookie: cookies.get('guest')! } })).statusCode;
      if (rule === 'admin' || rule === 'owner' || rule === 'impersonating') expect(asGuest, key).toBe(403);
      if (rule === 'authenticated') expect([401, 403], key).not.toContain(asGuest);
    }
  });

  it('answer 401 and 403 exactly where the rule requires (every route × every persona)', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const { key, rule, method, pattern } of routes()) {
      if (rule === undefined) continue;
      const managedClients = typeof rule === 'object' ? [ownClientId, otherClientId] : [otherClientId];
      // Public routes are tried by visitors only: signed-in calls such as /api/logout would end the personas' sessions.
      const personas: Persona[] = rule === 'public' ? ['anonymous'] : ['anonymous', 'guest', 'team', 'admin', 'owner', 'impersonating'];
      for (const managed of managedClients) {
        for (const persona of personas) {
          if (persona === 'impersonating') await ensureImpersonating();
          const expected = expectedOutcome(rule, persona, managed);
          const hasBody = method !== 'GET' && method !== 'DELETE';
          // A refused request gets an invalid body: the rule must be checked before validation.
          const payload = hasBody ? (expected === 'pass' ? (plausibleBodies[key] ?? {}) : { unexpected: true }) : undefined;
          const options: InjectOptions = { method: method as InjectOptions['method'], url: urlOf(pattern, rule, managed), payload };
          const cookie = cookies.get(persona);
          if (cookie) options.headers = { cookie };
          const res = await t.app.inject(options);
          checked++;
          const status = res.statusCode;
          const ok =
            expected === 'pass'
              ? (status !== 401 && status !== 403 && status < 500) || (publicButSignedInOnly.has(key) && status === 401)
              : status === expected;
          if (!ok) mismatches.push(`${key} as ${persona}${typeof rule === 'object' ? ` on client ${managed === ownClientId ? 'own' : 'other'}` : ''}: expected ${expected}, got ${status} ${res.body.slice(0, 120)}`);
          if (status === 401 || status === 403) expect(typeof res.json().message, key).toBe('string');
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });
});
