import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { type CounterKind, dailyCounters } from '../db/schema';

/**
 * Counts one event today (UTC): a sign-in (no client), a profile view or a one-sheet download
 * (that client). Only the number is kept: no address, account or cookie. One atomic upsert, so concurrent
 * requests and nodes never lose a count.
 */
export async function countDaily(db: DbOrTx, kind: CounterKind, clientId = 0): Promise<void> {
  await db
    .insert(dailyCounters)
    .values({ day: sql`(now() at time zone 'UTC')::date`, kind, clientId, count: 1 })
    .onConflictDoUpdate({ target: [dailyCounters.day, dailyCounters.kind, dailyCounters.clientId], set: { count: sql`${dailyCounters.count} + 1` } });
}
