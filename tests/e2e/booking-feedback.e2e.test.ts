import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_THANKS } from '@shared/api/bookings/feedback';
import { expectAccessible } from './axe';
import { confirmedDeskBooking } from './desk-booking';
import { e2eSuite, newContext } from './harness';
import { signedInGuest } from './signin';
import { expectFitsWidth } from './fits-width';

const suite = e2eSuite();

/** Where the flow's screenshots go when SCREENSHOTS=1 (the note uses them). */
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

/** Saves the viewport as docs/screenshots/{name}.png when SCREENSHOTS=1. */
async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS === '1') await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** How many bookings of a pipeline stage have this show. */
const inStage = (page: Page, stage: string, show: string) =>
  page
    .getByRole('list', { name: new RegExp(`^${stage}`) })
    .getByRole('heading', { level: 4, name: show, exact: true })
    .count();
/** The card of a booking on the Bookings page, by its show. */
const bookingCard = (page: Page, show: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: show, exact: true }) });

const WORDS = 'A thoughtful guest with sharp stories. Our listeners wrote in for days, and we would gladly have her back.';
const QUOTE = 'Our listeners wrote in for days, and we would gladly have her back.';

describe('feedback after the episode', () => {
  it('a published booking mails its host a link; the host rates the guest on a phone; the guest ticks a quote; the host agrees to it; visitors read it on the profile with the host’s name', {
    timeout: 240_000,
  }, async () => {
    const stamp = Date.now();
    const show = `The Feedback Flow Show ${stamp}`;
    const hostEmail = `fb-host-${stamp}@example.com`;
    const { context, page, guest } = await signedInGuest(suite.browser, suite.server);

    // a host booked the guest through the desk (the booking-requests flow shows it in the browser)
    const guestClient = (await (await page.request.get(`/api/clients/${guest.clientSlug}`)).json()) as { id: number };
    await confirmedDeskBooking(suite, guestClient.id, show, hostEmail);
    await page.goto(`/profile/${guest.clientSlug}/bookings`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Bookings' }).isVisible()).toBe(true);
    const card = bookingCard(page, show);
    await expect.poll(() => inStage(page, 'Confirmed', show)).toBe(1);
    // a booking from a host's request can't be deleted, and its form leaves out the show, the host and the stage
    expect(await card.getByRole('button', { name: `Delete: ${show}` }).count()).toBe(0);
    await card.getByRole('button', { name: `Edit: ${show}` }).click();
    const edit = page.locator('main form').filter({ hasText: 'The show and the host come from the host’s request' });
    await expect.poll(() => edit.count()).toBe(1);
    expect(await edit.getByLabel('Show', { exact: true }).count()).toBe(0);
    await expectAccessible(page);
    await edit.scrollIntoViewIfNeeded();
    await screenshot(page, 'booking-desk-booking-edit');
    // the recording took place a day early: the guest moves its time, then marks it recorded and published
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await edit.getByLabel('Scheduled for').fill(`${yesterday}T15:00`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(() => card.getByText(/^Scheduled$/).isVisible()).toBe(true);
    const moveTo = async (label: string) => {
      await card.getByLabel(`Stage of ${show}`).selectOption({ label });
      await page.getByRole('button', { name: `Move ${show} to ${label}` }).click();
    };
    await moveTo('Recorded');
    await expect.poll(() => inStage(page, 'Recorded', show)).toBe(1);
    await moveTo('Published');
    const publish = page.getByRole('dialog', { name: 'Publish the booking' });
    await publish.getByLabel('Release link').fill('https://show.example.fm/episodes/feedback-flow');
    await publish.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => inStage(page, 'Published', show)).toBe(1);
    await expectAccessible(page);

    // the host opens the mailed link (read from the server log) on a phone
    const linkRe = new RegExp(`"to":"${hostEmail.replace(/[.]/g, '\\.')}","link":"([^"]*/feedback/[^"]*)"`);
    const mailed = () => linkRe.exec(suite.server.logs())?.[1];
    await expect.poll(mailed).toBeTruthy();
    const link = mailed()!;
    const token = link.split('/feedback/')[1];
    const host = await newContext(suite.browser, suite.server, 390);
    const hostPage = await host.newPage();
    // the server's HTML reads without JavaScript, is kept out of search engines and never carries the token
    const html = await (await hostPage.request.get(link)).text();
    expect(html).toContain(show);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain(token);
    const problems: string[] = [];
    hostPage.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    hostPage.on('pageerror', (error) => problems.push(error.message));
    await hostPage.goto(link);
    // the data the page was made from comes with it
    expect(await hostPage.locator('#podium-state').count()).toBe(1);
    await expect.poll(() => hostPage.getByRole('heading', { level: 1, name: 'Your feedback' }).isVisible()).toBe(true);
    // server-rendered: the form works once the page is hydrated (its button is enabled then), without a mismatch
    await expect.poll(() => hostPage.getByRole('button', { name: 'Send feedback' }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    const rating = hostPage.getByRole('group', { name: /How was .* as a guest\?/ });
    await rating.getByRole('radio', { name: '4 – Very good' }).check();
    await hostPage.getByLabel('How did it go? (optional)').fill(WORDS);
    await expectFitsWidth(hostPage);
    await expectAccessible(hostPage);
    await screenshot(hostPage, 'booking-feedback-form');
    await hostPage.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => hostPage.getByText(FEEDBACK_THANKS).isVisible()).toBe(true);
    // the thanks last: the link shows them on a new visit, and the form is gone
    await hostPage.reload();
    await expect.poll(() => hostPage.getByText(FEEDBACK_THANKS).isVisible()).toBe(true);
    expect(await hostPage.getByRole('button', { name: 'Send feedback' }).count()).toBe(0);
    await expectAccessible(hostPage);
    await host.close();

    // the guest reads it on the booking and ticks the sentence to quote: nothing is ticked at first
    await page.reload();
    const feedback = bookingCard(page, show).getByRole('region', { name: `Host feedback on ${show}` });
    await expect.poll(() => feedback.getByText('Host feedback: 4 out of 5').isVisible()).toBe(true);
    const chooseQuote = async () => {
      await feedback.getByRole('button', { name: /^Show on my profile/ }).click();
      const sentences = feedback.getByRole('group', { name: `Quote to show on your profile, with ${show}` });
      await expect.poll(() => sentences.getByRole('checkbox').count()).toBe(2);
      expect(await sentences.getByRole('checkbox', { checked: true }).count()).toBe(0);
      await sentences.getByRole('checkbox', { name: QUOTE }).check();
      await expect.poll(() => feedback.getByRole('status').textContent()).toContain(`“${QUOTE}”`);
    };
    await feedback.getByRole('button', { name: /^Show on my profile/ }).click();
    await feedback.getByRole('button', { name: /^Ask .+ to agree$/ }).click();
    await expect.poll(() => feedback.getByText('Tick at least one sentence to quote.').isVisible()).toBe(true);
    await feedback.getByRole('button', { name: 'Cancel' }).click();
    await chooseQuote();
    await expectAccessible(page);
    await screenshot(page, 'booking-quote-editor');
    await feedback.getByRole('button', { name: /^Ask .+ to agree$/ }).click();
    const waiting = feedback.getByText(/^Waiting for .+ to agree to be quoted$/);
    await expect.poll(() => waiting.isVisible()).toBe(true);
    // withdrawn and chosen again: the card follows the server each time
    await feedback.getByRole('button', { name: `Withdraw quote from ${show}` }).click();
    await expect.poll(() => feedback.getByRole('button', { name: /^Show on my profile/ }).isVisible()).toBe(true);
    await chooseQuote();
    await feedback.getByRole('button', { name: /^Ask .+ to agree$/ }).click();
    await expect.poll(() => waiting.isVisible()).toBe(true);

    // until the host agrees, a visitor reads nothing of it on the profile
    const visitor = await newContext(suite.browser, suite.server, 390);
    const profile = await visitor.newPage();
    await profile.goto(`/profile/${guest.clientSlug}`);
    await expect.poll(() => profile.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await profile.content()).not.toContain(QUOTE);

    // the host opens the last link mailed to them: the page shows the quote, and opening it agrees to nothing
    const quoteLinkRe = new RegExp(`"to":"${hostEmail.replace(/[.]/g, '\\.')}","link":"([^"]*/quote/[^"]*)"`, 'g');
    const quoteLink = () => [...suite.server.logs().matchAll(quoteLinkRe)].at(-1)?.[1];
    await expect.poll(quoteLink).toBeTruthy();
    const consentLink = quoteLink()!;
    const consentToken = consentLink.split('/quote/')[1];
    const asked = await newContext(suite.browser, suite.server, 390);
    const askedPage = await asked.newPage();
    const consentHtml = await (await askedPage.request.get(consentLink)).text();
    expect(consentHtml).toContain(QUOTE);
    expect(consentHtml).toMatch(/<meta name="robots" content="noindex/);
    expect(consentHtml).not.toContain(consentToken);
    await askedPage.goto(consentLink);
    await expect.poll(() => askedPage.getByRole('button', { name: 'Yes, quote me' }).isEnabled()).toBe(true);
    await profile.reload();
    expect(await profile.content()).not.toContain(QUOTE);
    await expectFitsWidth(askedPage);
    await expectAccessible(askedPage);
    await screenshot(askedPage, 'booking-quote-consent');
    await askedPage.getByRole('button', { name: 'Yes, quote me' }).click();
    await expect.poll(() => askedPage.getByText(/^Thank you! Your words now show on/).isVisible()).toBe(true);
    // the link is used up: a new visit says so
    await askedPage.reload();
    await expect.poll(() => askedPage.getByText('This link was already used or has expired.').isVisible()).toBe(true);
    await asked.close();

    // the guest's card says it is on the profile
    await page.reload();
    await expect.poll(() => feedback.getByText('On your profile', { exact: true }).isVisible()).toBe(true);
    await context.close();

    // a visitor reads it on the profile, with the host's name and the show's
    await profile.reload();
    const section = profile.getByRole('heading', { level: 2, name: 'What hosts say' });
    await expect.poll(() => section.isVisible()).toBe(true);
    const testimonial = profile.locator('#testimonials figure').filter({ hasText: show });
    await expect.poll(() => testimonial.textContent()).toContain(QUOTE);
    await expect.poll(() => testimonial.locator('figcaption').textContent()).toMatch(new RegExp(`^— .+, ${show}$`));
    // the host's rating goes with the words, as stars read out in words
    await expect.poll(() => testimonial.getByRole('img', { name: 'Rated 4 out of 5' }).isVisible()).toBe(true);
    expect(await profile.content()).not.toContain('A thoughtful guest with sharp stories');
    await testimonial.scrollIntoViewIfNeeded();
    await expectAccessible(profile);
    await screenshot(profile, 'booking-testimonial');
    await visitor.close();
  });
});
