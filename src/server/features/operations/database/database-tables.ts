import { is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseColumn } from '@shared/api/operations/database';
import * as schema from '@server/db/schema';

/**
 * Column names that hold a secret or key material: passwords, hashes (of passwords, session ids,
 * tokens, API keys), tokens, secrets, salts, sealed (encrypted) values, private or API keys. Their values never leave the server.
 */
const SECRET_COLUMN = /pass(word|wd)|hash|token|secret|salt|sealed|private_?key|api_?key/i;

/**
 * Columns whose names don't say so but that hold live single-use links: a mail kept in the outbox
 * (no SMTP_URL) carries its activation or reset link in its link and its bodies.
 */
const LINK_COLUMNS: Readonly<Record<string, readonly string[]>> = { outbox_emails: ['link', 'text_body', 'html_body'] };

/** Whether a column's values are never shown: its name says it holds a secret, or it holds live links. */
function isSecretColumn(table: string, name: string): boolean {
  return SECRET_COLUMN.test(name) || (LINK_COLUMNS[table]?.includes(name) ?? false);
}

/** A table of the schema as the database page reads it. */
export interface DatabaseTable {
  name: string;
  table: PgTable;
  columns: PgColumn[];
  /** The columns that order its rows: the primary key, or (without one) a unique column. */
  key: PgColumn[];
  /** The columns whose values may be sent: all but the secrets. */
  visible: PgColumn[];
  /** The column list as the viewer shows it. */
  described: DatabaseColumn[];
}

function describeTable(table: PgTable): DatabaseTable {
  const config = getTableConfig(table);
  const primary = config.primaryKeys[0]?.columns ?? config.columns.filter((column) => column.primary);
  const key = primary.length > 0 ? primary : config.columns.filter((column) => column.isUnique && column.notNull).slice(0, 1);
  if (key.length === 0) throw new Error(`Table ${config.name} has no primary key or unique column to page by`);
  const keyNames = new Set(key.map((column) => column.name));
  return {
    name: config.name,
    table,
    columns: config.columns,
    key,
    visible: config.columns.filter((column) => !isSecretColumn(config.name, column.name)),
    described: config.columns.map((column) => ({
      name: column.name,
      type: column.getSQLType(),
      hidden: isSecretColumn(config.name, column.name),
      primaryKey: keyNames.has(column.name),
    })),
  };
}

/**
 * The allowlist: every table of the Drizzle schema (each exported pgTable), by its name in the
 * database. A table name from a request is only ever looked up here, never put into SQL.
 */
export const DATABASE_TABLES: ReadonlyMap<string, DatabaseTable> = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map(describeTable)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((table) => [table.name, table]),
);
