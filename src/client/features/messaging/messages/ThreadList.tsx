import { useState } from 'react';
import { Link } from '@client/lib/router';
import type { ThreadSummary } from '@shared/api/messaging/messages';
import { LIMITS } from '@shared/limits';
import { CountBadge } from '@client/components/ui/Badge';
import { Button } from '@client/components/ui/Button';
import { SearchInput } from '@client/components/ui/SearchInput';
import { Skeleton } from '@client/components/ui/Skeleton';
import { cn } from '@client/lib/cn';
import { useDebounced } from '@client/lib/use-debounced';
import { LoadError } from '@client/components/forms/SubpageStates';
import { counterpartName } from './Conversation';
import { type Side, useThreadList } from './message-queries';
import { rowTime } from './time-labels';

/**
 * The side's conversations, most recent first: for the team a search by client name (debounced,
 * from three characters) and more on demand. Each row links to its thread and shows the
 * last message, its time and the unread count; the open one is highlighted.
 */
export function ThreadList({ side, openThreadId }: { side: Side; openThreadId: number | null }) {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), LIMITS.searchDebounceMs);
  const q = debounced.length >= LIMITS.searchMinLength ? debounced : '';
  const list = useThreadList(side, q);
  const threads = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {side === 'team' && (
        <div className="border-b border-line p-3">
          <SearchInput
            aria-label="Search conversations by client name"
            placeholder="Search by client name"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      )}
      <div className="flex-1 overflow-y-auto">
        {list.isPending ? (
          <RowSkeletons />
        ) : list.isError ? (
          <div className="p-3">
            <LoadError title="Failed to load conversations" error={list.error} onRetry={() => list.refetch()} />
          </div>
        ) : threads.length === 0 ? (
          <EmptyList side={side} searched={q !== ''} />
        ) : (
          <ul aria-label="Conversations" className="divide-y divide-line">
            {threads.map((thread) => (
              <li key={thread.id}>
                <ThreadRow thread={thread} side={side} selected={thread.id === openThreadId} />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="flex justify-center p-3">
            <Button variant="secondary" size="sm" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
              Load more
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/** One conversation: who, the last message on one line, when, and how many are unread. */
function ThreadRow({ thread, side, selected }: { thread: ThreadSummary; side: Side; selected: boolean }) {
  const last = thread.lastMessage;
  const preview = last ? `${last.senderType === side ? 'You: ' : ''}${last.body}` : 'No messages yet';
  const unread = thread.unreadCount > 0;
  return (
    <Link
      to={`/messages/${thread.id}`}
      aria-current={selected ? 'page' : undefined}
      className={cn(
        'flex gap-3 px-4 py-3 transition-colors duration-150 hover:bg-sunken',
        selected && 'bg-accent-soft shadow-[inset_3px_0_0_var(--color-accent)] hover:bg-accent-soft',
      )}
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm text-ink', unread ? 'font-semibold' : 'font-medium')}>{counterpartName(side, thread)}</span>
          <time dateTime={thread.lastMessageAt} className="shrink-0 text-xs text-muted">
            {rowTime(thread.lastMessageAt)}
          </time>
        </div>
        <div className="mt-0.5 flex items-center gap-2">
          <span className={cn('flex-1 truncate text-sm', unread ? 'text-ink' : 'text-muted')}>{preview}</span>
          <span aria-hidden="true">
            <CountBadge count={thread.unreadCount} />
          </span>
          {unread && <span className="sr-only">, {thread.unreadCount} unread</span>}
        </div>
      </div>
    </Link>
  );
}

/** What an empty list says: nothing found for a search, or no conversations yet and how one starts. */
function EmptyList({ side, searched }: { side: Side; searched: boolean }) {
  return (
    <div className="px-6 py-12 text-center">
      <p className="font-display text-lg text-ink">{searched ? 'No matching conversations' : 'No conversations yet'}</p>
      <p className="mt-2 text-sm text-ink-soft">
        {searched
          ? 'No client with a conversation matches that name.'
          : side === 'team'
            ? 'When a client writes to the team, the conversation appears here.'
            : 'Write to your agency team: your conversation will appear here.'}
      </p>
    </div>
  );
}

/** Placeholder rows while the list loads. */
function RowSkeletons() {
  return (
    <div role="status" aria-label="Loading conversations" className="divide-y divide-line">
      {['a', 'b', 'c', 'd'].map((row) => (
        <div key={row} className="space-y-2 px-4 py-3">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3.5 w-5/6" />
        </div>
      ))}
    </div>
  );
}
