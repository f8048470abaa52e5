import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedServer, startFeedServer } from '../fakes/feeds/feed-server';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';
import { expectToast } from './toasts';

/** The show's own feed, on a local fake server the app is allowed to reach. */
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds?.close());
const suite = e2eSuite(() => ({ env: { OUTBOUND_ALLOWED_PRIVATE_HOSTS: feeds.host } }));

const SHOW = 'The Everything Hour';

describe('a feed that names a guest in every episode', () => {
  it('is held for review on /admin/podcasts with its reason, and the admin rejects its matches in one step from the keyboard', {
    timeout: 240_000,
  }, async () => {
    const guest = account(suite.server, 'guest');
    const admin = await newContext(suite.browser, suite.server);
    const page = await admin.newPage();
    await signIn(page, account(suite.server, 'admin'), '/admin/podcasts');
    const { name } = await (await page.request.get(`/api/clients/${guest.clientSlug}`)).json();
    feeds.serveFeed('/everything.xml', {
      title: SHOW,
      items: Array.from({ length: 8 }, (_, i) => ({
        guid: `e-${i}`,
        title: `${name} on everything, part ${i + 1}`,
        publishedAt: `2026-0${i + 1}-01T09:00:00Z`,
      })),
    });

    // the admin adds the show with its feed and reads it
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Podcasts' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add podcast' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add podcast' });
    await dialog.getByLabel('Name').fill(SHOW);
    await dialog.getByLabel('RSS feed').fill(feeds.url('/everything.xml'));
    await dialog.getByRole('button', { name: 'Add podcast' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByLabel('Search podcasts').fill(SHOW);
    await page.getByRole('button', { name: `Read now: the feed of ${SHOW}` }).click();
    await expect.poll(() => page.getByText(/^Read just now · 8 episodes$/).isVisible()).toBe(true);

    // the eight matches are held, with the reason
    const held = page.getByRole('region', { name: 'Held for review' });
    await expect.poll(() => held.getByText(/8 episodes held\. Held for review: the feed matched this guest in 8 new episodes at once/).isVisible()).toBe(true);
    await expectAccessible(page);

    // the feed's Matches, opened and used from the keyboard
    const matchesButton = page.getByRole('button', { name: `Matches: the guests the feed of ${SHOW} matched` });
    await matchesButton.focus();
    await page.keyboard.press('Enter');
    const matches = page.getByRole('dialog', { name: `Guests matched by ${SHOW}` });
    await expect.poll(() => matches.getByText('8 held for review').isVisible()).toBe(true);
    await expectAccessible(page);
    await matches.getByRole('button', { name: `Reject these: ${name}’s matches from ${SHOW}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Reject these matches?' });
    await expect.poll(() => confirm.getByText(/Appearances a person accepted stay/).isVisible()).toBe(true);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Reject matches' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Matches rejected', `${name}’s matches from ${SHOW}: 8 matches rejected`);
    await expect.poll(() => matches.getByText('8 rejected').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => held.count()).toBe(0);
    await admin.close();

    // the guest is offered none of them
    const own = await newContext(suite.browser, suite.server);
    const guestPage = await own.newPage();
    await signIn(guestPage, guest, `/profile/${guest.clientSlug}/podcasts`);
    await expect.poll(() => guestPage.getByRole('heading', { level: 2, name: 'Appearances' }).isVisible()).toBe(true);
    expect(await guestPage.getByRole('list', { name: /^Suggested appearances of / }).count()).toBe(0);
    await own.close();
  });
});
