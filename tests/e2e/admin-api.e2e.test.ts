import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { type E2eServer, e2eSuite } from './harness';
import { signedInAdmin } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

describe('/admin/api and /admin/docs', () => {
  it('an admin makes a key that reads profiles only, reads the reference, and revokes the key', { timeout: 240_000 }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    await page.goto('/admin/api');
    await page.getByRole('heading', { level: 1, name: 'API' }).waitFor();
    await page.getByText('No keys yet.', { exact: false }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'New key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name (who uses it)').fill('Partner website');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const keyField = dialog.getByLabel('API key');
    await keyField.waitFor();
    const key = await keyField.inputValue();
    expect(key).toMatch(/^pdm_/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Partner website' });
    await row.getByText('Active').waitFor();

    const bearer = { authorization: `Bearer ${key}` };
    const profiles = await page.request.get('/api/v1/profiles?limit=3', { headers: bearer });
    expect(profiles.status()).toBe(200);
    expect((await profiles.json()).items.length).toBeGreaterThan(0);
    expect((await page.request.get('/api/v1/key-facts', { headers: bearer })).status()).toBe(403);

    await page.goto('/admin/docs');
    await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    const reference = page.frameLocator('iframe[title="API reference"]');
    await reference.getByText('Podium public API').first().waitFor({ timeout: 30_000 });
    await reference.getByText('/api/v1/profiles').first().waitFor();
    await expectAccessible(page);

    await page.goto('/admin/api');
    await page.getByRole('button', { name: 'Revoke Partner website' }).click();
    await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor();
    await expectToast(page, 'Key revoked', "Partner website's key stopped working.");
    expect((await page.request.get('/api/v1/profiles', { headers: bearer })).status()).toBe(401);
    await context.close();
  });
});
