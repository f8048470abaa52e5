import { Validator } from '@seriousme/openapi-schema-validator';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTalkingPoint, createUser } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import type { ApiKeyItem, CreateApiKeyBody } from '@shared/api/account/api-keys';
import { apiKeys, auditLog } from '@server/db/schema';
import { hashToken } from '@server/lib/tokens';

let t: TestApp;
let admin: string;
let guest: string;
let listed: { id: number; slug: string };
let archived: { slug: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  const client = await createClient(t.db, { name: 'Api Person' });
  listed = { id: client.id, slug: client.slug };
  await createTalkingPoint(t.db, client.id, { talkingPointTitle: 'On building trust' });
  guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: client.id })).id);
  archived = await createClient(t.db, { archivedAt: new Date() });
});
afterAll(() => t?.close());

const makeKey = async (body: Partial<CreateApiKeyBody> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/api-keys',
    headers: { cookie: admin },
    payload: { name: 'Partner site', scopes: ['profiles:read'], ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { key: string; apiKey: ApiKeyItem };
};
const v1 = (path: string, key?: string) => t.app.inject({ url: `/api/v1${path}`, headers: key ? { authorization: `Bearer ${key}` } : {} });

describe('API keys', () => {
  it('work until revoked; the key is shown once, stored only as its hash, and its use is noted', async () => {
    const { key, apiKey } = await makeKey({ scopes: ['profiles:read', 'talking-points:read'] });
    expect(key).toMatch(/^pdm_[\w-]{40,}$/);
    expect(apiKey).toMatchObject({ status: 'active', prefix: key.slice(0, 10), lastUsedAt: null });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row.keyHash).toBe(hashToken(key));
    expect(JSON.stringify(row)).not.toContain(key);

    const profile = await v1(`/profiles/${listed.slug}`, key);
    expect([profile.statusCode, profile.json().name, profile.json().abilities]).toEqual([200, 'Api Person', undefined]);
    expect((await v1(`/profiles/${listed.slug}/talking-points`, key)).json().map((p: { talkingPointTitle: string }) => p.talkingPointTitle)).toEqual([
      'On building trust',
    ]);
    const listedKeys = (await t.app.inject({ url: '/api/admin/api-keys?q=Partner', headers: { cookie: admin } })).json().items as ApiKeyItem[];
    expect(listedKeys.find((k) => k.id === apiKey.id)?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listedKeys)).not.toContain(key);

    const revoked = await t.app.inject({ method: 'POST', url: `/api/admin/api-keys/${apiKey.id}/revoke`, headers: { cookie: admin } });
    expect(revoked.json().status).toBe('revoked');
    const refused = await v1(`/profiles/${listed.slug}`, key);
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'API_KEY_REQUIRED']);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'api-key'), eq(auditLog.targetId, String(apiKey.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['api-key.create', 'api-key.revoke']);
  });

  it('hold their scopes: a profiles key reads profiles and nothing else', async () => {
    const { key } = await makeKey({ scopes: ['profiles:read'] });
    expect((await v1('/profiles?limit=5', key)).statusCode).toBe(200);
    for (const path of [`/profiles/${listed.slug}/videos`, `/profiles/${listed.slug}/talking-points`, `/profiles/${listed.slug}/episodes`, '/key-facts']) {
      const res = await v1(path, key);
      expect([res.statusCode, res.json().code], path).toEqual([403, 'MISSING_SCOPE']);
    }
  });

  it('refuse a missing, unknown or expired key, and a session instead of a key', async () => {
    const expired = `pdm_${'e'.repeat(43)}`;
    await t.db
      .insert(apiKeys)
      .values({ name: 'Old', prefix: 'pdm_eeeeee', keyHash: hashToken(expired), scopes: ['profiles:read'], expiresAt: new Date(Date.now() - 1000) });
    for (const key of [undefined, 'pdm_not-a-key', expired, 'not even the format']) expect((await v1('/profiles', key)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/profiles', headers: { cookie: admin } })).statusCode).toBe(401);
  });

  it('each have their own rate limit: past it a 429 with Retry-After, while another key goes on', async () => {
    const slow = await makeKey({ rateLimitPerMinute: 2 });
    const other = await makeKey();
    expect((await v1('/profiles', slow.key)).statusCode).toBe(200);
    expect((await v1('/profiles', slow.key)).statusCode).toBe(200);
    const limited = await v1('/profiles', slow.key);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await v1('/profiles', other.key)).statusCode).toBe(200);
  });

  it('are made by admins only, with a name, known scopes and an expiry after today', async () => {
    const bad = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers: { cookie: admin }, payload });
    expect((await bad({ name: 'x', scopes: [] })).json().fields.scopes).toBe('Choose at least one scope');
    expect((await bad({ name: 'x', scopes: ['admin:write'] })).statusCode).toBe(400);
    expect((await bad({ name: 'x', scopes: ['profiles:read'], expiresOn: '2020-01-01' })).json().fields.expiresOn).toBe('The expiry must be a day after today');
    expect((await bad({ name: 'x', scopes: ['profiles:read'], rateLimitPerMinute: 0 })).statusCode).toBe(400);
    const asGuest = await t.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: { cookie: guest },
      payload: { name: 'Mine', scopes: ['profiles:read'] },
    });
    expect(asGuest.statusCode).toBe(403);
    const { apiKey } = await makeKey({ expiresOn: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) });
    expect(apiKey.expiresAt).not.toBeNull();
  });
});

describe('/api/v1', () => {
  it('answers 404 for a profile that is unknown or archived', async () => {
    const { key } = await makeKey({ scopes: ['profiles:read', 'videos:read'] });
    for (const slug of ['no-such-person', archived.slug]) {
      expect((await v1(`/profiles/${slug}`, key)).statusCode).toBe(404);
      expect((await v1(`/profiles/${slug}/videos`, key)).statusCode).toBe(404);
    }
    const page = (await v1('/profiles?limit=100', key)).json().items as { slug: string }[];
    expect(page.map((p) => p.slug)).toContain(listed.slug);
    expect(page.map((p) => p.slug)).not.toContain(archived.slug);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every /api/v1 route (and nothing else) as valid OpenAPI 3.1, with the key as its security', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const v1Routes = [...t.app.routeContracts.keys()].filter((key) => key.split(' ')[1].startsWith('/api/v1/'));
    expect(v1Routes.length).toBeGreaterThanOrEqual(6);
    expect(documented.sort()).toEqual(v1Routes.sort());
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/', description: 'This server' }]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
  });

  it('is rendered at /docs-reference/ for admins only, in English, with nothing loaded from elsewhere', async () => {
    expect((await t.app.inject({ url: '/docs-reference/' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/docs-reference/', headers: { cookie: guest } })).statusCode).toBe(403);
    const page = await t.app.inject({ url: '/docs-reference/', headers: { cookie: admin } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/openapi.json');
    expect(page.body).not.toMatch(/https:\/\/(cdn|fonts)\./);
    expect(page.body).toMatch(/<html lang="en"[\s>]/);
    // the script the page loads, from this server, for admins alone
    const src = /<script[^>]*\bsrc="([^"]+)"/.exec(page.body)?.[1];
    expect(src).toBe('js/scalar.js');
    expect((await t.app.inject({ url: '/docs-reference/js/scalar.js', headers: { cookie: guest } })).statusCode).toBe(403);
    const script = await t.app.inject({ url: '/docs-reference/js/scalar.js', headers: { cookie: admin } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('createApiReference');
    // the page's inline script is allowed by its hash, nothing else inline
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-[^']+'/);
  });
});
