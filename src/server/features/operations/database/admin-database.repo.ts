import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseRowsQuery } from '@shared/api/operations/database';
import type { DbOrTx } from '@server/db/client';
import { cappedCount, pageWindow } from '@server/lib/admin-list';
import type { DatabaseTable } from './database-tables';

/** A row as read: its values by column name (the secrets left out unless they order the rows). */
export type StoredRow = Record<string, unknown>;

/** A table's counted rows (up to `cap` + 1), its planner estimate and its size in bytes. */
export interface TableStats {
  name: string;
  counted: number;
  estimate: number;
  bytes: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every table's rows counted up to `cap` + 1, pg_class's estimate and pg_total_relation_size, in
 * one query. The names come from the schema's allowlist; they are bound as parameters where they
 * are values and quoted by Drizzle where they name a table.
 */
export async function tableStats(db: DbOrTx, tables: DatabaseTable[], cap: number): Promise<TableStats[]> {
  const parts = tables.map(
    ({ name }) => sql`SELECT ${name}::text AS name,
      (SELECT count(*) FROM (SELECT 1 FROM ${sql.identifier(name)} LIMIT ${cap + 1}) capped)::int AS counted,
      (SELECT reltuples FROM pg_class WHERE oid = to_regclass(quote_ident(${name}::text)))::float8 AS estimate,
      pg_total_relation_size(to_regclass(quote_ident(${name}::text)))::float8 AS bytes`,
  );
  const result = await db.execute(sql.join(parts, sql` UNION ALL `));
  return rowsOf<TableStats>(result).map((row) => ({ name: row.name, counted: Number(row.counted), estimate: Number(row.estimate), bytes: Number(row.bytes) }));
}

/** The migrations the database applied (Drizzle's own table): how many, and the journal time of the newest. */
export async function appliedMigrations(db: DbOrTx): Promise<{ count: number; newest: number | null }> {
  const result = await db.execute(sql`SELECT count(*)::int AS count, max(created_at)::float8 AS newest FROM drizzle.__drizzle_migrations`);
  const row = rowsOf<{ count: number; newest: number | null }>(result)[0];
  return { count: Number(row?.count ?? 0), newest: row?.newest === null || row?.newest === undefined ? null : Number(row.newest) };
}

/** What a read selects: the visible columns and the key columns (needed to page), by column name. */
function selection(table: DatabaseTable): Record<string, PgColumn> {
  return Object.fromEntries([...table.visible, ...table.key].map((column) => [column.name, column]));
}

/** One page of a table's rows by its key (ascending or descending), with the capped count of all its rows. */
export async function rowsPage(
  db: DbOrTx,
  table: DatabaseTable,
  query: DatabaseRowsQuery,
): Promise<{ rows: StoredRow[]; count: { total: number; totalCapped: boolean } }> {
  const { offset, limit } = pageWindow(query);
  const dir = query.dir === 'desc' ? desc : asc;
  const [rows, count] = await Promise.all([
    db
      .select(selection(table))
      .from(table.table)
      .orderBy(...table.key.map((column) => dir(column)))
      .limit(limit)
      .offset(offset),
    cappedCount(db, db.select({ one: sql`1` }).from(table.table).$dynamic(), {}),
  ]);
  return { rows: rows as StoredRow[], count };
}

/** `(key…) > (values of the last row read…)`: where the next keyset batch starts. */
function after(table: DatabaseTable, last: StoredRow): SQL {
  const columns = sql.join(table.key, sql`, `);
  const values = sql.join(
    table.key.map((column) => sql.param(last[column.name], column)),
    sql`, `,
  );
  return sql`(${columns}) > (${values})`;
}

/**
 * A table's rows in key order, `batchSize` at a time (keyset: each batch starts after the last
 * key read), so an export of any size holds one batch in memory.
 */
export async function* rowBatches(db: DbOrTx, table: DatabaseTable, batchSize: number): AsyncGenerator<StoredRow[]> {
  let last: StoredRow | undefined;
  for (;;) {
    const rows = (await db
      .select(selection(table))
      .from(table.table)
      .where(last === undefined ? undefined : after(table, last))
      .orderBy(...table.key.map((column) => asc(column)))
      .limit(batchSize)) as StoredRow[];
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}
