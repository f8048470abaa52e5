import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedServer, startFeedServer } from '../fakes/feeds/feed-server';
import { pdfText } from '../helpers/pdf-text';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';

/** The show's own feed, on a local fake server the app is allowed to reach. */
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds?.close());
const suite = e2eSuite(() => ({ env: { OUTBOUND_ALLOWED_PRIVATE_HOSTS: feeds.host } }));

const SHOW = 'The Harbour Hour';
const KEPT = 'https://harbour-hour.example/episodes/12';

/** The suggestions card's list, and the titles in it. */
const suggestions = (page: Page) => page.getByRole('list', { name: /^Suggested appearances of / });
const suggestedTitles = async (page: Page) =>
  (await suggestions(page).count()) === 0 ? [] : suggestions(page).getByRole('heading', { level: 3 }).allInnerTexts();

describe('appearances verified from the shows’ own feeds', () => {
  it('an admin adds a show with its feed and reads it; the guest accepts one suggestion and rejects another; the profile and the PDF mark the kept one Matched, linked to its source', {
    timeout: 240_000,
  }, async () => {
    const guest = account(suite.server, 'guest');
    const slug = guest.clientSlug!;
    const admin = await newContext(suite.browser, suite.server);
    const page = await admin.newPage();
    await signIn(page, account(suite.server, 'admin'), '/admin/podcasts');
    const { name } = await (await page.request.get(`/api/clients/${slug}`)).json();
    const kept = `${name} on steering through a storm`;
    const refused = `${name} on the history of lighthouses`;
    feeds.serveFeed('/harbour.xml', {
      title: SHOW,
      // the show's site: the episode's link on it is the show's own, where the grade's mark points
      link: 'https://harbour-hour.example',
      items: [
        { guid: 'hh-12', title: kept, link: KEPT, publishedAt: '2026-10-02T09:00:00Z', description: 'A conversation about leading in hard seasons.' },
        { guid: 'hh-11', title: refused, link: 'https://harbour-hour.example/episodes/11', publishedAt: '2026-09-18T09:00:00Z' },
        { guid: 'hh-10', title: 'Tides, trade and tomorrow', publishedAt: '2026-09-04T09:00:00Z' },
      ],
    });

    // the admin adds the show with its RSS feed, and reads it now
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Podcasts' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add podcast' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add podcast' });
    await dialog.getByLabel('Name').fill(SHOW);
    await dialog.getByLabel('RSS feed').fill(feeds.url('/harbour.xml'));
    await dialog.getByRole('button', { name: 'Add podcast' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByLabel('Search podcasts').fill('Harbour Hour');
    await expect.poll(() => page.getByText('Not read yet').isVisible()).toBe(true);
    await page.getByRole('button', { name: `Read now: the feed of ${SHOW}` }).click();
    await expect.poll(() => page.getByText(/^Read just now · 3 episodes$/).isVisible()).toBe(true);
    await expectAccessible(page);
    await admin.close();

    // the guest finds both suggestions with their evidence, on a phone
    const phone = await newContext(suite.browser, suite.server, 390);
    const own = await phone.newPage();
    await signIn(own, guest, `/profile/${slug}/podcasts`);
    await expect.poll(() => suggestedTitles(own)).toEqual([kept, refused]);
    const keptItem = suggestions(own)
      .getByRole('listitem')
      .filter({ has: own.getByRole('heading', { name: kept }) });
    expect(await keptItem.getByRole('list', { name: 'Evidence' }).innerText()).toContain('The guest’s name is in the episode title');
    await expectAccessible(own);

    // accepting one lists it among the appearances, marked Matched (a person accepted what the feed says); rejecting the other takes it away for good
    await own.getByRole('button', { name: `Accept: ${kept}` }).click();
    await expect.poll(() => suggestedTitles(own)).toEqual([refused]);
    const appearances = own.getByRole('list', { name: /^Podcast appearances of / });
    const keptAppearance = appearances.getByRole('listitem').filter({ has: own.getByRole('heading', { name: kept }) });
    await expect.poll(() => keptAppearance.getByRole('link', { name: /^Matched: Accepted by the guest from the show’s feed/ }).getAttribute('href')).toBe(KEPT);
    await own.getByRole('button', { name: `Reject: ${refused}` }).click();
    await expect.poll(() => suggestedTitles(own)).toEqual([]);
    await own.reload();
    await expect.poll(() => appearances.getByText(kept).isVisible()).toBe(true);
    expect(await suggestedTitles(own)).toEqual([]);
    expect(await appearances.getByText(refused).count()).toBe(0);
    await expectAccessible(own);
    await phone.close();

    // a visitor reads the profile: the Matched mark links to the episode in the show's feed
    const visitor = await newContext(suite.browser, suite.server);
    const profile = await visitor.newPage();
    await profile.goto(`/profile/${slug}`);
    const podcasts = profile.locator('#podcasts');
    await expect.poll(() => podcasts.getByText(kept).isVisible()).toBe(true);
    const mark = podcasts.getByRole('link', { name: /^Matched: / });
    expect(await mark.getAttribute('href')).toBe(KEPT);
    expect(await mark.getAttribute('target')).toBe('_blank');
    await expectAccessible(profile);

    // the one-sheet lists it with the mark, linked to the same source
    const pdf = await profile.request.get(`/api/clients/${slug}/pdf-profile`);
    expect(pdf.status()).toBe(200);
    const body = await pdf.body();
    const lines = pdfText(body).split('\n');
    const at = lines.findIndex((line) => line.startsWith(kept));
    expect(at).toBeGreaterThan(-1);
    expect(lines[at + 1]!.trim()).toBe('Matched');
    expect(body.toString('latin1')).toContain(`/URI (${KEPT})`);
    await visitor.close();
  });
});
