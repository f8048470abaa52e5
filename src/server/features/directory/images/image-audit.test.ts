import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { createAsset } from '@tests/helpers/fixtures/directory/images/admin-assets';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { type ImageAuditStats, PHOTO_STATES, type PhotoState } from '@shared/api/directory/images/image-audit';
import { photoIssues } from './photo-rule';
import { auditStats } from './image-audit.service';

let t: TestApp;
let admin: string;
let owner: string;
let guest: string;
let baseline: ImageAuditStats;
/** This file's marker: its clients' names carry it, so the search finds only them. */
const run = randomUUID().slice(0, 8);

/** Each seeded client: its name suffix, fields, the stored photo's size (an assets row) and the state and detail expected. */
const SEEDS: {
  name: string;
  photo?: { localimage?: string; profileImage?: string };
  size?: [number | null, number | null];
  key?: string;
  state: PhotoState;
  detail: string;
}[] = [
  { name: 'A none', state: 'missing', detail: 'No photo' },
  { name: 'B uploads', photo: { localimage: `/uploads/b-${run}.png` }, key: `b-${run}.png`, size: [800, 800], state: 'present', detail: '800 × 800 px' },
  { name: 'C bare key', photo: { localimage: `c-${run}.png` }, key: `c-${run}.png`, size: [900, 1000], state: 'present', detail: '900 × 1000 px' },
  {
    name: 'D object path',
    photo: { localimage: `/public-objects/media/d-${run}.png` },
    key: `d-${run}.png`,
    size: [300, 320],
    state: 'low-resolution',
    detail: 'Too small for a portrait: 300 × 320 (the shorter side needs at least 400 px)',
  },
  {
    name: 'E wide',
    photo: { localimage: `/uploads/e-${run}.png` },
    key: `e-${run}.png`,
    size: [1200, 600],
    state: 'not-square',
    detail: 'Too wide for a portrait: 1200 × 600 (the width may be at most 1.25 times the height)',
  },
  {
    name: 'E2 synced banner',
    photo: { localimage: `/uploads/e2-${run}.png` },
    key: `e2-${run}.png`,
    size: [900, 300],
    state: 'low-resolution',
    detail:
      'Too small for a portrait: 900 × 300 (the shorter side needs at least 400 px) Too wide for a portrait: 900 × 300 (the width may be at most 1.25 times the height)',
  },
  {
    name: 'E3 tall',
    photo: { localimage: `/uploads/e3-${run}.png` },
    key: `e3-${run}.png`,
    size: [500, 640],
    state: 'not-square',
    detail: 'Too tall for a portrait: 500 × 640 (the height may be at most 1.25 times the width)',
  },
  { name: 'E4 edge', photo: { localimage: `/uploads/e4-${run}.png` }, key: `e4-${run}.png`, size: [500, 400], state: 'present', detail: '500 × 400 px' },
  { name: 'F gone', photo: { localimage: `/uploads/f-${run}.png` }, state: 'broken', detail: 'No record of this file among the uploads' },
  { name: 'G remote', photo: { profileImage: 'https://example.com/g.jpg' }, state: 'broken', detail: 'Remote photo, not stored here' },
  {
    name: 'H fallback upload',
    photo: { profileImage: `/uploads/h-${run}.png` },
    key: `h-${run}.png`,
    size: [500, 500],
    state: 'present',
    detail: '500 × 500 px',
  },
  {
    name: 'I unmeasured',
    photo: { localimage: `/uploads/i-${run}.png` },
    key: `i-${run}.png`,
    size: [null, null],
    state: 'present',
    detail: 'Stored; size not recorded',
  },
];

const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });
type Item = { name: string; state: PhotoState; detail: string; width: number | null; localimage: string | null; recordid: string | null };
/** This file's clients the list shows for a query, in the list's order. */
const listed = async (query = '') => {
  const res = await get(`/api/admin/image-audit/clients?q=${run}&pageSize=100&sort=name&dir=asc${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Item[];
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  owner = await openSession(t.db, (await createUser(t.db, { role: 'owner' })).id);
  const own = await createClient(t.db);
  guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: own.id })).id);
  baseline = (await get('/api/admin/image-audit/stats')).json();
  for (const seed of SEEDS) {
    if (seed.key) await createAsset(t.db, { storageKey: seed.key, width: seed.size?.[0] ?? null, height: seed.size?.[1] ?? null });
    await createClient(t.db, { name: `Audit ${run} ${seed.name}`, recordid: seed.name.startsWith('A') ? `rec${run}` : null, ...seed.photo });
  }
  // archived clients are counted and listed nowhere
  await createClient(t.db, { name: `Audit ${run} Z archived`, localimage: `/uploads/b-${run}.png`, archivedAt: new Date() });
});
afterAll(() => t?.close());

describe('GET /api/admin/image-audit/clients', () => {
  it('gives each live client the state of their photo and why', async () => {
    const items = await listed();
    expect(items.map((i) => [i.name.replace(`Audit ${run} `, ''), i.state, i.detail])).toEqual(SEEDS.map((s) => [s.name, s.state, s.detail]));
  });

  it('flags exactly the stored photos the photo rule refuses (upload, sync and Retrieve Image apply it)', () => {
    for (const seed of SEEDS) {
      if (!seed.size?.[0] || !seed.size[1]) continue;
      expect(seed.state === 'present', seed.name).toBe(photoIssues({ width: seed.size[0], height: seed.size[1] }).length === 0);
    }
  });

  it('shows the photo address the profile shows, the stored size and the record id', async () => {
    const byName = new Map((await listed()).map((i) => [i.name.replace(`Audit ${run} `, ''), i]));
    expect(byName.get('C bare key')).toMatchObject({ localimage: `/uploads/c-${run}.png`, width: 900 });
    expect(byName.get('G remote')).toMatchObject({ localimage: 'https://example.com/g.jpg', width: null });
    expect(byName.get('A none')).toMatchObject({ localimage: null, recordid: `rec${run}` });
  });

  it('filters by state', async () => {
    expect((await listed('&state=present')).map((i) => i.name)).toEqual([
      `Audit ${run} B uploads`,
      `Audit ${run} C bare key`,
      `Audit ${run} E4 edge`,
      `Audit ${run} H fallback upload`,
      `Audit ${run} I unmeasured`,
    ]);
    expect((await listed('&state=broken')).map((i) => i.detail)).toEqual(['No record of this file among the uploads', 'Remote photo, not stored here']);
  });

  it('pages by name, both ways', async () => {
    const first = await get(`/api/admin/image-audit/clients?q=${run}&pageSize=10&page=1&dir=desc`);
    expect(first.json()).toMatchObject({ total: SEEDS.length, totalCapped: false, page: 1, pageSize: 10 });
    expect(first.json().items[0].name).toBe(`Audit ${run} I unmeasured`);
  });

  it('refuses an unknown state or sort with 400', async () => {
    expect((await get('/api/admin/image-audit/clients?state=blurry')).statusCode).toBe(400);
    expect((await get('/api/admin/image-audit/clients?sort=recordid')).statusCode).toBe(400);
  });

  it('is for admins and owners only', async () => {
    expect((await get(`/api/admin/image-audit/clients?q=${run}`, owner)).statusCode).toBe(200);
    expect((await get('/api/admin/image-audit/clients', guest)).statusCode).toBe(403);
    expect((await get('/api/admin/image-audit/stats', guest)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/image-audit/stats' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/image-audit/stats', () => {
  it('counts live clients per state, and says Airtable is not configured', async () => {
    const res = await get('/api/admin/image-audit/stats');
    expect(res.statusCode).toBe(200);
    const stats: ImageAuditStats = res.json();
    for (const state of PHOTO_STATES) expect(stats.states[state] - baseline.states[state], state).toBe(SEEDS.filter((s) => s.state === state).length);
    expect(stats.total - baseline.total).toBe(SEEDS.length);
    expect(stats.airtableConfigured).toBe(false);
  });

  it('says Airtable is configured with both an API key and a base id', async () => {
    const withBase = (apiKey?: string) => auditStats({ db: t.db, config: { ...t.config, airtable: { ...t.config.airtable, apiKey, baseId: 'appBase1' } } });
    expect((await withBase('key')).airtableConfigured).toBe(true);
    expect((await withBase(undefined)).airtableConfigured).toBe(false);
  });
});
