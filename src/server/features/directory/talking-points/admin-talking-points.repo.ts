import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AdminTalkingPoint, AdminTalkingPointsQuery } from '@shared/api/directory/talking-points/admin-talking-points';
import type { DbOrTx } from '@server/db/client';
import { clients, talkingPoints } from '@server/db/schema';
import { type AdminListCount, type AdminListStep, cutPage, defineAdminList, idsOf, ilikeAny } from '@server/lib/admin-list';
import { withClientNames } from '../clients/clients.repo';

const columns = {
  id: talkingPoints.id,
  clientId: talkingPoints.clientId,
  clientName: clients.name,
  clientSlug: clients.slug,
  talkingPointTitle: talkingPoints.talkingPointTitle,
  talkingPointFull: talkingPoints.talkingPointFull,
};

/** How many of the newest (or, ascending, oldest) talking points a search looks through first. */
const SEARCH_WINDOW = 5_000;

/**
 * The order of a search's matches by `id + 0`, so PostgreSQL sorts the matches the trigram index
 * finds instead of walking the id index until a page of them turns up.
 */
function matchOrder(query: AdminTalkingPointsQuery): SQL[] {
  return [(query.dir === 'asc' ? asc : desc)(sql`${talkingPoints.id} + 0`)];
}

/** The ids of one page of talking points matching `where`, in `order`, joining clients only to sort by client. */
function pageIdsOf(db: DbOrTx, step: AdminListStep<AdminTalkingPointsQuery>) {
  const ids = db.select({ id: talkingPoints.id }).from(talkingPoints).$dynamic();
  return cutPage(step.query.sort === 'client' ? ids.innerJoin(clients, eq(clients.id, talkingPoints.clientId)) : ids, step);
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
async function searchedPageIds(db: DbOrTx, step: AdminListStep<AdminTalkingPointsQuery>, count: Promise<AdminListCount>) {
  const { offset, limit, query, where } = step;
  const [recent, { total, totalCapped }] = await Promise.all([pageIdsOf(db, { ...step, where: and(where, searchWindowOf(query)) }), count]);
  if (recent.length === limit || (!totalCapped && recent.length === Math.max(0, total - offset))) return recent.map((row) => row.id);
  return (await pageIdsOf(db, { ...step, order: matchOrder(query) })).map((row) => row.id);
}

/**
 * Every client's talking points, newest first (or by title, client), filtered by client, searched
 * in title and text. The page's ids are cut first, then only its rows are read with their clients:
 * a deep offset walks an index, not a client lookup for every row it skips.
 */
export const talkingPointList = defineAdminList({
  count: idsOf(talkingPoints),
  filters: {
    clientId: (id: number) => eq(talkingPoints.clientId, id),
    q: (term: string) => ilikeAny(term, [talkingPoints.talkingPointTitle, talkingPoints.talkingPointFull]),
  },
  sorts: {
    title: (dir) => [dir(talkingPoints.talkingPointTitle), dir(talkingPoints.id)],
    client: (dir) => [dir(clients.name), asc(talkingPoints.position), asc(talkingPoints.id)],
    id: (dir) => [dir(talkingPoints.id)],
  },
  async page(db: DbOrTx, step: AdminListStep<AdminTalkingPointsQuery>, count: Promise<AdminListCount>) {
    const { query } = step;
    const searchInIdOrder = query.q && !query.clientId && query.sort !== 'title' && query.sort !== 'client';
    const pageIds = searchInIdOrder ? await searchedPageIds(db, step, count) : pageIdsOf(db, step);
    const items = await db
      .select(columns)
      .from(talkingPoints)
      .innerJoin(clients, eq(clients.id, talkingPoints.clientId))
      .where(inArray(talkingPoints.id, pageIds))
      .orderBy(...step.order);
    return items as AdminTalkingPoint[];
  },
});

/** Deletes the talking points of `ids` that exist; answers what was deleted, with their clients. */
export async function deleteMany(db: DbOrTx, ids: number[]) {
  return withClientNames(db, await db.delete(talkingPoints).where(inArray(talkingPoints.id, ids)).returning());
}
