import type { IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { SessionUser } from '@shared/api/session-user';
import type { ClientToServerEvents, ServerToClientEvents } from '@shared/realtime';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { SESSION_COOKIE } from '../platform/session-cookie';
import type { LiveUserLookup } from '../plugins/session';
import { hashToken } from '../lib/tokens';
import { handshakeAddress, SOCKETS_PER_SESSION, TOO_MANY_HANDSHAKES, TOO_MANY_SESSION_SOCKETS, withinHandshakeLimit } from './handshake-limits';

/** What the handshake leaves on every socket: the signed-in user and their session's hashed id. */
interface SocketData {
  user: SessionUser;
  sessionIdHash: string;
}

/** The Socket.IO server with Podium's event maps. */
type PodiumIo = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** A connected socket of a signed-in user. */
export type PodiumSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The live channel: features emit to rooms through `io`; sockets of one session, or of one account, can be ended. */
export interface Realtime {
  io: PodiumIo;
  /** Disconnects, on every node, the sockets opened with a session (after it ended: logout, password change). */
  endSession(sessionIdHash: string): void;
  /**
   * Disconnects, on every node, every socket of an account (its own sessions, and its sessions
   * viewing as a client), after its role, client or team assignment changed: the rooms a socket
   * joined at its handshake are no longer the account's. The browser connects again to get the new ones.
   */
  endUser(userId: number): void;
  /** The account signed in with a socket's session now (its client or team may have changed since the handshake); null once the session ended. */
  liveUser(sessionIdHash: string): Promise<SessionUser | null>;
}

/** What the live channel needs of the configuration: the public address (origin check), proxy trust and rate limits (handshakes). */
type RealtimeOptions = Pick<Config, 'publicUrl' | 'trustProxy' | 'rateLimitEnabled'>;

/** The room of every socket opened with one session. */
const sessionRoom = (idHash: string) => `session:${idHash}`;

/** The room of every socket of one account (the real account when viewing as a client). */
const userRoom = (userId: number) => `user:${userId}`;

/**
 * Whether a handshake request comes from the app's own pages: its Origin is the app's (or the
 * configured public URL's), or, for a same-origin polling GET that carries no Origin, the browser
 * says Sec-Fetch-Site: same-origin. Anything else (another site, a client that names no origin) is refused.
 */
function isOwnOrigin(request: IncomingMessage, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] === 'same-origin';
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  const forwarded = request.headers['x-forwarded-proto'];
  const protocol = typeof forwarded === 'string' && forwarded ? forwarded.split(',')[0].trim() : encrypted ? 'https' : 'http';
  if (origin === `${protocol}://${request.headers.host}`) return true;
  return publicUrl !== undefined && origin === new URL(publicUrl).origin;
}

/**
 * Waits, at most `ms`, until the postgres adapter's LISTEN client is in place. It is acquired
 * asynchronously after start-up; an adapter closed before then releases nothing, the client it
 * acquires later is never released, and ending the pool would wait forever (an app closed right
 * after it was built). Reads the adapter's pub/sub client, which @socket.io/postgres-adapter 0.5 keeps as `client.client`.
 */
async function adapterSubscribed(io: PodiumIo, ms: number): Promise<void> {
  const pubsub = (io.of('/').adapter as unknown as { client?: { client?: unknown } }).client;
  const deadline = Date.now() + ms;
  while (pubsub && pubsub.client === undefined && Date.now() < deadline) await sleep(10);
}

/** The signed-in user of a handshake's session cookie, with the session's hashed id; null without a live session. */
async function handshakeSession(app: FastifyInstance, database: Database, liveUser: LiveUserLookup, request: IncomingMessage): Promise<SocketData | null> {
  const header = request.headers.cookie;
  if (!header || header.length > 8_192) return null;
  const token = app.parseCookie(header)[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const sessionIdHash = hashToken(token);
  const user = await liveUser(database, sessionIdHash);
  return user ? { user, sessionIdHash } : null;
}

/**
 * Socket.IO at /socket.io on the app's HTTP server (see ARCHITECTURE.md). The handshake is
 * refused unless it comes from the app's own origin and carries a live session cookie, and also
 * when its address made more than 120 handshakes this minute (all nodes together) or its session
 * already holds 10 sockets on this node; the socket then joins its session's and its account's
 * rooms. On PostgreSQL (several app nodes) events cross nodes through
 * `@socket.io/postgres-adapter` (on a pool of its own, four connections); the embedded database is
 * one node and keeps the in-memory adapter.
 * Closing the app disconnects this node's sockets and stops the adapter.
 */
export async function createRealtime(app: FastifyInstance, database: Database, options: RealtimeOptions, liveUser: LiveUserLookup): Promise<Realtime> {
  // the adapter's own four connections (its LISTEN, and NOTIFYs): it must never take the app's query
  // pool's; imported only on PostgreSQL, so the embedded default never loads the PostgreSQL driver
  const crossNode = database.url
    ? (await import('./adapter-pool')).createPostgresAdapter(
        database.url,
        (error, what) => app.log.warn({ err: error }, `socket.io adapter: ${what}`),
        (error) => app.log.warn({ err: error }, 'socket.io adapter error'),
      )
    : undefined;
  const adapterPool = crossNode?.pool;
  const io: PodiumIo = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // a chat message is at most 5,000 characters: nothing a browser sends needs more than this
    maxHttpBufferSize: 64 * 1024,
    allowRequest: (request, callback) => {
      // a draining node (SIGTERM) takes no new socket: the browser retries, through the load balancer, elsewhere
      if (app.draining) return callback('This node is shutting down', false);
      const own = isOwnOrigin(request, options.publicUrl);
      callback(own ? null : 'Origin refused', own);
    },
    ...(crossNode ? { adapter: crossNode.adapter } : {}),
  });
  /** Checks a handshake and joins the socket to its session's and account's rooms; the refusal's words, or null. */
  const admit = async (socket: PodiumSocket): Promise<string | null> => {
    if (options.rateLimitEnabled && !(await withinHandshakeLimit(database.db, handshakeAddress(socket.request, options.trustProxy))))
      return TOO_MANY_HANDSHAKES;
    const data = await handshakeSession(app, database, liveUser, socket.request);
    if (!data) return 'Sign in to receive live messages';
    const room = sessionRoom(data.sessionIdHash);
    // counted and joined in one step (no await between), so concurrent handshakes can't all slip under the cap
    if ((io.of('/').adapter.rooms.get(room)?.size ?? 0) >= SOCKETS_PER_SESSION) return TOO_MANY_SESSION_SOCKETS;
    socket.data = data;
    void socket.join([room, userRoom((data.user.originalUser ?? data.user).id)]);
    return null;
  };
  io.use((socket, next) => {
    admit(socket).then(
      (refusal) => next(refusal === null ? undefined : new Error(refusal)),
      (error: unknown) => {
        app.log.warn({ err: error }, 'socket handshake failed');
        next(new Error('Could not check the session'));
      },
    );
  });
  app.addHook('preClose', async () => {
    // not io.close(): it would close the HTTP server, which Fastify closes itself
    io.local.disconnectSockets(true);
    if (adapterPool) await adapterSubscribed(io, 5_000);
    await io.of('/').adapter.close();
    io.engine.close();
    await adapterPool?.end();
  });
  return {
    io,
    endSession: (idHash) => io.in(sessionRoom(idHash)).disconnectSockets(true),
    endUser: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
    liveUser: async (sessionIdHash) => (await liveUser(database, sessionIdHash)) ?? null,
  };
}
