import { and, eq, ne, sql } from 'drizzle-orm';
import type { AccountRole } from '../../../shared/roles';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { clientTeamAssignments, users } from '../schema';

/** What creating or updating an account takes. */
export interface UserInput {
  email: string;
  password: string;
  role: AccountRole;
  name?: string;
  clientId?: number | null;
}

/**
 * Creates the account, or updates the one with the same email (case-insensitive): password,
 * role, name and client. A team member is assigned to their client (and to no other); other roles
 * keep no team assignment. Returns the user id and whether it was created.
 */
export async function upsertUser(db: Db, input: UserInput): Promise<{ id: number; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const values = {
    email: input.email.trim(),
    name: input.name ?? input.email.split('@')[0],
    role: input.role,
    passwordHash,
    clientId: input.clientId ?? null,
    active: true,
  };
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${values.email})`);
    let id: number;
    if (existing[0]) {
      id = existing[0].id;
      await tx
        .update(users)
        .set({ ...values, name: input.name ?? sql`${users.name}`, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    } else {
      [{ id }] = await tx.insert(users).values(values).returning({ id: users.id });
    }
    const teamOf = input.role === 'team' ? (input.clientId ?? null) : null;
    await tx
      .delete(clientTeamAssignments)
      .where(and(eq(clientTeamAssignments.userId, id), teamOf === null ? undefined : ne(clientTeamAssignments.clientId, teamOf)));
    if (teamOf !== null) await tx.insert(clientTeamAssignments).values({ clientId: teamOf, userId: id }).onConflictDoNothing();
    return { id, created: !existing[0] };
  });
}
