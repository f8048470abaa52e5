import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { confirmedDeskBooking, hostLinksTo } from './desk-booking';
import { expectFitsWidth } from './fits-width';
import { account, e2eSuite, newContext, startServer } from './harness';
import { signIn } from './signin';

const suite = e2eSuite();

/** A booking of the seeded guest, confirmed through the desk's routes (tests/e2e/desk-booking.ts): its show and host's email. */
async function confirmedBooking(label: string): Promise<{ show: string; hostEmail: string }> {
  const stamp = Date.now();
  const show = `The ${label} Recording Show ${stamp}`;
  const hostEmail = `recording-${label.toLowerCase()}-${stamp}@example.com`;
  const guest = (await (await fetch(`${suite.server.baseUrl}/api/clients/${account(suite.server, 'guest').clientSlug}`)).json()) as { id: number };
  await confirmedDeskBooking(suite, guest.id, show, hostEmail);
  return { show, hostEmail };
}

/** A page of a 390 px context, 844 px tall as a phone's screen. */
async function phonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

/** Opens the show's request in the desk (a table row on a desktop, a card on a phone; confirmed ones are out of the default "Open" stage) and chooses "Recording details"; the dialog. */
async function openRecordingForm(page: Page, show: string): Promise<Locator> {
  await page.goto('/admin/booking-requests');
  await page.getByLabel('Stage', { exact: true }).selectOption({ label: 'Confirmed' });
  const entry = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: show });
  await expect.poll(() => entry.count()).toBe(1);
  await entry.getByRole('button', { name: /^Open the request of / }).click();
  const desk = page.getByRole('dialog', { name: new RegExp(show) });
  await desk.getByRole('radio', { name: 'Recording details' }).check();
  await expect.poll(() => desk.getByRole('button', { name: 'Save recording details' }).isVisible()).toBe(true);
  return desk;
}

/** Fills the recording form with a link and 45 minutes and saves it; waits for the desk's summary to show both. */
async function saveRecording(desk: Locator, link: string): Promise<void> {
  await desk.getByLabel('Recording link (optional)').fill(link);
  await desk.getByLabel('Planned length').selectOption({ label: '45 minutes' });
  await desk.getByRole('button', { name: 'Save recording details' }).click();
  await expect.poll(() => desk.getByText('Planned for 45 minutes', { exact: true }).isVisible()).toBe(true);
  expect(await desk.getByRole('link', { name: 'Join the recording' }).getAttribute('href')).toBe(link);
}

/** Opens the host's latest mailed link (/requests/{token}) and waits for the recording summary with the link and length. */
async function hostSeesRecording(page: Page, hostEmail: string, link: string): Promise<void> {
  await page.goto(hostLinksTo(suite, hostEmail).at(-1)!);
  await expect.poll(() => page.getByText('Planned for 45 minutes', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Join the recording' }).getAttribute('href')).toBe(link);
}

describe('recording details of a confirmed booking', () => {
  // the whole way through the real UI and server: the desk's form, what the server keeps, and the three places that read it
  it('desktop: the admin saves a link and 45 minutes in the desk; the host’s page and the guest’s Bookings card show them', { timeout: 180_000 }, async () => {
    const { show, hostEmail } = await confirmedBooking('Desktop');
    const link = 'https://meet.example.com/desktop-recording';
    const agency = await newContext(suite.browser, suite.server);
    const admin = await agency.newPage();
    await signIn(admin, account(suite.server, 'admin'), '/admin');
    const desk = await openRecordingForm(admin, show);
    await expectAccessible(admin);
    await saveRecording(desk, link);

    // the host's page, loaded afresh, reads what the server kept
    const host = await (await newContext(suite.browser, suite.server)).newPage();
    await hostSeesRecording(host, hostEmail, link);
    await expectAccessible(host);

    // the guest's Bookings card: the link to join and the length
    const guest = await (await newContext(suite.browser, suite.server)).newPage();
    await signIn(guest, account(suite.server, 'guest'), `/profile/${account(suite.server, 'guest').clientSlug}/bookings`);
    const card = guest.getByRole('listitem').filter({ has: guest.getByRole('heading', { level: 4, name: show, exact: true }) });
    await expect.poll(() => card.getByRole('link', { name: 'Join the recording' }).getAttribute('href')).toBe(link);
    await expect
      .poll(() =>
        card
          .locator('dt', { hasText: /^Length$/ })
          .locator('xpath=following-sibling::dd[1]')
          .textContent(),
      )
      .toBe('45 minutes');
  });

  // the same form and summary at a phone's width: usable, accessible, nothing scrolling sideways
  it('phone (390 px): the desk’s recording form fills and saves; the host’s page shows the summary without sideways scroll', { timeout: 180_000 }, async () => {
    const { show, hostEmail } = await confirmedBooking('Phone');
    const link = 'https://meet.example.com/phone-recording';
    const admin = await phonePage(await newContext(suite.browser, suite.server, 390));
    await signIn(admin, account(suite.server, 'admin'), '/admin');
    const desk = await openRecordingForm(admin, show);
    await expectFitsWidth(admin);
    await expectAccessible(admin);
    await saveRecording(desk, link);

    // the show's address (desk-booking.ts) is long and unbroken: it once pushed this page 246 px wide
    const host = await phonePage(await newContext(suite.browser, suite.server, 390));
    await hostSeesRecording(host, hostEmail, link);
    await expectFitsWidth(host);
    await expectAccessible(host);
  });
});

// the settings page reads the server's configuration: the file's server has no MAIL_REPLY_TO, a second one is started with it
describe('/admin/settings', () => {
  /** Opens the settings page from the Booking Requests page's link, as an admin, and returns what "Replies go to" reads. */
  async function repliesGoTo(server: typeof suite.server): Promise<string> {
    const context = await newContext(suite.browser, server);
    const page = await context.newPage();
    await signIn(page, account(server, 'admin'), '/admin/booking-requests');
    await page.getByRole('link', { name: 'Where replies to booking mails go' }).click();
    const value = page.locator('dt', { hasText: /^Replies go to$/ }).locator('xpath=following-sibling::dd[1]/span[1]');
    await expect.poll(() => value.isVisible()).toBe(true);
    await expectAccessible(page);
    const text = (await value.textContent())!;
    await context.close();
    return text;
  }

  it('says replies go nowhere anyone reads when MAIL_REPLY_TO is not set', async () => {
    expect(await repliesGoTo(suite.server)).toBe('Not set');
  });

  it('shows the MAIL_REPLY_TO address of a server started with it', async () => {
    const server = await startServer({ env: { MAIL_REPLY_TO: 'bookings@agency.test' } });
    try {
      expect(await repliesGoTo(server)).toBe('bookings@agency.test');
    } finally {
      await server.stop();
    }
  });
});
