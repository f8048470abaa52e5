import type { SessionUser } from '../../../shared/api/auth';
import type { PageAccessEntry, Setting } from '../../../shared/api/settings';
import type { AppContext } from '../../context';
import { auditedWrite } from '../audit/audit.service';
import * as repo from './settings.repo';

/** Every setting, with TEST_MODE_ENABLED always present. */
export function listSettings({ db }: Pick<AppContext, 'db'>): Promise<Setting[]> {
  return repo.listSettings(db);
}

/** Whether test mode is on, from the read cache. */
export function testModeOn({ db, cache }: Pick<AppContext, 'db' | 'cache'>): Promise<boolean> {
  return cache.get('settings:test-mode', ['settings'], () => repo.isTestModeEnabled(db));
}

/** Stores a setting (admin), audited, and answers the whole list. */
export async function updateSetting(ctx: Pick<AppContext, 'db' | 'bus'>, user: SessionUser, key: string, value: string): Promise<Setting[]> {
  await auditedWrite(
    ctx.db,
    user,
    (tx) => repo.upsertSetting(tx, key, value),
    () => ({ action: 'settings.update', targetType: 'setting', targetId: key, details: { value } }),
  );
  await ctx.bus.invalidate('settings');
  return repo.listSettings(ctx.db);
}

/** The page-access entries that have been set (paths absent are visible). */
export function listPageAccess({ db }: Pick<AppContext, 'db'>): Promise<PageAccessEntry[]> {
  return repo.listPageAccess(db);
}
