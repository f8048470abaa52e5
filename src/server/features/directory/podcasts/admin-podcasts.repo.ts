import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { AdminPodcastsQuery, PodcastOption } from '@shared/api/directory/podcasts/admin-podcasts';
import type { DbOrTx } from '@server/db/client';
import { episodes, podcasts } from '@server/db/schema';
import { type AdminListStep, containsPattern, cutPage, defineAdminList, idsOf, ilikeAny } from '@server/lib/admin-list';

/** A podcast's stored show details an editor sets. */
export type PodcastValues = Pick<
  typeof podcasts.$inferInsert,
  'name' | 'host' | 'category' | 'audienceNotes' | 'description' | 'websiteUrl' | 'imageUrl' | 'links'
>;

/**
 * A podcast's episodes, counted through the (podcast_id, published_at) index. Written out in full:
 * drizzle leaves column names unqualified in a one-table select, which would compare episodes.id.
 */
const episodeCount = sql<number>`(select count(*)::int from "episodes" e where e."podcast_id" = "podcasts"."id")`;

const showColumns = {
  id: podcasts.id,
  name: podcasts.name,
  host: podcasts.host,
  category: podcasts.category,
  audienceNotes: podcasts.audienceNotes,
  description: podcasts.description,
  websiteUrl: podcasts.websiteUrl,
  imageUrl: podcasts.imageUrl,
  links: podcasts.links,
  createdAt: podcasts.createdAt,
};

const columns = { ...showColumns, episodeCount: episodeCount.as('episode_count') };

/** A podcast with its episode count, as stored. */
export type PodcastRow = typeof podcasts.$inferSelect & { episodeCount: number };

/** How many episodes each of the podcasts of `ids` has (absent: none), in one grouped query. */
async function episodeCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ podcastId: episodes.podcastId, n: sql<number>`count(*)::int` })
    .from(episodes)
    .where(inArray(episodes.podcastId, ids))
    .groupBy(episodes.podcastId);
  return new Map(rows.map((r) => [r.podcastId, Number(r.n)]));
}

/**
 * The podcasts list: by name (or when added, or episode count), filtered by category, searched in
 * name and host. Its page step counts the episodes of the page's rows alone, after the page is cut
 * (an offset would otherwise count the episodes of every row it skips); only the episodes sort
 * counts them all.
 */
export const podcastList = defineAdminList({
  count: idsOf(podcasts),
  filters: {
    category: (category: string) => eq(podcasts.category, category),
    q: (term: string) => ilikeAny(term, [podcasts.name, podcasts.host]),
  },
  sorts: {
    episodes: (dir) => [dir(episodeCount), asc(podcasts.name)],
    created: (dir) => [dir(podcasts.createdAt), dir(podcasts.id)],
    name: (dir) => [dir(podcasts.name), dir(podcasts.id)],
  },
  async page(db: DbOrTx, step: AdminListStep<AdminPodcastsQuery>) {
    const shows = await cutPage(db.select(showColumns).from(podcasts).$dynamic(), step);
    const counts = await episodeCounts(
      db,
      shows.map((show) => show.id),
    );
    return shows.map((show) => ({ ...show, episodeCount: counts.get(show.id) ?? 0 }));
  },
});

/** One podcast with its episode count; undefined when unknown. */
export async function findRow(db: DbOrTx, id: number) {
  const rows = await db.select(columns).from(podcasts).where(eq(podcasts.id, id));
  return rows[0];
}

/** Locks a podcast's row until the transaction ends; undefined when unknown. */
export async function lock(tx: DbOrTx, id: number) {
  const rows = await tx.select().from(podcasts).where(eq(podcasts.id, id)).for('update');
  return rows[0];
}

/** The podcast other than `exceptId` named `name` (case-insensitive); undefined when none. */
export async function findNamed(db: DbOrTx, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: podcasts.id, name: podcasts.name })
    .from(podcasts)
    .where(and(sql`lower(${podcasts.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(podcasts.id, exceptId)))
    .limit(1);
  return rows[0];
}

/** Adds a podcast; its id. */
export async function insert(tx: DbOrTx, values: PodcastValues): Promise<number> {
  const [row] = await tx.insert(podcasts).values(values).returning({ id: podcasts.id });
  return row.id;
}

/** Changes some of a podcast's show details (and marks it updated). */
export async function update(tx: DbOrTx, id: number, values: Partial<PodcastValues>): Promise<void> {
  await tx
    .update(podcasts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(podcasts.id, id));
}

/** Deletes the podcasts of `ids` that exist (their episodes go with them, by cascade); answers the deleted podcasts. */
export async function deleteMany(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return tx.delete(podcasts).where(inArray(podcasts.id, ids)).returning();
}

/** The podcasts a picker offers: those whose name or host contains `q`, by name (only podcast `id` when given). */
export async function options(db: DbOrTx, q: string, id: number | undefined, limit: number): Promise<PodcastOption[]> {
  const pattern = containsPattern(q);
  const matching = q ? or(sql`${podcasts.name} ILIKE ${pattern}`, sql`${podcasts.host} ILIKE ${pattern}`) : undefined;
  return db
    .select({ id: podcasts.id, name: podcasts.name, host: podcasts.host })
    .from(podcasts)
    .where(id === undefined ? matching : eq(podcasts.id, id))
    .orderBy(asc(podcasts.name), asc(podcasts.id))
    .limit(limit);
}

/** Every category podcasts carry, alphabetically (for the category filter). */
export async function categories(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ category: podcasts.category }).from(podcasts).where(ne(podcasts.category, '')).orderBy(asc(podcasts.category));
  return rows.map((r) => r.category);
}
