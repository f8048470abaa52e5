import { join } from 'node:path';
import ICAL from 'ical.js';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { hostLinksTo } from './desk-booking';
import { expectFitsWidth } from './fits-width';
import { account, e2eSuite } from './harness';
import { signIn } from './signin';
import { noteToastsIn } from './toasts';

/*
 * The booking desk with its three people in three time zones: the agency in New York, the host in
 * London and the guest in Tokyo, each in a browser of their own zone. The host proposes one time in
 * the week before the US clocks change (New York 5 hours behind London) and one just after, while
 * the UK has not changed yet (4 hours behind): each page must give the time on its reader's clock,
 * say which, and give the other party's beside it where the page promises to.
 */

const suite = e2eSuite();

/** Where the flow's screenshots go when SCREENSHOTS=1 (the issue's closing note uses them). */
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/** Saves the viewport (or the whole page) as docs/screenshots/{name}.png when SCREENSHOTS=1. */
async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

const AGENCY_ZONE = 'America/New_York';
const HOST_ZONE = 'Europe/London';
const GUEST_ZONE = 'Asia/Tokyo';
const DAY_MS = 86_400_000;

/** A phone's screen. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * A fresh context (no cookies) whose browser lives in `timezoneId`, at a viewport's size, noting its
 * toasts as harness.ts's newContext does (which has no time zone of its own to give).
 */
async function contextIn(browser: Browser, timezoneId: string, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: suite.server.baseUrl, viewport, timezoneId, locale: 'en-US', bypassCSP: true });
  await noteToastsIn(context);
  return context;
}

/** Text as compared here: any run of spaces (ICU may write a narrow no-break space before AM/PM) as one plain space. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

// --- the expected texts, computed with Intl for the instants (never typed by hand) ---

/** A time as the desk, the host's page and the approval show it, on `zone`'s clock: "Tue, Mar 16, 2027, 9:00 AM". */
const wall = (instant: Date, zone: string) =>
  plain(
    instant.toLocaleString('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
  );
/** The clock time alone on `zone`'s clock: "2:00 PM". */
const clock = (instant: Date, zone: string) => plain(instant.toLocaleTimeString('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }));
/** The weekday on `zone`'s clock: "Tue". */
const weekday = (instant: Date, zone: string) => instant.toLocaleDateString('en-US', { timeZone: zone, weekday: 'short' });
/** The same moment on the host's London clock beside the reader's: "2:00 PM in London" (with London's weekday when the reader's day differs). */
const inLondon = (instant: Date, readerZone: string) =>
  `${weekday(instant, readerZone) === weekday(instant, HOST_ZONE) ? '' : `${weekday(instant, HOST_ZONE)} `}${clock(instant, HOST_ZONE)} in London`;
/** A time on the reader's clock with the host's beside: "Tue, Mar 16, 2027, 9:00 AM · 1:00 PM in London". */
const withHost = (instant: Date, readerZone: string) => `${wall(instant, readerZone)} · ${inLondon(instant, readerZone)}`;

/** The offset of a zone from UTC at an instant, in hours, read with Intl. */
function offsetHours(instant: Date, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return (Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - instant.getTime()) / 3_600_000;
}

/**
 * Two times in the days around the next US clock change (the second Sunday of March, at least a
 * few days ahead: March 14, 2027 as this is written) that the UK's (its last Sunday) has not
 * reached: `dayShift` days after the Thursday before it at 9:00 AM in New York (2:00 PM in London),
 * and as many after the Tuesday after it, at 9:00 AM in New York again (1:00 PM in London). The
 * request form takes any time ahead, with no upper bound.
 */
function timesAroundTheChange(dayShift: number): { before: Date; after: Date } {
  const now = new Date();
  for (let year = now.getUTCFullYear(); ; year++) {
    const firstOfMarch = new Date(Date.UTC(year, 2, 1));
    const secondSunday = 1 + ((7 - firstOfMarch.getUTCDay()) % 7) + 7;
    const before = new Date(Date.UTC(year, 2, secondSunday - 3 + dayShift, 14));
    const after = new Date(Date.UTC(year, 2, secondSunday + 2 + dayShift, 13));
    if (before.getTime() > now.getTime() + 3 * DAY_MS) return { before, after };
  }
}

/** Checks the times straddle the change as the test means them to: 5 hours between New York and London, then 4. */
function expectStraddled({ before, after }: { before: Date; after: Date }): void {
  expect(offsetHours(before, HOST_ZONE) - offsetHours(before, AGENCY_ZONE)).toBe(5);
  expect(offsetHours(after, HOST_ZONE) - offsetHours(after, AGENCY_ZONE)).toBe(4);
  expect(after.getTime() - before.getTime()).toBeLessThan(7 * DAY_MS);
  // the agency reads 9:00 AM both times, the host 2:00 PM then 1:00 PM
  expect([clock(before, AGENCY_ZONE), clock(after, AGENCY_ZONE)]).toEqual(['9:00 AM', '9:00 AM']);
  expect([clock(before, HOST_ZONE), clock(after, HOST_ZONE)]).toEqual(['2:00 PM', '1:00 PM']);
}

/** The seeded guest: their client's id and name, and their account; their booking zone set to Tokyo and "approve each show" on, through the API as their Bookings page does. */
async function tokyoGuest(): Promise<{ id: number; name: string; who: ReturnType<typeof account> }> {
  const who = account(suite.server, 'guest');
  const context = await contextIn(suite.browser, GUEST_ZONE, DESKTOP);
  const login = await context.request.post('/api/auth/login', { data: { email: who.email, password: who.password } });
  expect(login.ok()).toBe(true);
  const client = (await (await context.request.get(`/api/clients/${who.clientSlug}`)).json()) as { id: number; name: string };
  const res = await context.request.patch(`/api/clients/${client.id}/booking-settings`, { data: { timeZone: GUEST_ZONE, approvesEachShow: true } });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toEqual({ timeZone: GUEST_ZONE, approvesEachShow: true });
  await context.close();
  return { id: client.id, name: client.name, who };
}

/** A London host's request for the guest at the two times, sent and confirmed through the API as the form and the mailed link do; the show and the host's email. */
async function londonRequest(
  host: BrowserContext,
  clientId: number,
  label: string,
  times: { before: Date; after: Date },
): Promise<{ show: string; hostEmail: string }> {
  const stamp = Date.now();
  const show = `The ${label} Three Zones Show ${stamp}`;
  const hostEmail = `three-zones-${label.toLowerCase()}-${stamp}@example.com`;
  const sent = await host.request.post('/api/booking-requests', {
    data: {
      clientId,
      hostName: 'Hana Host',
      hostEmail,
      showName: show,
      showUrl: `https://three-zones.example.com/${label.toLowerCase()}/feed`,
      topic: 'Leading across time zones',
      slots: [times.before.toISOString(), times.after.toISOString()],
      timeZone: HOST_ZONE,
      format: 'audio',
      setting: 'remote',
    },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  await expect.poll(() => hostLinksTo(suite, hostEmail).length).toBe(1);
  const token = hostLinksTo(suite, hostEmail)[0]!.split('/requests/')[1]!;
  expect((await host.request.post(`/api/requests/${token}/confirm`)).ok()).toBe(true);
  return { show, hostEmail };
}

/** The approval links mailed to the guest so far. */
const approvalLinks = (guestEmail: string) =>
  [...suite.server.logs().matchAll(new RegExp(`"to":"${guestEmail.replace(/[.+]/g, '\\$&')}","link":"([^"]*/approve/[^"]*)"`, 'g'))].map((m) => m[1]!);

/** A dd's text by its dt's, within a list. */
const ddOf = (scope: Locator, term: string) => scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** The Bookings page's intro (its first paragraph under the heading), which names the reader's clock. */
async function bookingsIntro(page: Page): Promise<string> {
  const intro = page.locator('main p', { hasText: /^Shows and events booked for / });
  await expect.poll(() => intro.isVisible()).toBe(true);
  return plain(await intro.textContent());
}

/** The guest's booking card, by its show. */
const bookingCard = (page: Page, show: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: show, exact: true }) });

/** Waits until React has hydrated a server-rendered control (a click before then does nothing): its element carries React's props. */
async function whenHydrated(control: Locator): Promise<void> {
  await expect.poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(true);
}

/** The console's errors and the uncaught errors of a page, as they come (a hydration mismatch is one: React error #418). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens the host's latest mailed link, waits for the hold waiting on them, confirms it, and waits for the confirmed page (read again from the server). */
async function hostConfirms(page: Page, hostEmail: string, held: Date): Promise<void> {
  const errors = errorsOf(page);
  await page.goto(hostLinksTo(suite, hostEmail).at(-1)!);
  // the hold, on the host's own clock
  await expect.poll(async () => plain(await page.getByRole('heading', { level: 2, name: /^Confirm / }).textContent())).toBe(`Confirm ${wall(held, HOST_ZONE)}`);
  const confirm = page.getByRole('button', { name: 'Confirm this time' });
  await whenHydrated(confirm);
  await confirm.click();
  await expect.poll(() => page.getByRole('link', { name: 'Add to my calendar (.ics)' }).isVisible()).toBe(true);
  await page.reload();
  await expect.poll(async () => plain(await page.getByText(/^Confirmed for /).textContent())).toBe(`Confirmed for ${wall(held, HOST_ZONE)}.`);
  // server-rendered on the host's zone, not the server's: it hydrates without a mismatch
  expect(errors).toEqual([]);
}

/** The host's page names London as the clock of its times (once, at the top), and lists both in London time. */
async function expectHostPageInLondon(page: Page, times: { before: Date; after: Date }): Promise<void> {
  const proposed = ddOf(page.locator('main'), 'Proposed times');
  expect((await proposed.getByRole('listitem').allTextContents()).map(plain)).toEqual([wall(times.before, HOST_ZONE), wall(times.after, HOST_ZONE)]);
  expect(await page.getByText(/^Times in /).allTextContents()).toEqual(['Times in London time, the time zone of your request.']);
}

describe('the booking desk across three time zones and a clock change', () => {
  it('desktop: the New York agency holds the post-change time with a recording link; the Tokyo guest approves it; the London host confirms it and sees it on their clock with the link', {
    timeout: 90_000,
  }, async () => {
    const times = timesAroundTheChange(0);
    expectStraddled(times);
    const guest = await tokyoGuest();
    const host = await contextIn(suite.browser, HOST_ZONE, DESKTOP);
    const { show, hostEmail } = await londonRequest(host, guest.id, 'Desktop', times);
    const link = 'https://meet.example.com/three-zones-desktop';

    // the agency, in New York, opens the request from its inbox
    const agency = await contextIn(suite.browser, AGENCY_ZONE, DESKTOP);
    const inbox = await agency.newPage();
    await signIn(inbox, account(suite.server, 'admin'), '/admin/booking-requests');
    const row = inbox.getByRole('row').filter({ hasText: show });
    await expect.poll(() => row.count()).toBe(1);
    // on a desktop the row keeps the first time the host proposed, on the agency's clock with theirs beside
    expect(plain(await row.getByRole('cell', { name: withHost(times.before, AGENCY_ZONE) }).textContent())).toBe(withHost(times.before, AGENCY_ZONE));
    await row.getByRole('button', { name: `Open the request of Hana Host for ${guest.name}` }).click();
    const desk = inbox.getByRole('dialog', { name: new RegExp(show) });
    const zones = desk.getByText(/^Times in /);
    await expect.poll(() => zones.isVisible()).toBe(true);
    expect(plain(await zones.textContent())).toBe(`Times in New York time. Hana Host is on London time, ${guest.name} on Tokyo time.`);

    // each proposed time on the agency's clock with the host's beside: 5 hours apart before the US change, 4 after
    const hold = desk.getByRole('group', { name: 'Time to hold (New York time, the host’s beside)' });
    await expect.poll(() => hold.getByRole('radio').count()).toBe(2);
    const holdLabels = await hold.locator('label').allTextContents();
    expect(holdLabels.map(plain)).toEqual([withHost(times.before, AGENCY_ZONE), withHost(times.after, AGENCY_ZONE)]);
    expect(withHost(times.before, AGENCY_ZONE)).toMatch(/ 9:00 AM · 2:00 PM in London$/);
    expect(withHost(times.after, AGENCY_ZONE)).toMatch(/ 9:00 AM · 1:00 PM in London$/);
    const proposed = ddOf(desk, 'Proposed times').getByRole('listitem');
    expect((await proposed.allTextContents()).map(plain)).toEqual([withHost(times.before, AGENCY_ZONE), withHost(times.after, AGENCY_ZONE)]);

    // the agency holds the time after the change, with the call's link and its length
    await hold.getByRole('radio', { name: withHost(times.after, AGENCY_ZONE) }).check();
    await desk.getByLabel('Recording link (optional)').fill(link);
    await desk.getByLabel('Planned length').selectOption({ label: '1 hour 30 minutes' });
    await expect.poll(() => desk.getByText('The guest approves each show: they are asked first, then the host.').isVisible()).toBe(true);
    await expectAccessible(inbox);
    await screenshot(inbox, 'desk-three-zones');
    const approvalsBefore = approvalLinks(guest.who.email).length;
    await desk.getByRole('button', { name: 'Hold this time' }).click();
    const stage = desk.getByText(new RegExp(`^${wall(times.after, AGENCY_ZONE).replace(/[.,]/g, '\\$&')} is held while `));
    await expect.poll(() => stage.isVisible()).toBe(true);
    expect(plain(await stage.textContent())).toMatch(new RegExp(`is held while ${guest.name} approves the show \\(until .+ [AP]M\\)\\.$`));
    expect(await desk.getByRole('link', { name: 'Join the recording' }).getAttribute('href')).toBe(link);
    expect(await desk.getByText('Planned for 1 hour 30 minutes', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => approvalLinks(guest.who.email).length).toBe(approvalsBefore + 1);

    // the guest, in Tokyo, reads the show waiting on them on their Bookings page: their clock, the host's beside
    const guestContext = await contextIn(suite.browser, GUEST_ZONE, DESKTOP);
    const own = await guestContext.newPage();
    await signIn(own, guest.who, `/profile/${guest.who.clientSlug}/bookings`);
    expect(await bookingsIntro(own)).toMatch(/ Times in Tokyo time\.$/);
    const waiting = own
      .getByRole('region', { name: 'Waiting for your approval' })
      .getByRole('article')
      .filter({ has: own.getByRole('heading', { name: show, exact: true }) });
    await expect.poll(() => waiting.count()).toBe(1);
    expect(plain(await ddOf(waiting, 'Time').textContent())).toBe(withHost(times.after, GUEST_ZONE));
    expect(withHost(times.after, GUEST_ZONE)).toMatch(/ 10:00 PM · 1:00 PM in London$/);
    await expectAccessible(own);
    await waiting.getByRole('button', { name: `Approve ${show}` }).click();
    await expect.poll(() => waiting.count()).toBe(0);

    // the host, in London, is asked only now; they confirm, and read the time on their clock with the recording link
    await expect.poll(() => hostLinksTo(suite, hostEmail).length).toBe(2);
    const hostPage = await host.newPage();
    await hostConfirms(hostPage, hostEmail, times.after);
    expect(await hostPage.getByRole('link', { name: 'Join the recording' }).getAttribute('href')).toBe(link);
    expect(await hostPage.getByText('Planned for 1 hour 30 minutes', { exact: true }).isVisible()).toBe(true);
    await expectHostPageInLondon(hostPage, times);
    await expectAccessible(hostPage);

    // the guest's booking, now confirmed, on their clock with the link to join
    await own.reload();
    expect(await bookingsIntro(own)).toMatch(/ Times in Tokyo time\.$/);
    const card = bookingCard(own, show);
    await expect
      .poll(() =>
        own
          .getByRole('list', { name: /^Confirmed/ })
          .getByRole('heading', { level: 4, name: show, exact: true })
          .count(),
      )
      .toBe(1);
    expect(plain(await ddOf(card, 'Scheduled').textContent())).toBe(withHost(times.after, GUEST_ZONE));
    expect(plain(await ddOf(card, 'Length').textContent())).toBe('1 hour 30 minutes');
    expect(await card.getByRole('link', { name: 'Join the recording' }).getAttribute('href')).toBe(link);
    await expectAccessible(own);

    // the guest subscribes their calendar: the booking is there, confirmed, at Tokyo's wall time
    const feedCard = own.getByRole('region', { name: 'Your bookings in your calendar' });
    await feedCard.getByRole('button', { name: 'Make my calendar address' }).click();
    const address = feedCard.getByRole('textbox', { name: 'Calendar address' });
    await expect.poll(() => address.isVisible()).toBe(true);
    expect(await feedCard.getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toMatch(/^webcal:\/\/.+\/calendar\.ics$/);
    await expectAccessible(own);
    if (process.env.SCREENSHOTS === '1') await feedCard.screenshot({ path: join(SCREENSHOTS, 'calendar-address.png') });
    const first = await address.inputValue();
    const feed = await own.request.get(first);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const subscribed = new ICAL.Component(ICAL.parse(await feed.text()))
      .getAllSubcomponents('vevent')
      .filter((event) => String(event.getFirstPropertyValue('summary')).endsWith(` on ${show}`));
    expect(subscribed.map((event) => event.getFirstPropertyValue('status'))).toEqual(['CONFIRMED']);
    expect(subscribed[0].getFirstProperty('dtstart')!.getParameter('tzid')).toBe(GUEST_ZONE);
    // a new address, once the guest is told the old one stops working
    await feedCard.getByRole('button', { name: 'Done' }).click();
    await feedCard.getByRole('button', { name: 'Make a new address' }).click();
    await own.getByRole('dialog').getByRole('button', { name: 'Make a new address' }).click();
    await expect.poll(async () => (await address.isVisible()) && (await address.inputValue()) !== first).toBe(true);
    expect((await own.request.get(first)).status()).toBe(404);
    expect((await own.request.get(await address.inputValue())).status()).toBe(200);

    // the agency's desk, opened again, has it confirmed on New York's clock
    await inbox.reload();
    await inbox.getByLabel('Stage', { exact: true }).selectOption({ label: 'Confirmed' });
    const confirmedRow = inbox.getByRole('row').filter({ hasText: show });
    await expect.poll(() => confirmedRow.count()).toBe(1);
    await confirmedRow.getByRole('button', { name: `Open the request of Hana Host for ${guest.name}` }).click();
    await expect.poll(async () => plain(await desk.getByText(/^Confirmed for /).textContent())).toBe(`Confirmed for ${wall(times.after, AGENCY_ZONE)}.`);

    await Promise.all([agency.close(), guestContext.close(), host.close()]);
  });

  it('phone (390 × 844): the Tokyo guest approves through the mailed link and the London host confirms, each on their own clock, nothing wider than the screen', {
    timeout: 90_000,
  }, async () => {
    // a day later than the desktop flow's times, so the guest's calendar has no clash
    const times = timesAroundTheChange(1);
    expectStraddled(times);
    const guest = await tokyoGuest();
    const host = await contextIn(suite.browser, HOST_ZONE, PHONE);
    const { show, hostEmail } = await londonRequest(host, guest.id, 'Phone', times);
    const link = 'https://meet.example.com/three-zones-phone';

    // the agency holds the time after the change through the desk's route (the desktop flow does it in the browser)
    const agency = await contextIn(suite.browser, AGENCY_ZONE, DESKTOP);
    const admin = await agency.newPage();
    await signIn(admin, account(suite.server, 'admin'), '/admin');
    const inbox = (await (await admin.request.get(`/api/admin/booking-requests?q=${encodeURIComponent(show)}`)).json()) as { items: { id: number }[] };
    expect(inbox.items).toHaveLength(1);
    const approvalsBefore = approvalLinks(guest.who.email).length;
    const held = await admin.request.post(`/api/admin/booking-requests/${inbox.items[0]!.id}/accept`, {
      data: { slot: times.after.toISOString(), recordingLink: link, recordingMinutes: 45 },
    });
    expect(held.status(), await held.text()).toBe(200);
    await agency.close();

    // the guest opens the mailed link on a phone in Tokyo: their clock, named, with the host's beside
    await expect.poll(() => approvalLinks(guest.who.email).length).toBe(approvalsBefore + 1);
    const guestContext = await contextIn(suite.browser, GUEST_ZONE, PHONE);
    const approval = await guestContext.newPage();
    const problems = errorsOf(approval);
    await approval.goto(approvalLinks(guest.who.email).at(-1)!);
    await expect.poll(() => approval.getByRole('heading', { name: show }).isVisible()).toBe(true);
    const approve = approval.getByRole('button', { name: `Approve ${show}` });
    await whenHydrated(approve);
    await expect.poll(async () => plain(await approval.getByText(/ Times in /).textContent())).toMatch(/ Times in Tokyo time\.$/);
    await expect.poll(async () => plain(await ddOf(approval.locator('main'), 'Time').textContent())).toBe(withHost(times.after, GUEST_ZONE));
    expect(withHost(times.after, GUEST_ZONE)).toMatch(/ 10:00 PM · 1:00 PM in London$/);
    await expectFitsWidth(approval);
    await expectAccessible(approval);
    // the server's HTML (on the host's clock, named) and the first render agree: no hydration mismatch
    expect(problems).toEqual([]);
    await approve.click();
    await expect.poll(() => hostLinksTo(suite, hostEmail).length).toBe(2);

    // the host confirms on a phone in London and reads the confirmed time on their clock, with the recording link
    const hostPage = await host.newPage();
    await hostConfirms(hostPage, hostEmail, times.after);
    expect(await hostPage.getByRole('link', { name: 'Join the recording' }).getAttribute('href')).toBe(link);
    expect(await hostPage.getByText('Planned for 45 minutes', { exact: true }).isVisible()).toBe(true);
    await expectHostPageInLondon(hostPage, times);
    await expectFitsWidth(hostPage);
    await expectAccessible(hostPage);
    await screenshot(hostPage, 'host-confirmed-recording-link');

    // the guest's Bookings page on the phone: the confirmed booking on Tokyo's clock, with the link
    const own = await guestContext.newPage();
    await signIn(own, guest.who, `/profile/${guest.who.clientSlug}/bookings`);
    expect(await bookingsIntro(own)).toMatch(/ Times in Tokyo time\.$/);
    const card = bookingCard(own, show);
    await expect
      .poll(() =>
        own
          .getByRole('list', { name: /^Confirmed/ })
          .getByRole('heading', { level: 4, name: show, exact: true })
          .count(),
      )
      .toBe(1);
    expect(plain(await ddOf(card, 'Scheduled').textContent())).toBe(withHost(times.after, GUEST_ZONE));
    expect(plain(await ddOf(card, 'Length').textContent())).toBe('45 minutes');
    expect(await card.getByRole('link', { name: 'Join the recording' }).getAttribute('href')).toBe(link);
    await expectFitsWidth(own);
    await expectAccessible(own);

    await Promise.all([guestContext.close(), host.close()]);
  });
});
