import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Whether the embedded database already holds every migration in `migrationsFolder`, by Drizzle's
 * own rule: its newest applied migration is at least as new as the journal's newest. A restart then
 * skips the migrator, whose schema and table checks cost an embedded start about 60 ms. False when
 * the database has no migration table yet.
 */
export async function migrationsApplied(pglite: PGlite, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const latest = Math.max(...journal.entries.map((entry) => entry.when));
  const applied = await pglite
    .query<{ newest: number | null }>('select max(created_at)::float8 as newest from drizzle.__drizzle_migrations')
    .catch(() => undefined);
  const newest = applied?.rows[0]?.newest;
  return newest !== null && newest !== undefined && newest >= latest;
}
