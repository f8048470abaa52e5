import { MessagesSquare } from 'lucide-react';
import { Link } from '@client/lib/router';
import { buttonClass } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { useThreadList } from './message-queries';

/**
 * For the client side (the Team page): its conversation with the agency team, with how many
 * messages are unread and a link to open it; nothing before the first message.
 */
export function ConversationLink() {
  const list = useThreadList('client', '');
  const thread = list.data?.pages[0]?.items[0];
  if (!thread) return null;
  return (
    <Card className="flex flex-wrap items-center gap-x-4 gap-y-3 p-5">
      <MessagesSquare className="size-6 shrink-0 text-accent" aria-hidden="true" />
      <div className="min-w-48 flex-1">
        <h2 className="font-display text-lg text-ink">Your conversation with the team</h2>
        <p className="text-sm text-ink-soft">
          {thread.unreadCount > 0
            ? `${thread.unreadCount} unread ${thread.unreadCount === 1 ? 'message' : 'messages'}`
            : 'Everything the team and you wrote, in one place.'}
        </p>
      </div>
      <Link to={`/messages/${thread.id}`} className={buttonClass('secondary', 'sm')}>
        Open conversation
      </Link>
    </Card>
  );
}
