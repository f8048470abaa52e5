import type { Socket } from 'socket.io-client';
import { type ClientToServerEvents, SOCKET_OPTIONS, type ServerToClientEvents } from '@shared/realtime';
import { type MarkReadRequest, TYPING_AUTO_STOP_MS } from '@shared/api/messaging/realtime';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type Handler<E extends EventName> = ServerToClientEvents[E];

/** Whether the live socket is connected (it exists only for a signed-in user). */
export type LiveStatus = 'connected' | 'disconnected';

/** typing_start is sent at most this often while someone keeps typing (the server stops it 3 s after the last). */
const TYPING_RESEND_MS = 1_000;

let socket: LiveSocket | null = null;
let owner: string | null = null;
/** Counts stops, so a start whose import resolves after a stop (and maybe a new start) gives up. */
let stops = 0;
let status: LiveStatus = 'disconnected';
/** The thread the page has open: joined on every (re)connect; a join made while disconnected waits here. */
let openThread: number | null = null;
const typing = new Map<number, { lastSent: number; stopTimer: ReturnType<typeof setTimeout> }>();
const statusListeners = new Set<() => void>();
const handlers = new Map<EventName, Set<(payload: never) => void>>();

function setStatus(next: LiveStatus): void {
  status = next;
  for (const listener of statusListeners) listener();
}

/** Subscribes to status changes (for useSyncExternalStore). */
export function subscribeLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** The live socket's status now. */
export function getLiveStatus(): LiveStatus {
  return status;
}

/**
 * Listens to a server event. Listeners may be added before the socket exists and survive
 * reconnections and a change of account; the function returned removes the listener.
 */
export function onLive<E extends EventName>(event: E, handler: Handler<E>): () => void {
  const set = handlers.get(event) ?? new Set();
  handlers.set(event, set);
  set.add(handler as (payload: never) => void);
  return () => set.delete(handler as (payload: never) => void);
}

function dispatch(event: EventName, payload: unknown): void {
  for (const handler of handlers.get(event) ?? []) (handler as (p: unknown) => void)(payload);
}

/** Errors of the live channel are only logged. */
function logFailure(what: string) {
  return (result: { ok: boolean; error?: string }) => {
    if (!result.ok) console.warn(`${what}: ${result.error}`);
  };
}

/**
 * Opens the live socket for a signed-in account (`account` identifies who it is for: a change of
 * user or of impersonation reconnects with the new session). socket.io-client is loaded on demand,
 * so public pages never download it. Options are SOCKET_OPTIONS; errors are only logged.
 */
export async function startLiveSocket(account: string): Promise<void> {
  if (owner === account) return;
  stopLiveSocket();
  owner = account;
  const stopsBefore = stops;
  const { io } = await import('socket.io-client');
  if (stops !== stopsBefore) return;
  const next: LiveSocket = io({ ...SOCKET_OPTIONS, transports: [...SOCKET_OPTIONS.transports] });
  socket = next;
  next.on('connect', () => {
    setStatus('connected');
    if (openThread !== null) next.emit('join_thread', { threadId: openThread }, logFailure('join_thread'));
  });
  next.on('disconnect', (reason) => {
    setStatus('disconnected');
    // the server ends a socket when its account's access changed (role, client): connecting again
    // gets the new rooms, and a session that ended is refused (a refused handshake is not retried)
    if (reason === 'io server disconnect') next.connect();
  });
  next.on('connect_error', (error) => console.warn(`live socket: ${error.message}`));
  for (const event of ['new_message', 'user_typing', 'user_left_thread', 'message_read', 'messages_read'] as const) {
    next.on(event, (payload: never) => dispatch(event, payload));
  }
}

/** Closes the live socket (signed out). */
export function stopLiveSocket(): void {
  stops += 1;
  owner = null;
  socket?.disconnect();
  socket = null;
  for (const { stopTimer } of typing.values()) clearTimeout(stopTimer);
  typing.clear();
  setStatus('disconnected');
}

/** Opens a thread's live room: joined now if connected, else cached and joined on connect. */
export function joinThread(threadId: number): void {
  openThread = threadId;
  if (socket?.connected) socket.emit('join_thread', { threadId }, logFailure('join_thread'));
}

/** Leaves a thread's room; leaving stops typing. */
export function leaveThread(threadId: number): void {
  stopTyping(threadId);
  if (openThread === threadId) openThread = null;
  if (socket?.connected) socket.emit('leave_thread', { threadId });
}

/**
 * Says the user is typing in a thread. Call it on every keystroke: typing_start goes out at most
 * once a second, and typing stops by itself 3 s after the last call.
 */
export function startTyping(threadId: number): void {
  const now = Date.now();
  const state = typing.get(threadId);
  if (state) clearTimeout(state.stopTimer);
  const lastSent = state && now - state.lastSent < TYPING_RESEND_MS ? state.lastSent : now;
  if (lastSent === now) socket?.emit('typing_start', { threadId });
  typing.set(threadId, { lastSent, stopTimer: setTimeout(() => stopTyping(threadId), TYPING_AUTO_STOP_MS) });
}

/** Says the user stopped typing (sent, message sent, thread left). */
export function stopTyping(threadId: number): void {
  const state = typing.get(threadId);
  if (!state) return;
  clearTimeout(state.stopTimer);
  typing.delete(threadId);
  socket?.emit('typing_stop', { threadId });
}

/** Marks one message or a list read over the socket (the REST routes do the same); false when not connected, so the caller can use REST. */
export function markReadLive(request: MarkReadRequest): boolean {
  if (!socket?.connected) return false;
  socket.emit('mark_message_read', request, logFailure('mark_message_read'));
  return true;
}
