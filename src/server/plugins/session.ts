import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/api/account/auth';
import type { Db } from '../db/client';
import { liveSessionUser } from '../features/account/auth/current-user';
import { readSessionToken } from '../features/account/auth/session-cookie';
import { hashToken } from '../lib/tokens';
import { isApiRequest } from '../lib/api-request';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user this request acts as, or null when signed out. */
    user: SessionUser | null;
    /** The hashed id of the request's live session, or null. */
    sessionIdHash: string | null;
  }
}

/** The user of the request's session cookie with the session's hashed id, or null (no cookie, or no live session). */
export async function sessionOf(db: Db, request: FastifyRequest): Promise<{ user: SessionUser; idHash: string } | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const idHash = hashToken(token);
  const user = await liveSessionUser(db, idHash);
  return user ? { user, idHash } : null;
}

/** Reads the session cookie on API requests (however their path is encoded) and sets request.user. */
export function registerSession(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const session = await sessionOf(db, request);
    if (!session) return;
    request.user = session.user;
    request.sessionIdHash = session.idHash;
  });
}
