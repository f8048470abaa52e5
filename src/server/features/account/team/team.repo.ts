import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AccountRole } from '@shared/roles';
import type { DbOrTx } from '@server/db/client';
import { clientTeamAssignments, users } from '@server/db/schema';

/** The active team, admin and owner accounts assigned to a client, by name. */
export function listTeamOf(db: DbOrTx, clientId: number) {
  return db
    .select({ id: users.id, name: users.name, role: users.role, email: users.email, profileImage: users.profileImage })
    .from(clientTeamAssignments)
    .innerJoin(users, eq(users.id, clientTeamAssignments.userId))
    .where(and(eq(clientTeamAssignments.clientId, clientId), eq(users.active, true), inArray(users.role, ['team', 'admin', 'owner'])))
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * Keeps an account's team assignment in step with its role and client: a team member is assigned
 * to their client (and to no other); other roles, and a team member without a client, to none.
 */
export async function syncTeamAssignment(db: DbOrTx, userId: number, role: AccountRole, clientId: number | null): Promise<void> {
  const teamOf = role === 'team' ? clientId : null;
  await db
    .delete(clientTeamAssignments)
    .where(and(eq(clientTeamAssignments.userId, userId), teamOf === null ? undefined : ne(clientTeamAssignments.clientId, teamOf)));
  if (teamOf !== null) await db.insert(clientTeamAssignments).values({ clientId: teamOf, userId }).onConflictDoNothing();
}
