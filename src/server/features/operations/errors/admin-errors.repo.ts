import { type SQL, sql } from 'drizzle-orm';
import type { AdminErrorsQuery, ErrorStatus } from '@shared/api/operations/errors';
import type { DbOrTx } from '@server/db/client';
import { errorGroups, errorLog } from '@server/db/schema';
import { cappedTotal, containsPattern, countCapOf, pageWindow } from '@server/lib/admin-list';

/** One occurrence of an error to store. */
export interface ErrorOccurrence {
  source: 'server' | 'client';
  fingerprint: string;
  message: string;
  stack: string | null;
  method: string | null;
  path: string | null;
  userId: number | null;
}

/** Stores one occurrence in the error log. */
export async function insertOccurrence(db: DbOrTx, occurrence: ErrorOccurrence): Promise<void> {
  await db.insert(errorLog).values(occurrence);
}

/** A group as the list reads it (timestamps as the driver gives them). */
interface GroupRow {
  latest_id: number | string;
  fingerprint: string;
  source: 'server' | 'client';
  message: string;
  method: string | null;
  path: string | null;
  sample_stack: string | null;
  count: number;
  first_seen: Date | string;
  last_seen: Date | string;
  status: ErrorStatus;
  regressed: boolean;
}

/**
 * Every group of the log, one row per fingerprint: its count, first and last time seen, the
 * latest occurrence as its sample, and its status (a resolved group seen since is open again).
 */
const groups = sql`
  WITH g AS (
    SELECT fingerprint, count(*)::int AS count, min(created_at) AS first_seen, max(created_at) AS last_seen, max(id) AS latest_id
    FROM ${errorLog} WHERE fingerprint <> '' GROUP BY fingerprint
  )
  SELECT g.latest_id, g.fingerprint, l.source, l.message, l.method, l.path, l.stack AS sample_stack, g.count, g.first_seen, g.last_seen,
    CASE WHEN s.status = 'resolved' AND g.last_seen > s.status_changed_at THEN 'open' ELSE coalesce(s.status, 'open') END AS status,
    (s.status = 'resolved' AND g.last_seen > s.status_changed_at) IS TRUE AS regressed
  FROM g JOIN ${errorLog} l ON l.id = g.latest_id LEFT JOIN ${errorGroups} s ON s.fingerprint = g.fingerprint`;

function whereOf(query: AdminErrorsQuery): SQL {
  const conditions = [sql`true`];
  if (query.status) conditions.push(sql`status = ${query.status}`);
  if (query.source) conditions.push(sql`source = ${query.source}`);
  if (query.q) conditions.push(sql`(message ILIKE ${containsPattern(query.q)} OR path ILIKE ${containsPattern(query.q)})`);
  return sql.join(conditions, sql` AND `);
}

function orderOf(query: AdminErrorsQuery): SQL {
  const dir = sql.raw(query.dir === 'asc' ? 'ASC' : 'DESC');
  const column = sql.raw({ lastSeen: 'last_seen', firstSeen: 'first_seen', count: 'count' }[query.sort]);
  return sql`${column} ${dir}, fingerprint ${dir}`;
}

/** One page of the error groups that match, and their capped count. */
export async function listPage(db: DbOrTx, query: AdminErrorsQuery) {
  const where = whereOf(query);
  const { offset, limit } = pageWindow(query);
  const cap = countCapOf(query);
  const [page, counted] = await Promise.all([
    db.execute(sql`SELECT * FROM (${groups}) x WHERE ${where} ORDER BY ${orderOf(query)} LIMIT ${limit} OFFSET ${offset}`),
    db.execute(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM (${groups}) x WHERE ${where} LIMIT ${cap + 1}) c`),
  ]);
  const rows = (page as unknown as { rows: GroupRow[] }).rows;
  const n = Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  return { rows, count: cappedTotal(n, cap) };
}

/** Whether any occurrence carries this fingerprint. */
export async function groupExists(db: DbOrTx, fingerprint: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM ${errorLog} WHERE fingerprint = ${fingerprint} LIMIT 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Sets a group's status (now, by `userId`); answers the status it had (open when never set). */
export async function setStatus(tx: DbOrTx, fingerprint: string, status: ErrorStatus, userId: number): Promise<ErrorStatus> {
  const before = await tx.execute(sql`SELECT status FROM ${errorGroups} WHERE fingerprint = ${fingerprint} FOR UPDATE`);
  await tx
    .insert(errorGroups)
    .values({ fingerprint, status, statusChangedBy: userId })
    .onConflictDoUpdate({ target: errorGroups.fingerprint, set: { status, statusChangedAt: sql`now()`, statusChangedBy: userId } });
  return (before as unknown as { rows: { status: ErrorStatus }[] }).rows[0]?.status ?? 'open';
}
