import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_CALENDAR_ADDRESS } from '@shared/api/bookings/busy-times';
import { type FeedServer, startFeedServer } from '../fakes/feeds/feed-server';
import { expectAccessible } from './axe';
import { confirmedRequest, openDesk } from './desk-booking';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';

/** The guest's own calendar, on a local fake calendar host the app is allowed to reach. */
let calendars: FeedServer;
beforeAll(async () => {
  calendars = await startFeedServer();
});
afterAll(() => calendars?.close());
const suite = e2eSuite(() => ({ env: { OUTBOUND_ALLOWED_PRIVATE_HOSTS: calendars.host } }));

const HOUR_MS = 3_600_000;
/** A time `days` ahead at 07:15 UTC, a quiet hour in the demo guest's calendar. */
const daysAhead = (days: number) => new Date(`${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T07:15:00.000Z`);
/** An iCalendar time in UTC. */
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google's private address of a calendar busy for an hour at each of `starts`. */
function serveCalendar(path: string, starts: Date[]) {
  const events = starts.flatMap((start, i) => [
    'BEGIN:VEVENT',
    `UID:e2e-${i}@google.com`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + HOUR_MS))}`,
    'SUMMARY:Board meeting',
    'END:VEVENT',
  ]);
  const body = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Google Inc//Google Calendar 70.9054//EN', ...events, 'END:VCALENDAR'].join('\r\n');
  calendars.serve(path, () => ({ headers: { 'content-type': 'text/calendar; charset=utf-8' }, body }));
}

describe('the guest’s busy times', () => {
  it('a guest gives their calendar’s private address on their Bookings page; the desk sees the busy time marked and cannot hold it; a failed read is shown in words', {
    timeout: 240_000,
  }, async () => {
    const guest = account(suite.server, 'guest');
    const busy = daysAhead(70);
    const path = '/calendar/ical/guest%40example.com/private-5e1f00d5e1f00d/basic.ics';
    serveCalendar(path, [busy, daysAhead(71)]);
    const guestSide = await newContext(suite.browser, suite.server, 390);
    const page = await guestSide.newPage();
    await signIn(page, guest, `/profile/${guest.clientSlug}/bookings`);
    const card = page.getByRole('region', { name: 'Keep hosts off your busy times' });
    const address = card.getByLabel('Your calendar’s private address');
    // a typo, then an address its calendar no longer has: each refused in words under the field
    await address.fill('my calendar');
    await card.getByRole('button', { name: 'Read my calendar' }).click();
    await expect.poll(() => card.getByText(NOT_A_CALENDAR_ADDRESS).isVisible()).toBe(true);
    await address.fill(calendars.url('/calendar/ical/old/basic.ics'));
    await card.getByRole('button', { name: 'Read my calendar' }).click();
    await expect.poll(() => card.getByText(/no longer has this address: copy its private address again/).isVisible()).toBe(true);
    await address.fill(calendars.url(path));
    await card.getByRole('button', { name: 'Read my calendar' }).click();
    await expect.poll(() => card.getByText(/2 busy times in the year ahead/).isVisible()).toBe(true);
    await expect.poll(() => card.getByText('127.0.0.1/…/basic.ics').isVisible()).toBe(true);
    expect(await page.content()).not.toContain('private-5e1f00d');
    await expectAccessible(page);

    // a host asks for the busy time and a free one: the desk marks the busy one and will not hold it
    const profile = await (await page.request.get(`/api/clients/${guest.clientSlug}`)).json();
    const show = 'Busy Hour Radio';
    await confirmedRequest(suite, profile.id, show, 'busy.host@example.com', [busy.toISOString(), daysAhead(72).toISOString()]);
    const agency = await newContext(suite.browser, suite.server);
    const inbox = await agency.newPage();
    await signIn(inbox, account(suite.server, 'admin'), '/admin');
    const desk = await openDesk(inbox, show);
    const busyChoice = desk.getByRole('radio', { name: new RegExp(`busy in ${profile.name}’s own calendar`) });
    await expect.poll(() => busyChoice.count()).toBe(1);
    await busyChoice.check();
    await expect.poll(() => desk.getByText(/own calendar shows them busy then, so this time cannot be held/).isVisible()).toBe(true);
    await desk.getByRole('button', { name: 'Hold this time' }).click();
    await expect
      .poll(() =>
        desk
          .getByText(/shows them busy then \(/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(inbox);
    await agency.close();

    // the calendar's server fails: the guest reads why, and that the last busy times are kept
    calendars.serve(path, () => ({ status: 503, body: 'Service Unavailable' }));
    await card.getByRole('button', { name: 'Read it now' }).click();
    await expect.poll(() => card.getByText(/Your calendar’s server had a fault/).isVisible()).toBe(true);
    await expect.poll(() => card.getByText(/Podium keeps the 2 busy times it read on/).isVisible()).toBe(true);
    await expectAccessible(page);
    if (process.env.SCREENSHOTS === '1') await card.screenshot({ path: 'docs/screenshots/busy-calendar-card.png' });
    await guestSide.close();
  });
});
