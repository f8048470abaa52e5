import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AdminTalkingPoint, AdminTalkingPointsQuery } from '../../../../shared/api/directory/admin-talking-points';
import type { DbOrTx } from '../../../db/client';
import { clients, talkingPoints } from '../../../db/schema';
import { cappedCount, ilikeContains, pageWindow } from '../../../lib/admin-list';

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

/** How many of the newest (or, ascending, oldest) talking points a search looks through first. */
const SEARCH_WINDOW = 5_000;

/**
 * The page's order. `sortMatches` orders by `id + 0`, so PostgreSQL sorts the matches the trigram
 * index finds instead of walking the id index until a page of them turns up.
 */
function orderOf(query: AdminTalkingPointsQuery, sortMatches = false): SQL[] {
  const dir = query.dir === 'asc' ? asc : desc;
  if (query.sort === 'title') return [dir(talkingPoints.talkingPointTitle), dir(talkingPoints.id)];
  if (query.sort === 'client') return [dir(clients.name), asc(talkingPoints.position), asc(talkingPoints.id)];
  return [dir(sortMatches ? sql`${talkingPoints.id} + 0` : talkingPoints.id)];
}

/** The ids of one page of talking points matching `where`, in `order`, joining clients only to sort by client. */
function pageIdsOf(db: DbOrTx, query: AdminTalkingPointsQuery, where: SQL | undefined, order: SQL[]) {
  const { offset, limit } = pageWindow(query);
  const ids = db.select({ id: talkingPoints.id }).from(talkingPoints).$dynamic();
  return (query.sort === 'client' ? ids.innerJoin(clients, eq(clients.id, talkingPoints.clientId)) : ids).where(where).orderBy(...order).limit(limit).offset(offset);
}

/** Only the SEARCH_WINDOW newest talking points (the oldest, ascending): bounds a walk of the id index. */
function searchWindowOf(query: AdminTalkingPointsQuery): SQL {
  const ascending = query.dir === 'asc';
  const edge = sql`(select ${talkingPoints.id} from ${talkingPoints} order by ${talkingPoints.id} ${sql.raw(ascending ? 'asc' : 'desc')} offset ${SEARCH_WINDOW - 1} limit 1)`;
  return ascending ? lte(talkingPoints.id, sql`coalesce(${edge}, 2147483647)`) : gte(talkingPoints.id, sql`coalesce(${edge}, 0)`);
}

/**
 * The ids of one page. A search in id order first looks only through the SEARCH_WINDOW newest
 * talking points, a short walk of the id index that fills the page when matches are common. The
 * matches of that window are the first of all matches, so a full page (or, with an exact count,
 * every match left) is the answer. Otherwise matches are rare among recent rows, and walking the
 * id index could read most of the table before a page turns up: the page is then cut from all the
 * matches, sorted (few, or the window would have held a page).
 */
async function searchedPageIds(db: DbOrTx, query: AdminTalkingPointsQuery, where: SQL | undefined, count: Promise<{ total: number; totalCapped: boolean }>) {
  const { offset, limit } = pageWindow(query);
  const [recent, { total, totalCapped }] = await Promise.all([pageIdsOf(db, query, and(where, searchWindowOf(query)), orderOf(query)), count]);
  if (recent.length === limit || (!totalCapped && recent.length === Math.max(0, total - offset))) return recent.map((row) => row.id);
  return (await pageIdsOf(db, query, where, orderOf(query, true))).map((row) => row.id);
}

/**
 * One page of every client's talking points, with the capped count of all that match. The page's
 * ids are cut first, then only its rows are read with their clients: a deep offset walks an index,
 * not a client lookup for every row it skips.
 */
export async function listPage(db: DbOrTx, query: AdminTalkingPointsQuery) {
  const where = whereOf(query);
  const order = orderOf(query);
  const count = cappedCount(db, db.select({ id: talkingPoints.id }).from(talkingPoints).where(where).$dynamic(), query);
  const searchInIdOrder = query.q && !query.clientId && query.sort !== 'title' && query.sort !== 'client';
  const pageIds = searchInIdOrder ? await searchedPageIds(db, query, where, count) : pageIdsOf(db, query, where, order);
  const [items, total] = await Promise.all([
    db.select(columns).from(talkingPoints).innerJoin(clients, eq(clients.id, talkingPoints.clientId)).where(inArray(talkingPoints.id, pageIds)).orderBy(...order),
    count,
  ]);
  return { items: items as AdminTalkingPoint[], count: total };
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
