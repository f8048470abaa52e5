import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { clients, profileKeywords, talkingPoints, videos } from '@server/db/schema';

/** A client's keyword sources: the name (never a keyword), the bio, the talking points, and the approved videos' titles and descriptions. */
export interface SourceTexts {
  name: string;
  bio: string;
  points: { title: string; full: string }[];
  videos: { title: string; description: string | null }[];
}

/** The keyword sources of these clients, by id, in the order of `ids` (unknown ids left out). */
export async function findSourceTextsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, SourceTexts>> {
  if (ids.length === 0) return new Map();
  const [rows, points, approved] = await Promise.all([
    db
      .select({ id: clients.id, name: clients.name, narrativeBio: clients.narrativeBio })
      .from(clients)
      .where(inArray(clients.id, [...ids])),
    db
      .select({ clientId: talkingPoints.clientId, title: talkingPoints.talkingPointTitle, full: talkingPoints.talkingPointFull })
      .from(talkingPoints)
      .where(inArray(talkingPoints.clientId, [...ids]))
      .orderBy(asc(talkingPoints.position), asc(talkingPoints.id)),
    db
      .select({ clientId: videos.clientId, title: videos.title, description: videos.description })
      .from(videos)
      .where(and(inArray(videos.clientId, [...ids]), eq(videos.toApprove, 0)))
      .orderBy(asc(videos.id)),
  ]);
  const found = new Map<number, SourceTexts>(rows.map((c) => [c.id, { name: c.name, bio: c.narrativeBio, points: [], videos: [] }]));
  for (const { clientId, ...point } of points) found.get(clientId)?.points.push(point);
  for (const { clientId, ...video } of approved) if (clientId !== null) found.get(clientId)?.videos.push(video);
  return new Map(ids.flatMap((id) => (found.has(id) ? [[id, found.get(id)!] as const] : [])));
}

/** The keyword sources of one client; undefined for an unknown client. */
export async function findSourceTexts(db: DbOrTx, clientId: number): Promise<SourceTexts | undefined> {
  return (await findSourceTextsOf(db, [clientId])).get(clientId);
}

/** The ids of up to `size` live (not archived) clients spread evenly over the directory (every n-th by id): a sample for directory-wide word counts. */
export async function spreadClientIds(db: DbOrTx, size: number): Promise<number[]> {
  const result = await db.execute(sql`
    SELECT id FROM (SELECT ${clients.id} AS id, row_number() OVER (ORDER BY ${clients.id}) - 1 AS rn, count(*) OVER () AS n FROM ${clients} WHERE ${clients.archivedAt} IS NULL) t
    WHERE rn % ceil(n::float8 / ${size})::bigint = 0 ORDER BY id LIMIT ${size}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/** Replaces a client's profile keywords with `names`, stored in that order. */
export async function replaceKeywords(tx: DbOrTx, clientId: number, names: string[]): Promise<void> {
  await tx.delete(profileKeywords).where(eq(profileKeywords.clientId, clientId));
  if (names.length > 0) await tx.insert(profileKeywords).values(names.map((name, position) => ({ clientId, name, position })));
}

/** A client's profile keywords in order. */
export async function keywordsOf(tx: DbOrTx, clientId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: profileKeywords.name })
    .from(profileKeywords)
    .where(eq(profileKeywords.clientId, clientId))
    .orderBy(asc(profileKeywords.position));
  return rows.map((row) => row.name);
}

/** Deletes a client's profile keywords; how many there were. */
export async function deleteKeywords(tx: DbOrTx, clientId: number): Promise<number> {
  const rows = await tx.delete(profileKeywords).where(eq(profileKeywords.clientId, clientId)).returning({ id: profileKeywords.id });
  return rows.length;
}
