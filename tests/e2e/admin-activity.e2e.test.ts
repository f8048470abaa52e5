import { beforeAll, describe, expect, it } from 'vitest';
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

describe('/admin/activity-dashboard', () => {
  it('counts a visitor’s profile view for the guest’s bookings page and the admin’s charts; the admin changes the dates', { timeout: 180_000 }, async () => {
    const slug = account(server, 'guest').clientSlug as string;

    // a visitor opens the guest's profile: one view, counted by the server
    expect(await visitProfileSignedOut(suite.browser, server, slug)).toBe(202);

    // the guest sees it on their bookings page (their own visit is not counted)
    const { context: guestContext, page: guestPage } = await signedInGuest(suite.browser, server);
    await guestPage.goto(`/profile/${slug}/bookings`);
    const card = guestPage
      .locator('section, div')
      .filter({ has: guestPage.getByRole('heading', { name: 'Your profile in the last 30 days' }) })
      .last();
    await card.getByText('Profile views').waitFor();
    await expect.poll(async () => Number((await card.locator('dd span').first().innerText()).trim())).toBeGreaterThanOrEqual(1);
    await expectAccessible(guestPage);
    await guestContext.close();

    // an admin browses, then reads the dashboard
    const { context, page } = await signedInAdmin(suite.browser, server);
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.goto(`/profile/${slug}`);
    await page.goto('/admin/activity-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    const tile = (label: string) =>
      page
        .locator('dl > div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await tile('Sign-ins').waitFor();
    expect(Number(await tile('Sign-ins').innerText())).toBeGreaterThanOrEqual(2);
    expect(Number(await tile('Profile views').innerText())).toBeGreaterThanOrEqual(1);
    expect(Number(await tile('Active users').innerText())).toBeGreaterThanOrEqual(1);
    for (const heading of ['Active users per day', 'Sign-ins per day', 'Top pages', 'Profile views per client', 'One-sheet downloads per client']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await page.locator('svg.recharts-surface').first().waitFor();
    expect(await page.locator('svg.recharts-surface').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByRole('table', { name: 'Profile views per client' }).innerText()).toContain('Views');
    await expectAccessible(page);

    // a preset, then dates of long ago (empty), then the wrong way round
    await page.getByRole('button', { name: '7 days' }).click();
    await page.waitForURL(/from=\d{4}-\d{2}-\d{2}&to=/);
    // the address changes before the page draws the new range
    await expect.poll(() => page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('From').fill('2001-01-01');
    await page.getByLabel('To', { exact: true }).fill('2001-01-31');
    await page.waitForURL(/from=2001-01-01&to=2001-01-31/);
    await expect.poll(() => page.getByText('No activity in these dates').count()).toBe(6);
    await page.getByLabel('From').fill('2001-02-10');
    await page.getByRole('alert').filter({ hasText: 'The from date must be on or before the to date' }).waitFor();

    // on a phone, nothing is wider than the screen
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/activity-dashboard');
    await page.locator('svg.recharts-surface').first().waitFor();
    await expectFitsWidth(page);
    await context.close();
  });
});
