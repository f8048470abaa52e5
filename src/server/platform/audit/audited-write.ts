import type { SessionUser } from '@shared/api/session-user';
import type { Db, Tx } from '@server/db/client';
import { type AuditRecord, insertAudit } from './audit.repo';

/** What a write says about itself for the audit log (the actor is filled in by auditedWrite). */
export type AuditEvent = Omit<AuditRecord, 'actor' | 'actingAs'>;

/**
 * Who did it, for the audit log: the real signed-in account, and while impersonating the
 * account (or client) it was viewing as; no one (null) for the server's own scheduled work.
 */
export function auditActorOf(user: SessionUser | null): Pick<AuditRecord, 'actor' | 'actingAs'> {
  if (!user) return { actor: null, actingAs: null };
  const real = user.originalUser ?? user;
  return {
    actor: { id: real.id, email: real.email },
    actingAs: user.isImpersonating ? { id: user.id, email: user.email, clientId: user.clientId } : null,
  };
}

/**
 * The one way to change data on someone's behalf: runs `write` in a transaction and, in the same
 * transaction, records in the audit log what `describe` says of its result and who did it.
 * Either both are stored or neither (a throw inside `write` rolls everything back).
 */
export async function auditedWrite<T>(
  db: Db,
  /** Null for the server's own scheduled work (a scheduled sync). */
  user: SessionUser | null,
  write: (tx: Tx) => Promise<T>,
  describe: (result: T) => AuditEvent,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    await insertAudit(tx, { ...auditActorOf(user), ...describe(result) });
    return result;
  });
}
