import type { SessionUser } from '@shared/api/session-user';
import type { MailSettings, PageAccessUpdateBody } from '@shared/api/operations/settings';
import type { PageAccessEntry, Setting } from '@shared/api/frame';
import type { Config } from '@server/config';
import { ACCESS_CONTROLLED_PAGES } from '@shared/page-access';
import { isOwner } from '@shared/permissions';
import { forbidden } from '@server/lib/errors';
import type { AppContext } from '@server/context';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { upsertSetting } from '@server/platform/settings';
import * as repo from './settings.repo';

/** Every setting, with TEST_MODE_ENABLED always present. */
export function listSettings({ db }: Pick<AppContext, 'db'>): Promise<Setting[]> {
  return repo.listSettings(db);
}

/** How mail is sent, from the configuration: MAIL_FROM, MAIL_REPLY_TO (null when unset) and whether SMTP_URL is set. */
export function mailSettingsOf(config: Pick<Config, 'mailFrom' | 'mailReplyTo' | 'smtpUrl'>): MailSettings {
  return { from: config.mailFrom, replyTo: config.mailReplyTo ?? null, delivery: config.smtpUrl ? 'smtp' : 'outbox' };
}

/** Stores a setting (admin), audited, and answers the whole list. */
export async function updateSetting(ctx: Pick<AppContext, 'db' | 'bus'>, user: SessionUser, key: string, value: string): Promise<Setting[]> {
  await auditedWrite(
    ctx.db,
    user,
    (tx) => upsertSetting(tx, key, value),
    () => ({ action: 'settings.update', targetType: 'setting', targetId: key, details: { value } }),
  );
  await ctx.bus.invalidate('settings');
  return repo.listSettings(ctx.db);
}

/**
 * Shows or hides a Settings or Assets entry in every admin's sidebar, audited with before and
 * after; answers every entry set. Only an owner may hide or show an owner-only page (403). This is
 * the sidebar only: the routes behind a hidden entry keep their own rules.
 */
export async function setPageAccess(ctx: Pick<AppContext, 'db'>, user: SessionUser, body: PageAccessUpdateBody): Promise<PageAccessEntry[]> {
  const page = ACCESS_CONTROLLED_PAGES.find((p) => p.pagePath === body.pagePath);
  if (page?.ownerOnly && !isOwner(user)) throw forbidden('Only an owner can show or hide the pages only owners see');
  await auditedWrite(
    ctx.db,
    user,
    (tx) => repo.setPageAccess(tx, body.pagePath, body.visible),
    (before) => ({
      action: 'page-access.update',
      targetType: 'page',
      targetId: body.pagePath,
      details: { before: { visible: before }, after: { visible: body.visible } },
    }),
  );
  return repo.listPageAccess(ctx.db);
}

/** The page-access entries that have been set (paths absent are visible). */
export function listPageAccess({ db }: Pick<AppContext, 'db'>): Promise<PageAccessEntry[]> {
  return repo.listPageAccess(db);
}
