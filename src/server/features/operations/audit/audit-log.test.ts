import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser, createVideo } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { AUDIT_DATES_MESSAGE, REDACTED } from '@shared/api/operations/audit';
import { auditLog } from '@server/db/schema';
import { AUDIT_CSV_BATCH } from './audit-log.service';

let t: TestApp;
let owner: { id: number; email: string; cookie: string };
let admin: string;
let guest: string;
let team: string;
/** This file's own marker: its actions and emails carry it, so other rows never match its filters. */
const run = randomUUID().slice(0, 8);
const actor = { id: 0, email: '' };
const viewedAs = { id: 0, email: '' };

/** Stores audit entries as a write would (created now unless given). */
const seed = (rows: Partial<typeof auditLog.$inferInsert>[]) =>
  t.db.insert(auditLog).values(rows.map((row) => ({ action: `t${run}.other`, actorUserId: actor.id, actorEmail: actor.email, ...row })));

beforeAll(async () => {
  t = await createTestApp();
  const ownerUser = await createUser(t.db, { role: 'owner' });
  owner = { id: ownerUser.id, email: ownerUser.email, cookie: await openSession(t.db, ownerUser.id) };
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  const client = await createClient(t.db);
  guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: client.id })).id);
  team = await openSession(t.db, (await createUser(t.db, { role: 'team', clientId: client.id })).id);
  const a = await createUser(t.db, { role: 'admin', email: `auditor-${run}@example.test` });
  Object.assign(actor, { id: a.id, email: a.email });
  const v = await createUser(t.db, { role: 'guest', clientId: client.id, email: `viewed-${run}@example.test` });
  Object.assign(viewedAs, { id: v.id, email: v.email });
  await seed([
    {
      action: `t${run}.page`,
      targetType: 'page',
      targetId: '/admin/gallery',
      details: { before: { visible: true }, after: { visible: false } },
      createdAt: new Date('2021-03-10T23:59:59Z'),
    },
    {
      action: `t${run}.page`,
      targetType: 'page',
      targetId: '/admin/assets',
      details: { before: { visible: false }, after: { visible: true } },
      createdAt: new Date('2021-03-11T00:00:00Z'),
    },
    {
      action: `t${run}.client`,
      targetType: 'client',
      targetId: '7',
      actingAsUserId: viewedAs.id,
      actingAsEmail: viewedAs.email,
      details: { value: 'x' },
      createdAt: new Date('2021-03-12T08:00:00Z'),
    },
    {
      action: `t${run}.user`,
      actorUserId: owner.id,
      actorEmail: owner.email,
      targetType: 'user',
      targetId: String(viewedAs.id),
      details: { before: { passwordHash: 'argon2id$abc', role: 'guest' }, after: { role: 'team', nested: { resetToken: 'tok', ok: 1 } } },
    },
  ]);
});
afterAll(() => t?.close());

type Entry = {
  id: number;
  action: string;
  targetId: string | null;
  actor: { id: number; email: string } | null;
  actingAs: { id: number; email: string } | null;
  details: Record<string, unknown> | null;
};
const get = (url: string, cookie = owner.cookie) => t.app.inject({ url, headers: { cookie } });
/** The targets of this file's entries the query lists, in the list's order. */
const targetsOf = async (query: string) => {
  const res = await get(`/api/admin/audit?pageSize=100&action=${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Entry[]).map((e) => e.targetId);
};
/** The export for a query: the header row and the data rows as text lines. */
const csvOf = async (query: string) => {
  const res = await get(`/api/admin/audit.csv?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('GET /api/admin/audit', () => {
  it('lists entries newest first with who, as whom, what, on what and the recorded before/after', async () => {
    const res = await get(`/api/admin/audit?actor=${encodeURIComponent(`auditor-${run}`)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, totalCapped: false, page: 1, pageSize: 25 });
    expect(body.items.map((e: Entry) => e.targetId)).toEqual(['7', '/admin/assets', '/admin/gallery']);
    expect(body.items[0]).toMatchObject({
      actor: actor,
      actingAs: viewedAs,
      action: `t${run}.client`,
      targetType: 'client',
      createdAt: '2021-03-12T08:00:00.000Z',
    });
    expect(body.items[1]).toMatchObject({ actingAs: null, details: { before: { visible: false }, after: { visible: true } } });
  });

  it('narrows by each filter: actor (email part or id), impersonated account, action, target, days', async () => {
    const page = `t${run}.page`;
    expect(await targetsOf(`${page}&actor=${actor.id}`)).toEqual(['/admin/assets', '/admin/gallery']);
    expect(await targetsOf(`${page}&actor=${owner.id}`)).toEqual([]);
    expect(await targetsOf(`${page}&actor=99999999999`)).toEqual([]); // past any user id: an email part
    expect(await targetsOf(`${page}&q=auditor-${run}`)).toHaveLength(2);
    expect(await targetsOf(`t${run}.client&actingAs=viewed-${run}`)).toEqual(['7']);
    expect((await get(`/api/admin/audit?actingAs=${viewedAs.id}`)).json().items.map((e: Entry) => e.targetId)).toEqual(['7']);
    expect(await targetsOf(`${page}&targetType=page&targetId=${encodeURIComponent('/admin/gallery')}`)).toEqual(['/admin/gallery']);
    expect(await targetsOf(`${page}&targetType=client`)).toEqual([]);
    // days are UTC days, `to` whole: 23:59:59 on the 10th is in to=2021-03-10, midnight of the 11th is not
    expect(await targetsOf(`${page}&to=2021-03-10`)).toEqual(['/admin/gallery']);
    expect(await targetsOf(`${page}&from=2021-03-11&to=2021-03-11`)).toEqual(['/admin/assets']);
    expect(await targetsOf(`${page}&from=2021-03-12`)).toEqual([]);
  });

  it('sorts by action or time, either way', async () => {
    const res = await get(`/api/admin/audit?actor=auditor-${run}&sort=action&dir=asc`);
    expect(res.json().items.map((e: Entry) => e.action)).toEqual([`t${run}.client`, `t${run}.page`, `t${run}.page`]);
    const oldest = await get(`/api/admin/audit?actor=auditor-${run}&sort=createdAt&dir=asc`);
    expect(oldest.json().items.map((e: Entry) => e.targetId)).toEqual(['/admin/gallery', '/admin/assets', '7']);
  });

  it('redacts secret-named values at any depth, keeping the rest', async () => {
    const [entry] = (await get(`/api/admin/audit?action=t${run}.user`)).json().items as Entry[];
    expect(entry.details).toEqual({ before: { passwordHash: REDACTED, role: 'guest' }, after: { role: 'team', nested: { resetToken: REDACTED, ok: 1 } } });
    expect(entry.actor).toEqual({ id: owner.id, email: owner.email });
  });

  it('refuses a from date after the to date, and bad filters, with a 400 that says why', async () => {
    const reversed = await get('/api/admin/audit?from=2021-03-12&to=2021-03-11');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain(AUDIT_DATES_MESSAGE);
    expect((await get('/api/admin/audit.csv?from=2021-03-12&to=2021-03-11')).statusCode).toBe(400);
    for (const query of ['from=2021-02-30', 'to=yesterday', 'from=1999-12-31', 'sort=actor', 'pageSize=7', `action=${'a'.repeat(101)}`]) {
      expect((await get(`/api/admin/audit?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('names each entry in words: the action, and the target by its name or title', async () => {
    const email = `labels-${run}@example.test`;
    const client = await createClient(t.db, { name: 'Amara Okafor' });
    const video = await createVideo(t.db, client.id, { title: 'The patient is the org chart' });
    await seed([
      {
        action: 'admin-job.start',
        actorEmail: email,
        targetType: 'admin-job',
        targetId: '41',
        details: { kind: 'airtable-sync', params: {} },
        createdAt: new Date('2022-01-01T00:00:03Z'),
      },
      { action: 'client.update', actorEmail: email, targetType: 'client', targetId: String(client.id), createdAt: new Date('2022-01-01T00:00:02Z') },
      { action: 'video.edit', actorEmail: email, targetType: 'video', targetId: String(video.id), createdAt: new Date('2022-01-01T00:00:01Z') },
      { action: `x${run}.some-thing`, actorEmail: email, targetType: 'media-image', targetId: '999999', createdAt: new Date('2022-01-01T00:00:00Z') },
    ]);
    const res = await get(`/api/admin/audit?actor=${encodeURIComponent(email)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((e: { label: string; targetLabel: string }) => [e.label, e.targetLabel])).toEqual([
      ['Started a sync', 'job 41'],
      ['Edited a client', 'Amara Okafor'],
      ['Edited a video', 'The patient is the org chart'],
      [`X${run} some thing`, 'picture 999999'],
    ]);
  });

  it('lists the actions the log holds, once each, in order', async () => {
    const res = await get('/api/admin/audit/actions');
    expect(res.statusCode).toBe(200);
    const mine = (res.json().actions as string[]).filter((a) => a.startsWith(`t${run}.`));
    expect(mine).toEqual([`t${run}.client`, `t${run}.page`, `t${run}.user`]);
  });

  it('is the owner’s alone: admins, guests and team members get 403, visitors 401', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/actions', '/api/admin/audit.csv']) {
      for (const cookie of [admin, guest, team]) expect((await get(url, cookie)).statusCode, url).toBe(403);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('answers a CSV file of the filtered entries, quoted as RFC 4180, formulas neutralised, secrets redacted', async () => {
    // an action and actor of its own: the other tests' filters never meet these rows
    const action = `csv${run}.export`;
    const by = { actorUserId: null, actorEmail: `csv-${run}@example.test` };
    await seed([
      {
        ...by,
        action,
        targetType: '=HYPERLINK("http://evil.example","x")',
        targetId: 'a,b\n"c"',
        details: { before: { name: '@SUM(A1)' }, after: { name: 'Plain' }, token: 'secret' },
      },
      { ...by, action, targetType: '+1', targetId: '-2' },
    ]);
    const res = await csvOf(`action=${action}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, second, first, end] = res.body.split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(header).toBe('id,created_at,actor_email,acting_as_email,action,target_type,target_id,details');
    expect(second).toMatch(new RegExp(`^\\d+,[^,]+,${by.actorEmail},,${action},'\\+1,'-2,$`));
    expect(first).toContain(`,${by.actorEmail},,${action},"'=HYPERLINK(""http://evil.example"",""x"")","a,b\n""c""",`);
    const details = first.slice(first.lastIndexOf(',"{') + 1);
    expect(JSON.parse(details.slice(1, -1).replaceAll('""', '"'))).toEqual({ before: { name: '@SUM(A1)' }, after: { name: 'Plain' }, token: REDACTED });
    expect(end).toBe('');
  });

  it(`streams a log longer than one read (${AUDIT_CSV_BATCH} rows) whole, newest first, each row once`, async () => {
    // an action and actor of its own: the other tests' filters never meet these rows
    const action = `bulk${run}.export`;
    const rows = AUDIT_CSV_BATCH + 5;
    await seed(
      Array.from({ length: rows }, (_, i) => ({ action, actorUserId: null, actorEmail: `bulk-${run}@example.test`, targetType: 'row', targetId: String(i) })),
    );
    const res = await csvOf(`action=${action}&actor=bulk-${run}`);
    const lines = res.body.trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(rows);
    const ids = lines.map((line) => Number(line.split(',')[0]));
    expect(new Set(ids).size).toBe(rows);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect((await csvOf(`action=${action}&actor=${owner.id}`)).body.trimEnd().split('\r\n')).toHaveLength(1);
  });
});
