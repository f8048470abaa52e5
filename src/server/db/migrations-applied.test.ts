import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseUrl } from '@tests/helpers/databases';
import { createPglite, migrationsFolder } from './client';
import { migrationsApplied } from './migrations-applied';

const opened: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(opened.map((pglite) => pglite.close())));

/** An embedded database: empty, or a copy of the tests' migrated template. */
async function embedded(migrated: boolean) {
  const pglite = await createPglite('memory://', migrated ? new Blob([await readFile(inject('pgliteTemplate'))]) : undefined);
  opened.push(pglite);
  return pglite;
}

describe.skipIf(!!testDatabaseUrl)('whether a restart may skip the migrator', () => {
  it('skips it on a database that holds every migration', async () => {
    expect(await migrationsApplied(await embedded(true), migrationsFolder)).toBe(true);
  });

  it('runs it on a database without the migration table, or without the newest migration', async () => {
    expect(await migrationsApplied(await embedded(false), migrationsFolder)).toBe(false);
    const behind = await embedded(true);
    await behind.exec('delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)');
    expect(await migrationsApplied(behind, migrationsFolder)).toBe(false);
  });
});
