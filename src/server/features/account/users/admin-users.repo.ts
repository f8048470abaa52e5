import { and, eq, gt, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { AdminUsersQuery, UserStatus } from '@shared/api/account/users';
import type { AccountRole } from '@shared/roles';
import type { DbOrTx } from '@server/db/client';
import { authTokens, clients, sessions, users } from '@server/db/schema';
import { type AdminListStep, defineAdminList, idsOf, ilikeContains, listRows, sortsByColumn } from '@server/lib/admin-list';
import { emailMatches } from '@server/lib/email-matches';

/** An account as the admin list reads it, before its invitation and last-seen times are added. */
export interface UserRow {
  id: number;
  email: string;
  name: string;
  role: AccountRole;
  active: boolean;
  hasPassword: boolean;
  clientId: number | null;
  clientName: string | null;
  clientSlug: string | null;
  createdAt: Date;
}

/** Where an account stands, from its stored flags. */
export function statusOf(row: Pick<UserRow, 'active' | 'hasPassword'>): UserStatus {
  if (!row.active) return 'deactivated';
  return row.hasPassword ? 'active' : 'invited';
}

const STATUS_WHERE: Record<UserStatus, SQL> = {
  active: sql`${users.active} AND ${users.passwordHash} IS NOT NULL`,
  invited: sql`${users.active} AND ${users.passwordHash} IS NULL`,
  deactivated: sql`NOT ${users.active}`,
};

const rowColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  active: users.active,
  hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
  clientId: users.clientId,
  clientName: clients.name,
  clientSlug: clients.slug,
  createdAt: users.createdAt,
};

/** The accounts joined to their clients. */
const accountRows = listRows((db: DbOrTx) => db.select(rowColumns).from(users).leftJoin(clients, eq(clients.id, users.clientId)).$dynamic(), users.id);

/** The accounts with their clients, searched in name and email, filtered by role and status, sorted by a column then id. */
export const userList = defineAdminList({
  count: idsOf(users),
  filters: {
    q: (term: string) => sql`(${ilikeContains(users.name, term)} OR ${ilikeContains(users.email, term)})`,
    role: (role: AccountRole) => eq(users.role, role),
    status: (status: UserStatus) => STATUS_WHERE[status],
  },
  sorts: sortsByColumn({ createdAt: users.createdAt, email: sql`lower(${users.email})`, name: sql`lower(${users.name})`, role: users.role }, users.id),
  page: (db: DbOrTx, step: AdminListStep<AdminUsersQuery>): PromiseLike<UserRow[]> => accountRows.page(db, step),
});

/** One account as the admin list reads it. */
export function findRow(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return accountRows.find(db, id);
}

/** For each of the accounts: when its newest unused invitation link expires, and when any of its sessions was last used. */
export async function timesOf(db: DbOrTx, ids: number[]): Promise<Map<number, { invitationExpiresAt: Date | null; lastSeenAt: Date | null }>> {
  const times = new Map(ids.map((id) => [id, { invitationExpiresAt: null as Date | null, lastSeenAt: null as Date | null }]));
  if (ids.length === 0) return times;
  const [invitations, seen] = await Promise.all([
    db
      .select({ userId: authTokens.userId, at: max(authTokens.expiresAt) })
      .from(authTokens)
      .where(and(inArray(authTokens.userId, ids), eq(authTokens.purpose, 'activation'), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`)))
      .groupBy(authTokens.userId),
    db
      .select({ userId: sessions.userId, at: max(sessions.lastSeenAt) })
      .from(sessions)
      .where(inArray(sessions.userId, ids))
      .groupBy(sessions.userId),
  ]);
  for (const row of invitations) times.get(row.userId)!.invitationExpiresAt = row.at;
  for (const row of seen) times.get(row.userId)!.lastSeenAt = row.at;
  return times;
}

/** Whether an account with this email exists (case-insensitive). */
export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(emailMatches(users.email, email)).limit(1);
  return rows.length > 0;
}

/** Stores an invited account: active, with no password until its activation link is used. */
export async function insertInvited(db: DbOrTx, values: { email: string; name: string; role: AccountRole; clientId: number | null }): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...values, passwordHash: null, active: true })
    .returning({ id: users.id });
  return row.id;
}

/** Changes an account's name, role, client or active flag. */
export async function updateUser(
  db: DbOrTx,
  id: number,
  set: Partial<{ name: string; role: AccountRole; clientId: number | null; active: boolean }>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Uses up an account's unused single-use links of a purpose, so none of them works any more. */
export async function revokeTokens(db: DbOrTx, userId: number, purpose: 'reset' | 'activation'): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/** The ids of the active owners, locked until the transaction ends, so two changes can't both take the last one away. */
export async function lockActiveOwners(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'owner'), eq(users.active, true)))
    .for('update');
  return rows.map((r) => r.id);
}

/** Whether a client exists. */
export async function clientExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).limit(1);
  return rows.length > 0;
}
