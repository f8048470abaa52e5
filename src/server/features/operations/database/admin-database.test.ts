import { createHash, randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { BACKUP_NEEDS_PG_DUMP, type DatabaseRowsPage, UNKNOWN_TABLE } from '@shared/api/operations/database';
import { createPglite } from '@server/db/client';
import { apiKeys, auditLog, authTokens, busyCalendars, navigationEvents, outboxEmails } from '@server/db/schema';
import { DATABASE_CSV_BATCH, maskedUrl, pgDumpCommand } from './admin-database.service';
import { DATABASE_TABLES } from './database-tables';

let t: TestApp;
let owner: { id: number; cookie: string };
const others: Record<'admin' | 'guest' | 'team', string> = { admin: '', guest: '', team: '' };
/** This file's own marker, on the rows it adds. */
const run = randomUUID().slice(0, 8);
const sha = (value: string) => createHash('sha256').update(value).digest('hex');

beforeAll(async () => {
  t = await createTestApp();
  const o = await createUser(t.db, { role: 'owner' });
  owner = { id: o.id, cookie: await openSession(t.db, o.id) };
  const client = await createClient(t.db);
  others.admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  others.guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: client.id })).id);
  others.team = await openSession(t.db, (await createUser(t.db, { role: 'team', clientId: client.id })).id);
  // a secret of each kind: password hashes (the users above), session id hashes (their sessions), a token hash, an API key hash
  await t.db.insert(authTokens).values({ userId: o.id, purpose: 'reset', tokenHash: sha(`token-${run}`), expiresAt: new Date(Date.now() + 3_600_000) });
  await t.db.insert(apiKeys).values({ name: `key ${run}`, prefix: 'pk_test', keyHash: sha(`key-${run}`), scopes: ['read'], createdBy: o.id });
  // and a live link in a mail kept in the outbox (no SMTP server): a single-use token in the clear
  const link = `http://127.0.0.1/reset-password?token=live-${run}-0123456789`;
  await t.db.insert(outboxEmails).values({ toAddress: 'someone@example.test', subject: 'Reset', textBody: `Reset here: ${link}`, link, status: 'kept' });
  // a guest's own calendar address, sealed
  await t.db.insert(busyCalendars).values({ clientId: client.id, addressSealed: `s1.sealed-${run}-0123456789`, addressHint: 'calendar.example/…/basic.ics' });
});
afterAll(() => t?.close());

const get = (url: string, cookie = owner.cookie) => t.app.inject({ url, headers: { cookie } });
const ROUTES = ['/api/admin/database', '/api/admin/database/tables/users/rows', '/api/admin/database/tables/users.csv', '/api/admin/database/backup'];

/** Every value of every hidden column of every table, as stored (the secrets no answer may hold). */
async function storedSecrets(): Promise<string[]> {
  const secrets: string[] = [];
  for (const table of DATABASE_TABLES.values()) {
    for (const column of table.columns.filter((c) => table.described.find((d) => d.name === c.name)?.hidden)) {
      const rows = await t.db.select({ value: column }).from(table.table).where(isNotNull(column));
      secrets.push(...rows.map((row) => String(row.value)));
    }
  }
  return secrets;
}

describe('GET /api/admin/database', () => {
  it('lists every schema table with its exact row count and size, the migration version, and no pg_dump command on PGlite', async () => {
    const res = await get('/api/admin/database');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.tables.map((table: { name: string }) => table.name)).toEqual([...DATABASE_TABLES.keys()]);
    const users = body.tables.find((table: { name: string }) => table.name === 'users');
    const [{ n }] = ((await t.db.execute(sql`SELECT count(*)::int AS n FROM users`)) as unknown as { rows: { n: number }[] }).rows;
    expect(users).toMatchObject({ rows: Number(n), rowsExact: true });
    expect(users.bytes).toBeGreaterThan(0);
    expect(body.migration.applied).toBe(body.migration.latest);
    expect(body.migration.appliedCount).toBeGreaterThan(10);
    expect(body.kind).toBe(t.database.kind);
    if (t.database.kind === 'pglite') expect(body.pgDumpCommand).toBeNull();
    else expect(body.pgDumpCommand).toMatch(/^pg_dump --format=custom --file=podium-\d{4}-\d{2}-\d{2}\.dump "postgres/);
  });

  it('masks the password in the pg_dump command', () => {
    expect(pgDumpCommand('postgres://podium:s3cret@db.example:5432/podium', new Date('2026-11-24T12:00:00Z'))).toBe(
      'pg_dump --format=custom --file=podium-2026-11-24.dump "postgres://podium:***@db.example:5432/podium"',
    );
    expect(maskedUrl('postgres://db.example/podium')).toBe('postgres://db.example/podium');
  });

  it('masks the password and sslpassword parameters too, in any case and spelling', () => {
    const url = 'postgresql://podium:s3cret@db.example/podium?sslmode=verify-full&password=p4ss&SSLPassword=k3y&Password=again&pass%77ord=encoded';
    const shown = pgDumpCommand(url, new Date('2026-11-24T12:00:00Z'));
    for (const secret of ['s3cret', 'p4ss', 'k3y', 'again', 'encoded']) expect(shown).not.toContain(secret);
    expect(maskedUrl(url)).toBe('postgresql://podium:***@db.example/podium?sslmode=verify-full&password=***&SSLPassword=***&Password=***&password=***');
    expect(maskedUrl('postgres://db.example/podium?application_name=podium')).toBe('postgres://db.example/podium?application_name=podium');
  });
});

describe('the table viewer and its CSV', () => {
  it('marks the secret columns hidden and sends none of their values: no stored secret appears on any page or CSV of any table', async () => {
    const secrets = (await storedSecrets()).filter((value) => value.length >= 16);
    expect(secrets).toEqual(
      expect.arrayContaining([
        sha(`token-${run}`),
        sha(`key-${run}`),
        `http://127.0.0.1/reset-password?token=live-${run}-0123456789`,
        `s1.sealed-${run}-0123456789`,
      ]),
    );
    expect(secrets.some((value) => value.startsWith('$argon2'))).toBe(true);
    for (const name of DATABASE_TABLES.keys()) {
      const page = await get(`/api/admin/database/tables/${name}/rows?pageSize=100`);
      const csv = await get(`/api/admin/database/tables/${name}.csv`);
      expect([page.statusCode, csv.statusCode], name).toEqual([200, 200]);
      for (const secret of secrets) {
        expect(page.body.includes(secret), `${name} page`).toBe(false);
        expect(csv.body.includes(secret), `${name} csv`).toBe(false);
      }
    }
    const users = (await get('/api/admin/database/tables/users/rows')).json() as DatabaseRowsPage;
    expect(users.columns.find((c) => c.name === 'password_hash')).toMatchObject({ hidden: true });
    expect(users.columns.find((c) => c.name === 'email')).toMatchObject({ hidden: false });
    expect(users.items.every((row) => !('password_hash' in row.values) && 'email' in row.values)).toBe(true);
    const sessions = (await get('/api/admin/database/tables/sessions/rows')).json() as DatabaseRowsPage;
    expect(sessions.columns.find((c) => c.name === 'id_hash')).toMatchObject({ hidden: true, primaryKey: true });
    const header = (await get('/api/admin/database/tables/users.csv')).body.split('\r\n')[0];
    expect(header.split(',')).toContain('email');
    expect(header).not.toContain('password_hash');
  });

  it('pages by primary key in either direction, with dates as ISO text and JSON pretty-printed', async () => {
    await t.db.insert(auditLog).values(
      Array.from({ length: 12 }, (_, i) => ({
        action: `t${run}.page`,
        details: { n: i, nested: { ok: true } },
        createdAt: new Date(Date.UTC(2021, 0, i + 1)),
      })),
    );
    const one = (await get('/api/admin/database/tables/audit_log/rows?page=1&pageSize=10')).json() as DatabaseRowsPage;
    const two = (await get('/api/admin/database/tables/audit_log/rows?page=2&pageSize=10')).json() as DatabaseRowsPage;
    const down = (await get('/api/admin/database/tables/audit_log/rows?pageSize=10&dir=desc')).json() as DatabaseRowsPage;
    expect(one).toMatchObject({ page: 1, pageSize: 10, totalCapped: false });
    expect(one.total).toBeGreaterThanOrEqual(12);
    expect(one.items).toHaveLength(10);
    const ids = (page: DatabaseRowsPage) => page.items.map((row) => Number(row.values.id));
    expect(ids(one)).toEqual([...ids(one)].sort((a, b) => a - b));
    expect(Math.min(...ids(two))).toBeGreaterThan(Math.max(...ids(one)));
    expect(ids(down)[0]).toBe(Math.max(...ids(one), ...ids(two)));
    expect(two.items[0].key).toBe('11');
    const mine = [...one.items, ...two.items].find((row) => row.values.action === `t${run}.page` && row.values.details?.includes('"n": 0'));
    expect(mine?.values.created_at).toBe('2021-01-01T00:00:00.000Z');
    expect(mine?.values.details).toBe(JSON.stringify({ n: 0, nested: { ok: true } }, null, 2));
  });

  it('streams a table of more than one batch whole, once each row', async () => {
    const [u] = [await createUser(t.db, { role: 'team' })];
    await t.db
      .insert(navigationEvents)
      .values(Array.from({ length: DATABASE_CSV_BATCH + 3 }, (_, i) => ({ userId: u.id, path: `/p/${run}/${i}`, visitedAt: new Date() })));
    const res = await get('/api/admin/database/tables/navigation_events.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="navigation_events-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n').filter((line) => line.includes(`/p/${run}/`));
    expect(lines).toHaveLength(DATABASE_CSV_BATCH + 3);
    expect(new Set(lines).size).toBe(DATABASE_CSV_BATCH + 3);
  });

  it('answers 404 for a name that is not a schema table, and 400 for bad paging', async () => {
    for (const name of ['nope', 'pg_authid', encodeURIComponent('users; DROP TABLE users'), '__drizzle_migrations']) {
      for (const url of [`/api/admin/database/tables/${name}/rows`, `/api/admin/database/tables/${name}.csv`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error ?? res.json().message).toBe(UNKNOWN_TABLE);
      }
    }
    expect((await get('/api/admin/database/tables/users/rows?pageSize=7')).statusCode).toBe(400);
    expect((await get('/api/admin/database/tables/users/rows?page=400&pageSize=100')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/database/backup', () => {
  it('on PGlite, answers the data directory as a gzipped tar that PGlite loads back; audited', async () => {
    const res = await get('/api/admin/database/backup');
    if (t.database.kind === 'postgres') {
      expect(res.statusCode).toBe(409);
      expect(res.json().error ?? res.json().message).toBe(BACKUP_NEEDS_PG_DUMP);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="podium-backup-\d{4}-\d{2}-\d{2}\.tar\.gz"$/);
    expect(gunzipSync(res.rawPayload).length).toBeGreaterThan(res.rawPayload.length);
    const copy = await createPglite('memory://', new Blob([new Uint8Array(res.rawPayload)]));
    try {
      const { rows } = await copy.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE id = $1', [owner.id]);
      expect(rows[0].n).toBe(1);
    } finally {
      await copy.close();
    }
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'database.backup'), eq(auditLog.actorUserId, owner.id)));
    expect(audited.length).toBeGreaterThanOrEqual(1);
  });
});

describe('access', () => {
  it('owner alone: admins, guests and team get 403, visitors 401, on every route', async () => {
    for (const url of ROUTES) {
      for (const cookie of Object.values(others)) expect((await get(url, cookie)).statusCode, url).toBe(403);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});
