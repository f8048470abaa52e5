import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { createPglite, type Database, wrapPglite } from '@server/db/client';
import { openPostgres } from '@server/db/postgres';

/** The PostgreSQL server to test on (admin connection), or undefined for embedded PGlite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** The name of the migrated template database that per-test databases are copied from. */
export const PG_TEMPLATE_DB = 'podium_test_template';

/** The same server URL pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh, migrated database for one test: a copy of the migrated template, in memory on PGlite
 * (~0.8 s) or as a new database on the PostgreSQL server named by TEST_DATABASE_URL.
 * Closing it drops the PostgreSQL copy.
 */
export async function openTestDatabase(pgliteTemplatePath: string): Promise<Database> {
  if (!testDatabaseUrl) {
    const dump = new Blob([await readFile(pgliteTemplatePath)]);
    const pglite = await createPglite('memory://', dump);
    return wrapPglite(pglite, false);
  }
  const name = `podium_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  await admin.end();
  const database = await openPostgres(withDatabase(testDatabaseUrl, name), 4);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
