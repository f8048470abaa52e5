import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { signIn } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
beforeAll(() => {
  ({ server, browser } = suite);
});

describe('admin directory', () => {
  it('an admin finds a demo client, edits its headline, and the profile shows it', { timeout: 180_000 }, async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const admin = account(server, 'admin');
    await signIn(page, admin, '/admin/directory');
    await page.getByRole('heading', { level: 1, name: 'Admin Directory' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search profiles' }).fill('Whitfield');
    const link = page.getByRole('link', { name: 'Marcus Whitfield', exact: true });
    await link.waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Amara Okafor', exact: true }).count()).toBe(0);
    await expectAccessible(page);

    await link.click();
    await page.waitForURL(/\/admin\/directory\/\d+$/);
    const headline = page.getByLabel('Headline', { exact: true });
    await headline.waitFor();
    await expectAccessible(page);
    await headline.fill('Chief Turnaround Officer');
    await page.getByText('You have unsaved changes.').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved.').waitFor();
    await expectToast(page, 'Profile saved');

    await page.getByRole('link', { name: 'View profile' }).click();
    await page.waitForURL('**/profile/*');
    await page.getByText('Chief Turnaround Officer').first().waitFor();
    await page.reload();
    await page.getByText('Chief Turnaround Officer').first().waitFor();
    await context.close();
  });
});
