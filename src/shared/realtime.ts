import type { Message, MessageSide } from './api/messaging/messages';

/**
 * The live channel of team messaging: Socket.IO at /socket.io. The handshake
 * authenticates from the session cookie and checks the Origin; a socket then joins the rooms of
 * the threads its user may see. Payloads are plain JSON; ids are the REST API's.
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

/** Typing stops by itself 3 s after the last typing_start, on the client and on the server. */
export const TYPING_AUTO_STOP_MS = 3_000;

/** A thread named in an event. */
interface ThreadRef {
  threadId: number;
}

/** Who is typing or left: their side and id as in messages (team: the account's id; client: the client's id) and a display name. */
export interface Participant extends ThreadRef {
  senderType: MessageSide;
  senderId: number;
  name: string;
}

/** user_typing: someone else in a joined thread started (isTyping true) or stopped typing. */
interface TypingEvent extends Participant {
  isTyping: boolean;
}

/** mark_message_read payload: one message, or a list. */
export type MarkReadRequest = { messageId: number } | { messageIds: number[] };

/** What every client-to-server event's acknowledgement says (optional: the client may pass no callback). */
export type Ack = (result: { ok: true } | { ok: false; error: string }) => void;

/** Events the browser sends. */
export interface ClientToServerEvents {
  join_thread(payload: ThreadRef, ack?: Ack): void;
  leave_thread(payload: ThreadRef, ack?: Ack): void;
  typing_start(payload: ThreadRef, ack?: Ack): void;
  typing_stop(payload: ThreadRef, ack?: Ack): void;
  mark_message_read(payload: MarkReadRequest, ack?: Ack): void;
}

/** Events the server sends. new_message goes to both sides of the thread's client, joined or not (toasts, badges). */
export interface ServerToClientEvents {
  new_message(message: Message): void;
  user_typing(event: TypingEvent): void;
  user_left_thread(event: Participant): void;
  message_read(event: ThreadRef & { messageId: number }): void;
  messages_read(event: ThreadRef & { messageIds: number[] }): void;
}
