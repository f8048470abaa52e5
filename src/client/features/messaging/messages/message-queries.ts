import { type InfiniteData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shared/api/session-user';
import type { Message, ThreadHistory } from '@shared/api/messaging/messages';
import { messagingRoutes } from '@shared/api/messaging/route-table';
import { LIMITS } from '@shared/limits';
import { messagingSide } from '@shared/permissions';
import { call } from '@client/lib/call';
import { LIVE_QUERY_META, queryKeys } from '@client/lib/query-keys';

/** Which side of team messaging the user writes for (src/shared/permissions.ts messagingSide). */
export type Side = 'client' | 'team';

/** The history of a thread as the conversation caches it: pages from the newest back. */
export type HistoryData = InfiniteData<ThreadHistory, number | undefined>;

/** Threads a list page asks for. */
const LIST_PAGE = 24;

/** The messaging query keys, all under queryKeys.messages (which live events invalidate). */
export const messageKeys = {
  /** Every thread list and unread total: what a new message or a read changes. */
  lists: [...queryKeys.messages, 'threads'] as const,
  list: (side: Side, q: string) => [...queryKeys.messages, 'threads', side, 'list', q] as const,
  unread: (side: Side) => [...queryKeys.messages, 'threads', side, 'unread'] as const,
  history: (threadId: number) => [...queryKeys.messages, 'history', threadId] as const,
};

/** One page of the side's threads: GET /api/messages for the client, /api/admin/messages (searched by `q`) for the team. */
function listThreads(side: Side, query: { q?: string; limit: number; offset: number }) {
  if (side === 'team') return call(messagingRoutes.teamThreads, { query: { ...query, q: query.q || undefined } });
  return call(messagingRoutes.clientThreads, { query: { limit: query.limit, offset: query.offset } });
}

/** The side's threads, most recent first, searched by client name (team side), a page at a time. */
export function useThreadList(side: Side, q: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.list(side, q),
    queryFn: ({ pageParam }) => listThreads(side, { q, limit: LIST_PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    staleTime: LIMITS.messagesStaleMs,
  });
}

/** How many messages addressed to the user's side are unread (the sidebar badge); 0 for a user of neither side. */
export function useUnreadTotal(user: SessionUser): number {
  const side = messagingSide(user);
  const { data } = useQuery({
    queryKey: messageKeys.unread(side ?? 'client'),
    queryFn: () => listThreads(side ?? 'client', { limit: 1, offset: 0 }),
    staleTime: LIMITS.messagesStaleMs,
    enabled: side !== null,
  });
  return side === null ? 0 : (data?.unreadTotal ?? 0);
}

/** A thread and its messages, the newest page first; older pages by the nextBefore cursor. */
export function useThreadHistory(threadId: number | null) {
  return useInfiniteQuery({
    queryKey: messageKeys.history(threadId ?? 0),
    queryFn: ({ pageParam }) => call(messagingRoutes.threadHistory, { params: { threadId: threadId ?? 0 }, query: { before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: LIMITS.messagesStaleMs,
    enabled: threadId !== null,
    // the open conversation takes new and read messages from the live events (use-live-thread.ts)
    meta: LIVE_QUERY_META,
  });
}

/** The loaded messages of a history, oldest first. */
export function messagesOf(data: { pages: ThreadHistory[] } | undefined): Message[] {
  return data ? data.pages.toReversed().flatMap((page) => page.items) : [];
}

/** POST /api/messages: the text into a thread, or into the client's one thread (started if none). */
export function sendMessage(body: string, target: { threadId: number } | { clientId: number }): Promise<Message> {
  return call(messagingRoutes.send, { body: { body, ...target } });
}
