import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { talkingPoints } from '@server/db/schema';

/** A talking point as the API sends it. */
const pointColumns = {
  id: talkingPoints.id,
  talkingPointTitle: talkingPoints.talkingPointTitle,
  talkingPointFull: talkingPoints.talkingPointFull,
};

/** The client a talking point belongs to; undefined for an unknown talking point. */
export async function findClientIdOf(db: DbOrTx, id: number): Promise<number | undefined> {
  const rows = await db.select({ clientId: talkingPoints.clientId }).from(talkingPoints).where(eq(talkingPoints.id, id));
  return rows[0]?.clientId;
}

/** One talking point's title and full text; undefined when unknown. */
export async function findOf(db: DbOrTx, id: number) {
  const rows = await db.select(pointColumns).from(talkingPoints).where(eq(talkingPoints.id, id));
  return rows[0];
}

/** The ids of a client's talking points in display order. */
export async function listIdsOf(db: DbOrTx, clientId: number): Promise<number[]> {
  const rows = await db
    .select({ id: talkingPoints.id })
    .from(talkingPoints)
    .where(eq(talkingPoints.clientId, clientId))
    .orderBy(asc(talkingPoints.position), asc(talkingPoints.id));
  return rows.map((r) => r.id);
}

/** A client's talking points in display order. */
export function listOf(db: DbOrTx, clientId: number) {
  return db.select(pointColumns).from(talkingPoints).where(eq(talkingPoints.clientId, clientId)).orderBy(asc(talkingPoints.position), asc(talkingPoints.id));
}

/** How many talking points a client has. */
export async function countOf(db: DbOrTx, clientId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(talkingPoints).where(eq(talkingPoints.clientId, clientId));
  return row.n;
}

/** Adds a talking point after the client's last one. */
export async function insertLast(db: DbOrTx, clientId: number, fields: { talkingPointTitle: string; talkingPointFull: string }) {
  const [row] = await db
    .insert(talkingPoints)
    .values({
      clientId,
      ...fields,
      position: sql`(select coalesce(max(${talkingPoints.position}) + 1, 0) from ${talkingPoints} where ${talkingPoints.clientId} = ${clientId})`,
    })
    .returning(pointColumns);
  return row;
}

/** Changes a talking point's title and full text; undefined when it is not one of the client's. */
export async function update(db: DbOrTx, clientId: number, id: number, fields: { talkingPointTitle: string; talkingPointFull: string }) {
  const rows = await db
    .update(talkingPoints)
    .set(fields)
    .where(and(eq(talkingPoints.id, id), eq(talkingPoints.clientId, clientId)))
    .returning(pointColumns);
  return rows[0];
}

/** Deletes a talking point; whether it was one of the client's. */
export async function remove(db: DbOrTx, clientId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(talkingPoints)
    .where(and(eq(talkingPoints.id, id), eq(talkingPoints.clientId, clientId)))
    .returning({ id: talkingPoints.id });
  return rows.length > 0;
}

/** Numbers the client's talking points 0, 1, 2… in the order of `ids` (each one of the client's). */
export async function setOrder(db: DbOrTx, clientId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${talkingPoints} set position = o.ord::int - 1
    from json_array_elements_text(${JSON.stringify(ids)}::json) with ordinality as o(id, ord)
    where ${talkingPoints.id} = o.id::int and ${talkingPoints.clientId} = ${clientId}`);
}
