import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AdminTalkingPoint, AdminTalkingPointsQuery } from '../../../shared/api/admin-talking-points';
import type { DbOrTx } from '../../db/client';
import { clients, talkingPoints } from '../../db/schema';
import { cappedCount, ilikeContains, pageWindow } from '../../lib/admin-list';

const columns = {
  id: talkingPoints.id,
  clientId: talkingPoints.clientId,
  clientName: clients.name,
  clientSlug: clients.slug,
  talkingPointTitle: talkingPoints.talkingPointTitle,
  talkingPointFull: talkingPoints.talkingPointFull,
};

function whereOf(query: AdminTalkingPointsQuery): SQL | undefined {
  return and(
    query.clientId ? eq(talkingPoints.clientId, query.clientId) : undefined,
    query.q ? or(ilikeContains(talkingPoints.talkingPointTitle, query.q), ilikeContains(talkingPoints.talkingPointFull, query.q)) : undefined,
  );
}

function orderOf(query: AdminTalkingPointsQuery): SQL[] {
  const dir = query.dir === 'asc' ? asc : desc;
  if (query.sort === 'title') return [dir(talkingPoints.talkingPointTitle), dir(talkingPoints.id)];
  if (query.sort === 'client') return [dir(clients.name), asc(talkingPoints.position), asc(talkingPoints.id)];
  return [dir(talkingPoints.id)];
}

/**
 * One page of every client's talking points, with the capped count of all that match. The page's
 * ids are cut first, joining clients only to sort by client, then only its rows are read with
 * their clients: a deep offset walks an index, not a client lookup for every row it skips.
 */
export async function listPage(db: DbOrTx, query: AdminTalkingPointsQuery) {
  const where = whereOf(query);
  const { offset, limit } = pageWindow(query);
  const order = orderOf(query);
  const ids = db.select({ id: talkingPoints.id }).from(talkingPoints).$dynamic();
  const pageIds = (query.sort === 'client' ? ids.innerJoin(clients, eq(clients.id, talkingPoints.clientId)) : ids)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [items, count] = await Promise.all([
    db
      .select(columns)
      .from(talkingPoints)
      .innerJoin(clients, eq(clients.id, talkingPoints.clientId))
      .where(inArray(talkingPoints.id, pageIds))
      .orderBy(...order),
    cappedCount(db, db.select({ id: talkingPoints.id }).from(talkingPoints).where(where).$dynamic(), query),
  ]);
  return { items: items as AdminTalkingPoint[], count };
}

/** Deletes the talking points of `ids` that exist; answers what was deleted, with their clients. */
export async function deleteMany(db: DbOrTx, ids: number[]) {
  const rows = await db.delete(talkingPoints).where(inArray(talkingPoints.id, ids)).returning();
  if (rows.length === 0) return [];
  const names = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(inArray(clients.id, [...new Set(rows.map((r) => r.clientId))]));
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return rows.map((row) => ({ ...row, clientName: nameOf.get(row.clientId) ?? '' }));
}
