import type { Page } from 'playwright-core';
import type { AdminJob } from '@shared/api/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAirtable, startFakeAirtable } from '../fakes/airtable-server';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';
import { expectToast } from './toasts';
import { expectFitsWidth } from './fits-width';

/** How many client records the fake base holds. */
const CLIENTS = 40;

let airtable: FakeAirtable;
beforeAll(async () => {
  airtable = await startFakeAirtable();
  airtable.seedTable('Clients', CLIENTS, (i) => ({
    Name: `Synced Speaker ${i}`,
    Slug: `synced-speaker-${i}`,
    Headline: `Keynote speaker ${i}`,
    'Narrative Bio': `Speaker ${i} talks about calm leadership.`,
  }));
});
afterAll(() => airtable?.stop());
const suite = e2eSuite(() => ({
  env: {
    AIRTABLE_API_KEY: airtable.apiKey,
    AIRTABLE_BASE_ID: airtable.baseId,
    AIRTABLE_BASE_URL: airtable.baseUrl,
    OUTBOUND_ALLOWED_PRIVATE_HOSTS: airtable.hostPort,
  },
}));

/** A page signed in as the seeded owner. */
async function ownerPage(): Promise<Page> {
  const context = await newContext(suite.browser, suite.server);
  const page = await context.newPage();
  const owner = account(suite.server, 'owner');
  await signIn(page, owner, '/admin');
  return page;
}

describe('/admin/sync', () => {
  it('the owner syncs the clients from Airtable and watches the progress bar reach done; an open profile then refreshes without a reload', {
    timeout: 180_000,
  }, async () => {
    const page = await ownerPage();
    await page.goto('/admin/sync');
    await page.getByRole('heading', { level: 1, name: 'Sync' }).waitFor();
    await page.getByText('No syncs yet.').waitFor();
    await expectAccessible(page);

    await page.getByLabel('Section').selectOption('clients');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByText(`${CLIENTS} records`, { exact: true }).waitFor({ timeout: 120_000 });
    await page.getByText('Finished', { exact: true }).first().waitFor();
    await expectToast(page, 'Sync started');
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    const counts = page.locator('dl').filter({ hasText: 'unchanged' });
    expect(await counts.innerText()).toMatch(new RegExp(`new\\s*${CLIENTS}`));
    await expectAccessible(page);

    // a profile open in another tab follows the next sync by itself
    const profile = await page.context().newPage();
    // the tab follows syncs once its stream is open: the next sync starts after that (a short one could end before)
    const following = profile.waitForResponse((res) => res.url().includes('/api/sync-progress-stream') && !res.url().includes('probe=') && res.ok());
    await profile.goto('/profile/synced-speaker-3');
    await profile.getByText('Keynote speaker 3', { exact: true }).first().waitFor();
    await following;
    airtable.table('Clients')![3]!.fields.Headline = 'Keynote speaker and author';
    const started = await page.request.post('/api/admin/sync/run', { data: { section: 'clients' }, headers: { origin: suite.server.baseUrl } });
    expect(started.status()).toBe(201);
    await profile.getByText('Keynote speaker and author', { exact: true }).first().waitFor({ timeout: 60_000 });

    // the image auditor retrieves one synced client's data from its record
    airtable.table('Clients')![3]!.fields.Headline = 'Author of Calm';
    await page.goto('/admin/image-auditor');
    await page.getByPlaceholder('Search clients…').fill('Synced Speaker 3');
    await page.getByRole('button', { name: 'Retrieve Data for Synced Speaker 3', exact: true }).click();
    await profile.getByText('Author of Calm', { exact: true }).first().waitFor({ timeout: 60_000 });
    await expectToast(page, 'Data Retrieved');
    await page.context().close();
  });

  it('a sync of everything shows the section under way and each section’s counts, the bar below 100% until the end; the history names the sections and numbers the syncs on their own', {
    timeout: 180_000,
  }, async () => {
    for (const table of ['Talking Points', 'Videos', 'Episodes']) airtable.setTable(table, []);
    const page = await ownerPage();
    // a sync of the clients first, so the history has a run of one section before this one
    const first = await page.request.post('/api/admin/sync/run', { data: { section: 'clients' }, headers: { origin: suite.server.baseUrl } });
    expect(first.status()).toBe(201);
    const { id, runNumber } = (await first.json()) as AdminJob;
    const statusOf = async () => ((await (await page.request.get(`/api/admin/jobs/${id}`)).json()) as AdminJob).status;
    await expect.poll(statusOf, { timeout: 60_000 }).toBe('succeeded');
    await page.goto('/admin/sync');
    await page.getByRole('heading', { level: 1, name: 'Sync' }).waitFor();
    // each Airtable answer takes a while, so the run can be watched section by section
    airtable.mode = 'slow';
    airtable.slowMs = 1_500;
    try {
      await page.getByLabel('Section').selectOption('all');
      await page.getByRole('button', { name: 'Sync now' }).click();
      await page.getByText(/^Syncing Client images, section 2 of 5 · \d+ records so far$/).waitFor({ timeout: 60_000 });
      const bar = page.getByRole('progressbar');
      const midway = Number(await bar.getAttribute('aria-valuenow'));
      expect(midway).toBeGreaterThanOrEqual(20);
      expect(midway).toBeLessThan(100);
      const sections = page.getByRole('list', { name: 'Sections' });
      const row = (name: string) => sections.getByRole('listitem').filter({ hasText: name });
      expect(await row('Clients').innerText()).toMatch(new RegExp(`Done\\s+${CLIENTS} records: \\d+ new, \\d+ updated, \\d+ unchanged, 0 failed`));
      expect(await row('Client images').getByText('Running').count()).toBe(1);
      expect(await row('Episodes').innerText()).toMatch(/Waiting$/);
      await expectAccessible(page);
    } finally {
      airtable.mode = 'ok';
    }
    await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuenow'), { timeout: 60_000 }).toBe('100');
    await expect.poll(() => page.getByRole('list', { name: 'Sections' }).getByText('Done', { exact: true }).count()).toBe(5);
    await page.getByRole('progressbar', { name: `Progress of run ${runNumber + 1}` }).waitFor();

    // the syncs are numbered among themselves from 1
    const history = page.getByRole('heading', { name: 'Recent runs' }).locator('..').getByRole('listitem');
    await expect
      .poll(() => history.first().innerText())
      .toMatch(new RegExp(`^Run ${runNumber + 1} · .*\nEverything: Clients, Client images, Talking points, Videos, Episodes`));
    expect(await history.nth(1).innerText()).toMatch(new RegExp(`^Run ${runNumber} · .*\nClients`));
    expect(await history.last().innerText()).toMatch(/^Run 1 · /);
    await page.getByRole('heading', { level: 3, name: `Run ${runNumber + 1}: Everything: Clients, Client images, Talking points, Videos, Episodes` }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await expectFitsWidth(page);
    await page.context().close();
  });
});
