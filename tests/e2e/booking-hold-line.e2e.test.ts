import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { confirmedRequest, guestBookingsWithRecording, hostLinksTo, openDesk } from './desk-booking';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';

/** The file the server's clock reads how far ahead it runs (see clock-ahead.mjs). */
const clockFile = join(mkdtempSync(join(tmpdir(), 'podium-clock-')), 'ahead');
writeFileSync(clockFile, '0');
const suite = e2eSuite({
  env: {
    BOOKING_HOLDS_INTERVAL_SECONDS: '1',
    NODE_OPTIONS: `--import ${pathToFileURL(join(import.meta.dirname, 'clock-ahead.mjs')).href}`,
    PODIUM_CLOCK_AHEAD_FILE: clockFile,
  },
});
const HOUR_MS = 3_600_000;

/** A time `days` ahead at 07:15 UTC, a quiet hour in the demo guest's calendar. */
const daysAhead = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T07:15:00.000Z`;

describe('holds, reconfirmation and cancellation', () => {
  it('puts a second show in line behind a first hold; the agency challenges, the first lets it lapse, the second moves up and confirms; both sides reconfirm', async () => {
    const guest = account(suite.server, 'guest');
    const agency = await newContext(suite.browser, suite.server);
    const inbox = await agency.newPage();
    await signIn(inbox, account(suite.server, 'admin'), '/admin');
    const profile = await (await inbox.request.get(`/api/clients/${guest.clientSlug}`)).json();
    const slot = daysAhead(40);
    const first = { show: 'First in Line Radio', host: 'first.host@example.com' };
    const second = { show: 'Second in Line Podcast', host: 'second.host@example.com' };
    await confirmedRequest(suite, profile.id, first.show, first.host, [slot, daysAhead(41)]);
    await confirmedRequest(suite, profile.id, second.show, second.host, [slot, daysAhead(42)]);

    // the agency holds the time for the first show
    let desk = await openDesk(inbox, first.show);
    await desk.getByRole('button', { name: 'Hold this time' }).click();
    await expect.poll(() => desk.getByText(/waiting for the host to confirm/).isVisible()).toBe(true);
    await inbox.keyboard.press('Escape');

    // the second show asks for the same time: the desk says it is held first, and holding it puts the show in line
    desk = await openDesk(inbox, second.show);
    await expect.poll(() => desk.getByText(`${first.show} holds this time first`, { exact: false }).isVisible()).toBe(true);
    await desk.getByRole('button', { name: 'Hold this time' }).click();
    await expect.poll(() => desk.getByText(/is held first for another show: this one is second in line\./).isVisible()).toBe(true);
    await expect.poll(() => hostLinksTo(suite, second.host).length).toBe(2);
    await expectAccessible(inbox);
    if (process.env.SCREENSHOTS === '1') {
      await inbox.setViewportSize({ width: 1280, height: 1300 });
      await desk.evaluate((dialog) => dialog.scrollTo(0, 0));
      await desk.screenshot({ path: 'docs/screenshots/hold-line-desk.png' });
    }

    // it challenges the first hold: the first show's host is mailed the deadline
    await desk.getByRole('button', { name: 'Challenge the first hold' }).click();
    await expect.poll(() => desk.getByText(`${first.show}’s host has until`, { exact: false }).isVisible()).toBe(true);
    await expect.poll(() => hostLinksTo(suite, first.host).length).toBe(3);
    const firstHost = await newContext(suite.browser, suite.server, 390);
    const firstPage = await firstHost.newPage();
    await firstPage.goto(hostLinksTo(suite, first.host)[2]!);
    await expect.poll(() => firstPage.getByText(/Another show has asked for it: please confirm it or release it by /).isVisible()).toBe(true);
    expect(await firstPage.getByRole('button', { name: 'Release this time' }).isVisible()).toBe(true);
    await expectAccessible(firstPage);
    await firstHost.close();

    // the first host lets the deadline pass: two days on, the holds' clock moves the second show up and mails its host
    writeFileSync(clockFile, String(49 * HOUR_MS));
    await expect.poll(() => hostLinksTo(suite, second.host).length, { timeout: 20_000 }).toBe(3);
    const secondHost = await newContext(suite.browser, suite.server, 390);
    const secondPage = await secondHost.newPage();
    await secondPage.goto(hostLinksTo(suite, second.host)[2]!);
    await expect.poll(() => secondPage.getByRole('button', { name: 'Confirm this time' }).isVisible()).toBe(true);
    await secondPage.getByRole('button', { name: 'Confirm this time' }).click();
    await expect.poll(() => secondPage.getByText(/^Confirmed for /).isVisible()).toBe(true);

    // 60 hours before the recording, both sides are asked to reconfirm: the host with a fresh link, the guest on their Bookings page
    writeFileSync(clockFile, String(Date.parse(slot) - 60 * HOUR_MS - Date.now()));
    await expect.poll(() => hostLinksTo(suite, second.host).length, { timeout: 20_000 }).toBe(4);
    await secondPage.goto(hostLinksTo(suite, second.host)[3]!);
    await secondPage.getByRole('button', { name: 'Yes, it still stands' }).click();
    await expect.poll(() => secondPage.getByText(/You reconfirmed it\.$/).isVisible()).toBe(true);
    await expectAccessible(secondPage);
    await secondHost.close();
    const guestSide = await newContext(suite.browser, suite.server, 390);
    const bookingsPage = await guestSide.newPage();
    await signIn(bookingsPage, guest, `/profile/${guest.clientSlug}/bookings`);
    await bookingsPage.getByRole('button', { name: `Reconfirm: ${second.show}` }).click();
    await expect.poll(() => bookingsPage.getByText('You reconfirmed this recording. The host has reconfirmed.').isVisible()).toBe(true);
    await expectAccessible(bookingsPage);
    await guestSide.close();

    // the desk shows the first hold ran out, and the recording reconfirmed by both (days on, the agency signs in again)
    await agency.clearCookies();
    await signIn(inbox, account(suite.server, 'admin'), '/admin/booking-requests');
    await inbox.getByLabel('Stage', { exact: true }).selectOption({ label: 'Expired' });
    const lapsed = inbox.getByRole('row').filter({ hasText: first.show });
    await expect.poll(() => lapsed.count()).toBe(1);
    await inbox.getByLabel('Stage', { exact: true }).selectOption({ label: 'Confirmed' });
    const booked = inbox.getByRole('row').filter({ hasText: second.show });
    await booked.getByRole('button', { name: /Open the request of / }).click();
    await expect
      .poll(() =>
        inbox
          .getByRole('dialog')
          .getByText(/Reconfirmed by the host and the guest\.$/)
          .isVisible(),
      )
      .toBe(true);
    await agency.close();
  });

  it('lets the guest cancel a confirmed recording on their Bookings page with a reason, which the host’s link then shows', async () => {
    // the server's clock back to today (the flow before moved it on)
    writeFileSync(clockFile, '0');
    const show = 'Cancelled Hour';
    const hostEmail = 'cancel.host@example.com';
    const { context, page } = await guestBookingsWithRecording(suite, show, hostEmail);
    await page.getByRole('button', { name: `Cancel the recording: ${show}` }).click();
    await page.getByLabel(/Why cancel\? The host and the agency read this/).fill('A family matter came up.');
    await page.getByRole('button', { name: `Cancel the recording: ${show}` }).click();
    const cancelled = page
      .getByRole('region', { name: /^Cancelled/ })
      .getByRole('listitem')
      .filter({ hasText: show });
    await expect.poll(() => cancelled.count()).toBe(1);
    await expectAccessible(page);
    await context.close();

    const host = await newContext(suite.browser, suite.server, 390);
    const hostPage = await host.newPage();
    await hostPage.goto(hostLinksTo(suite, hostEmail).at(-1)!);
    await expect.poll(() => hostPage.getByText(/cancelled their booking on Cancelled Hour/).isVisible()).toBe(true);
    expect(await hostPage.getByText('A family matter came up.').isVisible()).toBe(true);
    await host.close();
  });

  it('lets the guest propose a new time on their Bookings page, which the host accepts through the mailed link', async () => {
    writeFileSync(clockFile, '0');
    const show = 'Moved Hour';
    const hostEmail = 'moved.host@example.com';
    const { context, page } = await guestBookingsWithRecording(suite, show, hostEmail);
    const card = page.getByRole('listitem').filter({ hasText: show });
    await card.getByRole('button', { name: 'Propose a new time' }).click();
    // the guest's browser reads UTC: a wall time 45 days ahead at 16:00
    const day = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    await card.getByLabel(/^New time/).fill(`${day}T16:00`);
    await card.getByRole('button', { name: 'Propose this time' }).click();
    await expect.poll(() => card.getByText(/waits for the other side’s answer/).isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();

    await expect.poll(() => hostLinksTo(suite, hostEmail).length).toBe(3);
    const host = await newContext(suite.browser, suite.server, 390);
    const hostPage = await host.newPage();
    await hostPage.goto(hostLinksTo(suite, hostEmail)[2]!);
    await hostPage.getByRole('button', { name: 'Accept the new time' }).click();
    await expect.poll(() => hostPage.getByText(/^Confirmed for .*17:00|^Confirmed for .*5:00 PM/).isVisible()).toBe(true);
    await expectAccessible(hostPage);
    await host.close();
    // every party's calendar moves: the updated invitations went out
    expect(suite.server.logs()).toMatch(new RegExp(`"to":"${hostEmail.replace('.', '\\.')}"[^\\n]*Updated invitation: `));
  });
});
