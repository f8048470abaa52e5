import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser, createVideo } from '@tests/factories';
import { createAsset, writeUploadedFile } from '@tests/helpers/fixtures/directory/images/admin-assets';
import { createMediaImage } from '@tests/helpers/fixtures/directory/images/admin-gallery';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { assets, auditLog, autoDeleteLog, videos } from '@server/db/schema';

let t: TestApp;
let admin: string;
let guest: string;
let ada: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  ada = await createClient(t.db, { slug: 'ada', name: 'Ada Lovelace' });
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: ada.id })).id);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, cookie = admin) =>
  t.app.inject({ method, url: `/api/admin/auto-delete${url}`, headers: { cookie }, payload: payload as never });
const setRule = (rule: string, enabled: boolean, ageDays = 5) => call('PUT', `/rules/${rule}`, { enabled, ageDays });
const setAll = async (enabled: boolean) => {
  for (const rule of ['unavailable-videos', 'stale-pending-videos', 'orphan-files']) await setRule(rule, enabled);
};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Old and new items for each rule: the old ones go when their rule is on, the rest stay. */
async function seedCandidates() {
  const stale = await createVideo(t.db, ada.id, { title: 'Stale import', toApprove: 1, createdAt: daysAgo(10) });
  const fresh = await createVideo(t.db, ada.id, { title: 'Fresh import', toApprove: 1, createdAt: daysAgo(1) });
  const approved = await createVideo(t.db, ada.id, { title: 'Approved talk', toApprove: 0, createdAt: daysAgo(30) });
  const gone = await createVideo(t.db, ada.id, {
    title: 'Gone talk',
    toApprove: 0,
    unavailableReason: 'Private video',
    createdAt: daysAgo(10),
    unavailableSince: daysAgo(10),
  });
  const orphan = await createAsset(t.db, { originalName: 'stray.png', createdAt: daysAgo(10) });
  const orphanPath = await writeUploadedFile(t.config.dataDir, orphan.storageKey);
  const used = await createAsset(t.db, { originalName: 'shown.png', createdAt: daysAgo(10) });
  await createMediaImage(t.db, ada.id, { url: null, localFilename: used.storageKey });
  const newOrphan = await createAsset(t.db, { originalName: 'new.png' });
  return { stale, fresh, approved, gone, orphan, orphanPath, used, newOrphan };
}

describe('auto-delete rules', () => {
  it('are off until switched on; a change is stored and audited', async () => {
    await setAll(false);
    const rules = (await call('GET', '/rules')).json();
    expect(rules.map((r: { rule: string; enabled: boolean }) => [r.rule, r.enabled])).toEqual([
      ['unavailable-videos', false],
      ['stale-pending-videos', false],
      ['orphan-files', false],
    ]);
    const res = await setRule('orphan-files', true, 90);
    expect(res.json()).toMatchObject({ rule: 'orphan-files', enabled: true, ageDays: 90 });
    expect((await call('GET', '/rules')).json()[2]).toMatchObject({ enabled: true, ageDays: 90 });
    const audit = (await t.db.select().from(auditLog)).filter((e) => e.action === 'auto-delete.rule-update').at(-1);
    expect(audit).toMatchObject({ targetId: 'orphan-files', details: { enabled: true, ageDays: 90 } });
    await setRule('orphan-files', false);
  });

  it('refuses bad rules and ages, and non-admins', async () => {
    for (const body of [{ enabled: true, ageDays: 0 }, { enabled: true, ageDays: 3651 }, { enabled: true, ageDays: 1.5 }, { enabled: 'yes', ageDays: 5 }, {}]) {
      expect((await call('PUT', '/rules/orphan-files', body)).statusCode).toBe(400);
    }
    expect((await call('PUT', '/rules/everything', { enabled: true, ageDays: 5 })).statusCode).toBe(400);
    expect((await call('PUT', '/rules/orphan-files', { enabled: true, ageDays: 5 }, guest)).statusCode).toBe(403);
    for (const url of ['/rules', '/preview', '/log']) expect((await call('GET', url, undefined, guest)).statusCode).toBe(403);
    expect((await call('POST', '/run', undefined, guest)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/auto-delete/run' })).statusCode).toBe(401);
  });
});

describe('auto-delete runs', () => {
  it('remove nothing while the rules are off', async () => {
    await setAll(false);
    const seeded = await seedCandidates();
    expect((await call('GET', '/preview')).json()).toEqual({ total: 0, rules: [] });
    expect((await call('POST', '/run')).json()).toEqual({ total: 0, rules: [] });
    expect((await t.db.select().from(videos)).map((v) => v.id)).toContain(seeded.stale.id);
    expect(existsSync(seeded.orphanPath)).toBe(true);
    await t.db.delete(videos);
    await t.db.delete(assets);
  });

  it('preview what the enabled rules remove without changing anything, then the run removes exactly that', async () => {
    await setAll(true);
    const seeded = await seedCandidates();
    const logBefore = (await t.db.select().from(autoDeleteLog)).length;
    const preview = (await call('GET', '/preview')).json();
    const listed = Object.fromEntries(preview.rules.map((r: { rule: string; items: { targetId: string }[] }) => [r.rule, r.items.map((i) => i.targetId)]));
    expect(listed).toEqual({
      'unavailable-videos': [String(seeded.gone.id)],
      'stale-pending-videos': [String(seeded.stale.id)],
      'orphan-files': [String(seeded.orphan.id)],
    });
    expect(preview.total).toBe(3);
    expect(preview.rules[1].items[0].label).toBe('Stale import (Ada Lovelace)');
    expect((await t.db.select().from(videos)).length).toBe(4);
    expect((await t.db.select().from(autoDeleteLog)).length).toBe(logBefore);

    const run = (await call('POST', '/run')).json();
    expect(run).toEqual(preview);
    const left = (await t.db.select().from(videos)).map((v) => v.id).sort();
    expect(left).toEqual([seeded.fresh.id, seeded.approved.id].sort());
    const files = (await t.db.select().from(assets)).map((a) => a.id).sort();
    expect(files).toEqual([seeded.used.id, seeded.newOrphan.id].sort());
    expect(existsSync(seeded.orphanPath)).toBe(false);
    const log = (await call('GET', '/log?pageSize=10')).json();
    expect(
      log.items
        .slice(0, 3)
        .map((e: { label: string }) => e.label)
        .sort(),
    ).toEqual(['Gone talk (Ada Lovelace)', 'Stale import (Ada Lovelace)', 'stray.png']);
    const audits = (await t.db.select().from(auditLog)).filter((e) => e.action === 'auto-delete.run');
    expect(audits.slice(-3).map((e) => [e.targetId, (e.details as { count: number }).count])).toEqual([
      ['unavailable-videos', 1],
      ['stale-pending-videos', 1],
      ['orphan-files', 1],
    ]);
    expect((await call('POST', '/run')).json().total).toBe(0);
    await setAll(false);
    await t.db.delete(videos);
    await t.db.delete(assets);
  });

  it('pages the log and filters it by rule; refuses bad paging', async () => {
    await t.db.insert(autoDeleteLog).values([
      { rule: 'orphan-files', targetType: 'asset', targetId: '1', label: 'old.png' },
      { rule: 'unavailable-videos', targetType: 'video', targetId: '2', label: 'Old talk' },
    ]);
    const page = (await call('GET', '/log?rule=orphan-files&q=old.png')).json();
    expect(page).toMatchObject({ total: 1, items: [{ rule: 'orphan-files', label: 'old.png' }] });
    for (const query of ['pageSize=7', 'page=0', 'rule=all', 'sort=label']) expect((await call('GET', `/log?${query}`)).statusCode, query).toBe(400);
  });
});
