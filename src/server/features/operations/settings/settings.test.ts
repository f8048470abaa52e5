import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { signIn } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { auditLog, pageAccess, settings } from '@server/db/schema';

let t: TestApp;
let admin: string;
let adminId: number;
let owner: string;
let guest: string;
let team: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.db, { role: 'admin' });
  adminId = a.id;
  admin = await signIn(t.app, a.email, a.password);
  const o = await createUser(t.db, { role: 'owner' });
  owner = await signIn(t.app, o.email, o.password);
  const client = await createClient(t.db);
  const g = await createUser(t.db, { role: 'guest', clientId: client.id });
  guest = await signIn(t.app, g.email, g.password);
  const tm = await createUser(t.db, { role: 'team', clientId: client.id });
  team = await signIn(t.app, tm.email, tm.password);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const put = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: body as object, headers: cookie ? { cookie, ...headers } : headers });
const storedTestMode = async () => (await t.db.select().from(settings).where(eq(settings.key, 'TEST_MODE_ENABLED')))[0]?.value ?? null;
const settingsAudit = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update')).orderBy(auditLog.id);
/** The stored test-mode setting and the settings audit trail, to show a refused write changed neither. */
const settingsState = async () => ({ testMode: await storedTestMode(), audit: await settingsAudit() });

describe('GET /api/admin/settings', () => {
  it('lists TEST_MODE_ENABLED (false by default) to every signed-in role, and refuses visitors with 401', async () => {
    expect(await storedTestMode()).toBeNull();
    const anonymous = await get('/api/admin/settings');
    expect(anonymous.statusCode).toBe(401);
    expect(typeof anonymous.json().message).toBe('string');
    for (const cookie of [guest, team, admin, owner]) {
      const res = await get('/api/admin/settings', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{ key: 'TEST_MODE_ENABLED', value: 'false' }]);
    }
  });
});

describe('GET /api/admin/mail-settings', () => {
  it('tells admins and owners how mail is sent, and refuses everyone else', async () => {
    expect((await get('/api/admin/mail-settings')).statusCode).toBe(401);
    for (const cookie of [guest, team]) expect((await get('/api/admin/mail-settings', cookie)).statusCode).toBe(403);
    for (const cookie of [admin, owner]) {
      const res = await get('/api/admin/mail-settings', cookie);
      expect(res.statusCode).toBe(200);
      // the test app has no MAIL_REPLY_TO and no SMTP_URL
      expect(res.json()).toEqual({ from: t.config.mailFrom, replyTo: null, delivery: 'outbox' });
    }
  });

  it('names the agency’s reply address and SMTP when they are configured', async () => {
    const configured = await createTestApp({ MAIL_REPLY_TO: 'bookings@agency.test', SMTP_URL: 'smtp://127.0.0.1:2525' });
    onTestFinished(() => configured.close());
    const a = await createUser(configured.db, { role: 'admin' });
    const res = await configured.app.inject({ url: '/api/admin/mail-settings', headers: { cookie: await signIn(configured.app, a.email, a.password) } });
    expect(res.json()).toEqual({ from: configured.config.mailFrom, replyTo: 'bookings@agency.test', delivery: 'smtp' });
  });
});

describe('PUT /api/admin/settings', () => {
  it('refuses visitors (401), guests and team members (403), changing nothing', async () => {
    const before = await settingsState();
    expect((await put({ key: 'TEST_MODE_ENABLED', value: 'true' })).statusCode).toBe(401);
    expect((await put({ key: 'TEST_MODE_ENABLED', value: 'true' }, guest)).statusCode).toBe(403);
    expect((await put({ key: 'TEST_MODE_ENABLED', value: 'true' }, team)).statusCode).toBe(403);
    expect(await settingsState()).toEqual(before);
  });

  it('refuses unknown keys, bad values and malformed bodies with 400 and a message', async () => {
    const before = await settingsState();
    for (const body of [
      { key: 'OTHER', value: 'true' },
      { key: 'TEST_MODE_ENABLED', value: 'yes' },
      { key: 'TEST_MODE_ENABLED', value: true },
      { key: 'TEST_MODE_ENABLED' },
      { value: 'true' },
      {},
      [],
    ]) {
      const res = await put(body, admin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await settingsState()).toEqual(before);
  });

  it('refuses a change from another site', async () => {
    const before = await settingsState();
    expect((await put({ key: 'TEST_MODE_ENABLED', value: 'true' }, admin, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await put({ key: 'TEST_MODE_ENABLED', value: 'true' }, admin, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await settingsState()).toEqual(before);
  });

  it('lets an admin switch test mode on and off: persisted, visible to guests, audited', async () => {
    const earlier = (await settingsAudit()).length;
    // back to the default (never stored) for the other tests; they compare the audit trail before and after
    onTestFinished(async () => {
      await t.db.delete(settings).where(eq(settings.key, 'TEST_MODE_ENABLED'));
    });
    const on = await put({ key: 'TEST_MODE_ENABLED', value: 'true' }, admin);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual([{ key: 'TEST_MODE_ENABLED', value: 'true' }]);
    expect(await storedTestMode()).toBe('true');
    expect((await get('/api/admin/settings', guest)).json()).toEqual([{ key: 'TEST_MODE_ENABLED', value: 'true' }]);
    const audit = (await settingsAudit()).slice(earlier);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: adminId, targetType: 'setting', targetId: 'TEST_MODE_ENABLED', details: { value: 'true' } });

    const off = await put({ key: 'TEST_MODE_ENABLED', value: 'false' }, owner);
    expect(off.json()).toEqual([{ key: 'TEST_MODE_ENABLED', value: 'false' }]);
    expect(await storedTestMode()).toBe('false');
    expect((await get('/api/admin/settings', team)).json()[0].value).toBe('false');
    expect((await settingsAudit()).slice(earlier).map((a) => a.details)).toEqual([{ value: 'true' }, { value: 'false' }]);
  });
});

describe('GET /api/admin/page-access', () => {
  it('lists page access entries to signed-in users and refuses visitors', async () => {
    expect((await get('/api/admin/page-access', guest)).json()).toEqual([]);
    await t.db.insert(pageAccess).values([
      { pagePath: '/admin/users', visible: false },
      { pagePath: '/admin/episodes', visible: true },
    ]);
    for (const cookie of [guest, admin]) {
      const res = await get('/api/admin/page-access', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { pagePath: '/admin/episodes', visible: true },
        { pagePath: '/admin/users', visible: false },
      ]);
    }
    expect((await get('/api/admin/page-access')).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/page-access', () => {
  const setAccess = (body: unknown, cookie?: string) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/page-access', payload: body as object, headers: cookie ? { cookie } : {} });
  const accessAudit = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'page-access.update')).orderBy(auditLog.id);
  const stored = () => t.db.select().from(pageAccess).orderBy(pageAccess.pagePath);
  beforeEach(async () => {
    await t.db.delete(pageAccess); // rows another test of this file set
  });

  it('hides and shows a Settings or Assets entry, audited with before and after; the page behind it keeps its rules', async () => {
    onTestFinished(async () => {
      await t.db.delete(pageAccess);
    });
    const hidden = await setAccess({ pagePath: '/admin/gallery', visible: false }, admin);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual([{ pagePath: '/admin/gallery', visible: false }]);
    expect((await get('/api/admin/page-access', guest)).json()).toEqual([{ pagePath: '/admin/gallery', visible: false }]);
    // hiding is not access: the admin still reads the gallery, a guest still may not
    expect((await get('/api/admin/media-images', admin)).statusCode).toBe(200);
    expect((await get('/api/admin/media-images', guest)).statusCode).toBe(403);
    expect((await setAccess({ pagePath: '/admin/gallery', visible: true }, owner)).json()).toEqual([{ pagePath: '/admin/gallery', visible: true }]);
    expect((await accessAudit()).slice(-2).map((a) => [a.actorUserId === adminId, a.targetId, a.details])).toEqual([
      [true, '/admin/gallery', { before: { visible: true }, after: { visible: false } }],
      [false, '/admin/gallery', { before: { visible: false }, after: { visible: true } }],
    ]);
  });

  it('lets only an owner hide an owner-only page', async () => {
    onTestFinished(async () => {
      await t.db.delete(pageAccess);
    });
    const refused = await setAccess({ pagePath: '/admin/audit', visible: false }, admin);
    expect(refused.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
    expect((await setAccess({ pagePath: '/admin/audit', visible: false }, owner)).json()).toEqual([{ pagePath: '/admin/audit', visible: false }]);
  });

  it('refuses other paths, bad values, non-admins and visitors, storing nothing', async () => {
    const before = (await accessAudit()).length;
    for (const body of [
      { pagePath: '/admin/joe', visible: false },
      { pagePath: '/profile/x', visible: true },
      { pagePath: '/admin/gallery' },
      { pagePath: '/admin/gallery', visible: 'no' },
      {},
    ]) {
      const res = await setAccess(body, admin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    for (const cookie of [guest, team]) expect((await setAccess({ pagePath: '/admin/gallery', visible: false }, cookie)).statusCode).toBe(403);
    expect((await setAccess({ pagePath: '/admin/gallery', visible: false })).statusCode).toBe(401);
    expect(await stored()).toEqual([]);
    expect((await accessAudit()).length).toBe(before);
  });
});
