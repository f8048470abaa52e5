import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedBookingRequest } from '@tests/helpers/fixtures/bookings/requests';
import { seededApp } from '@tests/helpers/seeded-app';
import type { HostRequestView } from '@shared/api/bookings/requests';
import { bookingLinks, bookings, clients } from '@server/db/schema';
import { hashToken } from '@server/lib/tokens';

const ctx = seededApp({ PUBLIC_URL: 'https://podium.example' });

/** The host's request as their link shows it. */
async function hostView(token: string): Promise<HostRequestView> {
  const res = await ctx.t.app.inject({ url: `/api/requests/${token}`, remoteAddress: ctx.w.nextIp() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the podcast:person line offered to the host', () => {
  it('is offered once the booking is confirmed, exactly, crediting the guest with their profile and picture on the public address; never before', async () => {
    const token = await storedBookingRequest(ctx.w, 'requested');
    expect((await hostView(token)).personTag).toBeNull();

    const [link] = await ctx.t.db
      .select()
      .from(bookingLinks)
      .where(eq(bookingLinks.tokenHash, hashToken(token)));
    await ctx.t.db
      .update(bookings)
      .set({ status: 'confirmed', scheduledFor: new Date(Date.now() + 7 * 86_400_000) })
      .where(eq(bookings.requestId, link!.requestId!));
    const [guest] = await ctx.t.db.select().from(clients).where(eq(clients.id, ctx.w.own.id));
    const line = (await hostView(token)).personTag;
    expect(line).toBe(
      `<podcast:person role="guest" href="https://podium.example/profile/${guest!.slug}" img="https://podium.example/api/clients/${guest!.slug}/share-image">${guest!.name}</podcast:person>`,
    );
  });
});
