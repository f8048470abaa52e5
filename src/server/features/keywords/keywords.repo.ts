import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, profileKeywords, talkingPoints, videos } from '../../db/schema';

/** The texts keywords are drawn from: the bio, the talking points, and the approved videos' titles and descriptions; undefined for an unknown client. */
export async function findSourceTexts(db: DbOrTx, clientId: number) {
  const [client] = await db.select({ name: clients.name, narrativeBio: clients.narrativeBio }).from(clients).where(eq(clients.id, clientId));
  if (!client) return undefined;
  const [points, approved] = await Promise.all([
    db
      .select({ title: talkingPoints.talkingPointTitle, full: talkingPoints.talkingPointFull })
      .from(talkingPoints)
      .where(eq(talkingPoints.clientId, clientId))
      .orderBy(asc(talkingPoints.position), asc(talkingPoints.id)),
    db
      .select({ title: videos.title, description: videos.description })
      .from(videos)
      .where(and(eq(videos.clientId, clientId), eq(videos.toApprove, 0)))
      .orderBy(asc(videos.id)),
  ]);
  return { name: client.name, bio: client.narrativeBio, points, videos: approved };
}

/** Replaces a client's profile keywords with `names`, stored in that order. */
export async function replaceKeywords(tx: DbOrTx, clientId: number, names: string[]): Promise<void> {
  await tx.delete(profileKeywords).where(eq(profileKeywords.clientId, clientId));
  if (names.length > 0) await tx.insert(profileKeywords).values(names.map((name, position) => ({ clientId, name, position })));
}

/** A client's profile keywords in order. */
export async function keywordsOf(tx: DbOrTx, clientId: number): Promise<string[]> {
  const rows = await tx.select({ name: profileKeywords.name }).from(profileKeywords).where(eq(profileKeywords.clientId, clientId)).orderBy(asc(profileKeywords.position));
  return rows.map((row) => row.name);
}

/** Deletes a client's profile keywords; how many there were. */
export async function deleteKeywords(tx: DbOrTx, clientId: number): Promise<number> {
  const rows = await tx.delete(profileKeywords).where(eq(profileKeywords.clientId, clientId)).returning({ id: profileKeywords.id });
  return rows.length;
}
