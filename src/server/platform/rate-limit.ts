import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimitHits } from '../db/schema';

/** A rate-limit counter: hits in the current window and the seconds until that window ends. */
export interface RateCount {
  hits: number;
  retryAfterSeconds: number;
}

const secondsLeft = (windowSeconds: number) => sql<number>`greatest(1, ceil(${windowSeconds} - extract(epoch from now() - ${rateLimitHits.windowStart})))::int`;

/**
 * Counts one hit (or `amount` of them: a budget spent in units, such as an upload's kilopixels)
 * against a fixed window and returns the count so far in it.
 * One atomic upsert, so app nodes sharing the database share the limit.
 */
export async function hitRateLimit(db: DbOrTx, key: string, windowSeconds: number, amount = 1): Promise<RateCount> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const rows = await db
    .insert(rateLimitHits)
    .values({ key, windowStart: sql`now()`, hits: amount })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.windowStart} < now() - ${window} then ${amount}::int else ${rateLimitHits.hits} + ${amount}::int end`,
        windowStart: sql`case when ${rateLimitHits.windowStart} < now() - ${window} then now() else ${rateLimitHits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, retryAfterSeconds: secondsLeft(windowSeconds) });
  return rows[0] ?? { hits: amount, retryAfterSeconds: windowSeconds };
}

/** The count of the current window without adding a hit (0 when none or expired). */
export async function peekRateLimit(db: DbOrTx, key: string, windowSeconds: number): Promise<RateCount> {
  const rows = await db
    .select({ hits: rateLimitHits.hits, retryAfterSeconds: secondsLeft(windowSeconds) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowStart, sql`now() - make_interval(secs => ${windowSeconds})`)));
  return rows[0] ?? { hits: 0, retryAfterSeconds: 0 };
}

/** Forgets a counter (a successful sign-in clears its failures). */
export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}
