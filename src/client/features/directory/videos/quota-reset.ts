import { plural } from '@shared/plural';

const HOUR_MS = 3_600_000;

/**
 * When the quota of UTC day `day` (YYYY-MM-DD) resets, from `now`: the next midnight UTC, named
 * by its date and the hours left ('Resets at midnight UTC on 2026-11-27, in 5 hours').
 */
export function quotaResetText(day: string, now: number): string {
  const reset = Date.parse(`${day}T00:00:00Z`) + 24 * HOUR_MS;
  const hours = Math.ceil((reset - now) / HOUR_MS);
  const left = hours <= 1 ? 'within the hour' : `in ${plural(hours, 'hour')}`;
  return `Resets at midnight UTC on ${new Date(reset).toISOString().slice(0, 10)}, ${left}.`;
}
