import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAirtable, startFakeAirtable } from '../fakes/airtable-server';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';
import { expectToast } from './toasts';

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
  env: { AIRTABLE_API_KEY: airtable.apiKey, AIRTABLE_BASE_ID: airtable.baseId, AIRTABLE_BASE_URL: airtable.baseUrl, OUTBOUND_ALLOWED_PRIVATE_HOSTS: airtable.hostPort },
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
  it('the owner syncs the clients from Airtable and watches the progress bar reach done; an open profile then refreshes without a reload', { timeout: 180_000 }, async () => {
    const page = await ownerPage();
    await page.goto('/admin/sync');
    await page.getByRole('heading', { level: 1, name: 'Sync' }).waitFor();
    await page.getByText('No syncs yet.').waitFor();
    await expectAccessible(page);

    await page.getByLabel('Section').selectOption('clients');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByText(`${CLIENTS} of ${CLIENTS} records`).waitFor({ timeout: 120_000 });
    await page.getByText('Finished', { exact: true }).first().waitFor();
    await expectToast(page, 'Sync started');
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(CLIENTS));
    const counts = page.locator('dl').filter({ hasText: 'unchanged' });
    expect(await counts.innerText()).toMatch(new RegExp(`new\\s*${CLIENTS}`));
    await expectAccessible(page);

    // a profile open in another tab follows the next sync by itself
    const profile = await page.context().newPage();
    await profile.goto('/profile/synced-speaker-3');
    await profile.getByText('Keynote speaker 3', { exact: true }).first().waitFor();
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
});
