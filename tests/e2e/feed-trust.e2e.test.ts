import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_REQUEST_CONFIRMED, BOOKING_REQUEST_SENT } from '@shared/api/bookings/requests';
import { type FeedServer, startFeedServer } from '../fakes/feeds/feed-server';
import { expectAccessible } from './axe';
import { settled } from './settle';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';

/** The hostile show's feed, on a local fake server the app is allowed to reach. */
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds?.close());
// the feeds are read when the flows say so (Read now), never by the schedule in between
const suite = e2eSuite(() => ({ env: { OUTBOUND_ALLOWED_PRIVATE_HOSTS: feeds.host, FEEDS_INTERVAL_MINUTES: '0' } }));

const SHOW = 'Fraud Files';
const PHISH = 'https://evil.example/phish';

/** A wall time `days` from now at 15:00, as a datetime-local input takes it. */
const daysAhead = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T15:00`;

/** The Podcasts section of a visitor's view of the profile, read afresh. */
async function visitorPodcasts(page: Page, slug: string) {
  await page.goto(`/profile/${slug}`);
  const podcasts = page.locator('#podcasts');
  await expect.poll(() => podcasts.isVisible()).toBe(true);
  return podcasts;
}

describe('a feed that came through an anonymous host’s request', () => {
  it('puts nothing confirmed or matched on the profile, whatever it claims; once an admin trusts it, the suggestion naming and linking the guest is confirmed, linking to its audio', {
    timeout: 300_000,
  }, async () => {
    const guest = account(suite.server, 'guest');
    const slug = guest.clientSlug!;
    const visitor = await newContext(suite.browser, suite.server);
    const profile = await visitor.newPage();
    const { name } = await (await profile.request.get(`/api/clients/${slug}`)).json();
    // the feed names the guest as a guest with their profile's address, and links its episode to the attacker's page
    const profileAddress = `http://localhost:${new URL(suite.server.baseUrl).port}/profile/${slug}`;
    const claimed = `${name} on why they were fired for fraud`;
    feeds.serveFeed('/fraud.xml', {
      title: SHOW,
      items: [
        {
          guid: 'ff-1',
          title: claimed,
          link: PHISH,
          enclosureUrl: feeds.url('/ff-1.mp3'),
          publishedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          persons: [{ name, role: 'guest', href: profileAddress }],
        },
        {
          guid: 'ff-2',
          title: 'Money talks with Zeb',
          enclosureUrl: feeds.url('/ff-2.mp3'),
          publishedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
          persons: [{ name: 'Zeb Other', role: 'guest', href: profileAddress }],
        },
      ],
    });

    // an anonymous host asks for the guest with that feed as their show, on a phone, and confirms through the mailed link
    const host = await newContext(suite.browser, suite.server, 390);
    const page = await host.newPage();
    const hydrated = page.waitForResponse((res) => res.url().endsWith(`/api/clients/${slug}/view`));
    await page.goto(`/profile/${slug}`);
    await hydrated;
    await page.getByRole('button', { name: 'Request this guest' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your name').fill('Mallory Host');
    await dialog.getByLabel('Your email').fill('mallory@example.com');
    await dialog.getByLabel('Show name').fill(SHOW);
    await dialog.getByLabel('Show link (RSS feed or website)').fill(feeds.url('/fraud.xml'));
    await dialog.getByLabel('Time 1').fill(daysAhead(10));
    await dialog.getByLabel('Time 2').fill(daysAhead(11));
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => dialog.getByText(BOOKING_REQUEST_SENT).isVisible()).toBe(true);
    const hostLink = () => /"to":"mallory@example\.com","link":"([^"]*\/requests\/[^"]*)"/.exec(suite.server.logs())?.[1];
    await expect.poll(hostLink).toBeTruthy();
    await page.goto(hostLink()!);
    // server-rendered: the button works once the page is hydrated
    await settled(page);
    await page.getByRole('button', { name: 'Confirm my request' }).click();
    await expect.poll(() => page.getByText(BOOKING_REQUEST_CONFIRMED).isVisible()).toBe(true);
    // the host may prove the show is theirs: the tag is shown to them once
    const prove = page.getByRole('region', { name: 'Prove the show is yours' });
    await expect.poll(() => prove.isVisible()).toBe(true);
    await prove.getByRole('button', { name: 'Get a tag for your show’s feed' }).click();
    await expect.poll(() => prove.getByLabel('Ownership tag').inputValue()).toMatch(/^<podcast:txt purpose="verify">podium-[A-Za-z0-9_-]{43}<\/podcast:txt>$/);
    await expectAccessible(page);
    await host.close();

    // the admin reads the booked show's feed: it says where it came from and that it only suggests
    const agency = await newContext(suite.browser, suite.server);
    const admin = await agency.newPage();
    await signIn(admin, account(suite.server, 'admin'), '/admin/podcasts');
    const booked = admin.getByRole('region', { name: 'Feeds of booked shows' });
    await expect.poll(() => booked.getByText('Not reviewed: its episodes only suggest appearances · From a host’s booking request').isVisible()).toBe(true);
    // before its first read the feed carries the show's name the host gave
    await booked.getByRole('button', { name: `Read now: the feed of ${SHOW}` }).click();
    await expect.poll(() => booked.getByText(/^Read just now · 2 episodes$/).isVisible()).toBe(true);
    await expectAccessible(admin);

    // the visitor's profile shows nothing confirmed or matched, and nothing of the claimed episode; the PDF neither
    let podcasts = await visitorPodcasts(profile, slug);
    expect(await podcasts.getByText(/^(Confirmed|Matched)$/).count()).toBe(0);
    expect(await podcasts.getByText(claimed).count()).toBe(0);
    const pdf = await (await profile.request.get(`/api/clients/${slug}/pdf-profile`)).body();
    expect(pdf.toString('latin1')).not.toContain(PHISH);

    // the agency sees both as suggestions, with where the feed came from
    await admin.goto(`/profile/${slug}/podcasts`);
    const suggestions = admin.getByRole('list', { name: /^Suggested appearances of / });
    await expect.poll(() => suggestions.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(expect.arrayContaining([claimed, 'Money talks with Zeb']));
    const claimedItem = suggestions.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: claimed }) });
    await expect.poll(() => claimedItem.getByText(/^From a host’s booking request: the agency has not reviewed this feed yet/).isVisible()).toBe(true);
    await expectAccessible(admin);

    // the admin trusts the feed: the suggestion naming and linking the guest becomes Confirmed; the link under another name does not
    await admin.goto('/admin/podcasts');
    await booked.getByRole('button', { name: `Trust the feed of ${SHOW}` }).click();
    const question = admin.getByRole('dialog', { name: `Trust the feed of ${SHOW}?` });
    await expect.poll(() => question.isVisible()).toBe(true);
    await expectAccessible(admin);
    await question.getByRole('button', { name: 'Trust this feed' }).click();
    await expect.poll(() => admin.getByText('Feed trusted').first().isVisible()).toBe(true);
    await agency.close();

    podcasts = await visitorPodcasts(profile, slug);
    await expect.poll(() => podcasts.getByText(claimed).isVisible()).toBe(true);
    const mark = podcasts.getByRole('link', { name: /^Confirmed: Named as guest in the show’s own feed/ });
    expect(await mark.getAttribute('href')).toBe(feeds.url('/ff-1.mp3'));
    expect(await podcasts.getByText('Named as guest in the show’s own feed').isVisible()).toBe(true);
    expect(await podcasts.getByText('Money talks with Zeb').count()).toBe(0);
    expect(await podcasts.locator(`a[href="${PHISH}"]`).count()).toBe(0);
    await expectAccessible(profile);
    await visitor.close();
  });

  it('a host pastes their tag into their show’s feed: the next read proves it, their page says so, and the agency’s inbox reads “Verified show”', {
    timeout: 240_000,
  }, async () => {
    const guest = account(suite.server, 'guest');
    const slug = guest.clientSlug!;
    const show = 'Proven Pod';
    const feed = {
      title: show,
      items: [
        { guid: 'pp-1', title: 'Season one trailer', enclosureUrl: feeds.url('/pp-1.mp3'), publishedAt: new Date(Date.now() - 86_400_000).toISOString() },
      ],
    };
    feeds.serveFeed('/proven.xml', feed);
    const host = await newContext(suite.browser, suite.server);
    const page = await host.newPage();
    const sent = await page.request.post('/api/booking-requests', {
      headers: { origin: suite.server.baseUrl },
      data: {
        clientId: (await (await page.request.get(`/api/clients/${slug}`)).json()).id,
        hostName: 'Priya Producer',
        hostEmail: 'priya@example.com',
        showName: show,
        showUrl: feeds.url('/proven.xml'),
        topic: 'Starting a show',
        slots: [20, 21].map((days) => new Date(Date.now() + days * 86_400_000).toISOString()),
        timeZone: 'Europe/London',
        format: 'audio',
        setting: 'remote',
        message: '',
        website: '',
      },
    });
    expect(sent.status()).toBe(202);
    const hostLink = () => /"to":"priya@example\.com","link":"([^"]*\/requests\/[^"]*)"/.exec(suite.server.logs())?.[1];
    await expect.poll(hostLink).toBeTruthy();
    await page.goto(hostLink()!);
    await settled(page);
    await page.getByRole('button', { name: 'Confirm my request' }).click();
    const prove = page.getByRole('region', { name: 'Prove the show is yours' });
    await prove.getByRole('button', { name: 'Get a tag for your show’s feed' }).click();
    const tag = await (async () => {
      await expect.poll(() => prove.getByLabel('Ownership tag').inputValue()).toContain('podium-');
      return prove.getByLabel('Ownership tag').inputValue();
    })();
    // the host publishes it in the show's feed
    feeds.serveFeed('/proven.xml', { ...feed, verifyTexts: [/>(podium-[^<]+)</.exec(tag)![1]!] });

    const agency = await newContext(suite.browser, suite.server);
    const admin = await agency.newPage();
    await signIn(admin, account(suite.server, 'admin'), '/admin/podcasts');
    const booked = admin.getByRole('region', { name: 'Feeds of booked shows' });
    await booked.getByRole('button', { name: `Read now: the feed of ${show}` }).click();
    await expect.poll(() => booked.getByText('Its host proved they own it').isVisible()).toBe(true);
    await admin.goto('/admin/booking-requests');
    const row = admin.getByRole('row').filter({ hasText: show });
    await expect.poll(() => row.getByText('Verified show').isVisible()).toBe(true);
    await expectAccessible(admin);
    await agency.close();

    await page.reload();
    await expect.poll(() => page.getByText(`Verified show: you proved that ${show}’s feed is yours.`, { exact: false }).isVisible()).toBe(true);
    await expectAccessible(page);
    await host.close();
  });
});
