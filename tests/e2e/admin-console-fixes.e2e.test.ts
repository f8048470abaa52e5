import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '../../src/shared/api/operations/admin';
import type { ImageAuditClient } from '../../src/shared/api/directory/images/image-audit';
import { openApiReference } from './api-reference';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite } from './harness';
import { visitProfileSignedOut } from './profile-visit';
import { signedInAdmin, signedInGuest } from './signin';
import { expectFitsWidth } from './fits-width';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

/** A control's top edge on the page. */
const topOf = async (control: Locator) => Math.round((await control.boundingBox())!.y);

/** A state-changing request from the page, as the app sends it (same origin). */
const patch = (page: Page, url: string, data: unknown) => page.request.patch(url, { data, headers: { origin: server.baseUrl } });

describe('the admin console’s smaller fixes', () => {
  it('the dashboard’s cards open their lists with the filter applied, and the list counts what the card counted', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    const overview: AdminOverview = await (await page.request.get('/api/admin/overview')).json();
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: /^Videos pending approval/ }).click();
    await page.waitForURL('**/admin/videos?status=pending');
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('pending');
    const pending = await (await page.request.get('/api/admin/videos?status=pending')).json();
    expect(pending.total).toBe(overview.videosPendingApproval);

    await page.goto('/admin');
    await page.getByRole('link', { name: /^Featured/ }).click();
    await page.waitForURL('**/admin/directory?status=all&featured=true');
    await expect.poll(() => page.getByLabel('Featured').inputValue()).toBe('true');
    expect(await page.getByLabel('Status').inputValue()).toBe('all');
    const featured = await (await page.request.get('/api/admin/clients?status=all&featured=true')).json();
    expect(featured.total).toBe(overview.featuredClients);

    await page.goto('/admin');
    await page.getByRole('link', { name: /^Accounts/ }).click();
    await page.waitForURL('**/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await context.close();
  });

  it('Top pages lists the visitors’ pages, profile views included, apart from the staff’s /admin visits', { timeout: 180_000 }, async () => {
    const slug = account(server, 'guest').clientSlug as string;
    // a visitor signed out opens a profile: a view, counted by the server
    expect(await visitProfileSignedOut(suite.browser, server, slug)).toBe(202);
    // a guest browses the site
    const { context: guestContext, page: guestPage } = await signedInGuest(suite.browser, server);
    await guestPage.goto('/all-podcasts');
    await guestPage.getByRole('heading', { level: 1 }).first().waitFor();
    await guestContext.close();

    const { context, page } = await signedInAdmin(suite.browser, server);
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.goto('/admin/activity-dashboard');
    const visitors = page.getByRole('list', { name: 'Visitors' });
    const staff = page.getByRole('list', { name: 'Staff' });
    await visitors.getByText(`/profile/${slug}`, { exact: true }).waitFor();
    await visitors.getByText('/all-podcasts', { exact: true }).waitFor();
    await staff.getByText('/admin/users', { exact: true }).waitFor();
    expect(await visitors.getByText(/^\/admin/).count()).toBe(0);
    expect(await staff.getByText(/^\/profile/).count()).toBe(0);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await staff.getByText('/admin/users', { exact: true }).waitFor();
    await expectFitsWidth(page);
    await expectAccessible(page);
    await context.close();
  });

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
    const controls = [page.getByRole('searchbox', { name: 'Search profiles' }), page.getByLabel('Status'), page.getByLabel('Featured'), page.getByLabel('Category')];
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

  it('/admin/docs: an operation’s curl sample is a whole request to this server with the bearer key', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    const frame = await openApiReference(page);
    // the reference draws an operation's samples as they come into view: scroll down to the first
    const box = (await page.locator('iframe[title="API reference"]').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const sample = frame.locator('pre, code').filter({ hasText: "curl '" }).filter({ visible: true }).first();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 400);
        return sample.count();
      })
      .toBeGreaterThan(0);
    const text = await sample.innerText();
    expect(text).toContain(`curl '${server.baseUrl}/api/v1/profiles`);
    expect(text).toContain("--header 'Authorization: Bearer");
    await expectAccessible(page);
    await context.close();
  });
});
