import type { CalendarEntry } from '@shared/api/bookings/requests';

const MINUTE_MS = 60_000;

/**
 * The guest's booking a recording of `minutes` at `slot` would overlap (each entry with its own
 * planned length; a hold in line behind another keeps no time yet), soonest first; undefined when
 * the time is free. The server refuses such a time when it is confirmed, and puts the new hold in
 * line behind a hold (the same rule, under the guest's calendar lock); the desk marks it before anyone tries.
 */
export function clashOf(slot: string, minutes: number, entries: readonly CalendarEntry[]): CalendarEntry | undefined {
  const start = Date.parse(slot);
  const end = start + minutes * MINUTE_MS;
  return entries
    .filter((entry) => entry.slot !== null && entry.inLineBehind === null && (entry.status === 'held' || entry.status === 'confirmed'))
    .filter((entry) => {
      const other = Date.parse(entry.slot!);
      return other < end && other + entry.recordingMinutes * MINUTE_MS > start;
    })
    .sort((a, b) => Date.parse(a.slot!) - Date.parse(b.slot!))[0];
}
