import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, talkingPoints } from '../../db/schema';

/** The client a row names: by Airtable record id when it has one, else by slug (archived ones too). */
export async function findClientId(db: DbOrTx, key: { recordid: string | null; slug: string }): Promise<number | undefined> {
  if (key.recordid) {
    const [byRecord] = await db.select({ id: clients.id }).from(clients).where(eq(clients.recordid, key.recordid)).limit(1);
    if (byRecord) return byRecord.id;
  }
  const [bySlug] = await db.select({ id: clients.id }).from(clients).where(eq(clients.slug, key.slug)).limit(1);
  return bySlug?.id;
}

/** A client's talking point with this title (case and outer spaces aside), if any. */
export async function findTalkingPointByTitle(db: DbOrTx, clientId: number, title: string) {
  const [point] = await db
    .select({ id: talkingPoints.id, talkingPointFull: talkingPoints.talkingPointFull })
    .from(talkingPoints)
    .where(and(eq(talkingPoints.clientId, clientId), sql`lower(btrim(${talkingPoints.talkingPointTitle})) = lower(btrim(${title}))`))
    .limit(1);
  return point;
}
