import type { Site } from '@server/platform/site';
import { type DeskMailContext, deskFactsOf, freshApprovalLink, mailGuest, mailHostWithLink } from './desk-mail';
import { caseOfBooking, type DeskCase } from './desk.repo';
import type { BookingRow } from '../holds/booking-parties';
import { sendInvitations } from '../calendar/calendar.service';
import { approveShowMail } from './mails/approve-show.mail';
import { holdOfferedMail } from './mails/hold-offered.mail';
import type { LineNews } from './hold-line';
import { lineEndedMail } from './mails/hold-line.mail';

/**
 * Tells whoever a new hold waits on: the guest's side with an approval link, or the host with their
 * link. A hold the guest's side has agreed to (waiting on the host) goes into every party's calendar
 * as tentative.
 */
export async function announceHold(ctx: DeskMailContext, site: Site, found: DeskCase, after: BookingRow): Promise<void> {
  const slot = after.scheduledFor!.toISOString();
  const until = after.holdExpiresAt!;
  if (after.holdAwaiting === 'guest') {
    const link = await freshApprovalLink(ctx.db, site, after.id, until);
    await mailGuest(ctx, site, found, approveShowMail(deskFactsOf(found, ctx.config.siteName), { topic: found.request.topic, slot, until, link }), link);
    return;
  }
  await mailHostWithLink(ctx, site, found, (facts, link) => holdOfferedMail(facts, { slot, until, link }));
  await sendInvitations(ctx, site, after.id).catch((error: unknown) =>
    site.log.error({ err: error, bookingId: after.id }, 'Sending the calendar invitations of a hold failed'),
  );
}

/**
 * Tells what moved in a line once its write is committed: the hold that moved up is announced as a
 * new hold (to the guest's side for their approval, or to its host with their link, and into every
 * calendar as tentative); each host sent back is mailed why, with their link. Failures are logged.
 */
export async function tellLineNews(ctx: DeskMailContext, site: Site, news: LineNews): Promise<void> {
  try {
    const promoted = news.promoted === undefined ? undefined : await caseOfBooking(ctx.db, news.promoted);
    if (promoted?.booking.status === 'held') await announceHold(ctx, site, promoted, promoted.booking);
    for (const { bookingId, slot, why } of news.returned) {
      const found = await caseOfBooking(ctx.db, bookingId);
      if (found) await mailHostWithLink(ctx, site, found, (facts, link) => lineEndedMail(facts, { slot, why, link }));
    }
  } catch (error) {
    site.log.error({ err: error, news }, 'Telling of a line of holds that moved failed');
  }
}
