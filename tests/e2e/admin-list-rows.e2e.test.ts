import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImageAuditClient } from '@shared/api/directory/images/image-audit';
import { expectAccessible } from './axe';
import { expectFitsWidth } from './fits-width';
import { type E2eServer, e2eSuite } from './harness';
import { signedInAdmin } from './signin';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

/** A control's top edge on the page. */
const topOf = async (control: Locator) => Math.round((await control.boundingBox())!.y);

/** A state-changing request from the page, as the app sends it (same origin). */
const patch = (page: Page, url: string, data: unknown) => page.request.patch(url, { data, headers: { origin: server.baseUrl } });

describe('the console’s lists: a row’s thumbnail and the filters’ row', () => {
  it('image auditor: a row with a record id keeps a full-size thumbnail', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    const withPhoto: { items: ImageAuditClient[] } = await (await page.request.get('/api/admin/image-audit/clients?state=present&pageSize=10')).json();
    const client = withPhoto.items[0]!;
    const detail = await (await page.request.get(`/api/admin/clients?q=${encodeURIComponent(client.slug)}`)).json();
    const id = detail.items.find((c: { slug: string }) => c.slug === client.slug).id;
    expect((await patch(page, `/api/admin/clients/${id}`, { recordid: 'recThumbnailRow01' })).status()).toBe(200);

    await page.goto(`/admin/image-auditor?q=${encodeURIComponent(client.name)}`);
    // the row of the client with a record id (its column is the first a laptop's width hides)
    const row = page.getByRole('row').filter({ hasText: client.name });
    const thumbnail = row.locator('img').first();
    await thumbnail.waitFor();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await thumbnail.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(48);
    expect(box.height).toBeGreaterThanOrEqual(48);
    await expectAccessible(page);
    await context.close();
  });

  it('Admin Directory: the search and the three filters sit in one row at 1280 px, and wrap within a phone’s width', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    await page.goto('/admin/directory');
    await page.getByRole('heading', { level: 1, name: 'Admin Directory' }).waitFor();
    const controls = [
      page.getByRole('searchbox', { name: 'Search profiles' }),
      page.getByLabel('Status'),
      page.getByLabel('Featured'),
      page.getByLabel('Category'),
    ];
    // the categories fill in their select after the list
    await expect.poll(async () => (await page.getByLabel('Category').locator('option').count()) > 1).toBe(true);
    const tops = await Promise.all(controls.map(topOf));
    expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Admin Directory' }).waitFor();
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expectFitsWidth(page);
    await expectAccessible(page);
    await context.close();
  });
});
