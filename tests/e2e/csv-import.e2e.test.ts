import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';
import { expectToast } from './toasts';
import { expectFitsWidth } from './fits-width';

const suite = e2eSuite();

/** Where the preview's screenshots go when SCREENSHOTS=1 (the note uses them). */
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/** Saves the viewport as docs/screenshots/{name}.png when SCREENSHOTS=1. */
async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** The stored bio of a profile, read through the API. */
async function bioOf(page: Page, slug: string): Promise<string> {
  const res = await page.request.get(`/api/clients/${slug}`);
  expect(res.status()).toBe(200);
  return (await res.json()).narrativeBio;
}

/** The boxes of an update's old and new value of one field. */
async function oldAndNew(update: Locator) {
  const [before, after] = await Promise.all([
    update.locator('dd').filter({ hasText: /^Now/ }).boundingBox(),
    update
      .locator('dd')
      .filter({ hasText: /^After import/ })
      .boundingBox(),
  ]);
  if (!before || !after) throw new Error('The old and new values are not shown');
  return { before, after };
}

describe('CSV import on /admin/sync', () => {
  it('the preview puts the new row apart from the update of Amara Okafor, old beside new; her bio changes only once the update is ticked', {
    timeout: 180_000,
  }, async () => {
    const context = await newContext(suite.browser, suite.server);
    const page = await context.newPage();
    await signIn(page, account(suite.server, 'owner'), '/admin');
    const bio = await bioOf(page, 'amara-okafor');
    await page.goto('/admin/sync');
    await page.getByRole('heading', { name: 'Import a CSV' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Empty cells clear stored values' }).isChecked()).toBe(false);
    const csv =
      'Name,Slug,Headline,Bio\nNoor Haddad,noor-haddad,Board advisor,Advises boards on risk.\nAmara Okafor,amara-okafor,,Overwrite?\nBad Row,Not A Slug!,x,y\n';
    await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    await page.getByText('3 rows: 1 new, 1 update, 0 already up to date, 1 can’t be imported.').waitFor();
    await page.getByRole('region', { name: 'New profiles (1)' }).getByText('Noor Haddad', { exact: true }).waitFor();
    const update = page.getByRole('region', { name: 'Updates to existing profiles (1)' }).getByRole('listitem').filter({ hasText: 'Amara Okafor' });
    // only the bio changes: her empty headline cell keeps the stored headline
    expect(await update.locator('dt').allInnerTexts()).toEqual(['Bio']);
    await update.getByText(bio.slice(0, 60)).waitFor();
    await update.getByText('Overwrite?', { exact: true }).waitFor();
    const wide = await oldAndNew(update);
    expect(wide.after.x).toBeGreaterThan(wide.before.x + wide.before.width - 1);
    expect(Math.abs(wide.after.y - wide.before.y)).toBeLessThan(2);
    await page
      .getByRole('region', { name: 'Rows that can’t be imported (1)' })
      .getByText(/^Row 4: Slug: /)
      .waitFor();
    const tick = page.getByRole('checkbox', { name: 'Update Amara Okafor' });
    expect(await tick.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Import 1 new profile' }).waitFor();
    await expectAccessible(page);
    await page
      .getByRole('heading', { name: 'Updates to existing profiles (1)' })
      .evaluate((h) => h.closest('section')?.previousElementSibling?.scrollIntoView());
    await screenshot(page, 'csv-preview-desktop');

    // a phone: old above new, nothing wider than the screen
    await page.setViewportSize({ width: 390, height: 844 });
    const narrow = await oldAndNew(update);
    expect(narrow.after.y).toBeGreaterThanOrEqual(narrow.before.y + narrow.before.height - 1);
    await expectFitsWidth(page);
    await expectAccessible(page);
    await page.getByRole('heading', { name: 'Updates to existing profiles (1)' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'csv-preview-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // without the tick: Noor is added, Amara's bio stays
    await page.getByRole('button', { name: 'Import 1 new profile' }).click();
    await expectToast(page, 'Import started');
    await page.getByText('1 update not selected, left as it was.').waitFor({ timeout: 60_000 });
    await page
      .getByRole('list', { name: 'Failures' })
      .getByText(/^Row 4/)
      .waitFor();
    expect(await bioOf(page, 'amara-okafor')).toBe(bio);
    expect((await page.request.get('/api/clients/noor-haddad')).status()).toBe(200);

    // the preview is read again after the run: Noor is up to date; choosing every update ticks Amara's
    await page.getByRole('button', { name: 'Nothing to import' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all updates' }).check();
    expect(await tick.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Import 1 update' }).click();
    await page.getByText('Already up to date (2)').waitFor({ timeout: 60_000 });
    expect(await bioOf(page, 'amara-okafor')).toBe('Overwrite?');
    await expectAccessible(page);
    await context.close();
  });
});
