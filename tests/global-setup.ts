import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, wrapPglite } from '../src/server/db/client';
import { openPostgres } from '../src/server/db/postgres';
import { PG_TEMPLATE_DB, testDatabaseUrl, withDatabase } from './helpers/databases';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one template database before the suite: a PGlite data dump that every test file
 * loads into memory, or a template database on the PostgreSQL server of TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = join(import.meta.dirname, '..', '.test-data');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-template-${process.pid}.tar.gz`);
  project.provide('pgliteTemplate', file);
  if (testDatabaseUrl) {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const database = await openPostgres(withDatabase(testDatabaseUrl, PG_TEMPLATE_DB), 1);
    await database.close();
    return () => undefined;
  }
  const pglite = await createPglite('memory://');
  const database = await wrapPglite(pglite);
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return () => rmSync(file, { force: true });
}
