import { and, asc, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, clients, rateLimitHits, sessions, users } from '../../db/schema';

/** A stored user with the slug and name of their client. */
export type UserWithClient = typeof users.$inferSelect & { clientSlug: string | null; clientName: string | null };

const userWithClientColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  passwordHash: users.passwordHash,
  profileImage: users.profileImage,
  clientId: users.clientId,
  teamMemberId: users.teamMemberId,
  active: users.active,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  clientSlug: clients.slug,
  clientName: clients.name,
};

async function findUserWhere(db: Db, where: SQL | undefined): Promise<UserWithClient | undefined> {
  const rows = await db
    .select(userWithClientColumns)
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(where)
    .orderBy(asc(users.id))
    .limit(1);
  return rows[0];
}

/** Finds a user by email, case-insensitively. */
export function findUserByEmail(db: Db, email: string): Promise<UserWithClient | undefined> {
  return findUserWhere(db, sql`lower(${users.email}) = lower(${email})`);
}

/** Finds a user by id. */
export function findUserById(db: Db, id: number): Promise<UserWithClient | undefined> {
  return findUserWhere(db, eq(users.id, id));
}

/** The first guest account of a client (whom an admin sees the profile as while impersonating). */
export function findClientGuest(db: Db, clientId: number): Promise<UserWithClient | undefined> {
  return findUserWhere(db, and(eq(users.clientId, clientId), eq(users.role, 'guest')));
}

/** A client's id, slug and name by slug or id. */
export async function findClientRef(db: Db, by: { slug: string } | { id: number }) {
  const where = 'slug' in by ? eq(clients.slug, by.slug) : eq(clients.id, by.id);
  const rows = await db.select({ id: clients.id, slug: clients.slug, name: clients.name }).from(clients).where(where);
  return rows[0];
}

/** The session row for a hashed id, if it has not expired. */
export async function findLiveSession(db: Db, idHash: string) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0];
}

/** Stores a new session. */
export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** Deletes one session. */
export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user except, optionally, one. */
export async function deleteUserSessions(db: Db, userId: number, exceptIdHash?: string): Promise<void> {
  const where = exceptIdHash
    ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(where);
}

/** Sets or clears the client a session is viewing as. */
export async function setSessionImpersonation(db: Db, idHash: string, clientId: number | null): Promise<void> {
  await db.update(sessions).set({ impersonatedClientId: clientId }).where(eq(sessions.idHash, idHash));
}

/** Stores a hashed single-use token. */
export async function insertAuthToken(db: Db, row: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(row);
}

/**
 * Marks a token used and returns it, only if it exists, has the purpose, is unused and unexpired.
 * One UPDATE, so two concurrent uses cannot both succeed.
 */
export async function consumeAuthToken(db: Db, tokenHash: string, purpose: 'reset' | 'activation') {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return rows[0];
}

/**
 * Sets a user's password hash. Activation also activates the account; a reset only applies to an
 * account that is still active. Returns whether a user was updated.
 */
export async function setUserPassword(db: Db, userId: number, passwordHash: string, mode: 'activate' | 'reset'): Promise<boolean> {
  const where = mode === 'activate' ? eq(users.id, userId) : and(eq(users.id, userId), eq(users.active, true));
  const set = mode === 'activate' ? { passwordHash, active: true, updatedAt: sql`now()` } : { passwordHash, updatedAt: sql`now()` };
  const rows = await db.update(users).set(set).where(where).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Counts one hit against a fixed window and returns the count so far in it.
 * One atomic upsert, so app nodes sharing the database share the limit.
 */
export async function hitRateLimit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const rows = await db
    .insert(rateLimitHits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.windowStart} < now() - ${window} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimitHits.windowStart} < now() - ${window} then now() else ${rateLimitHits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits });
  return rows[0]?.hits ?? 1;
}
