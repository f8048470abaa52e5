import { plural } from '@shared/plural';
import type { Canceller } from './pipeline';
import type { ReliabilityFigure } from './reliability';

/** The fewest bookings a figure rests on before it is shown. */
export const MIN_BOOKINGS = 3;

/** What a figure reads when it rests on fewer than MIN_BOOKINGS, or on no recorded event at all. */
export const NOT_ENOUGH = 'not enough bookings yet';

/** The days a recorded interview has to come out, for the show's share released in time. */
export const RELEASE_DAYS = 90;

/** The days after its release a guest's side has to open or share an episode's promo kit. */
export const PROMO_KIT_DAYS = 7;

/** A show's releases: of its recorded interviews whose RELEASE_DAYS are over or that came out, how many came out in time; and the median days of those out. */
export interface ReleaseRecord {
  judged: number;
  inTime: number;
  released: number;
  medianDays: number | null;
}

/** What a show's figures are counted from (see the reliability README for each definition). */
export interface ShowRecord {
  release: ReleaseRecord;
  answered: number;
  medianAnswerMinutes: number | null;
  confirmed: number;
  newTimes: Record<Canceller, number>;
  cancelled: Record<Canceller, number>;
  past: number;
  hostMissed: number;
}

/** What a guest's figures are counted from. */
export interface GuestRecord {
  past: number;
  missed: number;
  asked: number;
  reconfirmed: number;
  kits: number;
  kitsUsed: number;
}

/** Each side, as a reader names it. */
const SIDES: Record<Canceller, string> = { host: 'the host', guest: 'the guest’s side', agency: 'the agency' };

/** A figure: its words when it rests on MIN_BOOKINGS or more, else NOT_ENOUGH; with its basis in words ("From 4 past recordings", `noun` and its plural). */
function figure(label: string, restsOn: number, noun: readonly [string, string?], says: () => string): ReliabilityFigure {
  return { label, says: restsOn >= MIN_BOOKINGS ? says() : NOT_ENOUGH, restsOn, basis: `From ${plural(restsOn, ...noun)}` };
}

/** A median length of time, in the largest unit that keeps it readable: minutes under an hour, hours under two days, then days. */
export function durationWords(minutes: number): string {
  if (minutes < 60) return plural(Math.max(1, Math.round(minutes)), 'minute');
  if (minutes < 48 * 60) return plural(Math.round(minutes / 60), 'hour');
  return plural(Math.round(minutes / (24 * 60)), 'day');
}

/** "2 by the host, 1 by the agency": the sides that did, in the order host, guest, agency. */
function bySides(counts: Record<Canceller, number>): string {
  return (Object.keys(SIDES) as Canceller[])
    .filter((side) => counts[side] > 0)
    .map((side) => `${counts[side]} by ${SIDES[side]}`)
    .join(', ');
}

/** A count out of a sample, with who did it: "None of 8 confirmed recordings" or "2 of 8 confirmed recordings: 1 by the host, 1 by the agency". */
function outOfWithSides(counts: Record<Canceller, number>, of: number, noun: string): string {
  const total = counts.host + counts.guest + counts.agency;
  return total === 0 ? `None of ${plural(of, noun)}` : `${total} of ${plural(of, noun)}: ${bySides(counts)}`;
}

/** The show's one line: "Released 9 of 10 interviews, median 23 days" (the median once MIN_BOOKINGS came out), or NOT_ENOUGH. */
export function releaseSummary(release: ReleaseRecord): string {
  if (release.judged < MIN_BOOKINGS) return NOT_ENOUGH;
  const median = release.released >= MIN_BOOKINGS && release.medianDays !== null ? `, median ${plural(Math.round(release.medianDays), 'day')}` : '';
  return `Released ${release.inTime} of ${plural(release.judged, 'interview')}${median}`;
}

/** Every figure of a show, in words. */
export function showFigures(record: ShowRecord): ReliabilityFigure[] {
  const { release } = record;
  return [
    figure('From recording to release', release.released, ['released interview'], () => `Median ${plural(Math.round(release.medianDays ?? 0), 'day')}`),
    figure(`Released within ${RELEASE_DAYS} days`, release.judged, ['recorded interview'], () => `${release.inTime} of ${plural(release.judged, 'interview')}`),
    figure('Time to answer a request', record.answered, ['answered request'], () => `Median ${durationWords(record.medianAnswerMinutes ?? 0)}`),
    figure('New times asked for', record.confirmed, ['confirmed recording'], () => {
      const total = record.newTimes.host + record.newTimes.guest + record.newTimes.agency;
      return total === 0 ? 'None' : `${total}: ${bySides(record.newTimes)}`;
    }),
    figure('Cancelled', record.confirmed, ['confirmed recording'], () => outOfWithSides(record.cancelled, record.confirmed, 'confirmed recording')),
    figure('The host did not show up', record.past, ['past recording'], () => `${record.hostMissed} of ${plural(record.past, 'past recording')}`),
  ];
}

/** Every figure of a guest, in words. */
export function guestFigures(record: GuestRecord): ReliabilityFigure[] {
  return [
    figure('Did not show up', record.past, ['past recording'], () => `${record.missed} of ${plural(record.past, 'past recording')}`),
    figure(
      'Reconfirmed when asked',
      record.asked,
      ['recording asked about', 'recordings asked about'],
      () => `${record.reconfirmed} of ${plural(record.asked, 'time')} asked`,
    ),
    figure(
      `Promo kit opened or shared within ${PROMO_KIT_DAYS} days of release`,
      record.kits,
      ['promo kit'],
      () => `${record.kitsUsed} of ${plural(record.kits, 'kit')}`,
    ),
  ];
}
