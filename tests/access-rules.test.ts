import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from './factories';
import { signIn } from './helpers/session';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let guestCookie: string;
let adminCookie: string;
let otherClientId: number;

beforeAll(async () => {
  t = await createTestApp();
  const own = await createClient(t.db);
  otherClientId = (await createClient(t.db)).id;
  const guest = await createUser(t.db, { role: 'guest', clientId: own.id });
  guestCookie = await signIn(t.app, guest.email, guest.password);
  const admin = await createUser(t.db, { role: 'admin' });
  adminCookie = await signIn(t.app, admin.email, admin.password);
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: numeric ids, a slug, the other client for manageClient rules. */
const urlOf = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_m, name: string) => (/id$/i.test(name) ? String(otherClientId) : 'some-slug'));

describe('access rules', () => {
  it('are declared by every /api route', () => {
    const undeclared = [...t.app.accessRules].filter(([, rule]) => rule === undefined).map(([route]) => route);
    expect(t.app.accessRules.size).toBeGreaterThan(20);
    expect(undeclared).toEqual([]);
  });

  it('answer visitors 401 on every route that needs a sign-in', async () => {
    for (const [route, rule] of t.app.accessRules) {
      if (rule === 'public') continue;
      const [method, pattern] = route.split(' ');
      const res = await t.app.inject({ method: method as 'GET', url: urlOf(pattern), payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, route).toBe(401);
    }
  });

  it('answer a guest 403 on admin, owner, impersonating and other-client routes, and let an admin through', async () => {
    for (const [route, rule] of t.app.accessRules) {
      if (rule === 'public' || rule === 'authenticated') continue;
      const [method, pattern] = route.split(' ');
      const send = (cookie: string) =>
        t.app.inject({ method: method as 'GET', url: urlOf(pattern), payload: method === 'GET' ? undefined : {}, headers: { cookie } });
      expect((await send(guestCookie)).statusCode, route).toBe(403);
      if (rule === 'admin' || (typeof rule === 'object' && 'manageClient' in rule)) {
        expect([401, 403], route).not.toContain((await send(adminCookie)).statusCode);
      }
    }
  });
});
