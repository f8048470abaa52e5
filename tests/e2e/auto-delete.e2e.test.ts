import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoDeleteOutcome } from '@shared/api/operations/auto-delete';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { signIn } from './signin';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
let page: Page;
beforeAll(async () => {
  ({ server, browser } = suite);
  page = await (await newContext(browser, server)).newPage();
  const who = account(server, 'admin');
  await signIn(page, who, '/admin');
});
afterAll(async () => {
  await page?.context().close();
});

/** The dry run as the API answers it, through the signed-in page's session. */
const previewOf = async () => (await (await page.request.get('/api/admin/auto-delete/preview')).json()) as AutoDeleteOutcome;

describe('admin auto-delete, gallery and assets', () => {
  it('an admin switches on the stale-pending rule, previews the demo’s old pending imports, runs it and sees them logged and gone', async () => {
    await page.goto('/admin/auto-delete');
    const card = page.getByRole('group', { name: 'Stale pending videos' });
    await expect.poll(() => page.getByRole('switch', { name: 'Stale pending videos' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Nothing has been removed yet.').isVisible()).toBe(true);
    await expectAccessible(page);

    // every rule starts off: Run now has nothing to run
    expect(await page.getByRole('button', { name: 'Run now' }).isDisabled()).toBe(true);
    await card.getByLabel('Age in days').fill('7');
    const saveAge = card.getByRole('button', { name: 'Save age' });
    await saveAge.click();
    // saved, not saving: disabled as the age is the saved one, no longer busy
    await expect.poll(async () => [await saveAge.isDisabled(), await saveAge.getAttribute('aria-busy')]).toEqual([true, null]);
    await page.getByRole('switch', { name: 'Stale pending videos' }).click();
    await expect.poll(() => page.getByRole('switch', { name: 'Stale pending videos' }).getAttribute('aria-checked')).toBe('true');

    // the dry run lists the seeded pending imports (added 40 days ago) and changes nothing
    const expected = (await previewOf()).rules.find((r) => r.rule === 'stale-pending-videos');
    expect(expected?.count).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Preview (dry run)' }).click();
    const listed = page.getByRole('region', { name: 'Stale pending videos' }).getByRole('listitem');
    await expect.poll(() => listed.count()).toBe(expected?.count);
    expect(await listed.first().innerText()).toBe(expected?.items[0].label);
    expect((await previewOf()).total).toBe(expected?.count);

    // run for real, after the confirmation states the counts
    await page.getByRole('button', { name: 'Run now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run auto-delete now?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain(`${expected?.count} stale pending videos`);
    await dialog.getByRole('button', { name: 'Run now' }).click();
    await expect.poll(() => page.getByRole('cell', { name: expected?.items[0].label ?? '' }).isVisible()).toBe(true);
    expect((await previewOf()).total).toBe(0);
    const gone = await page.request.get(`/api/videos/${expected?.items[0].targetId}`);
    expect(gone.status()).toBe(404);
  });

  it('the gallery and assets pages load their lists and pass the accessibility checks', async () => {
    await page.goto('/admin/gallery');
    await expect.poll(() => page.getByRole('button', { name: /^View / }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    const viewer = page.getByRole('dialog');
    await expect.poll(() => viewer.getByRole('button', { name: 'Delete' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await viewer.getByRole('button', { name: 'Close' }).click();

    await page.goto('/admin/assets');
    await expect.poll(() => page.getByRole('heading', { name: 'Total storage' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('checkbox', { name: /^Select all files/ }).isVisible()).toBe(true);
    await expectAccessible(page);
  });
});
