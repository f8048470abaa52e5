import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { signIn } from './signin';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

describe('/admin/database', () => {
  it('the owner sees the tables, downloads a CSV and a backup, and opens users with its password column marked hidden', { timeout: 180_000 }, async () => {
    const context = await newContext(suite.browser, server);
    const page = await context.newPage();
    const owner = account(server, 'owner');
    await signIn(page, owner, '/admin/database');
    await page.getByRole('heading', { level: 1, name: 'Database' }).waitFor();
    await page.getByText('PGlite (embedded, in DATA_DIR)').waitFor();
    const usersRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'users', exact: true }) });
    await usersRow.waitFor();
    await expectAccessible(page);

    const csvHref = await usersRow.getByRole('link', { name: 'Download users as CSV' }).getAttribute('href');
    expect(csvHref).toBe('/api/admin/database/tables/users.csv');
    const csv = await page.request.get(csvHref as string);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain(owner.email);
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('$argon2');
    const backup = await page.request.get('/api/admin/database/backup');
    expect(backup.status()).toBe(200);
    expect(backup.headers()['content-type']).toBe('application/gzip');

    await usersRow.getByRole('link', { name: 'View users' }).click();
    await page.waitForURL('**/admin/database/users');
    await page.getByRole('heading', { level: 1, name: 'users' }).waitFor();
    const header = page.getByRole('columnheader', { name: /password_hash/ });
    expect(await header.innerText()).toMatch(/password_hash\s*hidden/i);
    const ownerRow = page.getByRole('row').filter({ hasText: owner.email });
    await ownerRow.waitFor();
    expect(await page.content()).not.toContain('$argon2');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'All tables' }).click();
    await page.getByRole('heading', { level: 1, name: 'Database' }).waitFor();
    await context.close();
  });
});
