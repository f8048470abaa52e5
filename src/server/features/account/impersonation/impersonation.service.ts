import type { SessionUser } from '@shared/api/session-user';
import { canImpersonate } from '@shared/permissions';
import type { Db } from '@server/db/client';
import { forbidden, notFound } from '@server/lib/errors';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { setSessionImpersonation } from '../auth/auth.repo';
import { findClientRef } from '@server/features/directory/clients/clients.repo';

/** Starts viewing as a client in this session (admin/owner not already impersonating), audited. */
export async function startImpersonation(db: Db, user: SessionUser, sessionIdHash: string, slug: string): Promise<string> {
  if (!canImpersonate(user)) throw forbidden('End the current impersonation first');
  const client = await findClientRef(db, { slug });
  if (!client) throw notFound('Client not found');
  await auditedWrite(
    db,
    user,
    (tx) => setSessionImpersonation(tx, sessionIdHash, client.id),
    () => ({ action: 'impersonation.start', targetType: 'client', targetId: client.id, details: { slug: client.slug, name: client.name } }),
  );
  return `Now viewing as ${client.name}`;
}

/** Returns the session to its original account, audited. */
export async function endImpersonation(db: Db, user: SessionUser, sessionIdHash: string): Promise<string> {
  await auditedWrite(
    db,
    user,
    (tx) => setSessionImpersonation(tx, sessionIdHash, null),
    () => ({
      action: 'impersonation.end',
      targetType: 'client',
      targetId: user.clientId ?? undefined,
      details: { slug: user.clientSlug },
    }),
  );
  return 'Returned to your original account';
}
