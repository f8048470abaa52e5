import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { HostRequestView } from '@shared/api/bookings/requests';
import { bookings } from '@server/db/schema';
import { createClient, createUser } from '@tests/factories';
import { bookingRequestBodyFor } from './fixtures/bookings/requests';
import type { SeededApp } from './seeded-app';

/** A reply of the app to an injected request. */
export type Injected = Awaited<ReturnType<SeededApp['t']['app']['inject']>>;

/**
 * The booking desk's route-test steps on a seeded app: calls from a fresh address, the mails and
 * links sent to a person, a fresh guest, a host's confirmed request, and the agency's actions.
 */
export function deskCases(ctx: SeededApp) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, cookie?: string): Promise<Injected> =>
    ctx.t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {}, remoteAddress: ctx.w.nextIp() });
  const hostView = async (token: string): Promise<HostRequestView> => (await call('GET', `/api/requests/${token}`)).json();
  /** The mails sent to an address. */
  const mailsTo = (email: string) => ctx.t.mail.sent.filter((mail) => mail.to === email.toLowerCase());
  /** The token of the last link of a kind (`requests` or `approve`) mailed to an address. */
  function linkTokenTo(email: string, kind: 'requests' | 'approve'): string {
    const mail = mailsTo(email)
      .filter((m) => m.link?.includes(`/${kind}/`))
      .at(-1);
    const match = new RegExp(`/${kind}/([A-Za-z0-9_-]+)`).exec(mail?.link ?? '');
    if (!match) throw new Error(`no ${kind} link mailed to ${email}`);
    return match[1];
  }
  /** A fresh guest (with their own guest account). */
  async function freshGuest(options: { approvesEachShow?: boolean; timeZone?: string } = {}) {
    const guestClient = await createClient(ctx.t.db, { approvesEachShow: options.approvesEachShow ?? false, timeZone: options.timeZone ?? null });
    const guest = await createUser(ctx.t.db, { role: 'guest', clientId: guestClient.id });
    return { guestClient, guest };
  }
  /** A host's confirmed request for a guest (a fresh one unless given), with its times when given. */
  async function confirmedCase(options: { approvesEachShow?: boolean; timeZone?: string; of?: Awaited<ReturnType<typeof freshGuest>>; slots?: string[] } = {}) {
    const { guestClient, guest } = options.of ?? (await freshGuest(options));
    const body = bookingRequestBodyFor(guestClient.id, options.slots ? { slots: options.slots } : {});
    expect((await call('POST', '/api/booking-requests', body)).statusCode).toBe(202);
    const firstToken = linkTokenTo(body.hostEmail, 'requests');
    const confirmed = await call('POST', `/api/requests/${firstToken}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [booking] = await ctx.t.db.select().from(bookings).where(eq(bookings.clientId, guestClient.id)).orderBy(desc(bookings.id)).limit(1);
    return { guestClient, guest, body, hostEmail: body.hostEmail.toLowerCase(), firstToken, requestId: booking.requestId!, bookingId: booking.id };
  }
  /** An agency action on a request (an admin's unless `cookie`). */
  async function act(
    requestId: number,
    action: 'accept' | 'propose' | 'ask' | 'decline' | 'challenge' | 'cancel' | 'reschedule' | 'reschedule-answer',
    payload?: object,
    cookie?: string,
  ): Promise<Injected> {
    return call('POST', `/api/admin/booking-requests/${requestId}/${action}`, payload, cookie ?? (await ctx.w.cookieFor('admin')));
  }
  const bookingOf = async (id: number) => (await ctx.t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  return { call, hostView, mailsTo, linkTokenTo, freshGuest, confirmedCase, act, bookingOf };
}
