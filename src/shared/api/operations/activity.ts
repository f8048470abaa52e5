import { z } from 'zod';
import { dayField } from '../fields';

/** How many days the dashboard shows without dates, and the most it shows at once. */
const ACTIVITY_DEFAULT_DAYS = 30;
export const ACTIVITY_MAX_DAYS = 366;

/** The messages of a refused range. */
export const ACTIVITY_ORDER_MESSAGE = 'The from date must be on or before the to date';
export const ACTIVITY_SPAN_MESSAGE = `Choose at most ${ACTIVITY_MAX_DAYS} days`;

const DAY_MS = 86_400_000;

/** Today's date in UTC, as YYYY-MM-DD. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The day `n` days after `day` (before when negative), both YYYY-MM-DD in UTC. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included (0 or less when reversed). */
export function spanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, spanDays(from, to)) }, (_, i) => addDays(from, i));
}

/** The last `days` days up to today (UTC), today included. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = todayUtc(now);
  return { from: addDays(to, 1 - days), to };
}

/**
 * The range a query asks for: without `to`, up to today; without `from`, the
 * ACTIVITY_DEFAULT_DAYS days up to `to`.
 */
export function resolveRange(query: { from?: string; to?: string }, now = new Date()): { from: string; to: string } {
  const to = query.to ?? todayUtc(now);
  return { from: query.from ?? addDays(to, 1 - ACTIVITY_DEFAULT_DAYS), to };
}

/**
 * The dates of the dashboard and of a client's stats (UTC, both included; the last 30 days by
 * default): a from date after the to date, or more than ACTIVITY_MAX_DAYS days, is a 400.
 */
export const activityRangeQuery = z.object({ from: dayField.optional(), to: dayField.optional() }).superRefine((query, ctx) => {
  // a malformed date already has its message
  if (![query.from, query.to].every((day) => day === undefined || dayField.safeParse(day).success)) return;
  const { from, to } = resolveRange(query);
  if (from > to) ctx.addIssue({ code: 'custom', message: ACTIVITY_ORDER_MESSAGE, path: ['from'] });
  else if (spanDays(from, to) > ACTIVITY_MAX_DAYS) ctx.addIssue({ code: 'custom', message: ACTIVITY_SPAN_MESSAGE, path: ['from'] });
});
export type ActivityRangeQuery = z.infer<typeof activityRangeQuery>;

/** A count on one day. */
const dayCount = z.object({ day: z.string(), count: z.number().int() });
export type DayCount = z.infer<typeof dayCount>;

/** A client's count over the range (profile views, one-sheet downloads). */
const clientCount = z.object({ clientId: z.number().int(), name: z.string(), slug: z.string(), count: z.number().int() });
export type ClientCount = z.infer<typeof clientCount>;

/** A page and how often it was opened. */
const pageViews = z.object({ path: z.string(), views: z.number().int() });
export type PageViews = z.infer<typeof pageViews>;

/**
 * GET /api/admin/activity answer: the range, active users and sign-ins on every day of it (zeros
 * included), the 10 most visited pages of visitors (the site outside /admin, by guests and team
 * members, and each profile's page with its view count, signed-out visitors included) and of the
 * staff (/admin), the 10 most viewed and most downloaded profiles, and totals.
 */
export const activityDashboard = z.object({
  from: z.string(),
  to: z.string(),
  activeUsers: z.array(dayCount),
  signIns: z.array(dayCount),
  topPages: z.object({ visitors: z.array(pageViews), staff: z.array(pageViews) }),
  profileViews: z.array(clientCount),
  pdfDownloads: z.array(clientCount),
  totals: z.object({
    activeUsers: z.number().int(),
    pageViews: z.number().int(),
    profileViews: z.number().int(),
    pdfDownloads: z.number().int(),
    signIns: z.number().int(),
  }),
});
export type ActivityDashboard = z.infer<typeof activityDashboard>;

/** GET /api/clients/{id}/stats answer: the client's profile views and one-sheet downloads on every day of the range, and totals. */
export const clientStats = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ day: z.string(), views: z.number().int(), downloads: z.number().int() })),
  totals: z.object({ views: z.number().int(), downloads: z.number().int() }),
});
export type ClientStats = z.infer<typeof clientStats>;
