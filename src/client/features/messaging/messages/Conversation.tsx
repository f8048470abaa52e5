import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from '@client/lib/router';
import type { Message, ThreadSummary } from '@shared/api/messaging/messages';
import { Skeleton } from '@client/components/ui/Skeleton';
import { ApiError } from '@client/lib/api';
import { startTyping, stopTyping } from './live-socket';
import { LoadError } from '@client/components/forms/SubpageStates';
import { Composer } from './Composer';
import { withMessage } from './history-cache';
import { MessageLog } from './MessageLog';
import { type HistoryData, messageKeys, messagesOf, type Side, sendMessage, useThreadHistory } from './message-queries';
import { useLiveThread, typingLine } from './use-live-thread';
import { useMarkRead } from './use-mark-read';

/** How the other party of a thread is named: the client for the team, the agency team for the client. */
export function counterpartName(side: Side, thread: Pick<ThreadSummary, 'clientName'> | undefined): string {
  return side === 'client' ? 'Your agency team' : (thread?.clientName ?? 'Conversation');
}

/** Props of Conversation. */
interface ConversationProps {
  side: Side;
  /** The open thread; null for a client without one yet (the first message starts it). */
  threadId: number | null;
  /** The client whose thread the first message starts (client side, no thread yet). */
  clientId: number | null;
  /** Put the focus in the message box (arriving from the first message of a new conversation). */
  focusComposer?: boolean;
}

/**
 * An open conversation: its header, its messages (earlier ones on demand), who is typing, a log
 * that announces incoming messages to screen readers, and the message box. Live while open;
 * incoming messages are marked read while the tab is visible.
 */
export function Conversation({ side, threadId, clientId, focusComposer }: ConversationProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const history = useThreadHistory(threadId);
  const messages = messagesOf(history.data);
  const thread = history.data?.pages[0]?.thread;
  const live = useLiveThread(threadId, side);
  useMarkRead(threadId, side, messages);
  const title = counterpartName(side, thread);

  const send = async (body: string) => {
    const stored: Message = await sendMessage(body, threadId !== null ? { threadId } : { clientId: clientId ?? 0 });
    queryClient.setQueryData<HistoryData>(messageKeys.history(stored.threadId), (data) => withMessage(data, stored));
    void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
    if (threadId === null) navigate(`/messages/${stored.threadId}`, { replace: true, state: { focusComposer: true } });
  };

  const notFound = history.error instanceof ApiError && history.error.status === 404;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex min-h-16 items-center gap-3 border-b border-line bg-surface px-3 sm:px-6">
        <Link to="/messages" className="rounded-md p-1.5 text-ink-soft hover:bg-sunken lg:hidden" aria-label="All conversations">
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        <div className="min-w-0">
          {history.isPending && threadId !== null ? <Skeleton className="h-6 w-48" /> : <h2 className="truncate font-display text-xl text-ink">{title}</h2>}
          {side === 'team' && thread && (
            <Link to={`/profile/${thread.clientSlug}`} className="link-inline text-xs">
              View profile
            </Link>
          )}
        </div>
      </header>
      {threadId !== null && history.isPending ? (
        <HistorySkeleton />
      ) : history.isError ? (
        <div className="flex-1 p-6">
          {notFound ? (
            <p className="text-ink-soft">
              This conversation doesn’t exist or isn’t yours.{' '}
              <Link to="/messages" className="link-inline">
                Back to your conversations
              </Link>
            </p>
          ) : (
            <LoadError title="Failed to load the conversation" error={history.error} onRetry={() => history.refetch()} />
          )}
        </div>
      ) : messages.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
          <p className="font-display text-lg text-ink">No messages yet</p>
          <p className="max-w-sm text-sm text-ink-soft">
            {side === 'client' ? 'Write to your agency team below: everyone working with you will see it.' : 'Start the conversation below.'}
          </p>
        </div>
      ) : (
        <MessageLog
          key={threadId}
          messages={messages}
          side={side}
          onLoadEarlier={history.hasNextPage ? () => history.fetchNextPage() : undefined}
          loadingEarlier={history.isFetchingNextPage}
        />
      )}
      <p className="h-5 px-4 text-xs text-muted italic sm:px-6">{typingLine(live.typing)}</p>
      <div role="log" aria-live="polite" aria-label="New messages" className="sr-only">
        {live.announcements.map((a) => (
          <p key={a.id}>{a.text}</p>
        ))}
      </div>
      {!notFound && (
        <Composer
          key={threadId ?? 'new'}
          to={side === 'client' ? 'your agency team' : title}
          onSend={send}
          autoFocus={focusComposer}
          onTyping={threadId !== null ? () => startTyping(threadId) : undefined}
          onStopTyping={threadId !== null ? () => stopTyping(threadId) : undefined}
        />
      )}
    </div>
  );
}

/** Placeholder bubbles while the history loads. */
function HistorySkeleton() {
  return (
    <div role="status" aria-label="Loading the conversation" className="flex flex-1 flex-col justify-end gap-4 p-6">
      <Skeleton className="h-10 w-2/3 rounded-2xl" />
      <Skeleton className="ml-auto h-14 w-1/2 rounded-2xl" />
      <Skeleton className="h-10 w-3/5 rounded-2xl" />
    </div>
  );
}
