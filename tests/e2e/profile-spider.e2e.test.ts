import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';

/** A tiny site the demo client's links point at: /ok… answers 200, anything else 404. */
let site: Server;
let siteBase: string;
beforeAll(async () => {
  site = createServer((req, res) => res.writeHead(req.url?.startsWith('/ok') ? 200 : 404).end());
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
});
const suite = e2eSuite(() => ({ env: { OUTBOUND_ALLOWED_PRIVATE_HOSTS: siteBase.replace('http://', '') } }));

describe('profile spider', () => {
  it('an admin runs the spider over a chosen client, watches it finish, and reads the dead link in the report', async () => {
    const admin = account(suite.server, 'admin');
    const guest = account(suite.server, 'guest');
    const context = await newContext(suite.browser, suite.server);
    const page = await context.newPage();
    await signIn(page, admin, '/admin');

    // give the guest's client one working and one dead link, through the profile-editing API as the admin
    const status = await page.evaluate(
      async ({ slug, base }) => {
        const client = await (await fetch(`/api/clients/${slug}`)).json();
        const res = await fetch(`/api/clients/${client.id}/profile`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ websiteUrl: `${base}/ok/home`, bookUrl: `${base}/gone-book` }),
        });
        return res.status;
      },
      { slug: guest.clientSlug!, base: siteBase },
    );
    expect(status).toBe(200);

    await page.goto('/admin/profile-spider');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Profile Spider' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No runs yet.').first().isVisible()).toBe(true);
    await expectAccessible(page);

    await page.getByLabel('Chosen clients').check();
    await page.getByLabel('Add a client').fill(guest.name);
    await expect.poll(() => page.getByRole('list', { name: 'Chosen clients' }).getByText(guest.name).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Run profile spider' }).click();

    const bar = page.getByRole('progressbar');
    await expect.poll(() => bar.getAttribute('aria-valuetext'), { timeout: 30_000 }).toBe('1 of 1 clients');
    await expect.poll(() => page.getByText('Finished').first().isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await bar.getAttribute('aria-valuenow')).toBe('1');

    await page.getByRole('button', { name: /^Dead links/ }).click();
    await page.waitForURL(/kind=dead-link/);
    const table = page.getByRole('table');
    await expect.poll(() => table.getByText(`${siteBase}/gone-book`).isVisible()).toBe(true);
    expect(await table.getByText(`${siteBase}/ok/home`).count()).toBe(0);
    expect(await table.getByRole('link', { name: guest.name }).first().getAttribute('href')).toBe(`/profile/${guest.clientSlug}`);
    await expectAccessible(page);
    await context.close();
  });
});
