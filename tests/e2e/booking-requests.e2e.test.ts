import { describe, expect, it } from 'vitest';
import { APPROVAL_LINK_INVALID, SHOW_APPROVED } from '@shared/api/bookings/desk';
import { BOOKING_REQUEST_CONFIRMED, BOOKING_REQUEST_SENT, HOST_LINK_INVALID, HOST_LINKS_RESENT } from '@shared/api/bookings/requests';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';

const suite = e2eSuite();

/** A wall time `days` from now at 15:00, as a datetime-local input takes it. */
function daysAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T15:00`;
}

/** Sets the guest's "approve each show" through the API, as their Bookings page does (the flows of this file may run in any order). */
async function approvesEachShow(guest: ReturnType<typeof account>, on: boolean): Promise<void> {
  const context = await newContext(suite.browser, suite.server);
  const page = await context.newPage();
  await signIn(page, guest, '/');
  const profile = await (await page.request.get(`/api/clients/${guest.clientSlug}`)).json();
  const res = await page.request.patch(`/api/clients/${profile.id}/booking-settings`, { data: { approvesEachShow: on } });
  expect(res.status()).toBe(200);
  await context.close();
}

/** A link's page read with JavaScript off: the server's HTML says what matters, is noindex, and keeps the token out of its head. */
async function expectReadableWithoutScript(link: string, texts: string[]): Promise<void> {
  const context = await suite.browser.newContext({ baseURL: suite.server.baseUrl, javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(link);
  expect(res?.status()).toBe(200);
  for (const text of texts) expect(await page.getByText(text).first().isVisible(), text).toBe(true);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  const token = link.split('/').at(-1)!;
  expect(await page.locator('head').innerHTML()).not.toContain(token);
  await context.close();
}

describe('a host requests a guest', () => {
  it('sends the request from the profile, confirms it through the mailed link, the agency holds a time, the host confirms it and gets the invitation, and after the time says the guest did not show up', async () => {
    const guest = account(suite.server, 'guest');
    await approvesEachShow(guest, false);
    const show = `The Flow Test Show ${Date.now()}`;
    const host = await newContext(suite.browser, suite.server, 390);
    const page = await host.newPage();
    // the page is server-rendered: its view beacon goes once it is hydrated, and the button works from then
    const hydrated = page.waitForResponse((res) => res.url().endsWith(`/api/clients/${guest.clientSlug}/view`));
    await page.goto(`/profile/${guest.clientSlug}`);
    await hydrated;
    await page.getByRole('button', { name: 'Request this guest' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your name').fill('Hana Host');
    await dialog.getByLabel('Your email').fill('hana.host@example.com');
    await dialog.getByLabel('Show name').fill(show);
    await dialog.getByLabel('Show link (RSS feed or website)').fill('https://flow-test-show.example.com/feed');
    await dialog.getByLabel('Audience per episode (optional, self-reported)').fill('12,000');
    await dialog.getByLabel('Time 1').fill(daysAhead(10));
    await dialog.getByLabel('Time 2').fill(daysAhead(11));
    await expectAccessible(page);
    // a time left empty is refused before anything is sent, next to its field
    await dialog.getByRole('button', { name: 'Add a time' }).click();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => dialog.getByText('Pick a date and time').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Remove time 3' }).click();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => dialog.getByText(BOOKING_REQUEST_SENT).isVisible()).toBe(true);

    const links = (kind: string) =>
      [...suite.server.logs().matchAll(new RegExp(`"to":"hana\\.host@example\\.com","link":"([^"]*\\/${kind}\\/[^"]*)"`, 'g'))].map((m) => m[1]!);
    const hostLink = () => links('requests')[0];
    await expect.poll(hostLink).toBeTruthy();
    await page.goto(hostLink()!);
    await expect.poll(() => page.getByRole('heading', { name: 'Your booking request' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(show).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/^12,000 per episode \(self-reported by the host, /).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm my request' }).click();
    await expect.poll(() => page.getByText(BOOKING_REQUEST_CONFIRMED).isVisible()).toBe(true);
    // the confirmation lasts: the link shows it on a new visit
    await page.reload();
    await expect.poll(() => page.getByText(BOOKING_REQUEST_CONFIRMED).isVisible()).toBe(true);

    // another token is not a way in; its page mails a host who lost their link a fresh one, which opens the request
    await page.goto(`${hostLink()!.replace(/\/requests\/.*/, '/requests/')}not-a-real-token-at-all-0000`);
    await expect.poll(() => page.getByText(HOST_LINK_INVALID).isVisible()).toBe(true);
    await page.getByLabel('Your email').fill('hana.host@example.com');
    await page.getByRole('button', { name: 'Send me my links' }).click();
    await expect.poll(() => page.getByText(HOST_LINKS_RESENT).isVisible()).toBe(true);
    await expect.poll(() => links('requests').length).toBe(2);
    await page.goto(links('requests')[1]!);
    await expect.poll(() => page.getByText(BOOKING_REQUEST_CONFIRMED).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(show).isVisible()).toBe(true);

    const agency = await newContext(suite.browser, suite.server);
    const inbox = await agency.newPage();
    await signIn(inbox, account(suite.server, 'admin'), '/admin/booking-requests');
    const row = inbox.getByRole('row').filter({ hasText: show });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('hana.host@example.com');
    await expectAccessible(inbox);
    await row.getByRole('button', { name: /Open the request of Hana Host/ }).click();
    const desk = inbox.getByRole('dialog');
    await expect.poll(() => desk.getByText('https://flow-test-show.example.com/feed').isVisible()).toBe(true);
    await expectAccessible(inbox);

    // the agency holds the host's second time, with the call's link
    await desk
      .getByRole('group', { name: /Time to hold/ })
      .getByRole('radio')
      .nth(1)
      .check();
    await desk.getByLabel('Recording link (optional)').fill('https://meet.example.com/flow-test');
    await desk.getByRole('button', { name: 'Hold this time' }).click();
    await expect.poll(() => desk.getByText(/waiting for the host to confirm/).isVisible()).toBe(true);
    await agency.close();

    // the host follows the fresh link of the mail that says so, confirms the hold, and gets the invitation
    await expect.poll(() => links('requests').length).toBe(3);
    const hostPage = await host.newPage();
    await hostPage.goto(links('requests')[2]!);
    await expect.poll(() => hostPage.getByRole('button', { name: 'Confirm this time' }).isVisible()).toBe(true);
    await expectAccessible(hostPage);
    await hostPage.getByRole('button', { name: 'Confirm this time' }).click();
    await expect.poll(() => hostPage.getByText(/^Confirmed for /).isVisible()).toBe(true);
    const ics = hostPage.getByRole('link', { name: 'Add to my calendar (.ics)' });
    // written relative to the page, so its HTML never holds the token: the server sends it on to the invitation
    const file = await hostPage.request.get(new URL((await ics.getAttribute('href'))!, hostPage.url()).href);
    expect(file.headers()['content-type']).toContain('text/calendar');
    const calendar = await file.text();
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain('LOCATION:https://meet.example.com/flow-test');
    // the invitations went out by mail too: the held time as tentative, then its confirmation of the same entry
    expect(suite.server.logs()).toMatch(/"to":"hana\.host@example\.com"[^\n]*Time held: /);
    expect(suite.server.logs()).toMatch(/"to":"hana\.host@example\.com"[^\n]*Hold confirmed: /);
    await host.close();
    await expectReadableWithoutScript(links('requests')[2]!, [show, 'Confirmed for ']);

    // the recording's time passes (the agency moves it an hour back); the host says the guest did not show up
    const agencyAgain = await newContext(suite.browser, suite.server);
    const admin = await agencyAgain.newPage();
    await signIn(admin, account(suite.server, 'admin'), '/admin');
    const profile = await (await admin.request.get(`/api/clients/${guest.clientSlug}`)).json();
    const records = await (await admin.request.get(`/api/clients/${profile.id}/bookings`)).json();
    const booking = records.find((item: { showName: string }) => item.showName === show);
    const moved = await admin.request.patch(`/api/bookings/${booking.id}`, { data: { scheduledFor: new Date(Date.now() - 3_600_000).toISOString() } });
    expect(moved.status(), await moved.text()).toBe(200);
    const hostAfter = await newContext(suite.browser, suite.server, 390);
    const hostPageAfter = await hostAfter.newPage();
    await hostPageAfter.goto(links('requests')[2]!);
    await hostPageAfter.getByRole('button', { name: `${profile.name} did not show up` }).click();
    await hostPageAfter.getByRole('dialog').getByRole('button', { name: 'Tell the agency' }).click();
    await expect.poll(() => hostPageAfter.getByText(/the agency will be in touch/).isVisible()).toBe(true);
    await expectAccessible(hostPageAfter);
    await hostAfter.close();
    // the agency's desk shows it noted, by the host, and can take it back
    await admin.goto('/admin/booking-requests');
    await admin.getByLabel('Stage', { exact: true }).selectOption({ label: 'Confirmed' });
    const confirmedRow = admin.getByRole('row').filter({ hasText: show });
    await confirmedRow.getByRole('button', { name: /Open the request of Hana Host/ }).click();
    const noShowDesk = admin.getByRole('dialog');
    await noShowDesk.getByLabel('Did not show up').check();
    await expect.poll(() => noShowDesk.getByText(new RegExp(`^${profile.name} did not show up, as the host noted on `)).isVisible()).toBe(true);
    expect(await noShowDesk.getByText(/missed 1 of \d+ past recordings?;/).isVisible()).toBe(true);
    await expectAccessible(admin);
    if (process.env.SCREENSHOTS === '1') await noShowDesk.getByRole('region', { name: 'Answer' }).screenshot({ path: 'docs/screenshots/desk-no-show.png' });
    await agencyAgain.close();
  });
});

describe('a guest who approves each show', () => {
  it('approves a held show through the emailed link, and only then the host is asked to confirm', async () => {
    const guest = account(suite.server, 'guest');
    // the guest turns the setting on from their Bookings page
    const guestContext = await newContext(suite.browser, suite.server, 390);
    const own = await guestContext.newPage();
    await signIn(own, guest, `/profile/${guest.clientSlug}/bookings`);
    const setting = own.getByRole('switch', { name: 'Approve each show' });
    await expect.poll(() => setting.isVisible()).toBe(true);
    if ((await setting.getAttribute('aria-checked')) !== 'true') await setting.click();
    await expect.poll(() => setting.getAttribute('aria-checked')).toBe('true');
    await own.reload();
    await expect.poll(() => own.getByRole('switch', { name: 'Approve each show' }).getAttribute('aria-checked')).toBe('true');
    await guestContext.close();

    // a host's request, sent and confirmed through the API as the page would
    const api = await newContext(suite.browser, suite.server);
    const show = `The Approval Show ${Date.now()}`;
    const profile = await (await api.request.get(`/api/clients/${guest.clientSlug}`)).json();
    const slots = [daysAhead(20), daysAhead(21)].map((wall) => new Date(`${wall}:00Z`).toISOString());
    const sent = await api.request.post('/api/booking-requests', {
      data: {
        clientId: profile.id,
        hostName: 'Ada Host',
        hostEmail: 'ada.host@example.com',
        showName: show,
        showUrl: 'https://approval-show.example.com',
        audienceSize: null,
        topic: 'Courage',
        slots,
        timeZone: 'UTC',
        format: 'audio',
        setting: 'remote',
        message: '',
      },
    });
    expect(sent.status()).toBe(202);
    const adaLinks = () => [...suite.server.logs().matchAll(/"to":"ada\.host@example\.com","link":"([^"]*\/requests\/[^"]*)"/g)].map((m) => m[1]!);
    await expect.poll(() => adaLinks().length).toBe(1);
    expect((await api.request.post(`/api/requests/${adaLinks()[0]!.split('/requests/')[1]}/confirm`)).status()).toBe(200);

    // the agency holds a time: the guest is asked first, the host hears nothing yet
    const agency = await newContext(suite.browser, suite.server);
    const inbox = await agency.newPage();
    await signIn(inbox, account(suite.server, 'admin'), '/admin/booking-requests');
    const row = inbox.getByRole('row').filter({ hasText: show });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: /Open the request of Ada Host/ }).click();
    const desk = inbox.getByRole('dialog');
    await expect.poll(() => desk.getByText('The guest approves each show: they are asked first, then the host.').isVisible()).toBe(true);
    await desk.getByRole('button', { name: 'Hold this time' }).click();
    await expect.poll(() => desk.getByText(/while .* approves the show/).isVisible()).toBe(true);
    await agency.close();
    expect(adaLinks()).toHaveLength(1);

    // the guest approves from the email's link, without signing in
    const approvalLink = () => /"link":"([^"]*\/approve\/[^"]*)"/.exec(suite.server.logs())?.[1];
    await expect.poll(approvalLink).toBeTruthy();
    const mail = await newContext(suite.browser, suite.server, 390);
    await expectReadableWithoutScript(approvalLink()!, [show, 'Approve a show']);
    const approval = await mail.newPage();
    await approval.goto(approvalLink()!);
    await expect.poll(() => approval.getByRole('heading', { name: show }).isVisible()).toBe(true);
    await expectAccessible(approval);
    await approval.getByRole('button', { name: `Approve ${show}` }).click();
    await expect.poll(() => approval.getByText(SHOW_APPROVED).isVisible()).toBe(true);
    // the link is used up
    await approval.reload();
    await expect.poll(() => approval.getByText(APPROVAL_LINK_INVALID).isVisible()).toBe(true);

    // now the host is asked to confirm, through a fresh link
    await expect.poll(() => adaLinks().length).toBe(2);
    const hostPage = await mail.newPage();
    await hostPage.goto(adaLinks()[1]!);
    await expect.poll(() => hostPage.getByRole('button', { name: 'Confirm this time' }).isVisible()).toBe(true);
    await mail.close();
    await api.close();
  });
});
