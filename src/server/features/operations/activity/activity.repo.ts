import { and, asc, desc, eq, gte, inArray, like, lt, lte, not, notLike, or, type SQL, sql } from 'drizzle-orm';
import { addDays } from '@shared/api/operations/activity';
import type { DbOrTx } from '@server/db/client';
import { type CounterKind, clients, dailyCounters, navigationEvents, users } from '@server/db/schema';

/** A range of UTC days, both included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/** How many rows a ranking keeps (top pages, most viewed profiles). */
export const TOP_LIMIT = 10;

/** Navigation events in the range (its last day whole), through the visited_at index. */
function visitedIn(range: DayRange): SQL | undefined {
  return and(
    gte(navigationEvents.visitedAt, new Date(`${range.from}T00:00:00Z`)),
    lt(navigationEvents.visitedAt, new Date(`${addDays(range.to, 1)}T00:00:00Z`)),
  );
}

/** Counters of these kinds in the range. */
function countedIn(range: DayRange, kinds: CounterKind[]): SQL | undefined {
  return and(gte(dailyCounters.day, range.from), lte(dailyCounters.day, range.to), inArray(dailyCounters.kind, kinds));
}

const visitDay = sql<string>`to_char(${navigationEvents.visitedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const distinctUsers = sql<number>`count(distinct ${navigationEvents.userId})::int`;
const rows = sql<number>`count(*)::int`;
const summed = sql<number>`sum(${dailyCounters.count})::int`;

/** Distinct signed-in users per day that had any (days without are absent). */
export function activeUsersByDay(db: DbOrTx, range: DayRange) {
  return db.select({ day: visitDay, count: distinctUsers }).from(navigationEvents).where(visitedIn(range)).groupBy(visitDay);
}

/** Distinct users and page views over the whole range. */
export async function navigationTotals(db: DbOrTx, range: DayRange): Promise<{ activeUsers: number; pageViews: number }> {
  const [totals] = await db.select({ activeUsers: distinctUsers, pageViews: rows }).from(navigationEvents).where(visitedIn(range));
  return totals ?? { activeUsers: 0, pageViews: 0 };
}

/** A visit to the admin console. */
const staffPath = or(eq(navigationEvents.path, '/admin'), like(navigationEvents.path, '/admin/%'));
/** A visit to a profile's own page: counted by the profile's view counter (visitors signed out too), not here. */
const profilePath = and(like(navigationEvents.path, '/profile/%'), notLike(navigationEvents.path, '/profile/%/%'));
/** A visit by an admin or owner. */
const byStaff = sql`exists (select 1 from ${users} where ${users.id} = ${navigationEvents.userId} and ${users.role} in ('admin', 'owner'))`;

/**
 * The most visited paths of signed-in users, most first (ties by path): of the admin console
 * (`staff`), or of the rest of the site by guests and team members (`visitors`; profile pages left
 * to `topClients`' view counts).
 */
export function topPages(db: DbOrTx, range: DayRange, who: 'visitors' | 'staff') {
  const where = who === 'staff' ? staffPath : and(not(staffPath!), not(profilePath!), not(byStaff));
  return db
    .select({ path: navigationEvents.path, views: rows })
    .from(navigationEvents)
    .where(and(visitedIn(range), where))
    .groupBy(navigationEvents.path)
    .orderBy(desc(rows), asc(navigationEvents.path))
    .limit(TOP_LIMIT);
}

/** A counter's sum per day and kind in the range, for one client or all. */
export function countersByDay(db: DbOrTx, range: DayRange, kinds: CounterKind[], clientId?: number) {
  return db
    .select({ day: dailyCounters.day, kind: dailyCounters.kind, count: summed })
    .from(dailyCounters)
    .where(and(countedIn(range, kinds), clientId === undefined ? undefined : eq(dailyCounters.clientId, clientId)))
    .groupBy(dailyCounters.day, dailyCounters.kind);
}

/** Each kind's sum over the range (kinds without counts are absent). */
export function counterTotals(db: DbOrTx, range: DayRange) {
  return db
    .select({ kind: dailyCounters.kind, count: summed })
    .from(dailyCounters)
    .where(countedIn(range, ['profile_view', 'pdf_download', 'sign_in']))
    .groupBy(dailyCounters.kind);
}

/** The clients with the highest sum of a kind in the range, most first (ties by name), with their names. */
export function topClients(db: DbOrTx, range: DayRange, kind: CounterKind) {
  return db
    .select({ clientId: clients.id, name: clients.name, slug: clients.slug, count: summed })
    .from(dailyCounters)
    .innerJoin(clients, eq(clients.id, dailyCounters.clientId))
    .where(countedIn(range, [kind]))
    .groupBy(clients.id)
    .orderBy(desc(summed), asc(clients.name))
    .limit(TOP_LIMIT);
}

/** The id of the listed (so not archived) profile with this slug, or undefined. */
export async function listedClientId(db: DbOrTx, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.slug, slug), eq(clients.listed, true)))
    .limit(1);
  return row?.id;
}
