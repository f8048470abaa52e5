import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { SessionUser } from '@shared/api/session-user';
import {
  type AdminDatabaseSummary,
  type AdminDatabaseTable,
  BACKUP_NEEDS_PG_DUMP,
  type DatabaseRowsPage,
  type DatabaseRowsQuery,
  UNKNOWN_TABLE,
} from '@shared/api/operations/database';
import type { AppContext } from '@server/context';
import journal from '@server/db/migrations/meta/_journal.json';
import { countCapOf, toAdminPage } from '@server/lib/admin-list';
import { csvRow } from '@server/lib/csv';
import { conflict, notFound } from '@server/lib/errors';
import { auditedWrite } from '@server/platform/audit/audited-write';
import * as repo from './admin-database.repo';
import { DATABASE_TABLES, type DatabaseTable } from './database-tables';

type DatabaseContext = Pick<AppContext, 'db' | 'database' | 'config'>;

/** How many rows the CSV export reads at a time. */
export const DATABASE_CSV_BATCH = 1_000;

/** The table a request names, from the schema's allowlist; any other name is a 404. */
export function tableNamed(name: string): DatabaseTable {
  const table = DATABASE_TABLES.get(name);
  if (!table) throw notFound(UNKNOWN_TABLE, 'UNKNOWN_TABLE');
  return table;
}

/**
 * A stored value as text: dates ISO, JSON and arrays as JSON (indented when `pretty`), binary as
 * its length, null as null.
 */
export function valueText(value: unknown, pretty: boolean): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `[binary, ${value.byteLength} bytes]`;
  if (typeof value === 'object') return JSON.stringify(value, null, pretty ? 2 : undefined);
  return String(value);
}

/** Today's date (UTC) as YYYY-MM-DD, for file names. */
const today = (now: Date) => now.toISOString().slice(0, 10);

/** Connection parameters that carry a secret (libpq's password and sslpassword), lower-cased. */
const SECRET_PARAMETERS = new Set(['password', 'sslpassword']);

/**
 * A connection string with every secret replaced by ***, for a command shown on a page: the
 * password after the user name, and the password and sslpassword parameters (in any case).
 */
export function maskedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    const parameters = [...parsed.searchParams];
    if (parameters.some(([name]) => SECRET_PARAMETERS.has(name.toLowerCase()))) {
      parsed.search = new URLSearchParams(parameters.map(([name, value]) => [name, SECRET_PARAMETERS.has(name.toLowerCase()) ? '***' : value])).toString();
    }
    return parsed.toString();
  } catch {
    return '<DATABASE_URL>';
  }
}

/** The pg_dump command that backs up the PostgreSQL database at `url` (custom format, today's date in the file name). */
export function pgDumpCommand(url: string, now = new Date()): string {
  return `pg_dump --format=custom --file=podium-${today(now)}.dump "${maskedUrl(url)}"`;
}

/** The database's migration version: the newest migration applied (matched to this build's journal by its time) and the newest shipped. */
async function migrationState(ctx: DatabaseContext): Promise<AdminDatabaseSummary['migration']> {
  const applied = await repo.appliedMigrations(ctx.db);
  const entry = journal.entries.find((e) => e.when === applied.newest);
  return {
    applied: entry?.tag ?? null,
    appliedAt: applied.newest === null ? null : new Date(applied.newest).toISOString(),
    appliedCount: applied.count,
    latest: journal.entries[journal.entries.length - 1]?.tag ?? '',
  };
}

/** Every table with its row count (exact to the count cap, the planner's estimate past it) and size. */
async function tableSummaries(ctx: DatabaseContext): Promise<AdminDatabaseTable[]> {
  const cap = countCapOf({});
  const stats = await repo.tableStats(ctx.db, [...DATABASE_TABLES.values()], cap);
  return stats.map(({ name, counted, estimate, bytes }) =>
    counted > cap ? { name, rows: Math.max(Math.round(estimate), cap), rowsExact: false, bytes } : { name, rows: counted, rowsExact: true, bytes },
  );
}

/** GET /api/admin/database: the engine, the migration version, the tables, and on PostgreSQL the pg_dump command. */
export async function databaseSummary(ctx: DatabaseContext): Promise<AdminDatabaseSummary> {
  const [migration, tables] = await Promise.all([migrationState(ctx), tableSummaries(ctx)]);
  const url = ctx.database.url ?? ctx.config.databaseUrl;
  return {
    kind: ctx.database.kind,
    migration,
    pgDumpCommand: ctx.database.kind === 'postgres' && url ? pgDumpCommand(url) : null,
    tables,
  };
}

/** A stored row's visible values as text (the secret columns left out). */
function visibleValues(table: DatabaseTable, row: repo.StoredRow, pretty: boolean): (string | null)[] {
  return table.visible.map((column) => valueText(row[column.name], pretty));
}

/** One page of a table's rows by primary key, its columns listed with the secret ones marked hidden and never sent. */
export async function tableRows(ctx: DatabaseContext, name: string, query: DatabaseRowsQuery): Promise<DatabaseRowsPage> {
  const table = tableNamed(name);
  const { rows, count } = await repo.rowsPage(ctx.db, table, query);
  const first = (query.page - 1) * query.pageSize;
  const items = rows.map((row, index) => {
    const texts = visibleValues(table, row, true);
    return { key: String(first + index + 1), values: Object.fromEntries(table.visible.map((column, i) => [column.name, texts[i]])) };
  });
  return { ...toAdminPage(items, count, query), table: table.name, columns: table.described };
}

/** The CSV lines of a table: the header of its visible columns, then each batch of rows as one chunk. */
async function* csvChunks(ctx: DatabaseContext, table: DatabaseTable): AsyncGenerator<string> {
  yield csvRow(table.visible.map((column) => column.name));
  for await (const batch of repo.rowBatches(ctx.db, table, DATABASE_CSV_BATCH)) {
    yield batch.map((row) => csvRow(visibleValues(table, row, false))).join('');
  }
}

/** A table as a streamed CSV file (its secret columns left out), read a keyset batch at a time as the reply is sent. */
export function tableCsv(ctx: DatabaseContext, name: string): { fileName: string; body: Readable } {
  const table = tableNamed(name);
  return { fileName: `${table.name}-${today(new Date())}.csv`, body: Readable.from(csvChunks(ctx, table), { objectMode: false }) };
}

/**
 * GET /api/admin/database/backup on PGlite: the data directory as a gzipped tar, audited. On
 * PostgreSQL the server can't copy the database's files: a 409 pointing to pg_dump.
 */
export async function databaseBackup(ctx: DatabaseContext, user: SessionUser): Promise<{ fileName: string; body: Readable }> {
  const pglite = ctx.database.pglite;
  if (ctx.database.kind !== 'pglite' || !pglite) throw conflict(BACKUP_NEEDS_PG_DUMP, 'BACKUP_NEEDS_PG_DUMP');
  // Consistent: PGlite is one connection that runs one statement at a time. Holding its
  // transaction lock waits for any open transaction to end and keeps new ones out, and
  // dumpDataDir holds its query lock while it copies, so no statement runs mid-copy: the files
  // are those of a database at rest between two committed transactions.
  const dump = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('gzip'));
  const fileName = `podium-backup-${today(new Date())}.tar.gz`;
  await auditedWrite(
    ctx.db,
    user,
    async () => undefined,
    () => ({ action: 'database.backup', targetType: 'database', details: { file: fileName, bytes: dump.size } }),
  );
  return { fileName, body: Readable.fromWeb(dump.stream() as unknown as WebReadableStream) };
}
