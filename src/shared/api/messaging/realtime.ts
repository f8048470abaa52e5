import type { Message, MessageSide } from './messages';

/**
 * Team messaging on the live channel: a socket joins the rooms of the threads its user may see,
 * and hears new messages, typing and reads there. Its events join the channel's maps
 * (`src/shared/realtime.ts`) by declaration merging.
 */

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

declare module '../../realtime' {
  /** Events the browser sends. */
  interface ClientToServerEvents {
    join_thread(payload: ThreadRef, ack?: Ack): void;
    leave_thread(payload: ThreadRef, ack?: Ack): void;
    typing_start(payload: ThreadRef, ack?: Ack): void;
    typing_stop(payload: ThreadRef, ack?: Ack): void;
    mark_message_read(payload: MarkReadRequest, ack?: Ack): void;
  }

  /** Events the server sends. new_message goes to both sides of the thread's client, joined or not (toasts, badges). */
  interface ServerToClientEvents {
    new_message(message: Message): void;
    user_typing(event: TypingEvent): void;
    user_left_thread(event: Participant): void;
    message_read(event: ThreadRef & { messageId: number }): void;
    messages_read(event: ThreadRef & { messageIds: number[] }): void;
  }
}
