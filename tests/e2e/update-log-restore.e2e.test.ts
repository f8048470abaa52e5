import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { type E2eServer, e2eSuite } from './harness';
import { signedInAdmin } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
beforeAll(() => {
  ({ server, browser } = suite);
});

const CHANGED_SINCE = 'This field has changed since. Restore is only possible from its latest version.';

/** Opens the diff of the `nth` change (newest first) of the list, waiting for the list to hold `rows` of them. */
async function openChange(page: Page, label: string, nth: number, rows: number) {
  const diffs = page.getByRole('button', { name: `Diff: ${label}` });
  await expect.poll(() => diffs.count()).toBe(rows);
  await diffs.nth(nth).click();
  await page.getByRole('dialog', { name: label }).waitFor();
}

describe('restoring a version from the update log', () => {
  it('an admin puts an overwritten bio back, sees it on the profile, and is refused a stale restore', { timeout: 180_000 }, async () => {
    const { context, page } = await signedInAdmin(browser, server);
    const found = await (await page.request.get('/api/admin/clients?q=Whitfield')).json();
    const { id, slug } = found.items[0] as { id: number; slug: string };
    for (const narrativeBio of ['Version one of the bio, the one to keep.', 'Version two, written over it by mistake.']) {
      expect((await page.request.patch(`/api/admin/clients/${id}`, { data: { narrativeBio } })).status()).toBe(200);
    }

    const label = 'Bio of Marcus Whitfield';
    await page.goto(`/admin/update-log?clientId=${id}&field=narrativeBio`);
    await openChange(page, label, 0, 2);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Restore this version' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
    await confirm.getByRole('region', { name: 'The version to restore' }).getByText('Version one of the bio, the one to keep.').waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    await expectToast(page, 'Version restored', label);
    // the restore is a change of its own, newest first
    await openChange(page, label, 0, 3);
    await page.getByRole('button', { name: 'Close' }).click();

    await page.goto(`/profile/${slug}`);
    await page.locator('#about').getByText('Version one of the bio, the one to keep.').waitFor();
    expect(await page.getByText('Version two, written over it by mistake.').count()).toBe(0);

    // the change just restored is stale now: its restore is refused in words, and nothing changes
    await page.goto(`/admin/update-log?clientId=${id}&field=narrativeBio`);
    await openChange(page, label, 1, 3);
    await page.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: CHANGED_SINCE }).waitFor();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Restore this version' }).waitFor();
    expect((await (await page.request.get(`/api/admin/clients/${id}`)).json()).narrativeBio).toBe('Version one of the bio, the one to keep.');
    await context.close();
  });
});
