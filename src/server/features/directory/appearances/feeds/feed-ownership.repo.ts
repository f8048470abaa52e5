import { and, desc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { bookingRequests, feedOwnershipTags, podcastFeeds } from '@server/db/schema';

/** Who a tag was given to: the host of a request, or an admin. */
export type TagHolder = { requestId: number } | { userId: number };

/** Stores a new tag's hash for a feed; its id. */
export async function insertTag(tx: DbOrTx, feedId: number, tokenHash: string, holder: TagHolder, expiresAt: Date): Promise<number> {
  const [row] = await tx
    .insert(feedOwnershipTags)
    .values({ feedId, tokenHash, expiresAt, requestId: 'requestId' in holder ? holder.requestId : null, createdBy: 'userId' in holder ? holder.userId : null })
    .returning({ id: feedOwnershipTags.id });
  return row!.id;
}

/** Removes the holder's unused tags of a feed but the newest `keep`. */
export async function pruneTags(tx: DbOrTx, feedId: number, holder: TagHolder, keep: number): Promise<void> {
  const mine = and(
    eq(feedOwnershipTags.feedId, feedId),
    isNull(feedOwnershipTags.usedAt),
    'requestId' in holder
      ? eq(feedOwnershipTags.requestId, holder.requestId)
      : and(isNull(feedOwnershipTags.requestId), eq(feedOwnershipTags.createdBy, holder.userId)),
  );
  const newest = tx.select({ id: feedOwnershipTags.id }).from(feedOwnershipTags).where(mine).orderBy(desc(feedOwnershipTags.id)).limit(keep);
  await tx.delete(feedOwnershipTags).where(and(mine, notInArray(feedOwnershipTags.id, newest)));
}

/** The first live, unused tag of the feed among `hashes`, locked, with the email of the host it was given to (null: an admin's). */
export async function findLiveTag(tx: DbOrTx, feedId: number, hashes: string[]) {
  if (hashes.length === 0) return undefined;
  const [row] = await tx
    .select({ id: feedOwnershipTags.id, requestId: feedOwnershipTags.requestId, hostEmail: bookingRequests.hostEmail })
    .from(feedOwnershipTags)
    .leftJoin(bookingRequests, eq(bookingRequests.id, feedOwnershipTags.requestId))
    .where(
      and(
        eq(feedOwnershipTags.feedId, feedId),
        inArray(feedOwnershipTags.tokenHash, hashes),
        isNull(feedOwnershipTags.usedAt),
        gt(feedOwnershipTags.expiresAt, sql`now()`),
      ),
    )
    .orderBy(feedOwnershipTags.id)
    .limit(1)
    .for('update', { of: feedOwnershipTags });
  return row;
}

/** Marks a tag found. */
export async function markTagUsed(tx: DbOrTx, tagId: number): Promise<void> {
  await tx.update(feedOwnershipTags).set({ usedAt: sql`now()` }).where(eq(feedOwnershipTags.id, tagId));
}

/** Records the owner's proof on the feed (the first proof's time kept; the host's email when the tag was a host's); the feed as before. */
export async function proveFeed(tx: DbOrTx, feedId: number, ownerEmail: string | null) {
  const [before] = await tx.select().from(podcastFeeds).where(eq(podcastFeeds.id, feedId)).for('update');
  if (!before) return undefined;
  await tx
    .update(podcastFeeds)
    .set({ provenAt: sql`coalesce(${podcastFeeds.provenAt}, now())`, ownerEmail: ownerEmail ?? before.ownerEmail })
    .where(eq(podcastFeeds.id, feedId));
  return before;
}

/** Whether the host `hostEmail` proved the feed at `showUrl` theirs, for each of `requests` (by request id). */
export async function provenShowsOf(db: DbOrTx, requests: { id: number; showUrl: string; hostEmail: string }[]): Promise<Set<number>> {
  if (requests.length === 0) return new Set();
  const rows = await db
    .select({ url: podcastFeeds.url, ownerEmail: podcastFeeds.ownerEmail })
    .from(podcastFeeds)
    .where(and(inArray(podcastFeeds.url, [...new Set(requests.map((r) => r.showUrl.trim()))]), sql`${podcastFeeds.provenAt} IS NOT NULL`));
  const proven = new Set(rows.map((row) => `${row.url}\n${row.ownerEmail ?? ''}`));
  return new Set(requests.filter((r) => proven.has(`${r.showUrl.trim()}\n${r.hostEmail}`)).map((r) => r.id));
}
