import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, rateLimitHits, sessions } from '../../db/schema';

/** Deletes expired sessions, spent or expired tokens older than a day, and stale rate-limit windows. */
export async function deleteExpiredAuthData(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await db
    .delete(authTokens)
    .where(
      or(
        lt(authTokens.expiresAt, sql`now() - interval '1 day'`),
        and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, sql`now() - interval '1 day'`)),
      ),
    );
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, sql`now() - interval '1 day'`));
}

/** Runs the clean-up now and then every hour until the returned function is called. */
export function scheduleCleanup(db: Db, onError: (error: unknown) => void): () => void {
  const run = () => deleteExpiredAuthData(db).catch(onError);
  void run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
