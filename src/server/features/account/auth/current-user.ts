import type { BaseUser, SessionUser } from '@shared/api/session-user';
import type { Database } from '@server/db/client';
import { findClientRef } from '@server/features/directory/clients/clients.repo';
import { findClientGuest, findLiveSessionWithUser, type SessionUserRow } from './auth.repo';

/** The public shape of a stored user. */
function toBaseUser(user: SessionUserRow): BaseUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    profileImage: user.profileImage,
    clientId: user.clientId,
    clientSlug: user.clientSlug,
    clientName: user.clientName,
    teamMemberId: user.teamMemberId,
  };
}

/**
 * The user the live session of a hashed id acts as. While impersonating, that is the client's
 * guest account (or, for a client without one, a 'client' identity named after the client), with
 * the real user in originalUser. Returns null when the session is unknown or expired, or its user
 * is inactive.
 */
export async function liveSessionUser(database: Pick<Database, 'db' | 'queryText'>, idHash: string): Promise<SessionUser | null> {
  const { db } = database;
  const session = await findLiveSessionWithUser(database, idHash);
  if (!session?.user.active) return null;
  const original = session.user;
  const base = toBaseUser(original);
  if (session.impersonatedClientId === null) return { ...base, isImpersonating: false, originalUser: null };

  const client = await findClientRef(db, { id: session.impersonatedClientId });
  if (!client) return { ...base, isImpersonating: false, originalUser: null };
  const guest = await findClientGuest(db, client.id);
  const viewedAs: BaseUser = guest
    ? toBaseUser(guest)
    : {
        id: 0,
        name: client.name,
        email: '',
        role: 'client',
        profileImage: null,
        clientId: client.id,
        clientSlug: client.slug,
        clientName: client.name,
        teamMemberId: null,
      };
  return { ...viewedAs, isImpersonating: true, originalUser: base };
}
