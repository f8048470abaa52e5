import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '../../../../tests/factories';
import { openSession } from '../../../../tests/helpers/session';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import type { AdminJob, JobFindingsPage } from '../../../shared/api/admin-jobs';
import type { CsvPreview } from '../../../shared/api/csv-import';
import { clients, contentChanges, talkingPoints } from '../../db/schema';
import { settleJobs } from '../admin-jobs/admin-jobs.service';

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

describe('CSV import', () => {
  it('previews: guesses the mapping from the header, shows the first rows and each bad row with why', async () => {
    const m = randomUUID().slice(0, 6);
    const csv = `Name,Headline,Website,Featured,Categories\nAda ${m},Analyst,https://ada.example,yes,Science; Math\n,No name,,,\nGrace ${m},Admiral,javascript:alert(1),maybe,\n`;
    const res = await post('/api/admin/csv-import/preview', { kind: 'clients', csv });
    expect(res.statusCode).toBe(200);
    const preview: CsvPreview = res.json();
    expect(preview).toMatchObject({ columns: ['Name', 'Headline', 'Website', 'Featured', 'Categories'], total: 3, valid: 1, invalid: 2 });
    expect(preview.mapping).toMatchObject({ name: 0, headline: 1, websiteUrl: 2, featured: 3, goaCategories: 4, slug: null });
    expect(preview.preview[0]).toEqual({ row: 2, values: expect.objectContaining({ name: `Ada ${m}`, goaCategories: 'Science; Math' }), errors: [] });
    expect(preview.problems.map((p) => p.row)).toEqual([3, 4]);
    expect(preview.problems[0]!.errors).toEqual(['name: Enter a name']);
    expect(preview.problems[1]!.errors).toEqual(expect.arrayContaining(['featured must be true or false', expect.stringMatching(/^websiteUrl: /)]));
  });

  it('imports the valid rows and reports the bad one; a second run changes nothing; a changed cell updates, logged as an import', async () => {
    const m = randomUUID().slice(0, 6);
    const csv = (headline: string) => `name,slug,headline,bio\nLin ${m},lin-${m},${headline},Builds things.\nBad ${m},Bad Slug!,x,y\nMo ${m},mo-${m},Host,Talks.\n`;
    const first = await runImport({ kind: 'clients', csv: csv('Engineer'), mapping: { name: 0, slug: 1, headline: 2, narrativeBio: 3 } });
    expect(first.job).toMatchObject({ status: 'succeeded', done: 3, total: 3, summary: { new: 2, updated: 0, unchanged: 0, failed: 1 } });
    expect(first.failures).toEqual([{ row: 3, message: expect.stringContaining('slug: ') }]);
    const [lin] = await t.db.select().from(clients).where(eq(clients.slug, `lin-${m}`));
    expect(lin).toMatchObject({ name: `Lin ${m}`, headline: 'Engineer', narrativeBio: 'Builds things.' });

    const again = await runImport({ kind: 'clients', csv: csv('Engineer'), mapping: { name: 0, slug: 1, headline: 2, narrativeBio: 3 } });
    expect(again.job.summary).toEqual({ new: 0, updated: 0, unchanged: 2, failed: 1 });
    const changed = await runImport({ kind: 'clients', csv: csv('Principal engineer'), mapping: { name: 0, slug: 1, headline: 2, narrativeBio: 3 } });
    expect(changed.job.summary).toEqual({ new: 0, updated: 1, unchanged: 1, failed: 1 });
    const log = await t.db.select().from(contentChanges).where(and(eq(contentChanges.entityId, String(lin!.id)), eq(contentChanges.field, 'headline')));
    expect(log.map((c) => [c.source, c.before, c.after])).toContainEqual(['import', 'Engineer', 'Principal engineer']);
  });

  it('imports talking points onto their clients by slug, updating one with the same title, and names a row whose client is unknown', async () => {
    const client = await createClient(t.db);
    const csv = `Client slug,Title,Full text\n${client.slug},Calm leadership,How to stay calm.\n${client.slug},"Hiring, well","Who, when, how."\nno-such-${client.id},Lost,Nobody\n`;
    const first = await runImport({ kind: 'talking-points', csv });
    expect(first.job.summary).toEqual({ new: 2, updated: 0, unchanged: 0, failed: 1 });
    expect(first.failures).toEqual([{ row: 4, message: `No profile has the slug no-such-${client.id}` }]);
    const second = await runImport({ kind: 'talking-points', csv: csv.replace('How to stay calm.', 'Breathe first.') });
    expect(second.job.summary).toEqual({ new: 0, updated: 1, unchanged: 1, failed: 1 });
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
