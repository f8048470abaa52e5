import { and, asc, type Column, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AutoDeleteItem, AutoDeleteLogQuery, AutoDeleteRuleName } from '@shared/api/operations/auto-delete';
import type { DbOrTx } from '@server/db/client';
import { assets, autoDeleteLog, autoDeleteRules, clients, videos } from '@server/db/schema';
import { cappedCount, ilikeContains, pageWindow } from '@server/lib/admin-list';
import { orphansOlderThan } from '@server/features/directory/images/admin-assets.repo';
import { assetIsOrphan } from '@server/features/directory/images/asset-references';

/** The stored rule settings (rules never set have no row). */
export function readRules(db: DbOrTx) {
  return db.select().from(autoDeleteRules);
}

/** Stores a rule's setting. */
export async function saveRule(db: DbOrTx, rule: AutoDeleteRuleName, fields: { enabled: boolean; ageDays: number }, userId: number) {
  const values = { ...fields, updatedBy: userId, updatedAt: sql`now()` };
  const [row] = await db
    .insert(autoDeleteRules)
    .values({ rule, ...values })
    .onConflictDoUpdate({ target: autoDeleteRules.rule, set: values })
    .returning();
  return row;
}

/** `column` (a timestamp) more than `days` days ago. */
const olderThan = (column: Column, days: number) => lt(column, sql`now() - make_interval(days => ${days}::int)`);

/** A candidate of a rule: what the log records of it, and the file to delete after the commit (orphan files). */
export interface Candidate extends AutoDeleteItem {
  storageKey?: string;
}

/** Videos matching `where`, oldest `by` first, labelled with their title and client. */
async function videoCandidates(db: DbOrTx, where: SQL | undefined, by: Column, limit: number): Promise<Candidate[]> {
  const rows = await db
    .select({ id: videos.id, title: videos.title, client: clients.name })
    .from(videos)
    .innerJoin(clients, eq(clients.id, videos.clientId))
    .where(where)
    .orderBy(asc(by), asc(videos.id))
    .limit(limit);
  return rows.map((v) => ({ targetType: 'video', targetId: String(v.id), label: `${v.title} (${v.client})` }));
}

/**
 * Up to `limit` items a rule removes at `ageDays`, oldest first:
 * unavailable-videos: confirmed unavailable by YouTube more than ageDays ago, whenever added (videos_unavailable_since_idx);
 * stale-pending-videos: still pending approval (and not unavailable), added more than ageDays ago (videos_approval_created_idx);
 * orphan-files: uploads nothing points at, older than ageDays (assets_created_idx and the EXISTS tests).
 */
export async function candidates(db: DbOrTx, rule: AutoDeleteRuleName, ageDays: number, limit: number): Promise<Candidate[]> {
  if (rule === 'unavailable-videos') {
    return videoCandidates(db, olderThan(videos.unavailableSince, ageDays), videos.unavailableSince, limit);
  }
  if (rule === 'stale-pending-videos') {
    return videoCandidates(db, and(eq(videos.toApprove, 1), isNull(videos.unavailableReason), olderThan(videos.createdAt, ageDays)), videos.createdAt, limit);
  }
  const files = await orphansOlderThan(db, ageDays, limit);
  return files.map((f) => ({ targetType: 'asset', targetId: String(f.id), label: f.originalName || f.storageKey, storageKey: f.storageKey }));
}

/** Deletes these videos (their key facts go with them); the deleted rows, with their clients' names. */
export async function deleteVideos(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.delete(videos).where(inArray(videos.id, ids)).returning();
  const names = rows.length
    ? await db
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(inArray(clients.id, [...new Set(rows.map((r) => r.clientId))]))
    : [];
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return rows.map((row) => ({ ...row, clientName: nameOf.get(row.clientId) ?? '' }));
}

/** Deletes these assets rows if nothing points at them still; the storage keys deleted. */
export async function deleteOrphanAssets(db: DbOrTx, ids: number[]): Promise<{ id: number; storageKey: string }[]> {
  if (ids.length === 0) return [];
  return db
    .delete(assets)
    .where(and(inArray(assets.id, ids), assetIsOrphan))
    .returning({ id: assets.id, storageKey: assets.storageKey });
}

/** Records removals in the auto-delete log. */
export async function insertLog(db: DbOrTx, jobId: number | null, rule: AutoDeleteRuleName, items: AutoDeleteItem[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(autoDeleteLog).values(items.map((item) => ({ jobId, rule, targetType: item.targetType, targetId: item.targetId, label: item.label })));
}

/** One page of the auto-delete log, newest first (auto_delete_log_removed_idx). */
export async function logPage(db: DbOrTx, query: AutoDeleteLogQuery) {
  const where = and(query.rule ? eq(autoDeleteLog.rule, query.rule) : undefined, ilikeContains(autoDeleteLog.label, query.q));
  const dir = query.dir === 'asc' ? asc : desc;
  const { offset, limit } = pageWindow(query);
  const [items, count] = await Promise.all([
    db.select().from(autoDeleteLog).where(where).orderBy(dir(autoDeleteLog.removedAt), dir(autoDeleteLog.id)).limit(limit).offset(offset),
    cappedCount(db, db.select({ id: autoDeleteLog.id }).from(autoDeleteLog).where(where).$dynamic(), query),
  ]);
  return { items, count };
}
