import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openPostgres } from '@server/db/postgres';
import { testDatabaseUrl, withDatabase } from '../helpers/databases';

const journal = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

/** Runs one statement on the test server's admin connection. */
async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

it.skipIf(!testDatabaseUrl)(
  'migrates an empty database once when three nodes start on it together',
  async () => {
    const name = `podium_test_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    try {
      const url = withDatabase(testDatabaseUrl!, name);
      const nodes = await Promise.all([openPostgres(url, 2), openPostgres(url, 2), openPostgres(url, 2)]);
      const { rows } = await nodes[0].pool!.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows[0].n).toBe(journal.entries.length);
      await Promise.all(nodes.map((n) => n.close()));
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  },
  60_000,
);
