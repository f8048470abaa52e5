import type { AppContext } from '../context';
import { eq, sql } from 'drizzle-orm';
import { TEST_MODE_KEY } from '@shared/limits';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema';

/** Whether test mode is on, from the read cache. */
export function testModeOn({ db, cache }: Pick<AppContext, 'db' | 'cache'>): Promise<boolean> {
  return cache.get('settings:test-mode', ['settings'], () => isTestModeEnabled(db));
}

/** Stores one setting. */
export async function upsertSetting(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/** Whether test mode is on. */
async function isTestModeEnabled(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, TEST_MODE_KEY));
  return rows[0]?.value === 'true';
}
