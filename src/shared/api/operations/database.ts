import { z } from 'zod';
import { ADMIN_MAX_ROWS, adminListPage, adminPagingFields, endsWithinReach } from '../admin-lists';
import { text } from '../fields';

/** The message for a table name that is not one of the schema's tables. */
export const UNKNOWN_TABLE = 'Unknown table';

/** The message of the backup route on PostgreSQL, where the server can't copy the database's files. */
export const BACKUP_NEEDS_PG_DUMP = 'This server runs on PostgreSQL: take a backup with the pg_dump command shown on the Database page.';

/** One table of the schema: its row count (exact up to ADMIN_COUNT_CAP, else PostgreSQL's estimate) and its size on disk. */
const adminDatabaseTable = z.object({
  name: z.string(),
  rows: z.number().int(),
  /** False when `rows` is PostgreSQL's estimate (pg_class.reltuples): past the count cap. */
  rowsExact: z.boolean(),
  /** Table, indexes and TOAST together (pg_total_relation_size). */
  bytes: z.number().int(),
});
export type AdminDatabaseTable = z.infer<typeof adminDatabaseTable>;

/** GET /api/admin/database answer: the engine, the migration version, the tables, and on PostgreSQL the backup command. */
export const adminDatabaseSummary = z.object({
  kind: z.enum(['pglite', 'postgres']),
  migration: z.object({
    /** The tag of the newest migration applied (null when its tag is not in this build's journal, or none ran). */
    applied: z.string().nullable(),
    /** When that migration was made (its journal time), ISO. */
    appliedAt: z.string().nullable(),
    /** How many migrations the database has applied. */
    appliedCount: z.number().int(),
    /** The newest migration this build ships. */
    latest: z.string(),
  }),
  /** On PostgreSQL, the pg_dump command to run (the password replaced by ***); null on PGlite. */
  pgDumpCommand: z.string().nullable(),
  tables: z.array(adminDatabaseTable),
});
export type AdminDatabaseSummary = z.infer<typeof adminDatabaseSummary>;

/** The query of the summary and the backup: none (a backup copies the whole database, so nothing should vary it). */
export const noDatabaseQuery = z.object({});

/** The table a route reads, by its name in the database. */
export const databaseTableParams = z.object({ table: text().max(100) });

/** GET …/tables/:table/rows query: page, page size and the direction of the primary key (paging ends at row ADMIN_MAX_ROWS). */
export const databaseRowsQuery = z
  .object({
    ...adminPagingFields,
    dir: z.enum(['asc', 'desc']).default('asc'),
  })
  .refine(endsWithinReach, {
    message: `Only the first ${ADMIN_MAX_ROWS.toLocaleString('en-US')} rows can be paged through; download the CSV for the rest`,
    path: ['page'],
  });
export type DatabaseRowsQuery = z.infer<typeof databaseRowsQuery>;

/** A column of a table as the viewer lists it; a hidden column (a secret or hash) never has a value sent. */
const databaseColumn = z.object({ name: z.string(), type: z.string(), hidden: z.boolean(), primaryKey: z.boolean() });
export type DatabaseColumn = z.infer<typeof databaseColumn>;

/** One row: its primary key (as text, to key the list) and the visible columns' values as text (dates ISO, JSON pretty-printed). */
const databaseRow = z.object({ key: z.string(), values: z.record(z.string(), z.string().nullable()) });
export type DatabaseRow = z.infer<typeof databaseRow>;

/** GET …/tables/:table/rows answer: the columns (hidden ones marked) and one page of rows by primary key. */
export const databaseRowsPage = adminListPage(databaseRow).extend({ table: z.string(), columns: z.array(databaseColumn) });
export type DatabaseRowsPage = z.infer<typeof databaseRowsPage>;
