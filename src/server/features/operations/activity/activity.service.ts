import {
  type ActivityDashboard,
  type ActivityRangeQuery,
  type ClientCount,
  type ClientStats,
  type DayCount,
  eachDay,
  type PageViews,
  resolveRange,
} from '@shared/api/operations/activity';
import type { SessionUser } from '@shared/api/session-user';
import { isAdmin, isOwnClient } from '@shared/permissions';
import type { AppContext } from '@server/context';
import type { CounterKind } from '@server/db/schema';
import { notFound } from '@server/lib/errors';
import { hitRateLimit } from '@server/platform/rate-limit';
import { countDaily } from '@server/platform/daily-counters';
import * as repo from './activity.repo';

type ActivityContext = Pick<AppContext, 'db'>;

/** How many profile views one address may add a minute; past it the views are answered but not counted. */
export const PROFILE_VIEW_LIMIT = { hits: 30, windowSeconds: 60 } as const;

/**
 * A visit to a listed profile (404 for an unknown, unlisted or archived one). Not counted for
 * admins and owners (impersonating or not), for the profile's own guest and team, or past
 * PROFILE_VIEW_LIMIT views a minute from one address (a key that expires, not a record).
 */
export async function recordProfileView(ctx: ActivityContext, user: SessionUser | null | undefined, slug: string, address: string): Promise<void> {
  const clientId = await repo.listedClientId(ctx.db, slug);
  if (clientId === undefined) throw notFound('Client not found');
  if (isAdmin(user) || user?.originalUser || isOwnClient(user, clientId)) return;
  const { hits } = await hitRateLimit(ctx.db, `profile-view:${address}`, PROFILE_VIEW_LIMIT.windowSeconds);
  if (hits > PROFILE_VIEW_LIMIT.hits) return;
  await countDaily(ctx.db, 'profile_view', clientId);
}

/** Counts per day on every day of the range, zeros included. */
function everyDay(days: string[], counts: { day: string; count: number }[]): DayCount[] {
  const byDay = new Map(counts.map((c) => [c.day, c.count]));
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

/** The visitors' top pages: their pages and each profile's page with its view count, most first (ties by path). */
function withProfileViews(pages: PageViews[], profiles: ClientCount[]): PageViews[] {
  return [...pages, ...profiles.map((p) => ({ path: `/profile/${p.slug}`, views: p.count }))]
    .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : 1))
    .slice(0, repo.TOP_LIMIT);
}

/** /admin/activity-dashboard: active users, sign-ins, top pages (visitors' and staff's apart), most viewed and downloaded profiles, and totals over the range. */
export async function activityDashboard(ctx: ActivityContext, query: ActivityRangeQuery): Promise<ActivityDashboard> {
  const range = resolveRange(query);
  const [active, navTotals, visitorPages, staffPages, signIns, totals, profileViews, pdfDownloads] = await Promise.all([
    repo.activeUsersByDay(ctx.db, range),
    repo.navigationTotals(ctx.db, range),
    repo.topPages(ctx.db, range, 'visitors'),
    repo.topPages(ctx.db, range, 'staff'),
    repo.countersByDay(ctx.db, range, ['sign_in']),
    repo.counterTotals(ctx.db, range),
    repo.topClients(ctx.db, range, 'profile_view'),
    repo.topClients(ctx.db, range, 'pdf_download'),
  ]);
  const days = eachDay(range.from, range.to);
  const total = (kind: CounterKind) => totals.find((t) => t.kind === kind)?.count ?? 0;
  return {
    ...range,
    activeUsers: everyDay(days, active),
    signIns: everyDay(days, signIns),
    topPages: { visitors: withProfileViews(visitorPages, profileViews), staff: staffPages },
    profileViews,
    pdfDownloads,
    totals: { ...navTotals, profileViews: total('profile_view'), pdfDownloads: total('pdf_download'), signIns: total('sign_in') },
  };
}

/** A client's own profile views and one-sheet downloads on every day of the range, and their totals. */
export async function clientStats(ctx: ActivityContext, clientId: number, query: ActivityRangeQuery): Promise<ClientStats> {
  const range = resolveRange(query);
  const counts = await repo.countersByDay(ctx.db, range, ['profile_view', 'pdf_download'], clientId);
  const of = (kind: CounterKind) =>
    everyDay(
      eachDay(range.from, range.to),
      counts.filter((c) => c.kind === kind),
    );
  const views = of('profile_view');
  const downloads = of('pdf_download');
  const sum = (list: DayCount[]) => list.reduce((n, d) => n + d.count, 0);
  return {
    ...range,
    days: views.map((v, i) => ({ day: v.day, views: v.count, downloads: downloads[i].count })),
    totals: { views: sum(views), downloads: sum(downloads) },
  };
}
