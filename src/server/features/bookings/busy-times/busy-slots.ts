import type { DbOrTx } from '@server/db/client';
import { busyOffersAmong } from './busy-times.repo';

/** The times offered to one guest, for one recording length. */
export interface OfferedTimes {
  clientId: number;
  slots: readonly string[];
  minutes: number;
}

/**
 * Of each guest's offered times, those their own calendar marks busy for the recording's length
 * from them (one statement for every guest of a page), in the same order as `offers`.
 */
export async function busySlotsOf(db: DbOrTx, offers: readonly OfferedTimes[]): Promise<string[][]> {
  const busy = await busyOffersAmong(
    db,
    offers.flatMap((offer) => offer.slots.map((slot) => ({ clientId: offer.clientId, slot: new Date(slot), minutes: offer.minutes }))),
  );
  return offers.map((offer) => offer.slots.filter((slot) => busy.has(`${offer.clientId}|${new Date(slot).toISOString()}`)));
}
