const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Calendar dates as the pages show them ('Mar 2024', 'Mar 5, 2024'), read in UTC and written
 * without Intl: the server and every browser print the same text whatever their locale or time
 * zone (so server-rendered pages hydrate cleanly), and no locale data is loaded on a phone.
 */
export const formatDate = {
  monthYear(iso: string): string {
    const date = new Date(iso);
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  },
  dayMonthYear(iso: string): string {
    const date = new Date(iso);
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  },
};

/** The calendar day ("2026-12-01") an instant falls on in a time zone (UTC when none is given, or it is not one). */
export function dayIn(instant: Date, timeZone: string | null): string {
  let zone = timeZone ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Orders text case-insensitively by code point: the same order everywhere, without a locale collator. */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The cities browsers still name by their old spelling (ICU keeps legacy ids such as Asia/Calcutta), as people write them now. */
const CITIES_RENAMED: Readonly<Record<string, string>> = {
  Asmera: 'Asmara',
  Calcutta: 'Kolkata',
  Coral_Harbour: 'Atikokan',
  Enderbury: 'Kanton',
  Faeroe: 'Faroe',
  Godthab: 'Nuuk',
  Katmandu: 'Kathmandu',
  Kiev: 'Kyiv',
  Ponape: 'Pohnpei',
  Rangoon: 'Yangon',
  Saigon: 'Ho Chi Minh City',
  Truk: 'Chuuk',
};

/** The city of an IANA zone id as people write it ("America/New_York" → "New York", "Asia/Calcutta" → "Kolkata"); null for one without a city ("UTC", "Etc/GMT+5"). */
export function zoneCity(timeZone: string): string | null {
  const [region, ...rest] = timeZone.split('/');
  const last = rest.at(-1);
  if (!last || region === 'Etc') return null;
  return CITIES_RENAMED[last] ?? last.replaceAll('_', ' ');
}

/**
 * A time zone as a person names it: by its city ("America/New_York" → "New York time",
 * "America/Argentina/Buenos_Aires" → "Buenos Aires time"), or for an id without a city ("UTC",
 * "Etc/GMT+5") by its short name ("UTC", "GMT-5").
 */
export function zoneLabel(timeZone: string): string {
  const city = zoneCity(timeZone);
  if (city) return `${city} time`;
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** A moment as a person in `timeZone` reads it, the zone named: "Tuesday, December 1, 2026 at 3:00 PM Paris time". */
export function fullTimeIn(instant: string | Date, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' });
  return `${format.format(new Date(instant))} ${zoneLabel(timeZone)}`;
}

/**
 * The same moment on another person's clock, when it reads otherwise than the reader's: "2:00 PM in
 * London", with their weekday when their day differs ("Fri 8:30 AM in Tokyo"); null when both
 * clocks read the same.
 */
export function otherClock(instant: string | Date, readerZone: string, otherZone: string): string | null {
  const at = new Date(instant);
  const day = (zone: string) => at.toLocaleDateString('en-US', { timeZone: zone, weekday: 'short' });
  const time = (zone: string) => at.toLocaleTimeString('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
  if (time(readerZone) === time(otherZone) && day(readerZone) === day(otherZone)) return null;
  const theirs = day(readerZone) === day(otherZone) ? time(otherZone) : `${day(otherZone)} ${time(otherZone)}`;
  return `${theirs} in ${zoneCity(otherZone) ?? zoneLabel(otherZone)}`;
}

/**
 * A moment on the reader's clock with another person's beside it when it reads otherwise (none
 * for an other without a known zone): "… 3:00 PM Paris time (9:00 AM in New York for Rita)".
 */
export function fullTimeWithOther(instant: string | Date, readerZone: string, other: { name: string; timeZone: string | null } | null): string {
  const theirs = other?.timeZone ? otherClock(instant, readerZone, other.timeZone) : null;
  return theirs ? `${fullTimeIn(instant, readerZone)} (${theirs} for ${other!.name})` : fullTimeIn(instant, readerZone);
}

/** A moment as the console lists it, on the reader's clock (or `timeZone`'s): "Dec 2, 2026, 9:05 AM". */
export function momentLabel(instant: string | Date, timeZone?: string): string {
  return new Date(instant).toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
}
