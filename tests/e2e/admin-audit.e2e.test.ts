import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { expectPlainRows } from './plain-rows';
import { signedInAdmin, signIn } from './signin';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

describe('/admin/audit', () => {
  it('the owner finds an audited write by its action, reads its before and after, and exports it; an admin finds no such page', {
    timeout: 180_000,
  }, async () => {
    const context = await newContext(suite.browser, server);
    const page = await context.newPage();
    const owner = account(server, 'owner');
    await signIn(page, owner, '/admin');
    const pagePath = '/admin/auto-delete';
    expect((await page.request.put('/api/admin/page-access', { data: { pagePath, visible: false } })).status()).toBe(200);

    await page.goto('/admin/audit');
    await page.getByRole('heading', { level: 1, name: 'Audit' }).waitFor();
    await page.getByLabel('Action').selectOption('page-access.update');
    await page.waitForURL('**/admin/audit?action=page-access.update');
    const row = page.getByRole('row').filter({ hasText: `page ${pagePath}` });
    await row.waitFor();
    expect(await row.innerText()).toContain(owner.email);
    await expectAccessible(page);

    await row.getByRole('button', { name: /^Details/ }).click();
    const dialog = page.getByRole('dialog');
    const change = dialog.getByRole('row').filter({ hasText: 'Visible' });
    await change.waitFor();
    expect((await change.innerText()).split(/\s+/)).toEqual(['Visible', 'changed', 'Yes', 'No']);
    await dialog.getByText('Raw record').click();
    expect(await dialog.locator('pre').innerText()).toContain('"action": "page-access.update"');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: /^Details/ }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toBe('/api/admin/audit.csv?action=page-access.update');
    const csv = await page.request.get(href as string);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toContain(`,${owner.email},,page-access.update,page,${pagePath},"{""after"":{""visible"":false},""before"":{""visible"":true}}"`);

    // every row of the whole log reads as words: no stored field names, job keys or JSON
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.search.includes('action='));
    await expectPlainRows(page);
    await context.close();

    const { context: adminContext, page: adminPage } = await signedInAdmin(suite.browser, server);
    await adminPage.goto('/admin/audit');
    await adminPage.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect((await adminPage.request.get('/api/admin/audit')).status()).toBe(403);
    await adminContext.close();
  });
});
