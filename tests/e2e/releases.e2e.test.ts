import { describe, expect, it } from 'vitest';
import type { OverdueReleaseList } from '@shared/api/bookings/releases';
import { formatDate } from '@shared/dates';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signIn, signedInAdmin } from './signin';
import { expectFitsWidth } from './fits-width';

const suite = e2eSuite();

describe('releases overdue and promo kits', () => {
  it('the agency edits the draft to a host in the inbox’s "Releases overdue" and sends it; the booking then reads "Followed up on"', {
    timeout: 180_000,
  }, async () => {
    const { context, page } = await signedInAdmin(suite.browser, suite.server);
    const list = (await (await page.request.get('/api/bookings/releases-overdue')).json()) as OverdueReleaseList;
    expect(list.count).toBeGreaterThan(0);
    const booking = list.bookings[0];
    // the seeded bookings name no host email: give this one an address first
    const patched = await page.request.patch(`/api/bookings/${booking.id}`, { data: { hostContact: 'producer@show.example.com' } });
    expect(patched.status()).toBe(200);

    await page.goto('/admin/booking-requests#releases-overdue');
    const section = page.getByRole('region', { name: 'Releases overdue' });
    await expect.poll(() => section.isVisible()).toBe(true);
    const host = booking.hostName ?? 'the host';
    const about = `${booking.client.name} on ${booking.showName}, recorded ${formatDate.dayMonthYear(booking.recordedOn!)}`;
    const draft = section.getByLabel(`Message to ${host} about ${about}`, { exact: true });
    await expect.poll(() => draft.inputValue()).toContain('Is there a release date?');
    await draft.fill('Hi, any news of a release date for this one?');
    await expectAccessible(page);
    await section.getByRole('button', { name: `Send the message to ${host} about ${about}` }).click();
    await expect
      .poll(() =>
        section
          .getByText(/Followed up on [A-Z][a-z]{2} \d{1,2}, \d{4}/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(suite.server.logs()).toContain('producer@show.example.com');

    // the guest's Bookings page shows the flag with the day it went
    await page.goto(`/profile/${booking.client.slug}/bookings`);
    await expect
      .poll(() =>
        page
          .getByText(/Release overdue · Followed up on/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  it('a guest on a phone finds Promo Kits in the client panel: an empty state, nothing wider than the screen, accessible', { timeout: 120_000 }, async () => {
    const guest = account(suite.server, 'guest');
    const context = await newContext(suite.browser, suite.server, 390);
    const page = await context.newPage();
    await signIn(page, guest, `/profile/${guest.clientSlug}/promo-kits`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Promo Kits' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/No promo kits yet/).isVisible()).toBe(true);
    await expectFitsWidth(page);
    await expectAccessible(page);
    await context.close();
  });
});
