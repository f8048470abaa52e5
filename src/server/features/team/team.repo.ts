import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientTeamAssignments, users } from '../../db/schema';

/** The active team, admin and owner accounts assigned to a client, by name. */
export function listTeamOf(db: DbOrTx, clientId: number) {
  return db
    .select({ id: users.id, name: users.name, role: users.role, email: users.email, profileImage: users.profileImage })
    .from(clientTeamAssignments)
    .innerJoin(users, eq(users.id, clientTeamAssignments.userId))
    .where(and(eq(clientTeamAssignments.clientId, clientId), eq(users.active, true), inArray(users.role, ['team', 'admin', 'owner'])))
    .orderBy(asc(users.name), asc(users.id));
}
