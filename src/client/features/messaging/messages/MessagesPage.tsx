import { MessagesSquare } from 'lucide-react';
import { Navigate, useLocation, useParams } from '@client/lib/router';
import { SignInFirst } from '@client/components/layout/SignInFirst';
import { messagingSide } from '@shared/permissions';
import { PageSpinner } from '@client/components/ui/Spinner';
import { cn } from '@client/lib/cn';
import { useCurrentUser } from '@client/lib/use-current-user';
import { Conversation } from './Conversation';
import { type Side, useThreadList } from './message-queries';
import { NotificationSettings } from './NotificationSettings';
import { ThreadList } from './ThreadList';

/**
 * /messages and /messages/{threadId}: team messaging. The conversations on the left
 * (their own view on phones) and the open one on the right. The team side (admins and owners
 * not viewing as a client, team members) sees every conversation it may; the client side (a
 * guest, or an admin viewing as a client) has one conversation with the team, opened directly.
 * Signed-out visitors go to sign in and come back; accounts of neither side are told messages are not for them.
 */
export default function MessagesPage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <SignInFirst />;
  const side = messagingSide(user);
  if (!side) return <Unavailable />;
  return <Messages side={side} clientId={user.clientId} />;
}

/** The page once the side is known. */
function Messages({ side, clientId }: { side: Side; clientId: number | null }) {
  const { threadId: param } = useParams();
  const location = useLocation();
  const threadId = param && /^\d{1,10}$/.test(param) ? Number(param) : null;
  // On phones the list is a view of its own: the team's page without an open thread.
  const listOnPhones = side === 'team' && threadId === null;
  const focusComposer = (location.state as { focusComposer?: boolean } | null)?.focusComposer === true;
  return (
    <div className="flex h-[calc(100dvh-var(--sticky-top))] min-h-96 bg-canvas">
      <div
        className={cn('min-w-0 flex-col border-line bg-surface lg:flex lg:w-80 lg:shrink-0 lg:border-r', listOnPhones ? 'flex flex-1 lg:flex-none' : 'hidden')}
      >
        <div className="flex min-h-16 items-center justify-between gap-2 border-b border-line px-4">
          <h1 className="truncate font-display text-2xl text-ink">{side === 'team' ? 'Team Messages' : 'Messages'}</h1>
          <NotificationSettings />
        </div>
        <ThreadList side={side} openThreadId={threadId} />
      </div>
      <div className={cn('min-w-0 flex-1 flex-col', listOnPhones ? 'hidden lg:flex' : 'flex')}>
        {threadId !== null ? (
          <Conversation key={threadId} side={side} threadId={threadId} clientId={clientId} focusComposer={focusComposer} />
        ) : side === 'client' ? (
          <ClientStart clientId={clientId} />
        ) : (
          <NothingOpen />
        )}
      </div>
    </div>
  );
}

/** The client side on /messages: its conversation opened, or a new one when it has none yet. */
function ClientStart({ clientId }: { clientId: number | null }) {
  const list = useThreadList('client', '');
  const first = list.data?.pages[0]?.items[0];
  if (first) return <Navigate to={`/messages/${first.id}`} replace />;
  if (list.isPending) return <PageSpinner label="Loading your conversation…" />;
  return <Conversation side="client" threadId={null} clientId={clientId} />;
}

/** The right-hand side on wide screens before a conversation is chosen. */
function NothingOpen() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <MessagesSquare className="size-10 text-muted" aria-hidden="true" />
      <p className="font-display text-xl text-ink">Choose a conversation</p>
      <p className="max-w-sm text-sm text-ink-soft">Pick a client on the left to read and answer their messages.</p>
    </div>
  );
}

/** For signed-in accounts that belong to neither side of team messaging. */
function Unavailable() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <MessagesSquare className="size-10 text-muted" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl text-ink">Messages aren’t available for your account</h1>
      <p className="mt-3 text-ink-soft">Team messaging links an agency team with its clients. Your account is not part of either side.</p>
    </div>
  );
}
