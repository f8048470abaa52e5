import type { AdminListPage } from '@shared/api/admin-lists';
import type { AdminTalkingPoint, AdminTalkingPointsQuery } from '@shared/api/directory/talking-points/admin-talking-points';
import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import { toAdminPage } from '@server/lib/admin-list';
import { touchAndRecord, writeAndAnnounce } from '../clients/client-writes';
import * as repo from './admin-talking-points.repo';

/** /admin/talking-points: one page of every client's talking points. */
export async function listTalkingPoints(ctx: Pick<AppContext, 'db'>, query: AdminTalkingPointsQuery): Promise<AdminListPage<AdminTalkingPoint>> {
  const { items, count } = await repo.talkingPointList.page(ctx.db, query);
  return toAdminPage(items, count, query);
}

/**
 * Deletes the selected talking points in one transaction: their profiles are marked changed, the
 * update log gets each deletion and the audit log one entry. Ids already gone are skipped.
 */
export async function deleteTalkingPoints(ctx: Pick<AppContext, 'db' | 'bus'>, user: SessionUser, ids: number[]): Promise<{ changed: number }> {
  const deleted = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const rows = await repo.deleteMany(tx, ids);
      await touchAndRecord(tx, user, 'talking-point', rows, (row) => ({
        before: { talkingPointTitle: row.talkingPointTitle, talkingPointFull: row.talkingPointFull },
        after: null,
      }));
      return rows;
    },
    (rows) => ({ action: 'talking-point.bulk-delete', targetType: 'talking-point', details: { ids: rows.map((r) => r.id) } }),
  );
  return { changed: deleted.length };
}
