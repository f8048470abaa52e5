import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { videos } from '@server/db/schema';

/**
 * Claims the YouTube check of a video that was not checked within `hours` (one statement, so
 * concurrent reports on any node claim it once); whether this caller may check it now.
 */
export async function claimCheck(db: DbOrTx, id: number, hours: number): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ availabilityCheckedAt: sql`now()` })
    .where(
      and(eq(videos.id, id), or(isNull(videos.availabilityCheckedAt), lt(videos.availabilityCheckedAt, sql`now() - make_interval(hours => ${hours}::int)`))),
    )
    .returning({ id: videos.id });
  return rows.length > 0;
}

/** Gives back a claim whose check got no answer, so the next report may check again. */
export async function releaseCheck(db: DbOrTx, id: number): Promise<void> {
  await db.update(videos).set({ availabilityCheckedAt: null }).where(eq(videos.id, id));
}

/** Marks a video unavailable from now with `reason`, unless it is marked already (its first date stays); whether it wrote. */
export async function markUnavailable(tx: DbOrTx, id: number, reason: string): Promise<boolean> {
  const rows = await tx
    .update(videos)
    .set({ unavailableReason: reason, unavailableSince: sql`now()` })
    .where(and(eq(videos.id, id), isNull(videos.unavailableSince)))
    .returning({ id: videos.id });
  return rows.length > 0;
}

/** Clears a video's unavailability, if it had any; whether it wrote. */
export async function markAvailable(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(videos)
    .set({ unavailableReason: null, unavailableSince: null })
    .where(and(eq(videos.id, id), or(isNotNull(videos.unavailableReason), isNotNull(videos.unavailableSince))))
    .returning({ id: videos.id });
  return rows.length > 0;
}
