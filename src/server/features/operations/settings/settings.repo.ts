import { asc, eq } from 'drizzle-orm';
import type { Setting } from '@shared/api/frame';
import { TEST_MODE_KEY } from '@shared/limits';
import type { DbOrTx } from '@server/db/client';
import { pageAccess, settings } from '@server/db/schema';

/** Every setting, with TEST_MODE_ENABLED always present ('false' when never set). */
export async function listSettings(db: DbOrTx): Promise<Setting[]> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).orderBy(asc(settings.key));
  if (!rows.some((r) => r.key === TEST_MODE_KEY)) rows.push({ key: TEST_MODE_KEY, value: 'false' });
  return rows;
}

/** Marks a page's sidebar entry shown or hidden; answers whether it was shown before (shown when never set). */
export async function setPageAccess(tx: DbOrTx, pagePath: string, visible: boolean): Promise<boolean> {
  const [before] = await tx.select({ visible: pageAccess.visible }).from(pageAccess).where(eq(pageAccess.pagePath, pagePath)).for('update');
  await tx.insert(pageAccess).values({ pagePath, visible }).onConflictDoUpdate({ target: pageAccess.pagePath, set: { visible } });
  return before?.visible ?? true;
}

/** The page-access entries that have been set (paths absent are visible). */
export async function listPageAccess(db: DbOrTx) {
  return db.select({ pagePath: pageAccess.pagePath, visible: pageAccess.visible }).from(pageAccess).orderBy(asc(pageAccess.pagePath));
}
