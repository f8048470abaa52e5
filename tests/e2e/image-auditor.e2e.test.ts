import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_STATE_LABELS } from '@client/features/directory/images/photo-states';
import { type ImageAuditStats, PHOTO_STATES } from '@shared/api/directory/images/image-audit';
import { expectAccessible } from './axe';
import { type E2eServer, e2eSuite } from './harness';
import { signedInAdmin } from './signin';
import { expectFitsWidth } from './fits-width';

// Airtable left unconfigured whatever the environment holds: the page must say so plainly
const suite = e2eSuite({ env: { AIRTABLE_API_KEY: '', AIRTABLE_BASE_ID: '' } });
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

describe('/admin/image-auditor', () => {
  it('an admin sees the photo states, filters by one (kept in the URL), and finds the retrievals off without Airtable, here and on a profile', {
    timeout: 180_000,
  }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    const stats: ImageAuditStats = await (await page.request.get('/api/admin/image-audit/stats')).json();
    expect(stats.airtableConfigured).toBe(false);

    await page.goto('/admin/image-auditor');
    await page.getByRole('heading', { level: 1, name: 'Image Auditor' }).waitFor();
    const tiles = page.getByRole('group', { name: 'Filter by photo state' });
    await tiles.getByRole('button', { name: `All clients ${stats.total}` }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Airtable is not configured' }).waitFor();
    const firstRow = page.getByRole('row').nth(1);
    await firstRow.waitFor();
    await expectAccessible(page);

    const state = PHOTO_STATES.find((s) => stats.states[s] > 0)!;
    const tile = tiles.getByRole('button', { name: `${PHOTO_STATE_LABELS[state].label} ${stats.states[state]}`, exact: true });
    await tile.click();
    await page.waitForURL(`**/admin/image-auditor?state=${state}`);
    await expect.poll(() => tile.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByLabel('Photo state').inputValue()).toBe(state);
    const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
    await expect.poll(() => rows.count()).toBe(Math.min(stats.states[state], 25));
    await page.reload();
    await expect.poll(() => page.getByLabel('Photo state').inputValue()).toBe(state);

    const row = rows.first();
    const retrieve = row.getByRole('button', { name: /^Retrieve Image for / });
    expect(await retrieve.isDisabled()).toBe(true);
    expect(await row.getByText('Airtable is not configured').count()).toBe(1);
    await expectAccessible(page);

    const name = await row.getByRole('link').innerText();
    await row.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'Airtable', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Retrieve from Airtable' });
    await dialog.getByText('Airtable is not configured').waitFor();
    for (const label of ['Retrieve image', 'Retrieve data', 'Retrieve media images', 'Retrieve talking points', 'Retrieve sample questions']) {
      expect(await dialog.getByRole('button', { name: label }).isDisabled()).toBe(true);
    }
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // a 390 px phone: the page fits its width (the list is cards)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/image-auditor');
    await page.getByRole('list', { name: 'clients and their photos' }).getByRole('listitem').first().waitFor();
    await expectFitsWidth(page);
    await context.close();
  });
});
