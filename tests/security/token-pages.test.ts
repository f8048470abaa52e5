import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLinks, bookings } from '@server/db/schema';
import { hashToken } from '@server/lib/tokens';
import { createUser } from '../factories';
import { storedFeedbackLink, storedBooking, storedQuoteLink } from '../helpers/fixtures/bookings/feedback';
import { awaitingGuest } from '../helpers/fixtures/bookings/desk';
import { storedPitch } from '../helpers/fixtures/bookings/pitches';
import { storedBookingRequest } from '../helpers/fixtures/bookings/requests';
import { freeTimes } from '../helpers/fixtures/bookings/free-times';
import { sourceRenderedClient } from '../helpers/rendered-pages';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { seedWorld, type World } from '../helpers/world';

/**
 * No token leaves its page: a page reached through a secret link is sent `no-store`, and its
 * HTML (rendered on the server for visitors, with the state it hydrates from) carries neither the
 * token nor a link holding it; its links are written relative to the page and redirected.
 */

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: sourceRenderedClient() });
  w = await seedWorld(t.db);
});
afterAll(() => t?.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER }, remoteAddress: w.nextIp() });

/** A host's request page whose booking is confirmed with a time (so it offers the calendar invitation). */
async function confirmedRequestToken(): Promise<string> {
  const token = await storedBookingRequest(w, 'requested');
  const [link] = await t.db
    .select({ requestId: bookingLinks.requestId })
    .from(bookingLinks)
    .where(eq(bookingLinks.tokenHash, hashToken(token)));
  await t.db
    .update(bookings)
    .set({ status: 'confirmed', scheduledFor: freeTimes(1)[0] })
    .where(eq(bookings.requestId, link.requestId!));
  return token;
}

describe('pages reached through a secret link', () => {
  it('are rendered on the server without the token in their HTML or state, and sent no-store', async () => {
    const pitch = (await storedPitch(w)).token;
    const tokens = {
      [`/pitch/${pitch}`]: pitch,
      ...Object.fromEntries([await confirmedRequestToken()].map((token) => [`/requests/${token}`, token])),
      ...Object.fromEntries([(await awaitingGuest(w)).approvalToken].map((token) => [`/approve/${token}`, token])),
      ...Object.fromEntries([await storedFeedbackLink(t.db, (await storedBooking(t.db, w.own.id)).id)].map((token) => [`/feedback/${token}`, token])),
      ...Object.fromEntries([await storedQuoteLink(t.db, w.own.id)].map((token) => [`/quote/${token}`, token])),
    };
    for (const [url, token] of Object.entries(tokens)) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      // rendered on the server: the page's markup and the state it hydrates from are there
      expect(res.body, url).toContain('id="podium-state"');
      expect(res.body, url).toContain('<main');
      expect(res.body, url).not.toContain(token);
      expect(res.body, url).not.toContain(encodeURIComponent(token));
    }
  });

  it('say on the server, without JavaScript, that a request was declined (with its reason) or withdrawn, with the guest’s profile to ask again, and still without the token', async () => {
    const declined = await storedBookingRequest(w, 'requested');
    const [link] = await t.db
      .select({ requestId: bookingLinks.requestId })
      .from(bookingLinks)
      .where(eq(bookingLinks.tokenHash, hashToken(declined)));
    await t.db
      .update(bookings)
      .set({ status: 'declined', declineReason: 'The guest is on leave until autumn.' })
      .where(eq(bookings.requestId, link.requestId!));
    const withdrawn = await storedBookingRequest(w, 'requested');
    expect((await t.app.inject({ method: 'POST', url: `/api/requests/${withdrawn}/withdraw`, payload: {}, remoteAddress: w.nextIp() })).statusCode).toBe(200);
    for (const [token, words] of [
      [declined, ['This request was declined', 'The guest is on leave until autumn.']],
      [withdrawn, ['You withdrew this request']],
    ] as const) {
      const res = await page(`/requests/${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      for (const said of words) expect(res.body).toContain(said);
      expect(res.body).toContain(`href="/profile/${w.own.slug}"`);
      expect(res.body).not.toContain('This link is invalid or has expired');
      expect(res.body).not.toContain(token);
    }
  });

  it('send account links (activation, password reset) no-store, without their token; other pages stay no-cache', async () => {
    const token = 'Zx9_accountLinkToken-0123456789abcdefghij';
    const user = await createUser(t.db, { role: 'guest' });
    for (const url of [`/activate/${user.id}?email=${encodeURIComponent(user.email)}&token=${token}`, `/reset-password?token=${token}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).not.toContain(token);
    }
    expect((await page('/login')).headers['cache-control']).toBe('no-cache');
  });

  it('write their links relative to the page, and send them on to the tracked route', async () => {
    const pitch = (await storedPitch(w)).token;
    const html = (await page(`/pitch/${pitch}`)).body;
    expect(html).toContain(`href="?open=pdf&amp;guest=${w.own.id}"`);
    expect(html).toContain(`href="?open=profile&amp;guest=${w.own.id}"`);
    for (const kind of ['pdf', 'profile'] as const) {
      const res = await page(`/pitch/${pitch}?open=${kind}&guest=${w.own.id}`);
      expect(res.statusCode, kind).toBe(303);
      expect(res.headers.location).toBe(`/api/pitches/${pitch}/guests/${w.own.id}/${kind}`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const followed = await page(res.headers.location as string);
      expect(followed.statusCode, kind).toBe(302);
    }

    const host = await confirmedRequestToken();
    expect((await page(`/requests/${host}`)).body).toContain('href="?open=calendar"');
    const calendar = await page(`/requests/${host}?open=calendar`);
    expect(calendar.statusCode).toBe(303);
    expect(calendar.headers.location).toBe(`/api/requests/${host}/calendar.ics`);
    const invitation = await page(calendar.headers.location as string);
    expect(invitation.statusCode).toBe(200);
    expect(invitation.body).toContain('BEGIN:VCALENDAR');

    // anything else is the page itself
    for (const url of [
      `/pitch/${pitch}?open=nothing&guest=1`,
      `/pitch/${pitch}?open=pdf&guest=0`,
      `/requests/${host}?open=pdf`,
      `/profile/own-client?open=calendar`,
    ]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });
});
