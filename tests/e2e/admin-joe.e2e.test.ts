import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { expectPlainRows } from './plain-rows';
import { signIn } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
beforeAll(() => {
  ({ server, browser } = suite);
});

describe('JOE, the admin command palette', () => {
  it('finds a client by name and opens the profile by keyboard, then approves a pending video; the update log shows it', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const admin = account(server, 'admin');
    await signIn(page, admin, '/admin/joe');

    // a demo client, and a pending video of some demo client (read through the API as this admin)
    const { items } = (await (await page.request.get('/api/clients?limit=24')).json()) as { items: { id: number; slug: string; name: string }[] };
    let pending: { id: number; title: string } | undefined;
    for (const client of items) {
      const panel = (await (await page.request.get(`/api/videos/scan-panel/${client.id}`)).json()) as {
        videos: { id: number; title: string; toApprove: number | null }[];
      };
      pending = panel.videos.find((v) => v.toApprove === 1);
      if (pending) break;
    }
    expect(pending).toBeDefined();
    const client = items[0];

    const input = page.getByRole('combobox');
    await expect.poll(() => input.isVisible()).toBe(true);
    await expectAccessible(page);
    await input.fill(client.name);
    const firstClient = page.getByRole('option', { name: new RegExp(client.name) }).first();
    await expect.poll(() => firstClient.isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/profile/${client.slug}`);

    // the pending video, approved from the palette
    await page.goto(`${server.baseUrl}/admin/joe`);
    await page.getByRole('combobox').fill(pending!.title.slice(0, 60));
    const approve = page.getByRole('option', { name: `Approve “${pending!.title}”` });
    await expect.poll(() => approve.isVisible()).toBe(true);
    await approve.click();
    await expect.poll(() => approve.count()).toBe(0);
    await expectToast(page, 'Video Approved', 'Video will now appear on the profile');

    // the approval is in the update log
    // in words, with the stored record one click away, and a dialog that closes with its button
    const label = `Approval of '${pending!.title}'`;
    await page.goto(`${server.baseUrl}/admin/update-log?field=toApprove`);
    await expect.poll(() => page.getByRole('cell', { name: label, exact: true }).isVisible()).toBe(true);
    await expectPlainRows(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: `Diff: ${label}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('changed to').isVisible()).toBe(true);
    await dialog.getByText('Raw record').click();
    expect(await dialog.locator('pre').innerText()).toContain('"field": "toApprove"');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
