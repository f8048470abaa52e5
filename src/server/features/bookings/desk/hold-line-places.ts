import type { BookingProgress } from '@shared/api/bookings/requests';
import type { DbOrTx } from '@server/db/client';
import type { BookingRow } from '../holds/booking-parties';
import { linesOf } from './hold-line.repo';

/** A hold's place in its line, as both sides read it. */
export type LinePlace = NonNullable<BookingProgress['line']>;

/**
 * The places in line of these bookings' holds, by booking id: for each held booking whose time
 * carries more than one hold, its place (1 is the first), how many holds the time carries, and the
 * first hold's challenge deadline. Bookings not in such a line are absent. One query for all.
 */
export async function linePlacesOf(db: DbOrTx, rows: readonly Pick<BookingRow, 'id' | 'status' | 'queuedBehind'>[]): Promise<Map<number, LinePlace>> {
  const firsts = rows.filter((row) => row.status === 'held').map((row) => row.queuedBehind ?? row.id);
  const members = await linesOf(db, firsts);
  const places = new Map<number, LinePlace>();
  for (const firstId of new Set(firsts)) {
    const first = members.find((member) => member.id === firstId && member.queuedBehind === null);
    const behind = members.filter((member) => member.queuedBehind === firstId);
    if (!first || behind.length === 0) continue;
    const challengeDueAt = first.challengedAt && first.holdExpiresAt ? first.holdExpiresAt.toISOString() : null;
    for (const [index, member] of [first, ...behind].entries()) places.set(member.id, { place: index + 1, holds: behind.length + 1, challengeDueAt });
  }
  return places;
}
