import { z } from 'zod';
import type { SessionUser } from '@shared/api/session-user';
import { bodyId } from '@shared/api/fields';
import { MESSAGE_LIMITS } from '@shared/api/messaging/messages';
import type { Ack } from '@shared/realtime';
import { type Participant, TYPING_AUTO_STOP_MS } from '@shared/api/messaging/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '@server/context';
import { AppError, forbidden, notFound, unauthorized } from '@server/lib/errors';
import type { PodiumSocket } from '@server/realtime/io';
import { threadRoom } from './messages.rooms';
import * as service from './messages.service';

const id = bodyId();
const threadRef = z.object({ threadId: id });
const markReadRequest = z.union([z.object({ messageId: id }), z.object({ messageIds: z.array(id).min(1).max(MESSAGE_LIMITS.markReadMax) })]);

/** At most this many events from one socket in a window (typing is sent at most once a second while typing). */
const EVENTS_PER_WINDOW = 60;
const WINDOW_MS = 10_000;

/** Answers an event's acknowledgement, when the client passed one. */
function answer(ack: unknown, result: Parameters<Ack>[0]): void {
  if (typeof ack === 'function') (ack as Ack)(result);
}

/**
 * The socket's user as the database has them now, not as the handshake saw them: their role,
 * client or team may have changed since. A socket whose session ended is closed.
 */
async function currentUserOf(ctx: AppContext, socket: PodiumSocket): Promise<SessionUser> {
  const user = await ctx.realtime.liveUser(socket.data.sessionIdHash);
  if (user) return user;
  // once the event's refusal has been answered
  setImmediate(() => socket.disconnect(true));
  throw unauthorized('Sign in to receive live messages');
}

/** What went wrong, in words the client may show (an unexpected error is logged and named generically). */
function reasonOf(error: unknown, socket: PodiumSocket, log: FastifyBaseLogger): string {
  if (error instanceof AppError) return error.message;
  log.warn({ err: error, socket: socket.id }, 'socket event failed');
  return 'Something went wrong';
}

/**
 * The socket side of team messaging: on connect a socket joins the rooms of its
 * user's side; join_thread (only threads the user may see), leave_thread, typing_start and
 * typing_stop (stopping by itself 3 s after the last start, and when the thread is left or the
 * socket goes), and mark_message_read (one or a list, as the REST routes). Joining and marking
 * read check the user as the database has them now, not the handshake's snapshot. Payloads are checked;
 * a refused or malformed event is answered { ok: false, error } when the client asked for an
 * answer, and never reaches other sockets. Each socket may send 60 events in 10 s.
 */
export function messagesSocket(ctx: AppContext, log: FastifyBaseLogger): void {
  // the side's rooms are joined during the handshake (after the session check), so a message
  // sent as soon as the client sees 'connect' already reaches it
  ctx.realtime.io.use((socket, next) => {
    service.roomsOf(ctx, socket.data.user).then(
      (rooms) => {
        void socket.join(rooms);
        next();
      },
      (error: unknown) => {
        log.warn({ err: error, socket: socket.id }, 'socket could not join its rooms');
        next(new Error('Could not open live messages'));
      },
    );
  });
  ctx.realtime.io.on('connection', (socket) => {
    const typing = new Map<number, NodeJS.Timeout>();
    const me = service.participantOf(socket.data.user);
    let windowStart = Date.now();
    let eventsInWindow = 0;

    const withinRate = () => {
      const now = Date.now();
      if (now - windowStart > WINDOW_MS) {
        windowStart = now;
        eventsInWindow = 0;
      }
      eventsInWindow += 1;
      return eventsInWindow <= EVENTS_PER_WINDOW;
    };

    const stopTyping = (threadId: number) => {
      const timer = typing.get(threadId);
      if (!timer) return;
      clearTimeout(timer);
      typing.delete(threadId);
      if (me) socket.to(threadRoom(threadId)).emit('user_typing', { ...me, threadId, isTyping: false });
    };

    const leave = (threadId: number) => {
      if (!socket.rooms.has(threadRoom(threadId))) return;
      stopTyping(threadId);
      if (me) socket.to(threadRoom(threadId)).emit('user_left_thread', { ...me, threadId } satisfies Participant);
      void socket.leave(threadRoom(threadId));
    };

    /** Registers a handler for a thread event: rate, payload and the handler's errors handled once. */
    const onThreadEvent = (event: 'join_thread' | 'leave_thread' | 'typing_start' | 'typing_stop', handle: (threadId: number) => Promise<void> | void) => {
      socket.on(event, async (payload: unknown, ack?: unknown) => {
        if (!withinRate()) return answer(ack, { ok: false, error: 'Too many events; slow down' });
        const parsed = threadRef.safeParse(payload);
        if (!parsed.success) return answer(ack, { ok: false, error: 'Name a thread: { threadId }' });
        try {
          await handle(parsed.data.threadId);
          answer(ack, { ok: true });
        } catch (error) {
          answer(ack, { ok: false, error: reasonOf(error, socket, log) });
        }
      });
    };

    onThreadEvent('join_thread', async (threadId) => {
      if (!(await service.maySeeThread(ctx, await currentUserOf(ctx, socket), threadId))) throw notFound('Thread not found');
      await socket.join(threadRoom(threadId));
    });
    onThreadEvent('leave_thread', leave);
    onThreadEvent('typing_start', (threadId) => {
      if (!me || !socket.rooms.has(threadRoom(threadId))) throw forbidden('Join the thread first', 'NOT_IN_THREAD');
      const wasTyping = typing.has(threadId);
      clearTimeout(typing.get(threadId));
      typing.set(
        threadId,
        setTimeout(() => stopTyping(threadId), TYPING_AUTO_STOP_MS),
      );
      if (!wasTyping) socket.to(threadRoom(threadId)).emit('user_typing', { ...me, threadId, isTyping: true });
    });
    onThreadEvent('typing_stop', stopTyping);

    socket.on('mark_message_read', async (payload: unknown, ack?: unknown) => {
      if (!withinRate()) return answer(ack, { ok: false, error: 'Too many events; slow down' });
      const parsed = markReadRequest.safeParse(payload);
      if (!parsed.success) return answer(ack, { ok: false, error: 'Name a message: { messageId } or { messageIds }' });
      try {
        const request = parsed.data;
        const user = await currentUserOf(ctx, socket);
        if ('messageId' in request) await service.markMessageRead(ctx, user, request.messageId);
        else await service.markMessagesRead(ctx, user, request.messageIds);
        answer(ack, { ok: true });
      } catch (error) {
        answer(ack, { ok: false, error: reasonOf(error, socket, log) });
      }
    });

    socket.on('disconnecting', () => {
      for (const room of socket.rooms) {
        const match = /^thread:(\d+)$/.exec(room);
        if (match) leave(Number(match[1]));
      }
    });
  });
}
