/**
 * The live channel: Socket.IO at /socket.io. The handshake authenticates from the session cookie
 * and checks the Origin. Payloads are plain JSON; ids are the REST API's. The events are the
 * domains': each that speaks on the channel adds its own to the two maps below by declaration
 * merging (messaging's are in shared/api/messaging/realtime.ts).
 */

/** The client's socket options: path, polling then websocket, reconnect 1000 ms up to 5000 ms with jitter 0.5, connect timeout 20 s, unlimited attempts. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['polling', 'websocket'],
  withCredentials: true,
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

/** What every client-to-server event's acknowledgement says (optional: the client may pass no callback). */
export type Ack = (result: { ok: true } | { ok: false; error: string }) => void;

/** Events the browser sends, as the domains declare them. */
// biome-ignore lint/suspicious/noEmptyInterface: the domains add their events by declaration merging
export interface ClientToServerEvents {}

/** Events the server sends, as the domains declare them. */
// biome-ignore lint/suspicious/noEmptyInterface: the domains add their events by declaration merging
export interface ServerToClientEvents {}
