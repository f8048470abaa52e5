import type { DbOrTx } from '@server/db/client';
import { busyTimesOfGuests } from './busy-times.repo';

/** The times offered to one guest, for one recording length. */
export interface OfferedTimes {
  clientId: number;
  slots: readonly string[];
  minutes: number;
}

/**
 * Of each guest's offered times, those their own calendar marks busy for the recording's length
 * from them (one query for every guest of a page), in the same order as `offers`.
 */
export async function busySlotsOf(db: DbOrTx, offers: readonly OfferedTimes[]): Promise<string[][]> {
  const ahead = offers.flatMap((offer) => offer.slots.map((slot) => Date.parse(slot) + offer.minutes * 60_000));
  if (ahead.length === 0) return offers.map(() => []);
  const from = new Date(Math.min(...offers.flatMap((offer) => offer.slots.map((slot) => Date.parse(slot)))));
  const spans = await busyTimesOfGuests(
    db,
    offers.map((offer) => offer.clientId),
    from,
    new Date(Math.max(...ahead)),
  );
  return offers.map((offer) =>
    offer.slots.filter((slot) => {
      const start = Date.parse(slot);
      const end = start + offer.minutes * 60_000;
      return spans.some((span) => span.clientId === offer.clientId && span.start.getTime() < end && span.end.getTime() > start);
    }),
  );
}
