import { eq, sql } from 'drizzle-orm';
import type { AccountRole } from '@shared/roles';
import { hashPassword } from '@server/lib/passwords';
import type { Db } from '../client';
import { syncTeamAssignment } from '@server/features/account/team/team.repo';
import { users } from '../schema';
import { emailMatches } from '@server/lib/email-matches';

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
 * role, name and client, with the team assignment that goes with them (syncTeamAssignment). Returns the user id and whether it was created.
 */
export async function upsertUser(db: Db, input: UserInput): Promise<{ id: number; created: boolean }> {
  const { password, ...rest } = input;
  return upsertUserWithHash(db, { ...rest, passwordHash: await hashPassword(password) });
}

/** upsertUser with the password hashed beforehand (the demo seed hashes while it inserts the directory). */
export async function upsertUserWithHash(db: Db, input: Omit<UserInput, 'password'> & { passwordHash: string }): Promise<{ id: number; created: boolean }> {
  const values = {
    email: input.email.trim(),
    name: input.name ?? input.email.split('@')[0],
    role: input.role,
    passwordHash: input.passwordHash,
    clientId: input.clientId ?? null,
    active: true,
  };
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: users.id }).from(users).where(emailMatches(users.email, values.email));
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
    await syncTeamAssignment(tx, id, input.role, values.clientId);
    return { id, created: !existing[0] };
  });
}
