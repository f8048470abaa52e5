import { eq, isNull, sql } from 'drizzle-orm';
import { type ImageAuditQuery, PHOTO_STATES, type PhotoState } from '@shared/api/directory/images/image-audit';
import type { DbOrTx } from '@server/db/client';
import { assets, clients } from '@server/db/schema';
import { type AdminListStep, cutPage, defineAdminList, ilikeContains } from '@server/lib/admin-list';
import { PHOTO_ASPECT, PHOTO_MIN_SIDE } from './photo-rule';

/*
 * A client's photo is their localimage, else their profileImage (as the profile shows it). A
 * stored upload is named '/uploads/{key}', '/public-objects/media/{key}' or the bare key (see
 * admin-assets/asset-references.ts), so the state is one expression over clients LEFT JOIN assets
 * on the storage key: no file is read, and the unique index on assets.storage_key serves the join.
 * A remote (http) photo is not checked here, so it counts as broken ("Remote photo, not stored here").
 * An upload address without an assets row counts as broken too: the assets table is the record of
 * the files we hold (files written outside image-upload, such as the demo seed's, have none).
 */
const photo = sql`COALESCE(NULLIF(btrim(${clients.localimage}), ''), NULLIF(btrim(${clients.profileImage}), ''))`;
const storageKey = sql`regexp_replace(${photo}, '^/*(uploads/+|public-objects/media/+)?', '')`;
const isRemote = sql`${photo} ~* '^https?://'`;

/** The photo state of the outer row, as SQL (one of PHOTO_STATES): the photo rule (assets/photo-rule.ts) over the stored size. */
const stateOf = sql<PhotoState>`CASE
  WHEN ${photo} IS NULL THEN 'missing'
  WHEN ${isRemote} OR ${assets.id} IS NULL THEN 'broken'
  WHEN ${assets.width} IS NULL OR ${assets.height} IS NULL THEN 'present'
  WHEN least(${assets.width}, ${assets.height}) < ${sql.raw(String(PHOTO_MIN_SIDE))} THEN 'low-resolution'
  WHEN ${assets.width}::float8 / ${assets.height} NOT BETWEEN ${sql.raw(String(PHOTO_ASPECT.min))} AND ${sql.raw(String(PHOTO_ASPECT.max))} THEN 'not-square'
  ELSE 'present'
END`;

/** A live client with their photo, its stored size (when it is an upload we hold) and its state. */
export interface AuditRow {
  id: number;
  slug: string;
  name: string;
  recordid: string | null;
  localimage: string | null;
  profileImage: string | null;
  remote: boolean;
  width: number | null;
  height: number | null;
  state: PhotoState;
}

const rowColumns = {
  id: clients.id,
  slug: clients.slug,
  name: clients.name,
  recordid: clients.recordid,
  localimage: clients.localimage,
  profileImage: clients.profileImage,
  remote: sql<boolean>`COALESCE(${isRemote}, false)`,
  width: assets.width,
  height: assets.height,
  state: stateOf,
};

/** A client's row joined to the asset their photo names (none for a remote photo or a file we don't hold). */
const photoAsset = eq(assets.storageKey, storageKey);
/** Live: not archived. */
const live = isNull(clients.archivedAt);

/** Live clients with their photo state, by name, filtered by state and searched by name; the count joins the assets only when the state filter needs them. */
export const auditList = defineAdminList({
  count: (db, query: ImageAuditQuery) => {
    const counted = db.select({ id: clients.id }).from(clients).$dynamic();
    return query.state ? counted.leftJoin(assets, photoAsset) : counted;
  },
  scope: live,
  filters: {
    q: (term: string) => ilikeContains(clients.name, term),
    state: (state: PhotoState) => sql`(${stateOf}) = ${state}`,
  },
  sorts: { name: (dir) => [dir(clients.name), dir(clients.id)] },
  page: (db: DbOrTx, step: AdminListStep<ImageAuditQuery>): PromiseLike<AuditRow[]> =>
    cutPage(db.select(rowColumns).from(clients).leftJoin(assets, photoAsset).$dynamic(), step),
});

/** How many live clients are in each photo state (every state present, 0 when none). */
export async function stateCounts(db: DbOrTx): Promise<Record<PhotoState, number>> {
  const rows = await db.select({ state: stateOf, n: sql<number>`count(*)::int` }).from(clients).leftJoin(assets, photoAsset).where(live).groupBy(sql`1`);
  const counts = Object.fromEntries(PHOTO_STATES.map((s) => [s, 0])) as Record<PhotoState, number>;
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}
