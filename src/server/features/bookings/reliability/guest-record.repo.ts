import { and, eq, sql } from 'drizzle-orm';
import { PROMO_KIT_DAYS, type GuestRecord } from '@shared/api/bookings/reliability-words';
import type { DbOrTx } from '@server/db/client';
import { bookings, episodes, feedEpisodes, promoKits } from '@server/db/schema';
import { pastBooking } from '../requests/no-show-counts';
import { counted } from './record-sql';

/** A recording the guest was asked to reconfirm, still standing, whose time has come or that the guest's side reconfirmed. */
const askedAbout = sql`${bookings.reconfirmAskedFor} IS NOT NULL AND ${bookings.status} IN ('confirmed', 'recorded', 'published') AND (${bookings.reconfirmAskedFor} <= now() OR ${bookings.guestReconfirmedFor} = ${bookings.reconfirmAskedFor})`;

/** Of a guest's bookings (on their index): past recordings and those they missed; recordings asked about and those they reconfirmed. */
async function bookingCountsOf(db: DbOrTx, clientId: number) {
  const [row] = await db
    .select({
      past: counted(sql`${pastBooking()}`),
      missed: counted(sql`${pastBooking()} AND ${bookings.noShow} = 'guest'`),
      asked: counted(askedAbout),
      reconfirmed: counted(sql`${askedAbout} AND ${bookings.guestReconfirmedFor} = ${bookings.reconfirmAskedFor}`),
    })
    .from(bookings)
    .where(eq(bookings.clientId, clientId));
  return row!;
}

/**
 * A guest's promo kits that count, and those their people used in time: kits of an episode with a
 * release time (the feed item's, else the appearance's), made within PROMO_KIT_DAYS of it, whose
 * days are over or that were used; used, when the guest's people opened or shared it within them.
 */
async function kitCountsOf(db: DbOrTx, clientId: number) {
  const deadline = sql`(coalesce(${feedEpisodes.publishedAt}, ${episodes.publishedAt}) + make_interval(days => ${PROMO_KIT_DAYS}))`;
  const usedInTime = sql`${promoKits.guestUsedAt} <= ${deadline}`;
  const [row] = await db
    .select({ kits: counted(sql`${deadline} <= now() OR ${usedInTime}`), used: counted(usedInTime) })
    .from(promoKits)
    .innerJoin(episodes, eq(episodes.id, promoKits.episodeId))
    .leftJoin(feedEpisodes, eq(feedEpisodes.id, episodes.feedEpisodeId))
    .where(and(eq(promoKits.clientId, clientId), sql`${promoKits.createdAt} <= ${deadline}`));
  return row!;
}

/** Everything a guest's figures are counted from: two aggregate queries on that one guest's rows. */
export async function guestRecordOf(db: DbOrTx, clientId: number): Promise<GuestRecord> {
  const [counts, kits] = await Promise.all([bookingCountsOf(db, clientId), kitCountsOf(db, clientId)]);
  return { ...counts, kits: kits.kits, kitsUsed: kits.used };
}
