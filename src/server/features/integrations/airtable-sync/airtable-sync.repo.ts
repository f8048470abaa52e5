import { and, eq, inArray, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { assets, clients, episodes, mediaImages, podcasts, talkingPoints, videos } from '@server/db/schema';

/** A client row as the sync compares and writes it. */
export type ClientRow = typeof clients.$inferSelect;
/** A video row as the sync compares and writes it. */
export type VideoRow = typeof videos.$inferSelect;
/** A talking point row as the sync compares and writes it. */
export type TalkingPointRow = typeof talkingPoints.$inferSelect;
/** An episode row with its podcast's name, as the sync compares it. */
export type EpisodeRow = typeof episodes.$inferSelect & { podcastName: string };

/** The prefix of assets.original_name for a file copied from an Airtable attachment: `airtable:{attachmentId}:{filename}`. */
export const AIRTABLE_ASSET_PREFIX = 'airtable:';

/** Our clients linked to Airtable records: record id → id and name. */
export async function clientLinks(db: DbOrTx): Promise<Map<string, { id: number; name: string }>> {
  const rows = await db.select({ recordid: clients.recordid, id: clients.id, name: clients.name }).from(clients).where(isNotNull(clients.recordid));
  return new Map(rows.map((r) => [r.recordid!, { id: r.id, name: r.name }]));
}

/** The clients linked to these record ids. */
export function clientsByRecordids(db: DbOrTx, recordids: string[]): Promise<ClientRow[]> {
  return recordids.length ? db.select().from(clients).where(inArray(clients.recordid, recordids)) : Promise.resolve([]);
}

/** One client by slug. */
export async function clientBySlug(db: DbOrTx, slug: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.slug, slug));
  return row;
}

/** The clients of these slugs that no record is linked to yet. */
export function unlinkedClientsBySlug(db: DbOrTx, slugs: string[]): Promise<ClientRow[]> {
  return slugs.length
    ? db
        .select()
        .from(clients)
        .where(and(inArray(clients.slug, slugs), isNull(clients.recordid)))
    : Promise.resolve([]);
}

/** The slugs taken among each of `bases` and its `base-N`s, in one query. */
export async function takenSlugs(db: DbOrTx, bases: string[]): Promise<Set<string>> {
  if (bases.length === 0) return new Set();
  const rows = await db
    .select({ slug: clients.slug })
    .from(clients)
    .where(or(inArray(clients.slug, bases), ...bases.map((base) => like(clients.slug, `${base}-%`))));
  return new Set(rows.map((r) => r.slug));
}

/** Inserts clients in one statement; their ids, in order. */
export async function insertClients(tx: DbOrTx, values: (typeof clients.$inferInsert)[]): Promise<{ id: number }[]> {
  return values.length ? tx.insert(clients).values(values).returning({ id: clients.id }) : [];
}

/** Updates a client's fields (and marks it changed, so the profile and search show it). */
export async function updateClient(tx: DbOrTx, id: number, values: Partial<typeof clients.$inferInsert>): Promise<void> {
  await tx
    .update(clients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clients.id, id));
}

/** The videos linked to these record ids. */
export function videosByRecordids(db: DbOrTx, recordids: string[]): Promise<VideoRow[]> {
  return recordids.length ? db.select().from(videos).where(inArray(videos.recordid, recordids)) : Promise.resolve([]);
}

/** A client's video of this YouTube id not linked to any record (found by a scan), to adopt. */
export async function unlinkedVideo(db: DbOrTx, clientId: number, youtubeId: string): Promise<VideoRow | undefined> {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.clientId, clientId), eq(videos.youtubeId, youtubeId), sql`${videos.recordid} IS NULL`));
  return row;
}

/** Inserts a video (pending approval, as every imported video starts). */
export async function insertVideo(tx: DbOrTx, values: typeof videos.$inferInsert): Promise<VideoRow> {
  const [row] = await tx
    .insert(videos)
    .values({ toApprove: 1, ...values })
    .returning();
  return row!;
}

/** Updates a video. */
export async function updateVideo(tx: DbOrTx, id: number, values: Partial<typeof videos.$inferInsert>): Promise<void> {
  await tx.update(videos).set(values).where(eq(videos.id, id));
}

/** The talking points linked to these record ids. */
export function talkingPointsByRecordids(db: DbOrTx, recordids: string[]): Promise<TalkingPointRow[]> {
  return recordids.length ? db.select().from(talkingPoints).where(inArray(talkingPoints.recordid, recordids)) : Promise.resolve([]);
}

/** Inserts a talking point after the client's last one. */
export async function insertTalkingPoint(tx: DbOrTx, values: typeof talkingPoints.$inferInsert): Promise<TalkingPointRow> {
  const [row] = await tx
    .insert(talkingPoints)
    .values({
      ...values,
      position: sql`(select coalesce(max(${talkingPoints.position}) + 1, 0) from ${talkingPoints} where ${talkingPoints.clientId} = ${values.clientId})`,
    })
    .returning();
  return row!;
}

/** Updates a talking point. */
export async function updateTalkingPoint(tx: DbOrTx, id: number, values: Partial<typeof talkingPoints.$inferInsert>): Promise<void> {
  await tx.update(talkingPoints).set(values).where(eq(talkingPoints.id, id));
}

/** The episodes linked to these record ids, with their podcast's name. */
export async function episodesByRecordids(db: DbOrTx, recordids: string[]): Promise<EpisodeRow[]> {
  if (recordids.length === 0) return [];
  const rows = await db
    .select({ episode: episodes, podcastName: podcasts.name })
    .from(episodes)
    .innerJoin(podcasts, eq(podcasts.id, episodes.podcastId))
    .where(inArray(episodes.recordid, recordids));
  return rows.map((r) => ({ ...r.episode, podcastName: r.podcastName }));
}

/** The podcast of this name, created when there is none; its id and whether it was created. */
export async function podcastNamed(tx: DbOrTx, name: string): Promise<{ id: number; created: boolean }> {
  const [created] = await tx.insert(podcasts).values({ name }).onConflictDoNothing({ target: podcasts.name }).returning({ id: podcasts.id });
  if (created) return { id: created.id, created: true };
  const [found] = await tx.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.name, name));
  return { id: found!.id, created: false };
}

/** Inserts an episode. */
export async function insertEpisode(tx: DbOrTx, values: typeof episodes.$inferInsert): Promise<typeof episodes.$inferSelect> {
  const [row] = await tx.insert(episodes).values(values).returning();
  return row!;
}

/** Updates an episode. */
export async function updateEpisode(tx: DbOrTx, id: number, values: Partial<typeof episodes.$inferInsert>): Promise<void> {
  await tx.update(episodes).set(values).where(eq(episodes.id, id));
}

/** The files copied from Airtable attachments: attachment id → storage key. */
export async function importedAttachments(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db
    .select({ storageKey: assets.storageKey, originalName: assets.originalName })
    .from(assets)
    .where(like(assets.originalName, `${AIRTABLE_ASSET_PREFIX}%`));
  return new Map(rows.map((r) => [r.originalName.slice(AIRTABLE_ASSET_PREFIX.length).split(':')[0]!, r.storageKey]));
}

/** The stored file names of these clients' media pictures. */
export async function mediaFilesOf(db: DbOrTx, clientIds: number[]): Promise<{ clientId: number; localFilename: string | null }[]> {
  if (clientIds.length === 0) return [];
  return db
    .select({ clientId: mediaImages.clientId, localFilename: mediaImages.localFilename })
    .from(mediaImages)
    .where(inArray(mediaImages.clientId, clientIds));
}

/** The pixel size of a stored upload, or undefined. */
export async function assetSize(db: DbOrTx, storageKey: string): Promise<{ width: number | null; height: number | null } | undefined> {
  const [row] = await db.select({ width: assets.width, height: assets.height }).from(assets).where(eq(assets.storageKey, storageKey));
  return row;
}

/** How many rows of each section are linked to Airtable records (what a sync of the section may expect to read). */
export async function linkedRecordCounts(db: DbOrTx): Promise<Record<'clients' | 'talking-points' | 'videos' | 'episodes', number>> {
  const linked = (table: typeof clients | typeof talkingPoints | typeof videos | typeof episodes) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(isNotNull(table.recordid))
      .then(([row]) => row?.n ?? 0);
  const [clientRows, talkingPointRows, videoRows, episodeRows] = await Promise.all([linked(clients), linked(talkingPoints), linked(videos), linked(episodes)]);
  return { clients: clientRows, 'talking-points': talkingPointRows, videos: videoRows, episodes: episodeRows };
}
