import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@client/lib/router';
import type { SessionUser } from '@shared/api/session-user';
import { messagingSide } from '@shared/permissions';
import { getLiveStatus, onLive, startLiveSocket, stopLiveSocket, subscribeLiveStatus } from '../messages/live-socket';
import { LIVE_QUERY_META, queryKeys } from '@client/lib/query-keys';
import { notifyNewMessage } from './notify';

/** Who the live socket is for: a new user, impersonation or client reconnects it with the new session. */
function accountKey(user: SessionUser): string {
  return [user.id, user.originalUser?.id ?? '', user.isImpersonating, user.clientId ?? ''].join(':');
}

/**
 * The signed-in user's live messaging, mounted once in the signed-in layout: opens the live socket
 * for users with a messaging side (it exists only for a signed-in user) and closes it on
 * sign-out; new and read messages refresh every messages query but the open conversation (which
 * the events update in place), and so does each (re)connection, which may follow missed events; a
 * new message for the user is notified (toast, sound, browser notification). Renders nothing.
 */
export function LiveMessaging({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const side = messagingSide(user);
  const key = accountKey(user);
  // the handlers read the latest page and user without resubscribing
  const current = useRef({ user, pathname, navigate });
  current.current = { user, pathname, navigate };

  useEffect(() => {
    if (side === null) return;
    void startLiveSocket(key);
    return () => stopLiveSocket();
  }, [key, side]);

  useEffect(() => {
    if (side === null) return;
    const refresh = () =>
      void queryClient.invalidateQueries({
        queryKey: queryKeys.messages,
        predicate: (query) => !(query.meta?.keptLive === LIVE_QUERY_META.keptLive && query.getObserversCount() > 0),
      });
    const unsubscribe = [
      // events sent while the socket was away are lost: everything, the open conversation too, is read again
      subscribeLiveStatus(() => {
        if (getLiveStatus() === 'connected') void queryClient.invalidateQueries({ queryKey: queryKeys.messages });
      }),
      onLive('new_message', (message) => {
        refresh();
        const { user, pathname, navigate } = current.current;
        notifyNewMessage(message, { user, pathname, openThread: (threadId) => navigate(`/messages/${threadId}`) });
      }),
      onLive('message_read', refresh),
      onLive('messages_read', refresh),
    ];
    return () => {
      for (const off of unsubscribe) off();
    };
  }, [queryClient, side]);

  return null;
}
