import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/bookings/booking-records';
import { RELEASED_BOOKING_EVIDENCE } from '@shared/api/directory/appearances/evidence';
import { NOT_ENOUGH } from '@shared/api/bookings/reliability-words';
import { type FeedServer, startFeedServer } from '../fakes/feeds/feed-server';
import type { FakeFeed, FakeItem } from '../fakes/feeds/rss';
import { expectAccessible } from './axe';
import { confirmedRequest, hostLinksTo, openDesk } from './desk-booking';
import { expectFitsWidth } from './fits-width';
import { account, e2eSuite, newContext } from './harness';
import { rowAction } from './row-menu';
import { settled } from './settle';
import { signIn } from './signin';

/** The show's own feed, on a local fake podcast host the app is allowed to reach. */
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds?.close());
// the feed is read when the flow says so (Read now), never by the schedule in between
const suite = e2eSuite(() => ({ env: { OUTBOUND_ALLOWED_PRIVATE_HOSTS: feeds.host, FEEDS_INTERVAL_MINUTES: '0' } }));

const SHOW = 'The Long Table';
const FEED_PATH = '/long-table.xml';
/** The show's `podcast:guid` (its channel's), which the guest's list feed points at. */
const FEED_GUID = '5d3c7a61-8f0e-5b2a-9c4d-2e6f1a7b8c90';
const FIRST_HOST = { name: 'Hana Host', email: 'hana.longtable@example.com' };
const SECOND_HOST = { name: 'Noor Producer', email: 'noor.longtable@example.com' };

const DAY_MS = 86_400_000;
/** The UTC day `days` from today, as YYYY-MM-DD. */
const dayFrom = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** Noon UTC on the day `days` from today. */
const noonFrom = (days: number) => `${dayFrom(days)}T12:00:00.000Z`;

/**
 * The show's record once the new interview is out, as the reliability README defines it: two
 * interviews seeded as released (100 days after recording, then 20), and the new one, recorded 3
 * days ago (the guest's own day: 2 to 4 days) and out yesterday. All three are out, so all are
 * judged; two came out within 90 days; the median of 100, 20 and 1–3 days is 20.
 */
const SHOW_LINE = 'Released 2 of 3 interviews, median 20 days';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The detail of a description list (the request's, the approval's) under `term`. */
const detail = (within: Locator, term: string) => within.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** The show's row on /admin/podcasts, found by the search. */
async function podcastRow(admin: Page) {
  await admin.goto('/admin/podcasts');
  await expect.poll(() => admin.getByRole('heading', { level: 1, name: 'Podcasts' }).isVisible()).toBe(true);
  await admin.getByLabel('Search podcasts').fill(SHOW);
  const row = admin.getByRole('row').filter({ has: admin.getByRole('button', { name: `Read now: the feed of ${SHOW}` }) });
  await expect.poll(() => row.count()).toBe(1);
  return row;
}

describe('an appearance the show’s own feed confirms, and the show’s record', () => {
  it('a desk booking recorded and released in the show’s trusted feed reads Confirmed on the profile and in the list feed; the host was offered the credit line; the show’s next request shows the guest its record', {
    timeout: 400_000,
  }, async () => {
    const guest = account(suite.server, 'guest');
    const slug = guest.clientSlug!;
    const port = new URL(suite.server.baseUrl).port;
    const trailer: FakeItem = {
      guid: 'lt-trailer',
      title: 'Season two trailer',
      link: 'https://long-table.example/episodes/trailer',
      enclosureUrl: feeds.url('/lt-trailer.mp3'),
      publishedAt: noonFrom(-40),
    };
    const feed: FakeFeed = { title: SHOW, link: 'https://long-table.example', podcastGuid: FEED_GUID, items: [trailer] };
    feeds.serveFeed(FEED_PATH, feed);
    const feedUrl = feeds.url(FEED_PATH);

    // 1. the admin adds the show with its feed in the console: a feed an admin attaches is trusted
    const agency = await newContext(suite.browser, suite.server);
    const admin = await agency.newPage();
    await signIn(admin, account(suite.server, 'admin'), '/admin/podcasts');
    await expect.poll(() => admin.getByRole('heading', { level: 1, name: 'Podcasts' }).isVisible()).toBe(true);
    await admin.getByRole('button', { name: 'Add podcast' }).click();
    const addDialog = admin.getByRole('dialog', { name: 'Add podcast' });
    await addDialog.getByLabel('Name').fill(SHOW);
    await addDialog.getByLabel('RSS feed').fill(feedUrl);
    await addDialog.getByRole('button', { name: 'Add podcast' }).click();
    await expect.poll(() => addDialog.count()).toBe(0);
    const added = await podcastRow(admin);
    await expect.poll(() => added.getByText('Not read yet').isVisible()).toBe(true);

    // 2. two earlier interviews of other guests with the show, recorded and released, as the agency records them on their bookings
    const { id: guestId, name } = (await (await admin.request.get(`/api/clients/${slug}`)).json()) as { id: number; name: string };
    const others = ((await (await admin.request.get('/api/clients?limit=10')).json()) as { items: { id: number }[] }).items.filter((c) => c.id !== guestId);
    expect(others.length).toBeGreaterThanOrEqual(2);
    const earlier = [
      { recordedOn: dayFrom(-200), publishedOn: dayFrom(-100), episode: 'ep-7' },
      { recordedOn: dayFrom(-60), publishedOn: dayFrom(-40), episode: 'ep-31' },
    ];
    for (const [i, past] of earlier.entries()) {
      const made = await admin.request.post(`/api/clients/${others[i]!.id}/bookings`, {
        data: {
          showName: SHOW,
          status: 'published',
          recordedOn: past.recordedOn,
          publishedOn: past.publishedOn,
          releaseUrl: `https://long-table.example/episodes/${past.episode}`,
          feedUrl,
        },
      });
      expect(made.status(), await made.text()).toBe(201);
    }

    // 3. a host asks for the guest with the show's feed as its link; the agency holds a time in the desk
    await confirmedRequest(suite, guestId, SHOW, FIRST_HOST.email, undefined, { showUrl: feedUrl, hostName: FIRST_HOST.name });
    const desk = await openDesk(admin, SHOW);
    // two interviews judged: under the three a line rests on
    await expect.poll(() => detail(desk, 'Show’s record').innerText()).toBe(NOT_ENOUGH);
    await desk
      .getByRole('group', { name: /Time to hold/ })
      .getByRole('radio')
      .first()
      .check();
    await desk.getByRole('button', { name: 'Hold this time' }).click();
    await expect.poll(() => desk.getByText(/waiting for the host to confirm/).isVisible()).toBe(true);

    // the host confirms the time on their page, and is offered the exact line crediting the guest
    await expect.poll(() => hostLinksTo(suite, FIRST_HOST.email).length).toBe(2);
    const hostSide = await newContext(suite.browser, suite.server);
    await hostSide.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });
    const hostPage = await hostSide.newPage();
    await hostPage.goto(hostLinksTo(suite, FIRST_HOST.email)[1]!);
    await settled(hostPage);
    await hostPage.getByRole('button', { name: 'Confirm this time' }).click();
    await expect.poll(() => hostPage.getByText(/^Confirmed for /).isVisible()).toBe(true);
    const credit = hostPage.getByRole('region', { name: `Credit ${name} in the episode` });
    await expect.poll(() => credit.isVisible()).toBe(true);
    const line = `<podcast:person role="guest" href="http://localhost:${port}/profile/${encodeURIComponent(slug)}" img="http://localhost:${port}/api/clients/${encodeURIComponent(slug)}/share-image">${escapeXml(name)}</podcast:person>`;
    expect(await credit.locator('code').innerText()).toBe(line);
    await credit.getByRole('button', { name: 'Copy the line' }).click();
    await expect.poll(() => hostPage.evaluate(() => navigator.clipboard.readText())).toBe(line);
    await hostSide.close();

    // the recording's time comes (the agency moves it three days back) and the agency marks it recorded
    const bookingOfShow = async () =>
      ((await (await admin.request.get(`/api/clients/${guestId}/bookings`)).json()) as Booking[]).find((b) => b.showName === SHOW && b.fromRequest);
    const booking = await bookingOfShow();
    expect(booking?.status).toBe('confirmed');
    const recorded = await admin.request.patch(`/api/bookings/${booking!.id}`, { data: { scheduledFor: noonFrom(-3), status: 'recorded' } });
    expect(recorded.status(), await recorded.text()).toBe(200);
    expect(((await recorded.json()) as Booking).recordedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // the episode comes out yesterday naming the guest in its title; the admin reads the feed
    const release: FakeItem = {
      guid: 'lt-42',
      title: `Building brave teams, with ${name}`,
      link: 'https://long-table.example/episodes/42',
      enclosureUrl: feeds.url('/lt-42.mp3'),
      publishedAt: noonFrom(-1),
    };
    feeds.serveFeed(FEED_PATH, { ...feed, items: [release, trailer] });
    const row = await podcastRow(admin);
    await row.getByRole('button', { name: `Read now: the feed of ${SHOW}` }).click();
    await expect.poll(() => row.getByText(/^Read just now · 2 episodes$/).isVisible(), { timeout: 30_000 }).toBe(true);
    // release detection publishes the booking with the item as its release
    await expect.poll(async () => (await bookingOfShow())?.status, { timeout: 30_000 }).toBe('published');
    expect(await bookingOfShow()).toMatchObject({ publishedOn: dayFrom(-1), releaseUrl: release.link });

    // 4. a visitor reads the profile: the appearance is Confirmed, with what it rests on, and stays under "Confirmed only"
    const visitor = await newContext(suite.browser, suite.server);
    const profile = await visitor.newPage();
    const hydrated = profile.waitForResponse((res) => res.url().endsWith(`/api/clients/${slug}/view`));
    await profile.goto(`/profile/${slug}`);
    await hydrated;
    const podcasts = profile.locator('#podcasts');
    const appearance = podcasts.getByRole('listitem').filter({ hasText: release.title });
    await expect.poll(() => appearance.count()).toBe(1);
    const mark = appearance.getByRole('link', { name: `Confirmed: ${RELEASED_BOOKING_EVIDENCE}. The source opens in a new tab` });
    expect(await mark.getAttribute('href')).toBe(release.link);
    expect(await appearance.getByText(RELEASED_BOOKING_EVIDENCE).isVisible()).toBe(true);
    expect(await appearance.innerText()).toContain(SHOW);
    const filter = podcasts.getByRole('navigation', { name: 'Which appearances to show' });
    const confirmedOnly = filter.getByRole('link', { name: 'Confirmed only' });
    // an address: a tap works whether or not the section has hydrated yet, and the view can be shared
    await confirmedOnly.click();
    await expect.poll(() => new URL(profile.url()).search).toBe('?appearances=confirmed');
    await expect.poll(() => confirmedOnly.getAttribute('aria-current')).toBe('true');
    expect(await filter.getByRole('link', { name: 'All appearances' }).getAttribute('aria-current')).toBeNull();
    await expect.poll(() => appearance.getByRole('link', { name: /^Confirmed: / }).count()).toBe(1);
    // the other grades go
    await expect.poll(() => podcasts.getByText(/^(Matched|Self-reported)$/).count()).toBe(0);
    await expectAccessible(profile);
    // the shared address opens on the confirmed ones, rendered by the server before any script
    const html = await (await profile.request.get(`/profile/${slug}?appearances=confirmed`)).text();
    expect(html).toContain(release.title);
    expect(html).toMatch(/aria-current="true"[^>]*>Confirmed only<\/a>/);

    // the visitor's list feed points at the episode in the show's own feed; the trailer is nobody's appearance
    const listFeed = await profile.request.get(`/api/clients/${slug}/list-feed.xml`);
    expect(listFeed.status()).toBe(200);
    const xml = await listFeed.text();
    const remoteItems = [...xml.matchAll(/<podcast:remoteItem [^>]*\/>/g)].map((m) => m[0]);
    expect(remoteItems.filter((item) => item.includes(`feedGuid="${FEED_GUID}"`))).toEqual([
      `<podcast:remoteItem feedGuid="${FEED_GUID}" itemGuid="${release.guid}" feedUrl="${escapeXml(feedUrl)}"/>`,
    ]);
    expect(xml).not.toContain(trailer.guid);

    // the card a show's website embeds (oEmbed) counts the confirmed appearance, and reads well
    await profile.goto(`/api/clients/${slug}/card`);
    await expect.poll(() => profile.getByText('1 confirmed podcast appearance').isVisible()).toBe(true);
    expect(new URL((await profile.getByRole('link', { name: /View profile/ }).getAttribute('href'))!).pathname).toBe(`/profile/${encodeURIComponent(slug)}`);
    await expectAccessible(profile);
    await visitor.close();

    // 5. the guest, on a phone, asks to approve each show from their Bookings page
    const phone = await newContext(suite.browser, suite.server, 390);
    const bookingsPage = await phone.newPage();
    await signIn(bookingsPage, guest, `/profile/${slug}/bookings`);
    const approveEach = bookingsPage.getByRole('switch', { name: 'Approve each show' });
    await expect.poll(() => approveEach.isVisible()).toBe(true);
    if ((await approveEach.getAttribute('aria-checked')) !== 'true') await approveEach.click();
    await expect.poll(() => approveEach.getAttribute('aria-checked')).toBe('true');

    // a second host asks for the guest on the same show; the desk shows the show's record, and the hold goes to the guest first
    await confirmedRequest(suite, guestId, SHOW, SECOND_HOST.email, undefined, { showUrl: feedUrl, hostName: SECOND_HOST.name });
    await admin.goto('/admin/booking-requests');
    const second = admin.getByRole('row').filter({ hasText: SECOND_HOST.email });
    await expect.poll(() => second.count()).toBe(1);
    await second.getByRole('button', { name: new RegExp(`^Open the request of ${SECOND_HOST.name}`) }).click();
    const secondDesk = admin.getByRole('dialog');
    await expect.poll(() => detail(secondDesk, 'Show’s record').innerText()).toBe(SHOW_LINE);
    await expect.poll(() => secondDesk.getByText('The guest approves each show: they are asked first, then the host.').isVisible()).toBe(true);
    await secondDesk.getByRole('button', { name: 'Hold this time' }).click();
    await expect.poll(() => secondDesk.getByText(/while .* approves the show/).isVisible()).toBe(true);

    // the show's page in the console: its record in one line, and every figure with what it rests on
    await podcastRow(admin);
    await rowAction(admin, SHOW, 'Edit');
    const showDialog = admin.getByRole('dialog', { name: 'Edit podcast' });
    const record = showDialog.getByRole('region', { name: 'The show’s record with the agency' });
    await expect.poll(() => record.getByText(SHOW_LINE).isVisible()).toBe(true);
    expect(await detail(record, 'Released within 90 days').innerText()).toMatch(/^2 of 3 interviews · /);
    await expectAccessible(admin);
    await agency.close();

    // the guest's approvals card says the show's record in its line, on the phone's width
    await bookingsPage.reload();
    const approvals = bookingsPage.getByRole('region', { name: 'Waiting for your approval' });
    await expect.poll(() => approvals.getByRole('heading', { name: SHOW }).isVisible()).toBe(true);
    expect(await detail(approvals, 'Record').innerText()).toBe(SHOW_LINE);
    await expectFitsWidth(bookingsPage);
    await expectAccessible(bookingsPage);
    await phone.close();

    // the approval link mailed to the guest's people opens the same screen, with the same line
    const approvalLinks = () => [...suite.server.logs().matchAll(/"link":"([^"]*\/approve\/[^"]*)"/g)].map((m) => m[1]!);
    await expect.poll(() => approvalLinks().length).toBeGreaterThan(0);
    const mail = await newContext(suite.browser, suite.server);
    const approval = await mail.newPage();
    await approval.goto(approvalLinks().at(-1)!);
    await expect.poll(() => approval.getByRole('heading', { level: 1, name: 'Approve a show' }).isVisible()).toBe(true);
    const screen = approval.getByRole('article').filter({ has: approval.getByRole('heading', { name: SHOW }) });
    await expect.poll(() => detail(screen, 'Record').innerText()).toBe(SHOW_LINE);
    expect(await detail(screen, 'Host').innerText()).toBe(SECOND_HOST.name);
    await expectAccessible(approval);
    await mail.close();
  });
});
