import { and, asc, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '@server/db/client';
import { jsonObject, namedStatement, runNamed } from '@server/db/named-statement';
import { authTokens, clients, sessions, users } from '@server/db/schema';
import { emailMatches } from '@server/lib/email-matches';

/** A stored user with the slug and name of their client. */
export type UserWithClient = Omit<typeof users.$inferSelect, 'messageDigest' | 'digestIncludesText'> & { clientSlug: string | null; clientName: string | null };

/** What a live session's lookup reads of its user: who they are, whether active, and their client. */
const sessionUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  profileImage: users.profileImage,
  clientId: users.clientId,
  teamMemberId: users.teamMemberId,
  active: users.active,
  clientSlug: clients.slug,
  clientName: clients.name,
};

const userWithClientColumns = {
  ...sessionUserColumns,
  passwordHash: users.passwordHash,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

async function findUserWhere(db: DbOrTx, where: SQL | undefined): Promise<UserWithClient | undefined> {
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
export function findUserByEmail(db: DbOrTx, email: string): Promise<UserWithClient | undefined> {
  return findUserWhere(db, emailMatches(users.email, email));
}

/** The first guest account of a client (whom an admin sees the profile as while impersonating). */
export function findClientGuest(db: DbOrTx, clientId: number): Promise<UserWithClient | undefined> {
  return findUserWhere(db, and(eq(users.clientId, clientId), eq(users.role, 'guest')));
}

/** A live session's user, as the lookup reads it (sessionUserColumns). */
export type SessionUserRow = Pick<UserWithClient, keyof typeof sessionUserColumns>;

/**
 * The session of a hashed id with its user (and the user's client), if it has not expired: one
 * prepared statement, as every signed-in request reads it. Through Drizzle the embedded database
 * parsed and planned it each time, about ten times its cost prepared.
 */
const liveSessionWithUser = namedStatement<'idHash'>(
  'live_session_with_user',
  sql`select json_build_object('impersonatedClientId', ${sessions.impersonatedClientId}, 'user', ${jsonObject(sessionUserColumns)})::text
    from ${sessions} join ${users} on ${users.id} = ${sessions.userId} left join ${clients} on ${clients.id} = ${users.clientId}
    where ${sessions.idHash} = ${sql.placeholder('idHash')} and ${sessions.expiresAt} > now() limit 1`,
);

/** The live session of a hashed id with its user; undefined when there is none or it expired. */
export async function findLiveSessionWithUser(
  database: Pick<Database, 'queryText'>,
  idHash: string,
): Promise<{ impersonatedClientId: number | null; user: SessionUserRow } | undefined> {
  const json = await runNamed(database, liveSessionWithUser, { idHash });
  return json === undefined ? undefined : JSON.parse(json);
}

/** Stores a new session. */
export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** Deletes one session. */
export async function deleteSession(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user except, optionally, one; the hashed ids of those it ended. */
export async function deleteUserSessions(db: DbOrTx, userId: number, exceptIdHash?: string): Promise<string[]> {
  const where = exceptIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash)) : eq(sessions.userId, userId);
  const rows = await db.delete(sessions).where(where).returning({ idHash: sessions.idHash });
  return rows.map((r) => r.idHash);
}

/** Sets or clears the client a session is viewing as. */
export async function setSessionImpersonation(db: DbOrTx, idHash: string, clientId: number | null): Promise<void> {
  await db.update(sessions).set({ impersonatedClientId: clientId }).where(eq(sessions.idHash, idHash));
}

/** Stores a hashed single-use token. */
export async function insertAuthToken(db: DbOrTx, row: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(row);
}

/** The token of a hash that has the purpose and is unused and unexpired. */
const liveToken = (tokenHash: string, purpose: 'reset' | 'activation') =>
  and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`));

/** A token that could be used now (it exists, has the purpose, is unused and unexpired), without using it. */
export async function findLiveAuthToken(db: DbOrTx, tokenHash: string, purpose: 'reset' | 'activation') {
  const rows = await db.select().from(authTokens).where(liveToken(tokenHash, purpose)).limit(1);
  return rows[0];
}

/**
 * Marks a token used and returns it, only if it exists, has the purpose, is unused and unexpired.
 * One UPDATE, so two concurrent uses cannot both succeed.
 */
export async function consumeAuthToken(db: DbOrTx, tokenHash: string, purpose: 'reset' | 'activation') {
  const rows = await db.update(authTokens).set({ usedAt: sql`now()` }).where(liveToken(tokenHash, purpose)).returning();
  return rows[0];
}

/** Whether an account exists that has no password yet (an invitation waiting to be activated). */
export async function isAwaitingActivation(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Sets a user's password hash. Activation also activates the account; a reset only applies to an
 * account that is still active. Returns whether a user was updated.
 */
export async function setUserPassword(db: DbOrTx, userId: number, passwordHash: string, mode: 'activate' | 'reset'): Promise<boolean> {
  const where = mode === 'activate' ? eq(users.id, userId) : and(eq(users.id, userId), eq(users.active, true));
  const set = mode === 'activate' ? { passwordHash, active: true, updatedAt: sql`now()` } : { passwordHash, updatedAt: sql`now()` };
  const rows = await db.update(users).set(set).where(where).returning({ id: users.id });
  return rows.length > 0;
}
