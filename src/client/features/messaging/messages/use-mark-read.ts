import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Message } from '@shared/api/messaging/messages';
import { messagingRoutes } from '@shared/api/messaging/route-table';
import { call } from '@client/lib/call';
import { markReadLive } from './live-socket';
import { withRead } from './history-cache';
import { type HistoryData, messageKeys, type Side } from './message-queries';

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** Whether the tab is visible now (re-rendering when it changes). */
function useTabVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  );
}

/**
 * Marks the open thread's unread incoming messages read while the tab is visible: over the live
 * socket when connected (the read events then update everyone, this page included), else with
 * POST /api/messages/threads/{id}/read, whose answer updates the history and the lists here.
 * Each message is asked for once.
 */
export function useMarkRead(threadId: number | null, side: Side, messages: readonly Message[]): void {
  const queryClient = useQueryClient();
  const visible = useTabVisible();
  const asked = useRef(new Set<number>());
  const unread = messages.filter((m) => m.senderType !== side && !m.isRead && !asked.current.has(m.id)).map((m) => m.id);
  const unreadKey = unread.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: unreadKey stands for the ids
  useEffect(() => {
    if (threadId === null || !visible || unread.length === 0) return;
    for (const id of unread) asked.current.add(id);
    if (markReadLive({ messageIds: unread })) return;
    call(messagingRoutes.markThreadRead, { params: { threadId } })
      .then(({ messageIds }) => {
        queryClient.setQueryData<HistoryData>(messageKeys.history(threadId), (data) => withRead(data, messageIds));
        return queryClient.invalidateQueries({ queryKey: messageKeys.lists });
      })
      .catch((error: Error) => {
        for (const id of unread) asked.current.delete(id);
        console.warn(`mark read: ${error.message}`);
      });
  }, [threadId, visible, unreadKey, queryClient]);
}
