import { sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ADMIN_COUNT_CAP, ADMIN_SEARCH_COUNT_CAP, type AdminListPage } from '../../shared/api/admin-lists';
import type { DbOrTx } from '../db/client';

/** Where an admin list page starts: its offset and limit from page and pageSize. */
export function pageWindow(query: { page: number; pageSize: number }): { offset: number; limit: number } {
  return { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
}

/**
 * Counts the rows of a filtered select, stopping past ADMIN_COUNT_CAP, or ADMIN_SEARCH_COUNT_CAP
 * when the query searches: exact for the narrow lists an editor works through, cheap for a
 * million unfiltered rows or a common word.
 */
export async function cappedCount(db: DbOrTx, select: PgSelect, query: { q?: string }): Promise<{ total: number; totalCapped: boolean }> {
  const cap = countCapOf(query);
  const limited = select.limit(cap + 1).as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return cappedTotal(Number(row?.n ?? 0), cap);
}

/** Where a list's count stops: ADMIN_SEARCH_COUNT_CAP when the query searches, else ADMIN_COUNT_CAP. */
export function countCapOf(query: { q?: string }): number {
  return query.q ? ADMIN_SEARCH_COUNT_CAP : ADMIN_COUNT_CAP;
}

/** A count taken up to `cap` + 1 rows, as the list answers it: past the cap, the cap and `totalCapped`. */
export function cappedTotal(n: number, cap: number): { total: number; totalCapped: boolean } {
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/** Builds the list answer from a page of rows and its capped count. */
export function toAdminPage<T>(items: T[], count: { total: number; totalCapped: boolean }, query: { page: number; pageSize: number }): AdminListPage<T> {
  return { items, ...count, page: query.page, pageSize: query.pageSize };
}

/** A case-insensitive 'contains' pattern for ILIKE, with %, _ and \ in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ILIKE '%term%'` (a trigram index serves it), or undefined without a term. */
export function ilikeContains(column: SQL | SQL.Aliased | unknown, term: string | undefined): SQL | undefined {
  return term ? sql`${column} ILIKE ${containsPattern(term)}` : undefined;
}
