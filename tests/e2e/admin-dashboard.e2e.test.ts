import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '@shared/api/operations/admin';
import { expectAccessible } from './axe';
import { expectFitsWidth } from './fits-width';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { visitProfileSignedOut } from './profile-visit';
import { signedInAdmin, signedInGuest, signIn } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

describe('the console’s dashboard, top pages, the admin bar and test mode', () => {
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

  it('home: a signed-in admin sees the admin bar without Database and Sync, and no Sign in after hydration', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    await page.goto('/');
    const shortcuts = page.getByRole('navigation', { name: 'Admin shortcuts' });
    await shortcuts.getByRole('link', { name: 'Gallery' }).waitFor();
    expect(await shortcuts.getByRole('link', { name: 'Database' }).count()).toBe(0);
    expect(await shortcuts.getByRole('link', { name: 'Sync' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Admin Login' }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it('home: the owner sees Database and Sync in the admin bar', { timeout: 120_000 }, async () => {
    const context = await newContext(suite.browser, server);
    const page = await context.newPage();
    await signIn(page, account(server, 'owner'), '/');
    const shortcuts = page.getByRole('navigation', { name: 'Admin shortcuts' });
    await shortcuts.getByRole('link', { name: 'Database' }).waitFor();
    await shortcuts.getByRole('link', { name: 'Sync' }).waitFor();
    await context.close();
  });

  it('Test Mode: toggling it says so in a toast', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, server);
    await page.goto('/admin/test');
    const toggle = page.getByRole('switch', { name: /Test mode is/ });
    const was = await toggle.getAttribute('aria-checked');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).not.toBe(was);
    await expectToast(page, was === 'true' ? 'Test mode off' : 'Test mode on');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(was);
    await expectToast(page, was === 'true' ? 'Test mode on' : 'Test mode off');
    await context.close();
  });
});
