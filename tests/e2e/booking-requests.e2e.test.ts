import { describe, expect, it } from 'vitest';
import { BOOKING_REQUEST_CONFIRMED, BOOKING_REQUEST_SENT, HOST_LINK_INVALID } from '../../src/shared/api/bookings/requests';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';

const suite = e2eSuite();

/** A wall time `days` from now at 15:00, as a datetime-local input takes it. */
function daysAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T15:00`;
}

describe('a host requests a guest', () => {
  it('sends the request from the profile, confirms it through the mailed link, and the agency finds it in its inbox', async () => {
    const guest = account(suite.server, 'guest');
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

    const hostLink = () => /"link":"([^"]*\/requests\/[^"]*)"/.exec(suite.server.logs())?.[1];
    await expect.poll(hostLink).toBeTruthy();
    await page.goto(hostLink()!);
    await expect.poll(() => page.getByRole('heading', { name: 'Your booking request' }).isVisible()).toBe(true);
    expect(await page.getByText(show).isVisible()).toBe(true);
    expect(await page.getByText('12,000 per episode (self-reported)').isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm my request' }).click();
    await expect.poll(() => page.getByText(BOOKING_REQUEST_CONFIRMED).isVisible()).toBe(true);
    // the confirmation lasts: the link shows it on a new visit
    await page.reload();
    await expect.poll(() => page.getByText(BOOKING_REQUEST_CONFIRMED).isVisible()).toBe(true);

    // another token is not a way in
    await page.goto(`${hostLink()!.replace(/\/requests\/.*/, '/requests/')}not-a-real-token-at-all-0000`);
    await expect.poll(() => page.getByText(HOST_LINK_INVALID).isVisible()).toBe(true);
    await host.close();

    const agency = await newContext(suite.browser, suite.server);
    const inbox = await agency.newPage();
    await signIn(inbox, account(suite.server, 'admin'), '/admin/booking-requests');
    const row = inbox.getByRole('row').filter({ hasText: show });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('hana.host@example.com');
    await expectAccessible(inbox);
    await row.getByRole('button', { name: /Open the request of Hana Host/ }).click();
    await expect.poll(() => inbox.getByRole('dialog').getByText('https://flow-test-show.example.com/feed').isVisible()).toBe(true);
    await expectAccessible(inbox);
    await agency.close();
  });
});
