import { join } from 'node:path';
import { type messages, PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { restoreTemplateIfNew } from './data-dir-template';
import { acquireDataDirLock } from './lock';
import { migrationsApplied } from './migrations-applied';
import { parseAsDrizzleOnce } from './pglite-parsers';
import * as schema from './schema';

/** The Drizzle database type shared by both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction opened with `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What repo functions query: the database, or a transaction a service opened. */
export type DbOrTx = Db | Tx;

/** A statement that reads one text value; prepared (parsed and planned) once per connection, under its name. */
export interface TextStatement {
  name: string;
  text: string;
}

/** Runs a text statement with its parameters: the first column of its first row, undefined when it finds none. */
export type QueryText = (statement: TextStatement, params: (string | null)[]) => Promise<string | undefined>;

/** An open database with its driver details. */
export interface Database {
  db: Db;
  /** Hot reads that skip Drizzle and re-planning: a named prepared statement straight on the driver. */
  queryText: QueryText;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool when on a real server (Socket.IO adapter, LISTEN/NOTIFY). */
  pool?: pg.Pool;
  /** The embedded instance when on PGlite. */
  pglite?: PGlite;
  /** The connection string when on a real server. */
  url?: string;
  close(): Promise<void>;
}

/** The SQL migrations both engines run, beside this module (and beside the compiled server). */
export const migrationsFolder = join(import.meta.dirname, 'migrations');

/** PostgreSQL's code for an unknown prepared statement (one dropped by DEALLOCATE or DISCARD). */
const UNKNOWN_STATEMENT = '26000';
/** PostgreSQL's code for a prepared statement that already exists (two first calls at once both sent Parse). */
const STATEMENT_EXISTS = '42P05';

/**
 * Text statements on PGlite through its wire protocol: Bind, Execute and Sync in one call (with
 * Parse before them the first time), under PGlite's locks. PGlite's own query() sends six
 * messages one call each and parses and plans the statement every time. Like query(), it waits
 * for an open transaction to end.
 */
function pgliteQueryText(pglite: PGlite): QueryText {
  const { serialize, Parser } = protocol;
  const prepared = new Set<string>();
  const parser = new Parser();
  const run = async ({ name, text }: TextStatement, params: (string | null)[], retry: boolean): Promise<string | undefined> => {
    const messages = [
      ...(prepared.has(name) ? [] : [serialize.parse({ name, text })]),
      serialize.bind({ statement: name, values: params }),
      serialize.execute({}),
      serialize.sync(),
    ];
    const request = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
    let at = 0;
    for (const m of messages) {
      request.set(m, at);
      at += m.length;
    }
    // the same two locks as PGlite's query(): never inside another caller's open transaction
    // (it would see that transaction's uncommitted rows, and an error would abort it)
    const reply = await pglite._runExclusiveTransaction(() => pglite.runExclusive(() => pglite.execProtocolRaw(request, { syncToFs: false })));
    let value: string | undefined;
    let error: messages.DatabaseError | undefined;
    parser.parse(reply, (message) => {
      if (message.name === 'parseComplete') prepared.add(name);
      else if (message.name === 'dataRow' && value === undefined) value = (message as messages.DataRowMessage).fields[0] ?? undefined;
      else if (message.name === 'error') error = message as messages.DatabaseError;
    });
    if (error?.code === UNKNOWN_STATEMENT && prepared.delete(name) && retry) return run({ name, text }, params, false);
    if (error?.code === STATEMENT_EXISTS && retry) {
      prepared.add(name);
      return run({ name, text }, params, false);
    }
    if (error) throw error;
    return value;
  };
  return (statement, params) => run(statement, params, true);
}

/** Wraps an already open PGlite instance (tests load a migrated template into memory). */
export async function wrapPglite(pglite: PGlite, runMigrations = true): Promise<Database> {
  parseAsDrizzleOnce(pglite);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  if (runMigrations && !(await migrationsApplied(pglite, migrationsFolder))) await migratePglite(db as never, { migrationsFolder });
  return { db, queryText: pgliteQueryText(pglite), kind: 'pglite', pglite, close: () => pglite.close() };
}

/**
 * PostgreSQL settings of the embedded database. Its shared buffers live in PGlite's WASM memory
 * and are all resident from the start: 16 MB instead of PostgreSQL's 128 MB (the pages it misses
 * are read from the OS page cache; the profile bench on 100,000 profiles ran no slower).
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

/** Opens a PGlite instance with the extensions the schema needs. */
export function createPglite(dataDir: string, loadDataDir?: Blob | File): Promise<PGlite> {
  const startParams = [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((setting) => ['-c', setting])];
  return PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir, startParams });
}

/** The file name, beside the compiled server, of the migrated empty embedded database (made by the build). */
export const EMBEDDED_TEMPLATE = 'pglite-template.tar';

/**
 * Opens the embedded database under DATA_DIR, holding its exclusive lock until closed. A new data
 * directory starts from the build's migrated template, when this is the compiled server.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const release = acquireDataDirLock(dataDir);
  try {
    const dbDir = join(dataDir, 'db');
    restoreTemplateIfNew(dbDir, join(import.meta.dirname, EMBEDDED_TEMPLATE));
    const pglite = await createPglite(dbDir);
    const database = await wrapPglite(pglite);
    return {
      ...database,
      close: async () => {
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
