import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { bookingRequestBodyFor } from '../helpers/fixtures/bookings/requests';
import { account, type E2eSuite, newContext } from './harness';
import { signIn } from './signin';

/** The host links mailed to an address so far, read from the server's log (the outbox logs each mail's link). */
export function hostLinksTo(suite: E2eSuite, email: string): string[] {
  const pattern = new RegExp(`"to":"${email.replace(/[.+]/g, '\\$&')}","link":"([^"]*/requests/[^"]*)"`, 'g');
  return [...suite.server.logs().matchAll(pattern)].map((match) => match[1]!);
}

/** The token of a link's last path segment. */
const tokenOf = (link: string) => link.split('/').at(-1)!;

/** Posts and expects a 2xx answer. */
async function ok(request: APIRequestContext, url: string, data?: unknown): Promise<unknown> {
  const res = await request.post(url, { data: data ?? {} });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/**
 * A host's request for a guest (for `show`, from `hostEmail`, at `slots` or the fixtures' free
 * times, with `fields` of the request's body in place of the defaults: the show's link, the host's
 * name), confirmed through the mailed link as the request flow does in the browser; its times.
 */
export async function confirmedRequest(
  suite: E2eSuite,
  clientId: number,
  show: string,
  hostEmail: string,
  slots?: string[],
  fields: { showUrl?: string; hostName?: string } = {},
): Promise<string[]> {
  const context = await newContext(suite.browser, suite.server);
  try {
    const before = hostLinksTo(suite, hostEmail).length;
    const body = bookingRequestBodyFor(clientId, {
      showName: show,
      hostEmail,
      hostName: 'Hana Host',
      showUrl: `https://shows.example.com/${encodeURIComponent(show)}`,
      ...(slots ? { slots } : {}),
      ...fields,
    });
    expect((await context.request.post('/api/booking-requests', { data: body })).status()).toBe(202);
    await expect.poll(() => hostLinksTo(suite, hostEmail).length).toBe(before + 1);
    await ok(context.request, `/api/requests/${tokenOf(hostLinksTo(suite, hostEmail).at(-1)!)}/confirm`);
    return body.slots as string[];
  } finally {
    await context.close();
  }
}

/** Opens a request's desk from the agency's inbox (signed in as the agency). */
export async function openDesk(inbox: Page, show: string) {
  await inbox.goto('/admin/booking-requests');
  const row = inbox.getByRole('row').filter({ hasText: show });
  await expect.poll(() => row.count()).toBe(1);
  await row.getByRole('button', { name: /Open the request of / }).click();
  return inbox.getByRole('dialog');
}

/**
 * Books a guest through the desk's own routes, as the flows before it show in the browser: a host
 * requests the guest for `show` and confirms their email, an admin holds the first time, and the host
 * confirms the hold. The booking is confirmed then.
 */
export async function confirmedDeskBooking(suite: E2eSuite, clientId: number, show: string, hostEmail: string): Promise<void> {
  const slots = await confirmedRequest(suite, clientId, show, hostEmail);
  const context = await newContext(suite.browser, suite.server);
  try {
    const admin = await context.newPage();
    await signIn(admin, account(suite.server, 'admin'), '/admin');
    const inbox = (await (await admin.request.get(`/api/admin/booking-requests?q=${encodeURIComponent(show)}`)).json()) as { items: { id: number }[] };
    expect(inbox.items).toHaveLength(1);
    await ok(admin.request, `/api/admin/booking-requests/${inbox.items[0]!.id}/accept`, { slot: slots[0] });

    await expect.poll(() => hostLinksTo(suite, hostEmail).length).toBe(2);
    const held = (await ok(context.request, `/api/requests/${tokenOf(hostLinksTo(suite, hostEmail)[1]!)}/confirm-hold`)) as {
      request: { booking: { status: string } };
    };
    expect(held.request.booking.status).toBe('confirmed');
  } finally {
    await context.close();
  }
}

/**
 * The guest's Bookings page (signed in, on a phone's width) with a recording of `show` confirmed
 * through the desk; the page and its browser context, to close.
 */
export async function guestBookingsWithRecording(suite: E2eSuite, show: string, hostEmail: string) {
  const guest = account(suite.server, 'guest');
  const context = await newContext(suite.browser, suite.server, 390);
  const page = await context.newPage();
  await signIn(page, guest, '/');
  const profile = await (await page.request.get(`/api/clients/${guest.clientSlug}`)).json();
  await confirmedDeskBooking(suite, profile.id, show, hostEmail);
  await page.goto(`/profile/${guest.clientSlug}/bookings`);
  return { context, page };
}
