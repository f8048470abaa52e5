import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '@shared/api/account/auth';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { landingOf } from './signin';

const suite = e2eSuite();
/** Where the flow's screenshot goes (the note shows it). */

/** An instant `days` from now at 15:00 UTC. */
const daysAhead = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T15:00:00.000Z`;

describe("a team member's inbox in the client panel", () => {
  it("shows a host's request on the client's Bookings page on a phone; holding a time there sends the host a link that shows the hold", {
    timeout: 180_000,
  }, async () => {
    const stamp = Date.now();
    const show = `The Team Inbox Show ${stamp}`;
    const hostEmail = `team-inbox-host-${stamp}@example.com`;
    const team = account(suite.server, 'team');
    const links = () =>
      [...suite.server.logs().matchAll(new RegExp(`"to":"${hostEmail.replace(/[.]/g, '\\.')}","link":"([^"]*/requests/[^"]*)"`, 'g'))].map((m) => m[1]!);

    // the team member signs in on a phone and lands on their client's profile
    const context = await newContext(suite.browser, suite.server, 390);
    const page = await context.newPage();
    const login = await page.request.post('/api/auth/login', { data: { email: team.email, password: team.password } });
    expect(login.ok()).toBe(true);
    const { clientId } = (await login.json()) as LoginResponse;

    // a host asks for that client and confirms the request through the mailed link
    const host = await newContext(suite.browser, suite.server, 390);
    const sent = await host.request.post('/api/booking-requests', {
      data: {
        clientId,
        hostName: 'Tara Host',
        hostEmail,
        showName: show,
        showUrl: 'https://team-inbox-show.example.com/feed',
        topic: 'Leading a remote team',
        slots: [daysAhead(12), daysAhead(13)],
        timeZone: 'UTC',
        format: 'audio',
        setting: 'remote',
      },
    });
    expect(sent.status()).toBe(202);
    await expect.poll(() => links().length).toBe(1);
    const token = links()[0]!.split('/requests/')[1]!;
    expect((await host.request.post(`/api/requests/${token}/confirm`)).ok()).toBe(true);

    // the client panel leads to the Bookings page, and so does the agency's mail about the request (its link is the console's inbox)
    await page.goto(landingOf(team));
    expect(await page.getByRole('link', { name: 'MY BOOKINGS' }).getAttribute('href')).toBe(`/profile/${team.clientSlug}/bookings`);
    const teamMail = () => new RegExp(`"to":"${team.email.replace(/[.]/g, '\\.')}","link":"([^"]*/admin/booking-requests)"`).exec(suite.server.logs())?.[1];
    await expect.poll(teamMail).toBeTruthy();
    await page.goto(teamMail()!);
    await page.waitForURL(`**/profile/${team.clientSlug}/bookings`);
    const requests = page.getByRole('list', { name: /Requests from hosts/ });
    const row = requests.getByRole('listitem').filter({ hasText: show });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toMatch(/From Tara Host.*Requested.*Received/);
    await expectAccessible(page);

    // the desk opens on the phone; holding the first time answers the host
    await row.getByRole('button', { name: `Open the request from Tara Host for ${show}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(show) });
    await expect.poll(() => dialog.getByRole('button', { name: 'Hold this time' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Hold this time' }).click();
    await expect.poll(() => dialog.getByText(/is held until .*, waiting for the host to confirm/).isVisible()).toBe(true);
    // once the dialog is closed, the list shows the request still open, now held, and the pipeline has the hold
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => row.textContent()).toMatch(/Held/);
    await expect.poll(() => page.getByRole('list', { name: /^Held/ }).getByRole('heading', { level: 4, name: show, exact: true }).count()).toBe(1);

    // the team member's own inbox, for every guest they work with, lists it too
    await page.goto(`/profile/${team.clientSlug}/booking-requests`);
    await expect.poll(() => page.getByRole('heading', { name: 'Booking Requests' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(show).first().isVisible()).toBe(true);
    await expectAccessible(page);

    // the host's newly mailed link shows the hold waiting for them
    await expect.poll(() => links().length).toBe(2);
    const hostPage = await host.newPage();
    await hostPage.goto(links()[1]!);
    await expect.poll(() => hostPage.getByText(/is held for you until .*Please confirm it below\./).isVisible()).toBe(true);
    await expect.poll(() => hostPage.getByRole('button', { name: 'Confirm this time' }).isVisible()).toBe(true);
    await expectAccessible(hostPage);
    await host.close();
    await context.close();
  });
});
