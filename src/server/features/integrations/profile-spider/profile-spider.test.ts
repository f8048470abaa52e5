import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTalkingPoint, createUser } from '@tests/factories';
import { clearActiveProfileSpider } from '@tests/helpers/fixtures/operations/jobs';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { adminJobs, mediaImages } from '@server/db/schema';
import { settleJobs } from '@server/jobs/run-job';
import { hiddenBioReason } from './profile-checks';

let links: Server;
let base: string;
let t: TestApp;
let admin: string;
let team: string;
let good: { id: number };
let hidden: { id: number };
beforeAll(async () => {
  links = createServer((req, res) => res.writeHead(req.url?.startsWith('/ok') ? 200 : 404).end());
  await new Promise<void>((resolve) => links.listen(0, '127.0.0.1', resolve));
  const { port } = links.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${port}` });
  good = (await createClient(t.db, {
    slug: 'ada',
    name: 'Ada Lovelace',
    websiteUrl: `${base}/ok/site`,
    linkedinUrl: `${base}/gone`,
    facebookUrl: 'http://10.0.0.1/internal',
    profileImage: `${base}/ok/photo.jpg`,
    sampleQuestions: 'What is an engine?',
  }))!;
  for (const title of ['One', 'Two', 'Three']) await createTalkingPoint(t.db, good.id, { talkingPointTitle: title });
  await t.db.insert(mediaImages).values({ clientId: good.id, url: `${base}/missing.png` });
  hidden = (await createClient(t.db, { slug: 'grace', name: 'Grace Hopper', narrativeBio: 'Writing in progress…' }))!;
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  team = await openSession(t.db, (await createUser(t.db, { role: 'team', clientId: good.id })).id);
});
afterAll(async () => {
  await t.close();
  links.closeAllConnections();
  await new Promise((resolve) => links.close(resolve));
});

const run = (payload: Record<string, unknown>, cookie = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/profile-spider/run', headers: { cookie }, payload });
const findings = async (jobId: number, kind: string) =>
  (await t.app.inject({ url: `/api/admin/jobs/${jobId}/findings?kind=${kind}&pageSize=50`, headers: { cookie: admin } })).json();

describe('POST /api/admin/profile-spider/run', () => {
  it('checks the chosen clients: dead links and images, refused private addresses, missing fields and hidden bios', async () => {
    await clearActiveProfileSpider(t.db);
    const res = await run({ clientIds: [good.id, hidden.id] });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({ kind: 'profile-spider', status: 'running', params: { clientIds: [good.id, hidden.id] } });
    await settleJobs(t.db);
    const [row] = await t.db.select().from(adminJobs).where(eq(adminJobs.id, job.id));
    expect(row).toMatchObject({ status: 'succeeded', done: 2, total: 2, summary: { clients: 2, linksChecked: 5, 'dead-link': 3, 'hidden-bio': 1 } });

    const dead = await findings(job.id, 'dead-link');
    expect(dead.counts).toMatchObject({ 'dead-link': 3, 'hidden-bio': 1 });
    const byField = Object.fromEntries(dead.items.map((f: { detail: { field: string } }) => [f.detail.field, f.detail]));
    expect(byField.linkedinUrl).toMatchObject({ status: 404, reason: 'HTTP 404' });
    expect(byField.mediaImage1).toMatchObject({ url: `${base}/missing.png`, status: 404 });
    expect(byField.facebookUrl).toMatchObject({ status: null, reason: expect.stringMatching(/private/) });
    expect(dead.items[0]).toMatchObject({ clientName: 'Ada Lovelace', clientSlug: 'ada' });

    const missing = (await findings(job.id, 'missing-field')).items.map((f: { clientId: number; detail: { field: string } }) => [f.clientId, f.detail.field]);
    expect(missing).toEqual(
      expect.arrayContaining([
        [hidden.id, 'photo'],
        [hidden.id, 'talkingPoints'],
        [hidden.id, 'sampleQuestions'],
      ]),
    );
    expect(missing.some(([id]: [number]) => id === good.id)).toBe(false);
    expect((await findings(job.id, 'hidden-bio')).items).toMatchObject([{ clientId: hidden.id, detail: { reason: 'Writing in progress' } }]);
  });

  it('answers 409 while a run is active', async () => {
    await clearActiveProfileSpider(t.db);
    await t.db.insert(adminJobs).values({ kind: 'profile-spider', status: 'running' });
    const res = await run({ all: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A profile spider is already running');
    await clearActiveProfileSpider(t.db);
  });

  it('refuses bad client lists and non-admins, starting nothing', async () => {
    await clearActiveProfileSpider(t.db);
    const before = (await t.db.select().from(adminJobs)).length;
    for (const clientIds of [[], [good.id, good.id], 'all', [-1], ['1; drop'], Array.from({ length: 501 }, (_, i) => i + 1)]) {
      expect((await run({ clientIds })).statusCode, JSON.stringify(clientIds).slice(0, 40)).toBe(400);
    }
    expect((await run({ all: true }, team)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/profile-spider/run', payload: { all: true } })).statusCode).toBe(401);
    expect((await t.db.select().from(adminJobs)).length).toBe(before);
  });

  it('starts a full run only when the body says so: null, no body, {}, all: false or both answer 400 in words', async () => {
    await clearActiveProfileSpider(t.db);
    const before = (await t.db.select().from(adminJobs)).length;
    const send = (payload: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/profile-spider/run',
        headers: { cookie: admin, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        payload,
      });
    for (const payload of ['null', undefined, '{}', '[]', '"all"', '{"all":false}', '{"all":"true"}', `{"all":true,"clientIds":[${good.id}]}`]) {
      const res = await send(payload);
      expect(res.statusCode, String(payload)).toBe(400);
      expect(res.json().message, String(payload)).toBe('Choose what to check: every client, or the clients you pick');
    }
    expect((await t.db.select().from(adminJobs)).length).toBe(before);

    const full = await run({ all: true });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json()).toMatchObject({ kind: 'profile-spider', params: { all: true } });
    await settleJobs(t.db);
  });
});

describe('hiddenBioReason', () => {
  it('gives the reason the directory hides a bio, or null', () => {
    const of = (narrativeBio: string, headline = '', name = 'Ada') => hiddenBioReason({ name, headline, narrativeBio });
    expect(of('  ')).toBe('No bio');
    expect(of('A bio', 'WRITING IN PROGRESS')).toBe('Writing in progress');
    expect(of('Coming soon ⏳')).toBe('Hourglass in the bio');
    expect(of('Done ⌛')).toBe('Hourglass in the bio');
    expect(of('A leader in the field.')).toBeNull();
  });
});
