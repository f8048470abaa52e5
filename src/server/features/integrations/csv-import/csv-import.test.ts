import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import type { AdminJob, JobFindingsPage } from '@shared/api/jobs';
import type { CsvPreview } from '@shared/api/integrations/csv-import';
import { clients, contentChanges, talkingPoints } from '@server/db/schema';
import { settleJobs } from '@server/jobs/run-job';

let t: TestApp;
let owner: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await openSession(t.db, (await createUser(t.db, { role: 'owner' })).id);
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, cookie = owner) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
/** Runs an import to its end; answers the finished job and its failed rows. */
async function runImport(body: object) {
  const started = await post('/api/admin/csv-import/run', body);
  expect(started.statusCode, started.body).toBe(201);
  await settleJobs(t.db);
  const id = started.json().id;
  const job: AdminJob = (await t.app.inject({ url: `/api/admin/jobs/${id}`, headers: { cookie: owner } })).json();
  const failures: JobFindingsPage = (await t.app.inject({ url: `/api/admin/jobs/${id}/findings?kind=row-failed`, headers: { cookie: owner } })).json();
  return { job, failures: failures.items.map((f) => f.detail) };
}
/** The preview of a file (200). */
async function previewOf(body: object): Promise<CsvPreview> {
  const res = await post('/api/admin/csv-import/preview', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
/** Every update of a preview, chosen as the run takes them. */
const everyUpdate = (preview: CsvPreview) => preview.rows.filter((r) => r.action === 'update').map((r) => ({ row: r.row, version: r.version }));

describe('CSV import', () => {
  it('previews: guesses the mapping from the header, plans each row and says what is wrong with a bad one in plain words', async () => {
    const m = randomUUID().slice(0, 6);
    const csv = `Name,Headline,Website,Featured,Categories\nAda ${m},Analyst,https://ada.example,yes,Science; Math\n,No name,,,\nGrace ${m},Admiral,javascript:alert(1),maybe,\n`;
    const res = await post('/api/admin/csv-import/preview', { kind: 'clients', csv });
    expect(res.statusCode).toBe(200);
    const preview: CsvPreview = res.json();
    expect(preview).toMatchObject({
      columns: ['Name', 'Headline', 'Website', 'Featured', 'Categories'],
      total: 3,
      clearEmpty: false,
      counts: { new: 1, update: 0, unchanged: 0, invalid: 2 },
    });
    expect(preview.mapping).toMatchObject({ name: 0, headline: 1, websiteUrl: 2, featured: 3, goaCategories: 4, slug: null });
    expect(preview.rows[0]).toMatchObject({ row: 2, action: 'new', title: `Ada ${m}`, subtitle: `/profile/ada-${m.toLowerCase()}`, version: null });
    expect(preview.rows[0]!.changes).toContainEqual({ field: 'goaCategories', label: 'Categories', before: '', after: 'Science, Math' });
    expect(preview.rows[0]!.changes).toContainEqual({ field: 'featured', label: 'Featured', before: '', after: 'Yes' });
    expect(preview.rows.filter((r) => r.action === 'invalid').map((r) => r.row)).toEqual([3, 4]);
    expect(preview.rows[1]!.errors).toEqual(['Name: Enter a name']);
    expect(preview.rows[2]!.errors).toEqual(expect.arrayContaining(['Featured: Choose whether the profile is featured', expect.stringMatching(/^Website: /)]));
  });

  it('imports the valid rows and reports the bad one; a second run changes nothing; a chosen update is written, logged as an import', async () => {
    const m = randomUUID().slice(0, 6);
    const csv = (headline: string) =>
      `name,slug,headline,bio\nLin ${m},lin-${m},${headline},Builds things.\nBad ${m},Bad Slug!,x,y\nMo ${m},mo-${m},Host,Talks.\n`;
    const first = await runImport({ kind: 'clients', csv: csv('Engineer'), mapping: { name: 0, slug: 1, headline: 2, narrativeBio: 3 } });
    expect(first.job).toMatchObject({ status: 'succeeded', done: 3, total: 3, summary: { new: 2, updated: 0, unchanged: 0, skipped: 0, failed: 1 } });
    expect(first.failures).toEqual([{ row: 3, message: expect.stringContaining('Slug: ') }]);
    const [lin] = await t.db
      .select()
      .from(clients)
      .where(eq(clients.slug, `lin-${m}`));
    expect(lin).toMatchObject({ name: `Lin ${m}`, headline: 'Engineer', narrativeBio: 'Builds things.' });

    const again = await runImport({ kind: 'clients', csv: csv('Engineer'), mapping: { name: 0, slug: 1, headline: 2, narrativeBio: 3 } });
    expect(again.job.summary).toEqual({ new: 0, updated: 0, unchanged: 2, skipped: 0, failed: 1 });
    const changedFile = { kind: 'clients', csv: csv('Principal engineer'), mapping: { name: 0, slug: 1, headline: 2, narrativeBio: 3 } };
    const changed = await runImport({ ...changedFile, updates: everyUpdate(await previewOf(changedFile)) });
    expect(changed.job.summary).toEqual({ new: 0, updated: 1, unchanged: 1, skipped: 0, failed: 1 });
    const log = await t.db
      .select()
      .from(contentChanges)
      .where(and(eq(contentChanges.entityId, String(lin!.id)), eq(contentChanges.field, 'headline')));
    expect(log.map((c) => [c.source, c.before, c.after])).toContainEqual(['import', 'Engineer', 'Principal engineer']);
  });

  it('imports talking points onto their clients by slug, updating one with the same title when chosen (an empty full text kept), and names a row whose client is unknown', async () => {
    const client = await createClient(t.db);
    const csv = `Client slug,Title,Full text\n${client.slug},Calm leadership,How to stay calm.\n${client.slug},"Hiring, well","Who, when, how."\nno-such-${client.id},Lost,Nobody\n`;
    const first = await runImport({ kind: 'talking-points', csv });
    expect(first.job.summary).toEqual({ new: 2, updated: 0, unchanged: 0, skipped: 0, failed: 1 });
    expect(first.failures).toEqual([{ row: 4, message: `No profile has the slug no-such-${client.id}` }]);
    const changedFile = { kind: 'talking-points', csv: csv.replace('How to stay calm.', 'Breathe first.').replace('Who, when, how.', '') };
    const preview = await previewOf(changedFile);
    expect(preview.counts).toEqual({ new: 0, update: 1, unchanged: 1, invalid: 1 });
    expect(preview.rows[0]).toMatchObject({
      action: 'update',
      title: 'Calm leadership',
      subtitle: client.name,
      changes: [{ field: 'talkingPointFull', label: 'Full text', before: 'How to stay calm.', after: 'Breathe first.' }],
    });
    const second = await runImport({ ...changedFile, updates: everyUpdate(preview) });
    expect(second.job.summary).toEqual({ new: 0, updated: 1, unchanged: 1, skipped: 0, failed: 1 });
    const points = await t.db.select().from(talkingPoints).where(eq(talkingPoints.clientId, client.id));
    expect(points.map((p) => [p.talkingPointTitle, p.talkingPointFull]).sort()).toEqual([
      ['Calm leadership', 'Breathe first.'],
      ['Hiring, well', 'Who, when, how.'],
    ]);
  });

  it('refuses an unreadable file, a missing required column and a mapping past the columns with a 400, starting nothing; admins may not import', async () => {
    for (const [body, message] of [
      [{ kind: 'clients', csv: 'name\n"open' }, 'The quote opened on line 2 is never closed'],
      [{ kind: 'clients', csv: 'name' }, 'The file needs a header row and at least one data row'],
      [{ kind: 'clients', csv: 'headline\nx' }, 'Choose a column for Name'],
      [{ kind: 'clients', csv: 'name\nx', mapping: { name: 4 } }, 'The mapping names column 5, but the file has 1'],
      [{ kind: 'clients', csv: 'name\nx', mapping: { nope: 0 } }, 'Unknown field in the mapping: nope'],
    ] as const) {
      const res = await post('/api/admin/csv-import/run', body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await post('/api/admin/csv-import/run', { kind: 'clients', csv: 'name\nx' }, admin)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/jobs?kind=csv-import', headers: { cookie: admin } })).json().items).toEqual([]);
  });
});

describe('CSV import: updates to existing profiles', () => {
  /** A stored profile, and a file with one new row, one update of it (most cells empty) and a repeat of that row. */
  async function amaraAndFile() {
    const m = randomUUID().slice(0, 6);
    const amara = await createClient(t.db, {
      name: `Amara ${m}`,
      slug: `amara-${m}`,
      headline: 'Chief Executive Officer',
      narrativeBio: 'Amara rebuilt hospital operations around the patient.',
      goaCategories: ['Healthcare'],
      featured: true,
      websiteUrl: 'https://amara.example/',
    });
    const csv = `Name,Slug,Headline,Bio,Categories,Featured,Website\nNoor ${m},noor-${m},Board advisor,Advises boards.,,,\nAmara ${m},amara-${m},,Overwrite?,,,\nAmara again,amara-${m},Someone,Else,,,\n`;
    return { m, amara, file: { kind: 'clients', csv } };
  }
  const stored = async (id: number) => (await t.db.select().from(clients).where(eq(clients.id, id)))[0]!;

  it('the preview puts new rows apart from updates, shows each change with its label old and new, leaves empty cells out and refuses a repeated row', async () => {
    const { m, amara, file } = await amaraAndFile();
    const preview = await previewOf(file);
    expect(preview.counts).toEqual({ new: 1, update: 1, unchanged: 0, invalid: 1 });
    expect(preview.rows[0]).toMatchObject({ row: 2, action: 'new', title: `Noor ${m}`, version: null });
    expect(preview.rows[0]!.changes.map((c) => [c.label, c.after])).toEqual([
      ['Name', `Noor ${m}`],
      ['Slug', `noor-${m}`],
      ['Headline', 'Board advisor'],
      ['Bio', 'Advises boards.'],
    ]);
    expect(preview.rows[1]).toEqual({
      row: 3,
      action: 'update',
      title: amara.name,
      subtitle: `/profile/${amara.slug}`,
      changes: [{ field: 'narrativeBio', label: 'Bio', before: 'Amara rebuilt hospital operations around the patient.', after: 'Overwrite?' }],
      version: expect.stringMatching(/^[0-9a-f]{32}$/),
      errors: [],
    });
    expect(preview.rows[2]).toMatchObject({ row: 4, action: 'invalid', errors: ['Same profile as row 3: only the first is imported'] });
  });

  it('an update not chosen is left as it is (counted as skipped) while the new row is added', async () => {
    const { m, amara, file } = await amaraAndFile();
    const { job, failures } = await runImport(file);
    expect(job.summary).toEqual({ new: 1, updated: 0, unchanged: 0, skipped: 1, failed: 1 });
    expect(failures).toEqual([{ row: 4, message: 'Same profile as row 3: only the first is imported' }]);
    expect(await stored(amara.id)).toMatchObject({ narrativeBio: amara.narrativeBio, updatedAt: amara.updatedAt });
    expect(
      (
        await t.db
          .select()
          .from(clients)
          .where(eq(clients.slug, `noor-${m}`))
      )[0],
    ).toMatchObject({ headline: 'Board advisor' });
  });

  it('a chosen update changes only the fields with a value: empty cells keep what is stored; the change is in the update log', async () => {
    const { amara, file } = await amaraAndFile();
    const { job } = await runImport({ ...file, updates: everyUpdate(await previewOf(file)) });
    expect(job.summary).toMatchObject({ new: 1, updated: 1, skipped: 0 });
    expect(await stored(amara.id)).toMatchObject({
      narrativeBio: 'Overwrite?',
      headline: 'Chief Executive Officer',
      goaCategories: ['Healthcare'],
      featured: true,
      websiteUrl: 'https://amara.example/',
    });
    const log = await t.db
      .select()
      .from(contentChanges)
      .where(and(eq(contentChanges.entityId, String(amara.id)), eq(contentChanges.source, 'import')));
    expect(log.map((c) => [c.field, c.before, c.after])).toEqual([['narrativeBio', amara.narrativeBio, 'Overwrite?']]);
  });

  it('with "empty cells clear stored values" the preview shows those fields cleared and a chosen update clears them, never the name or slug', async () => {
    const { amara, file } = await amaraAndFile();
    const preview = await previewOf({ ...file, clearEmpty: true });
    expect(preview.clearEmpty).toBe(true);
    expect(preview.rows[1]!.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Headline', 'Chief Executive Officer', ''],
      ['Bio', amara.narrativeBio, 'Overwrite?'],
      ['Featured', 'Yes', 'No'],
      ['Categories', 'Healthcare', ''],
      ['Website', 'https://amara.example/', ''],
    ]);
    // a version from the preview without clearing does not apply the clearing
    const keeping = everyUpdate(await previewOf(file));
    const refused = await runImport({ ...file, clearEmpty: true, updates: keeping });
    expect(refused.job.summary).toMatchObject({ updated: 0, failed: 2 });
    expect((await stored(amara.id)).headline).toBe('Chief Executive Officer');

    const { job } = await runImport({ ...file, clearEmpty: true, updates: everyUpdate(preview) });
    expect(job.summary).toMatchObject({ updated: 1 });
    expect(await stored(amara.id)).toMatchObject({
      name: amara.name,
      slug: amara.slug,
      headline: '',
      narrativeBio: 'Overwrite?',
      goaCategories: [],
      featured: false,
      websiteUrl: null,
    });
  });

  it('refuses a chosen update whose stored values changed after the preview, and keeps the newer value', async () => {
    const { amara, file } = await amaraAndFile();
    const updates = everyUpdate(await previewOf(file));
    await t.db.update(clients).set({ narrativeBio: 'Edited by a colleague meanwhile.' }).where(eq(clients.id, amara.id));
    const { job, failures } = await runImport({ ...file, updates });
    expect(job.summary).toMatchObject({ new: 1, updated: 0, failed: 2 });
    expect(failures).toContainEqual({
      row: 3,
      message: `${amara.name} changed after the preview, so this row was not imported. Preview the file again to review the change.`,
    });
    expect((await stored(amara.id)).narrativeBio).toBe('Edited by a colleague meanwhile.');
  });

  it('refuses hostile run bodies with a 400 in plain words, starting nothing', async () => {
    const { file } = await amaraAndFile();
    const jobsBefore = (await t.app.inject({ url: '/api/admin/jobs?kind=csv-import', headers: { cookie: owner } })).json().items.length;
    const version = 'a'.repeat(32);
    for (const body of [
      { ...file, updates: 'all' },
      { ...file, updates: [3] },
      { ...file, updates: [{ row: 3, version: 'latest' }] },
      { ...file, updates: [{ row: 3, version: 'A'.repeat(32) }] },
      { ...file, updates: [{ row: 1, version }] },
      { ...file, updates: [{ row: '3', version }] },
      {
        ...file,
        updates: [
          { row: 3, version },
          { row: 3, version },
        ],
      },
      { ...file, updates: Array.from({ length: 10_001 }, (_, i) => ({ row: i + 2, version })) },
      { ...file, clearEmpty: 'yes' },
      { ...file, clearEmpty: null },
    ]) {
      const res = await post('/api/admin/csv-import/run', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(res.json().message).not.toMatch(/expected|received|Invalid input/);
    }
    expect((await post('/api/admin/csv-import/preview', { ...file, clearEmpty: 1 })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/admin/jobs?kind=csv-import', headers: { cookie: owner } })).json().items).toHaveLength(jobsBefore);
  });
});
