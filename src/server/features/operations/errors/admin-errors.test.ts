import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { CLIENT_ERROR_REPORTS_PER_MINUTE } from '@shared/api/operations/errors';
import { auditLog, errorLog } from '@server/db/schema';

let t: TestApp;
let admin: string;
let owner: string;
let guest: string;
let address = 0;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // a route that breaks the way a bug would: an unexpected error, answered 500 and logged
    app.get('/api/test-only/boom/:n', { config: { access: 'public' } }, async (request) => {
      throw new Error(`Lookup of row ${(request.params as { n: string }).n} exploded`);
    });
    app.get('/api/test-only/secret/:token', { config: { access: 'public' } }, async () => {
      throw new Error('The secret route broke');
    });
  });
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  owner = await openSession(t.db, (await createUser(t.db, { role: 'owner' })).id);
  const client = await createClient(t.db);
  guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: client.id })).id);
});
afterAll(() => t?.close());

/** A report from an address of its own (each test stays clear of the others' rate limit). */
const report = (payload: unknown, remoteAddress = `10.9.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/errors/report', payload: payload as object, remoteAddress });
const list = (query = '', cookie = admin) => t.app.inject({ url: `/api/admin/errors?${query}`, headers: { cookie } });
const setStatus = (fingerprint: string, status: unknown, cookie = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/errors/${fingerprint}/status`, headers: { cookie }, payload: { status } });
const groupOf = async (q: string) =>
  (await list(`q=${encodeURIComponent(q)}`)).json().items as {
    fingerprint: string;
    count: number;
    status: string;
    regressed: boolean;
    source: string;
    path: string;
    sampleStack: string;
  }[];

describe('POST /api/errors/report', () => {
  it('logs what a page caught, from anyone, grouping repeats that differ only in their numbers', async () => {
    const stack = 'TypeError: Cannot read x\n    at renderCard (http://127.0.0.1/assets/ProfilePage-AbC123xY.js:1:2345)';
    expect((await report({ message: 'Cannot read properties of card 17', stack, path: '/profile/ada' })).statusCode).toBe(202);
    expect(
      (
        await report({
          message: 'Cannot read properties of card 18',
          stack: stack.replace('2345', '2399'),
          path: '/profile/grace',
          componentStack: '\n    at Card',
        })
      ).statusCode,
    ).toBe(202);
    const [group, ...others] = await groupOf('Cannot read properties of card');
    expect(others).toEqual([]);
    expect(group).toMatchObject({ source: 'client', count: 2, status: 'open', path: '/profile/grace', regressed: false });
    expect(group.sampleStack).toContain('Component stack:');
  });

  it(`takes ${CLIENT_ERROR_REPORTS_PER_MINUTE} reports a minute from one address, then answers 429 and stores nothing`, async () => {
    const from = '10.8.0.1';
    for (let i = 0; i < CLIENT_ERROR_REPORTS_PER_MINUTE; i++) expect((await report({ message: `Flood ${i}`, path: '/' }, from)).statusCode).toBe(202);
    const refused = await report({ message: 'Flood over', path: '/' }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await t.db.select().from(errorLog).where(eq(errorLog.message, 'Flood over'))).toEqual([]);
    expect((await report({ message: 'Another address', path: '/' })).statusCode).toBe(202);
  });

  it('records a page reached through a secret link without its secret', async () => {
    expect((await report({ message: 'Broke on a host page', path: '/requests/SecretHostToken123' })).statusCode).toBe(202);
    const [group] = await groupOf('Broke on a host page');
    expect(group.path).toBe('/requests/…');
  });

  it('refuses bad reports with a 400', async () => {
    for (const body of [
      {},
      { message: '', path: '/' },
      { message: 'x', path: 'https://evil.example/' },
      { message: 'x'.repeat(1_001), path: '/' },
      { message: 'nul\u0000', path: '/' },
      { message: 'x', path: '/', stack: 5 },
    ]) {
      expect((await report(body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });
});

describe('/api/admin/errors', () => {
  it('groups the server’s unexpected errors with their path, count and stack', async () => {
    const before = (await groupOf('exploded'))[0]?.count ?? 0; // the other test's repeats of it
    for (const n of [1, 2, 3]) expect((await t.app.inject({ url: `/api/test-only/boom/${n}` })).statusCode).toBe(500);
    const [group] = await groupOf('exploded');
    expect(group).toMatchObject({ source: 'server', count: before + 3, path: '/api/test-only/boom/3' });
    expect(group.sampleStack).toContain('Lookup of row 3 exploded');
    expect((await list('source=client&q=exploded')).json().items).toEqual([]);
  });

  it('records a failing route whose address carries a token by its pattern, and no address by its query', async () => {
    expect((await t.app.inject({ url: '/api/test-only/secret/SecretToken456?x=1' })).statusCode).toBe(500);
    expect((await groupOf('secret route broke'))[0].path).toBe('/api/test-only/secret/:token');
    expect((await t.app.inject({ url: '/api/test-only/boom/9?token=SecretInQuery' })).statusCode).toBe(500);
    const stored = await t.db.select({ path: errorLog.path }).from(errorLog);
    expect(stored.map((row) => row.path).join(' ')).not.toMatch(/Secret/);
  });

  it('resolves a group (audited), which opens again, marked back, when the error happens again; mutes and reopens', async () => {
    await t.app.inject({ url: '/api/test-only/boom/7' });
    const [{ fingerprint }] = await groupOf('exploded');
    expect((await setStatus(fingerprint, 'resolved')).json()).toEqual({ fingerprint, status: 'resolved' });
    expect((await groupOf('exploded'))[0]).toMatchObject({ status: 'resolved', regressed: false });
    expect((await list('status=open&q=exploded')).json().items).toEqual([]);
    await new Promise((r) => setTimeout(r, 5)); // a later timestamp than the resolution
    await t.app.inject({ url: '/api/test-only/boom/8' });
    expect((await groupOf('exploded'))[0]).toMatchObject({ status: 'open', regressed: true });
    expect((await setStatus(fingerprint, 'muted', owner)).statusCode).toBe(200);
    expect((await list('status=muted&q=exploded')).json().items).toHaveLength(1);
    expect((await setStatus(fingerprint, 'open')).statusCode).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, fingerprint)).orderBy(auditLog.id);
    expect(audit.map((a) => a.details)).toEqual([
      { before: { status: 'open' }, after: { status: 'resolved' } },
      { before: { status: 'resolved' }, after: { status: 'muted' } },
      { before: { status: 'muted' }, after: { status: 'open' } },
    ]);
  });

  it('refuses unknown groups, bad statuses and queries, non-admins and visitors', async () => {
    expect((await setStatus('a'.repeat(40), 'resolved')).statusCode).toBe(404);
    expect((await setStatus('not-a-fingerprint', 'resolved')).statusCode).toBe(400);
    await report({ message: 'For the refusals', path: '/' });
    const [{ fingerprint }] = await groupOf('For the refusals');
    expect((await setStatus(fingerprint, 'deleted')).statusCode).toBe(400);
    expect((await setStatus(fingerprint, 'resolved', guest)).statusCode).toBe(403);
    for (const query of ['status=gone', 'source=db', 'sort=message', 'pageSize=7', 'page=0']) expect((await list(query)).statusCode, query).toBe(400);
    expect((await list('', guest)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/errors' })).statusCode).toBe(401);
  });
});
