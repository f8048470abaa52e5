import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { sidebar } from './shell';
import { signedInGuest, signIn, signInThroughForm } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
let browser: Browser;
beforeAll(() => {
  ({ server, browser } = suite);
});

describe('signing in', () => {
  it('takes the owner to /admin with the owner-only entries, which an admin does not see', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const owner = account(server, 'owner');
    await signInThroughForm(page, owner.email, owner.password);
    await page.waitForURL('**/admin');
    await expect.poll(() => page.getByRole('heading', { name: /Welcome back/ }).isVisible()).toBe(true);
    await sidebar(page).getByRole('button', { name: 'Settings' }).click();
    for (const entry of ['Audit', 'Database', 'Sync', 'Migrate Files']) {
      await expect.poll(() => sidebar(page).getByRole('link', { name: entry, exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByText('Admin Panel').isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();

    const adminContext = await newContext(browser, server);
    const adminPage = await adminContext.newPage();
    const admin = account(server, 'admin');
    await signIn(adminPage, admin, '/admin');
    await sidebar(adminPage).getByRole('button', { name: 'Settings' }).click();
    await expect.poll(() => sidebar(adminPage).getByRole('link', { name: 'Test Mode' }).isVisible()).toBe(true);
    expect(await sidebar(adminPage).getByRole('link', { name: 'Audit', exact: true }).count()).toBe(0);
    await adminContext.close();
  });

  it('takes a guest to their profile with the client panel', async () => {
    const { context, page } = await signedInGuest(browser, server);
    await expect.poll(() => page.getByText('Client Panel').isVisible()).toBe(true);
    await expect.poll(() => sidebar(page).getByRole('link', { name: 'Bookings' }).isVisible()).toBe(true);
    await expect.poll(() => sidebar(page).getByRole('link', { name: 'Team' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('shows the server message for a wrong password', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    await signInThroughForm(page, account(server, 'team').email, 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid email or password');
    await expectAccessible(page);
    await context.close();
  });
});

describe('password reset', () => {
  it('goes from the request to the mailed link, a new password, and a sign-in with it', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const team = account(server, 'team');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(team.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('If an account exists with this email, a password reset link has been sent. Please check your inbox.');
    await expectAccessible(page);
    const resetLink = () => /"link":"([^"]*reset-password[^"]*)"/.exec(server.logs())?.[1];
    await expect.poll(resetLink).toBeTruthy();
    await page.goto(resetLink()!);
    await expect.poll(() => page.getByLabel('New password').isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByLabel('New password').fill('a-brand-new-secret');
    await page.getByLabel('Confirm password').fill('a-brand-new-secret');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/login', { timeout: 10_000 });
    await signInThroughForm(page, team.email, 'a-brand-new-secret');
    await page.waitForURL(/\/profile\//);
    await context.close();
  });
});

describe('impersonation', () => {
  it('shows the red banner while viewing as a client and returns to /admin/episodes', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const admin = account(server, 'admin');
    const guest = account(server, 'guest');
    await signIn(page, admin, `/profile/${guest.clientSlug}`);
    const clientName = await page.getByRole('heading', { level: 1 }).first().textContent();
    await page.getByRole('button', { name: 'VIEW AS' }).click();
    const banner = page.getByText(`Viewing as ${guest.email}`);
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toBe(`Viewing as ${guest.email} (${clientName}) originally logged in ${admin.email} (${admin.name})`);
    expect(await page.getByRole('button', { name: 'VIEW AS' }).count()).toBe(0);
    expect(await sidebar(page).getByRole('button', { name: 'Logout' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Return to my account' }).click();
    await page.waitForURL('**/admin/episodes');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Episodes' }).isVisible()).toBe(true);
    expect(await page.getByText('Viewing as').count()).toBe(0);
    await expectToast(page, 'Success', 'Returned to your original account');
    await expectAccessible(page);
    await context.close();
  });
});

describe('test mode', () => {
  it('gates the edit pages and their sidebar entries for a guest, switched on /admin/test', async () => {
    const { context: guestContext, page: guestPage } = await signedInGuest(browser, server);
    await guestPage.goto('/edit-profile');
    await expect.poll(() => guestPage.getByRole('heading', { name: 'Page Not Available' }).isVisible()).toBe(true);
    await expect.poll(() => guestPage.getByText('This page is only available when test mode is enabled.').isVisible()).toBe(true);
    await expectAccessible(guestPage);

    const adminContext = await newContext(browser, server);
    const adminPage = await adminContext.newPage();
    const admin = account(server, 'admin');
    await signIn(adminPage, admin, '/admin/test');
    const toggle = adminPage.getByRole('switch');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await expectAccessible(adminPage);

    await guestPage.reload();
    await expect.poll(() => guestPage.getByRole('heading', { name: 'Edit Profile' }).isVisible()).toBe(true);
    await expect.poll(() => sidebar(guestPage).getByRole('link', { name: 'Edit Profile' }).isVisible()).toBe(true);
    await expectAccessible(guestPage);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await Promise.all([guestContext.close(), adminContext.close()]);
  });
});

describe('unknown paths', () => {
  it('show Page Not Found with Go Home and Go Back', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Go Home' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });
});
