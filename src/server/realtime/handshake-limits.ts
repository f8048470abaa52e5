import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/client';
import { hitRateLimit } from '../platform/rate-limit';

/**
 * Sockets one session may hold open at once on one node: a tab holds one. A browser's sockets
 * reach one node (sticky sessions, as Socket.IO's polling needs), so this is the session's count.
 */
export const SOCKETS_PER_SESSION = 10;

/** Socket handshakes one address may make a minute, counted in the database so every node shares the count. */
export const HANDSHAKES_PER_MINUTE = 120;

/** What a socket refused by the per-session cap is told. */
export const TOO_MANY_SESSION_SOCKETS = 'Too many live connections for this session; close a tab and reload the page';

/** What a socket refused by the per-address limit is told. */
export const TOO_MANY_HANDSHAKES = 'Too many live connections from this address; wait a minute and reload the page';

/**
 * The address a handshake comes from, as the HTTP routes see it: behind a trusted proxy
 * (TRUST_PROXY) the first address of X-Forwarded-For, else the connection's own.
 */
export function handshakeAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = trustProxy && typeof forwarded === 'string' ? forwarded.split(',')[0].trim() : '';
  return first || request.socket.remoteAddress || 'unknown';
}

/** Counts a handshake from an address; whether it is still within the address's limit this minute. */
export async function withinHandshakeLimit(db: Db, address: string): Promise<boolean> {
  const { hits } = await hitRateLimit(db, `socket-handshake:${address}`, 60);
  return hits <= HANDSHAKES_PER_MINUTE;
}
