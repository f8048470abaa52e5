import { and, asc, desc, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_COUNT_CAP, ADMIN_SEARCH_COUNT_CAP, type AdminListPage } from '@shared/api/admin-lists';
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

/** The part of an admin list query the kit reads: paging, sort, direction and the search term. */
interface AdminListQueryBase {
  page: number;
  pageSize: number;
  sort: string;
  dir: 'asc' | 'desc';
  q?: string;
}

/** A sort direction as drizzle writes it: `asc` or `desc`. */
type SortDirection = typeof asc;

/** What a list's page step is given: the query, its conditions and order, and the window to cut. */
export interface AdminListStep<Q> {
  query: Q;
  where: SQL | undefined;
  order: SQL[];
  offset: number;
  limit: number;
}

/** A capped count, as `cappedCount` answers it. */
export type AdminListCount = { total: number; totalCapped: boolean };

/**
 * One admin list: the rows it counts, its conditions (`scope` always, then each filter whose query
 * key has a value, in the order written; `q` is the search), its sorts (each with its tie-breakers)
 * and its page step. The default step is `cutPage` over the list's select; a list tuned at scale
 * writes its own (ids first, a search window, counts after the cut) and may wait on the count.
 */
interface AdminListDefinition<Q extends AdminListQueryBase, Row> {
  /** The ids the count walks (joins only where a filter needs one), before the conditions. */
  count: (db: DbOrTx, query: Q) => PgSelect;
  /** A condition every row of the list meets. */
  scope?: SQL;
  /** Query key → its condition, applied when the key has a value (not undefined, null or ''). */
  filters: { [K in keyof Q]?: (value: NonNullable<Q[K]>) => SQL | undefined };
  /** Sort key → the order by, tie-breakers included. */
  sorts: Record<Q['sort'], (dir: SortDirection, query: Q) => SQL[]>;
  /** The rows of one page. */
  page: (db: DbOrTx, step: AdminListStep<Q>, count: Promise<AdminListCount>) => PromiseLike<Row[]>;
}

/** An admin list built from its definition. */
interface AdminList<Q extends AdminListQueryBase, Row> {
  /** The conditions of a query's filters (also for an export of the same rows). */
  where: (filters: Partial<Q>) => SQL | undefined;
  /** A query's conditions, order and window. */
  step: (query: Q) => AdminListStep<Q>;
  /** One page of rows and the capped count of all that match, read together. */
  page: (db: DbOrTx, query: Q) => Promise<{ items: Row[]; count: AdminListCount }>;
}

/** Whether a filter's query value is set. */
function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** Builds an admin list from its definition (see AdminListDefinition). */
export function defineAdminList<Q extends AdminListQueryBase, Row>(definition: AdminListDefinition<Q, Row>): AdminList<Q, Row> {
  const filters = Object.entries(definition.filters) as [keyof Q, (value: unknown) => SQL | undefined][];
  const where = (query: Partial<Q>) => and(definition.scope, ...filters.map(([key, condition]) => (isSet(query[key]) ? condition(query[key]) : undefined)));
  const step = (query: Q): AdminListStep<Q> => ({
    query,
    where: where(query),
    order: definition.sorts[query.sort as Q['sort']](query.dir === 'asc' ? asc : desc, query),
    ...pageWindow(query),
  });
  return {
    where,
    step,
    async page(db, query) {
      const cut = step(query);
      const count = cappedCount(db, definition.count(db, query).where(cut.where), query);
      const [items, total] = await Promise.all([definition.page(db, cut, count), count]);
      return { items, count: total };
    },
  };
}

/** The default page step: a select with the step's conditions, order and window. */
export function cutPage<S extends PgSelect>(select: S, step: AdminListStep<unknown>): S {
  return select
    .where(step.where)
    .orderBy(...step.order)
    .limit(step.limit)
    .offset(step.offset);
}

/**
 * A list's row select read two ways: as the default page step (cutPage) and as one row by its id
 * (what an edit answers), undefined when there is none.
 */
export function listRows<S extends PgSelect>(select: (db: DbOrTx) => S, id: AnyPgColumn) {
  return {
    page: (db: DbOrTx, step: AdminListStep<unknown>) => cutPage(select(db), step),
    async find(db: DbOrTx, rowId: number): Promise<Awaited<S>[number] | undefined> {
      const rows = await select(db).where(eq(id, rowId));
      return rows[0];
    },
  };
}

/** Sorts by one column each, then by `id` in the same direction (sort key → column). */
export function sortsByColumn<K extends string>(columns: Record<K, SQL | SQLWrapper>, id: SQLWrapper): Record<K, (dir: SortDirection) => SQL[]> {
  const entries = Object.entries(columns) as [K, SQLWrapper][];
  return Object.fromEntries(entries.map(([key, column]) => [key, (dir: SortDirection) => [dir(column), dir(id)]])) as Record<K, (dir: SortDirection) => SQL[]>;
}

/** A list's default count: the ids of its one table. */
export function idsOf(table: PgTable & { id: AnyPgColumn }): (db: DbOrTx) => PgSelect {
  return (db) => db.select({ id: table.id }).from(table).$dynamic();
}

/** `a ILIKE '%term%' OR b ILIKE '%term%' …` over the columns a search reads. */
export function ilikeAny(term: string, columns: (SQL | SQLWrapper)[]): SQL | undefined {
  return or(...columns.map((column) => ilikeContains(column, term)));
}
