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
