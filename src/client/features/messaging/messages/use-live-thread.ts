import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Message } from '@shared/api/messaging/messages';
import { TYPING_AUTO_STOP_MS } from '@shared/api/messaging/realtime';
import { joinThread, leaveThread, onLive } from './live-socket';
import { withMessage, withRead } from './history-cache';
import { type HistoryData, messageKeys, type Side } from './message-queries';

/** A typing person is forgotten this long after their last typing event, should the stop be lost. */
const TYPING_FORGET_MS = TYPING_AUTO_STOP_MS + 2_000;

/** An incoming message as the screen reader's log announces it. */
interface Announcement {
  id: number;
  text: string;
}

/** Announcements the live log keeps (older ones have been read out). */
const ANNOUNCEMENTS_KEPT = 5;

/** What the open conversation learns live: who is typing in it, and incoming messages to announce. */
interface LiveThread {
  typing: string[];
  announcements: Announcement[];
}

const personKey = (p: { senderType: string; senderId: number }) => `${p.senderType}:${p.senderId}`;

/**
 * Keeps the open thread live: joins its room while open (left on close or change), appends new
 * messages to its history (once, by id), applies read events, and tracks who is typing (cleared
 * on stop, on leaving, or when their message arrives). Thread lists and the badge are refreshed
 * on every new message and read. The socket itself is started by the signed-in layout.
 */
export function useLiveThread(threadId: number | null, side: Side): LiveThread {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<Map<string, string>>(new Map());
  const [announcements, setAnnouncements] = useState<Announcement[]>([]);

  useEffect(() => {
    setTyping(new Map());
    setAnnouncements([]);
    if (threadId === null) return;
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const forget = (key: string) => {
      clearTimeout(timers.get(key));
      timers.delete(key);
      setTyping((current) => {
        if (!current.has(key)) return current;
        const next = new Map(current);
        next.delete(key);
        return next;
      });
    };
    const updateHistory = (update: (data: HistoryData | undefined) => HistoryData | undefined) =>
      queryClient.setQueryData<HistoryData>(messageKeys.history(threadId), update);

    joinThread(threadId);
    const unsubscribe = [
      onLive('new_message', (message: Message) => {
        if (message.threadId !== threadId) return;
        updateHistory((data) => withMessage(data, message));
        forget(personKey(message));
        if (message.senderType !== side) {
          setAnnouncements((current) => [...current, { id: message.id, text: `${message.senderName}: ${message.body}` }].slice(-ANNOUNCEMENTS_KEPT));
        }
      }),
      onLive('message_read', (event) => {
        if (event.threadId === threadId) updateHistory((data) => withRead(data, [event.messageId]));
      }),
      onLive('messages_read', (event) => {
        if (event.threadId === threadId) updateHistory((data) => withRead(data, event.messageIds));
      }),
      onLive('user_typing', (event) => {
        if (event.threadId !== threadId) return;
        const key = personKey(event);
        if (!event.isTyping) return forget(key);
        clearTimeout(timers.get(key));
        timers.set(
          key,
          setTimeout(() => forget(key), TYPING_FORGET_MS),
        );
        setTyping((current) => (current.get(key) === event.name ? current : new Map(current).set(key, event.name)));
      }),
      onLive('user_left_thread', (event) => {
        if (event.threadId === threadId) forget(personKey(event));
      }),
    ];
    return () => {
      for (const stop of unsubscribe) stop();
      for (const timer of timers.values()) clearTimeout(timer);
      leaveThread(threadId);
    };
  }, [threadId, side, queryClient]);

  return { typing: [...typing.values()], announcements };
}

/** 'Ada is typing…', 'Ada and Tom are typing…', or null when nobody is. */
export function typingLine(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing…`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are typing…`;
}
