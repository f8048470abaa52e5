import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '@shared/api/session-user';
import type { Database } from '../db/client';
import { readSessionToken } from '../platform/session-cookie';
import { hashToken } from '../lib/tokens';
import { isApiRequest } from '../lib/api-request';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user this request acts as, or null when signed out. */
    user: SessionUser | null;
    /** The hashed id of the request's live session, or null. */
    sessionIdHash: string | null;
  }
  interface FastifyInstance {
    /** The user of a request's session cookie with the session's hashed id, or null (no cookie, or no live session). */
    sessionOf(request: FastifyRequest): Promise<{ user: SessionUser; idHash: string } | null>;
  }
}

/** Who is signed in with a session (by its hashed id) now; null once it ended. The account domain answers it (given at start-up). */
export type LiveUserLookup = (database: Pick<Database, 'db' | 'queryText'>, sessionIdHash: string) => Promise<SessionUser | null | undefined>;

/**
 * Reads the session cookie on API requests (however their path is encoded) and sets request.user,
 * asking `liveUser` who the session's account is now; `app.sessionOf` answers the same for any request.
 */
export function registerSession(app: FastifyInstance, database: Pick<Database, 'db' | 'queryText'>, liveUser: LiveUserLookup): void {
  const sessionOf = async (request: FastifyRequest) => {
    const token = readSessionToken(request);
    if (!token) return null;
    const idHash = hashToken(token);
    const user = await liveUser(database, idHash);
    return user ? { user, idHash } : null;
  };
  app.decorate('sessionOf', sessionOf);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const session = await sessionOf(request);
    if (!session) return;
    request.user = session.user;
    request.sessionIdHash = session.idHash;
  });
}
