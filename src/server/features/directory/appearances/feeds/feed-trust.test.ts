import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createPodcast } from '@tests/factories';
import { type FeedServer, startFeedServer } from '@tests/fakes/feeds/feed-server';
import type { FakeFeed, FakeItem } from '@tests/fakes/feeds/rss';
import { bookingRequestBodyFor } from '@tests/helpers/fixtures/bookings/requests';
import { pdfText } from '@tests/helpers/pdf-text';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { seedWorld, type World } from '@tests/helpers/world';
import type { AdminBookingRequest, HostRequestView } from '@shared/api/bookings/requests';
import type { AppearanceSuggestion } from '@shared/api/directory/appearances/appearance-suggestions';
import type { Appearance } from '@shared/api/directory/podcasts/podcasts';
import { auditLog, bookingRequests, bookings, feedOwnershipTags, podcastFeeds, podcasts } from '@server/db/schema';
import { hashToken } from '@server/lib/tokens';
import { parseFeed } from './feed-parser';
import { feedsJob } from './feeds-job';

/**
 * What a feed can prove, through the routes: a feed that came through a host's request only
 * suggests, whatever it claims; an admin's trust or the host's proof of ownership lets the right
 * suggestions be verified; and a person tag verifies only with the guest's name and link together.
 */
let t: TestApp;
let w: World;
let fake: FeedServer;
const PROFILE = 'http://podium.test/profile/amara-okafor';
const AMARA_SITE = 'https://amaraokafor.example';
const DARA_SITE = 'https://dara.example';
const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
let amara: { id: number };
let bola: { id: number };
let chidi: { id: number };
let efe: { id: number };
let dara: { id: number };
let ledger: { id: number };

beforeAll(async () => {
  fake = await startFeedServer();
  t = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE_HOSTS: fake.host, PUBLIC_URL: 'http://podium.test' });
  w = await seedWorld(t.db);
  // every guest is in the directory before the first read (the matcher caches the guest index)
  amara = await createClient(t.db, { slug: 'amara-okafor', name: 'Amara Okafor', headline: 'Chief Financial Officer', websiteUrl: AMARA_SITE });
  bola = await createClient(t.db, { slug: 'bola-adeyemi', name: 'Bola Adeyemi', headline: 'Founder', websiteUrl: 'https://bola.example' });
  chidi = await createClient(t.db, { slug: 'chidi-nwosu', name: 'Chidi Nwosu', headline: 'Economist', websiteUrl: 'https://chidi.example' });
  dara = await createClient(t.db, { slug: 'dara-mensah', name: 'Dara Mensah', headline: 'Auditor', websiteUrl: DARA_SITE });
  efe = await createClient(t.db, { slug: 'efe-obi', name: 'Efe Obi', headline: 'Builder', websiteUrl: 'https://efe.example' });
  ledger = await createPodcast(t.db, { name: 'The Ledger Show' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const inject = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {}, remoteAddress: w.nextIp() });

/**
 * The hostile feed of the finding: the guest named and linked to their profile as a guest, the
 * episode linking to the attacker's page; and a tag linking their website under another name.
 */
function hostileFeed(path: string, guest = { name: 'Amara Okafor', profile: PROFILE, site: AMARA_SITE }, title = 'The Ledger Show'): FakeFeed {
  const item = (guid: string, fields: Partial<FakeItem>): FakeItem => ({
    guid,
    title: guid,
    publishedAt: days(-2),
    enclosureUrl: fake.url(`/${path}-${guid}.mp3`),
    ...fields,
  });
  return {
    title,
    items: [
      item('fraud', {
        title: `${guest.name} on why they were fired for fraud`,
        link: 'https://evil.example/phish',
        persons: [{ name: guest.name, role: 'guest', href: guest.profile }],
      }),
      item('zeb', { title: 'Money talks with Zeb', persons: [{ name: 'Zeb Okafor', role: 'guest', href: guest.site }] }),
    ],
  };
}

/** A host sends a request for `clientId` with `showUrl`, confirms it through the link they were mailed: answers the link's token and the host's email. */
async function requestAndConfirm(clientId: number, showUrl: string): Promise<{ token: string; hostEmail: string }> {
  const body = bookingRequestBodyFor(clientId, { showUrl, showName: 'The Ledger Show' });
  expect((await inject('POST', '/api/booking-requests', undefined, body)).statusCode).toBe(202);
  const mail = t.mail.sent.filter((m) => m.to === body.hostEmail).at(-1);
  const token = /\/requests\/([A-Za-z0-9_-]+)/.exec(mail?.link ?? '')![1]!;
  expect((await inject('POST', `/api/requests/${token}/confirm`)).statusCode).toBe(200);
  return { token, hostEmail: body.hostEmail };
}

/** One run of the real feeds job with the app's own subscribers (matching, then release detection), every feed due. */
async function runFeedsJob() {
  await t.db.update(podcastFeeds).set({ nextCheckAt: new Date(Date.now() - 86_400_000) });
  const summary = await feedsJob.run(
    { db: t.db, config: t.config, database: t.database, metrics: { jobRun: () => undefined }, events: t.app.events, log: { warn: () => undefined } },
    null,
    undefined,
  );
  expect(summary.failed).toBe(0);
}

const feedAt = async (url: string) => (await t.db.select().from(podcastFeeds).where(eq(podcastFeeds.url, url)))[0]!;
const appearancesOf = async (clientId: number): Promise<Appearance[]> => (await inject('GET', `/api/clients/${clientId}/episodes`)).json().items;
const suggestionsOf = async (clientId: number): Promise<AppearanceSuggestion[]> =>
  (await inject('GET', `/api/clients/${clientId}/appearance-suggestions`, await w.cookieFor('admin'))).json().items;
/** The one-sheet's text, its wrapped lines joined by single spaces. */
const oneSheet = async (slug: string) => pdfText((await inject('GET', `/api/clients/${slug}/pdf-profile`)).rawPayload).replace(/\s+/g, ' ');

describe('a feed that came through a host’s request', () => {
  it('puts no confirmed or matched appearance anywhere: its matches are suggestions, shown with where the feed came from, and it takes no podcast', async () => {
    const url = fake.url('/attack.xml');
    fake.serveFeed('/attack.xml', hostileFeed('attack'));
    await requestAndConfirm(amara.id, url);
    await runFeedsJob();

    expect(await appearancesOf(amara.id)).toEqual([]);
    const sheet = await oneSheet('amara-okafor');
    expect(sheet).not.toContain('Confirmed');
    expect(sheet).not.toContain('Matched');
    expect(sheet).not.toContain('fraud');
    const suggestions = await suggestionsOf(amara.id);
    expect(suggestions.map((s) => [s.episodeTitle, s.feedOrigin])).toEqual(
      expect.arrayContaining([
        ['Amara Okafor on why they were fired for fraud', 'From a host’s booking request'],
        ['Money talks with Zeb', 'From a host’s booking request'],
      ]),
    );
    // the attacker's page is never offered as the episode's link: the audio is
    expect(suggestions.find((s) => s.episodeTitle.includes('fraud'))!.link).toBe(fake.url('/attack-fraud.mp3'));
    const feed = await feedAt(url);
    expect(feed).toMatchObject({ source: 'host-request', trustedAt: null, provenAt: null, podcastId: null });
    // the podcast of the same title keeps its empty feed slot, and no other podcast takes its name
    expect(await t.db.select().from(podcastFeeds).where(eq(podcastFeeds.podcastId, ledger.id))).toEqual([]);
    expect((await t.db.select().from(podcasts).where(eq(podcasts.name, 'The Ledger Show'))).map((p) => p.id)).toEqual([ledger.id]);
  });

  it('accepted by the agency, goes under a podcast of its own name and site, never the podcast of its title, linking to the audio', async () => {
    const url = fake.url('/accepted.xml');
    fake.serveFeed('/accepted.xml', hostileFeed('accepted'));
    await requestAndConfirm(bola.id, url);
    fake.serveFeed('/accepted.xml', {
      title: 'The Ledger Show',
      items: [
        {
          guid: 'bola-1',
          title: 'Bola Adeyemi on building',
          link: 'https://elsewhere.example/bola',
          enclosureUrl: fake.url('/accepted-bola.mp3'),
          publishedAt: days(-1),
          persons: [{ name: 'Bola Adeyemi', role: 'guest', href: 'https://bola.example' }],
        },
      ],
    });
    await runFeedsJob();
    const [suggestion] = await suggestionsOf(bola.id);
    expect(suggestion).toMatchObject({ episodeTitle: 'Bola Adeyemi on building', feedOrigin: 'From a host’s booking request' });

    const res = await inject('POST', `/api/appearance-suggestions/${suggestion!.id}/accept`, await w.cookieFor('admin'));
    expect(res.statusCode, res.body).toBe(200);
    const site = new URL(url).hostname;
    expect(res.json()).toMatchObject({
      podcastName: `The Ledger Show (${site})`,
      url: fake.url('/accepted-bola.mp3'),
      verified: { sourceUrl: fake.url('/accepted-bola.mp3'), evidence: 'Accepted by the agency from the show’s feed' },
    });
    expect(await t.db.select().from(podcastFeeds).where(eq(podcastFeeds.podcastId, ledger.id))).toEqual([]);
    expect((await feedAt(url)).podcastId).toBeNull();
  });
});

describe('a person tag', () => {
  it('verifies only with the guest’s name and link together, on a feed an admin added: a name alone, a link alone, or “Zeb Okafor” linking her website suggest', async () => {
    const url = fake.url('/trusted.xml');
    fake.serveFeed('/trusted.xml', {
      title: 'Numbers Weekly',
      link: 'https://numbers.example',
      items: [
        {
          guid: 'both',
          title: 'Closing the books',
          link: 'https://numbers.example/ep/1',
          publishedAt: days(-3),
          persons: [{ name: 'Dara Mensah', role: 'guest', href: DARA_SITE }],
        },
        { guid: 'name', title: 'Audit season', publishedAt: days(-4), persons: [{ name: 'Dara Mensah', role: 'guest' }] },
        { guid: 'zeb', title: 'Tax talk', publishedAt: days(-5), persons: [{ name: 'Zeb Okafor', role: 'guest', href: DARA_SITE }] },
        { guid: 'pat', title: 'Pat explains', publishedAt: days(-6), persons: [{ name: 'Pat Other', role: 'guest', href: `${DARA_SITE}/` }] },
        { guid: 'host', title: 'Dara Mensah answers mail', publishedAt: days(-7), persons: [{ name: 'Dara Mensah', href: DARA_SITE }] },
      ],
    });
    const created = await inject('POST', '/api/admin/podcasts', await w.cookieFor('admin'), { name: 'Numbers Weekly', feedUrl: url });
    expect(created.statusCode, created.body).toBe(201);
    expect(await feedAt(url)).toMatchObject({ source: 'admin', trustedAt: expect.any(Date) });
    await runFeedsJob();

    const verified = (await appearancesOf(dara.id)).filter((a) => a.verified);
    expect(verified).toEqual([
      expect.objectContaining({
        title: 'Closing the books',
        url: 'https://numbers.example/ep/1',
        verified: { sourceUrl: 'https://numbers.example/ep/1', evidence: 'Named as guest in the show’s own feed' },
      }),
    ]);
    const suggested = (await suggestionsOf(dara.id)).filter((s) => s.showName === 'Numbers Weekly');
    // a tag with no role is the host's (the namespace's default): no match at all
    expect(suggested.map((s) => s.episodeTitle).sort()).toEqual(['Audit season', 'Pat explains', 'Tax talk']);
    expect(suggested.every((s) => s.feedOrigin === null)).toBe(true);
  });
});

describe('trusting a feed', () => {
  it('is an admin’s audited action that verifies the right waiting suggestions, linking to the show’s own page or audio, never the item’s other address', async () => {
    const url = fake.url('/to-trust.xml');
    fake.serveFeed(
      '/to-trust.xml',
      hostileFeed('to-trust', { name: 'Chidi Nwosu', profile: 'http://podium.test/profile/chidi-nwosu', site: 'https://chidi.example' }, 'Honest Money'),
    );
    await requestAndConfirm(chidi.id, url);
    await runFeedsJob();
    const feed = await feedAt(url);
    expect(await appearancesOf(chidi.id)).toEqual([]);

    for (const persona of ['anonymous', 'guest', 'team'] as const) {
      expect((await inject('POST', `/api/admin/podcast-feeds/${feed.id}/trust`, await w.cookieFor(persona))).statusCode).toBe(
        persona === 'anonymous' ? 401 : 403,
      );
    }
    const res = await inject('POST', `/api/admin/podcast-feeds/${feed.id}/trust`, await w.cookieFor('admin'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: feed.id, source: 'host-request', trust: 'admin' });

    const mark = (await appearancesOf(chidi.id)).find((a) => a.title === 'Chidi Nwosu on why they were fired for fraud');
    expect(mark?.verified).toEqual({ sourceUrl: fake.url('/to-trust-fraud.mp3'), evidence: 'Named as guest in the show’s own feed' });
    expect(mark?.url).toBe(fake.url('/to-trust-fraud.mp3'));
    // the link under another name stays a suggestion
    expect((await suggestionsOf(chidi.id)).map((s) => s.episodeTitle)).toContain('Money talks with Zeb');
    expect(await oneSheet('chidi-nwosu')).toContain('Named as guest in the show');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'podcast.feed-trust'), eq(auditLog.targetId, String(feed.id))));
    expect(audit).toHaveLength(1);
    // trusting again changes nothing and records nothing
    expect((await inject('POST', `/api/admin/podcast-feeds/${feed.id}/trust`, await w.cookieFor('admin'))).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'podcast.feed-trust'), eq(auditLog.targetId, String(feed.id)))),
    ).toHaveLength(1);
    expect((await inject('POST', '/api/admin/podcast-feeds/999999/trust', await w.cookieFor('admin'))).statusCode).toBe(404);
  });
});

describe('a host proving they own their show’s feed', () => {
  it('gets a tag on their request page once confirmed; the next read that finds it proves the feed, verifying the guests the agency booked, and the agency reads “Verified show”', async () => {
    const url = fake.url('/proven.xml');
    const body = bookingRequestBodyFor(efe.id, { showUrl: url, showName: 'Builders Hour' });
    expect((await inject('POST', '/api/booking-requests', undefined, body)).statusCode).toBe(202);
    const token = /\/requests\/([A-Za-z0-9_-]+)/.exec(t.mail.sent.filter((m) => m.to === body.hostEmail).at(-1)!.link!)![1]!;
    // before confirming: no tag
    const early = await inject('POST', `/api/requests/${token}/ownership-tag`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Your show’s feed can be proven once your request is confirmed, from its own page.');
    expect((await inject('POST', `/api/requests/${token}/confirm`)).statusCode).toBe(200);
    const before: HostRequestView = (await inject('GET', `/api/requests/${token}`)).json();
    expect(before).toMatchObject({ canProveShow: true, showVerified: false });

    const answer = await inject('POST', `/api/requests/${token}/ownership-tag`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { tag } = answer.json() as { tag: string };
    const secret = /^<podcast:txt purpose="verify">(podium-[A-Za-z0-9_-]{43})<\/podcast:txt>$/.exec(tag)![1]!;
    // stored hashed only, and told to nobody else
    const [stored] = await t.db
      .select()
      .from(feedOwnershipTags)
      .where(eq(feedOwnershipTags.tokenHash, hashToken(secret)));
    expect(stored).toMatchObject({ feedId: (await feedAt(url)).id, usedAt: null });
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain(secret);
    expect(t.mail.sent.some((m) => m.text.includes(secret))).toBe(false);

    // the agency takes the booking up (a time held); the feed names Bola and, unbooked, Amara
    const [request] = await t.db.select().from(bookingRequests).where(eq(bookingRequests.hostEmail, body.hostEmail));
    await t.db
      .update(bookings)
      .set({ status: 'held', holdExpiresAt: new Date(Date.now() + 86_400_000), holdAwaiting: 'host' })
      .where(eq(bookings.requestId, request!.id));
    const episodes: FakeItem[] = [
      {
        guid: 'b1',
        title: 'Efe Obi on building',
        link: `${fake.url('/builders/b1')}`,
        publishedAt: days(-1),
        persons: [{ name: 'Efe Obi', role: 'guest', href: 'https://efe.example' }],
      },
      { guid: 'a1', title: 'Amara Okafor on ledgers', publishedAt: days(-1), persons: [{ name: 'Amara Okafor', role: 'guest', href: PROFILE }] },
    ];
    fake.serveFeed('/proven.xml', { title: 'Builders Hour', items: episodes });
    await runFeedsJob();
    expect(await appearancesOf(efe.id)).toEqual([]);

    fake.serveFeed('/proven.xml', { title: 'Builders Hour', verifyTexts: [secret], items: episodes });
    await runFeedsJob();
    expect(await feedAt(url)).toMatchObject({ provenAt: expect.any(Date), ownerEmail: body.hostEmail, trustedAt: null });
    const efeMark = (await appearancesOf(efe.id)).find((a) => a.title === 'Efe Obi on building');
    expect(efeMark?.verified).toEqual({ sourceUrl: fake.url('/builders/b1'), evidence: 'Named as guest in the show’s own feed' });
    // owning a feed proves who writes it, not the truth about a guest the agency never booked with the show
    expect((await appearancesOf(amara.id)).some((a) => a.title === 'Amara Okafor on ledgers')).toBe(false);
    expect((await suggestionsOf(amara.id)).map((s) => s.episodeTitle)).toContain('Amara Okafor on ledgers');

    const after: HostRequestView = (await inject('GET', `/api/requests/${token}`)).json();
    expect(after.showVerified).toBe(true);
    const inbox: { items: AdminBookingRequest[] } = (
      await inject('GET', `/api/admin/booking-requests?stage=all&q=${encodeURIComponent(body.hostEmail)}`, await w.cookieFor('admin'))
    ).json();
    expect(inbox.items.map((r) => r.showVerified)).toEqual([true]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'podcast.feed-proven'))).toHaveLength(1);
    // the tag is used up; another host asking for the same show does not read "Verified show"
    expect(
      (
        await t.db
          .select()
          .from(feedOwnershipTags)
          .where(eq(feedOwnershipTags.tokenHash, hashToken(secret)))
      )[0]!.usedAt,
    ).not.toBeNull();
    const other = await requestAndConfirm(efe.id, url);
    expect(((await inject('GET', `/api/requests/${other.token}`)).json() as HostRequestView).showVerified).toBe(false);
  });
});

describe('the owner’s tag in a feed', () => {
  it('is read from the channel’s podcast:txt with the purpose “verify” only (an item’s, or another purpose, is not a proof)', () => {
    const xml = `<?xml version="1.0"?><rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><title>Show</title>
      <podcast:txt purpose="verify">podium-abc</podcast:txt><podcast:txt purpose="VERIFY"> podium-def </podcast:txt><podcast:txt purpose="applepodcastsverify">xyz</podcast:txt><podcast:txt>free text</podcast:txt>
      <item><title>One</title><podcast:txt purpose="verify">podium-item</podcast:txt></item></channel></rss>`;
    expect(parseFeed(xml).verifyTexts).toEqual(['podium-abc', 'podium-def']);
  });
});
