// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from '@client/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '@tests/fixtures/session-user';
import type { SessionUser } from '@shared/api/session-user';
import { dismissToast, getToasts } from '@client/components/ui/toast-store';
import { LiveMessaging } from './LiveMessaging';
import { messageOf } from '@tests/fixtures/message';
import { guestOf7 } from './test-messages';

const live = vi.hoisted(() => ({
  handlers: new Map<string, Set<(payload: unknown) => void>>(),
  startLiveSocket: vi.fn(async (_key: string) => undefined),
  stopLiveSocket: vi.fn(),
  status: 'disconnected' as 'connected' | 'disconnected',
  statusListeners: new Set<() => void>(),
}));

vi.mock('../messages/live-socket', () => ({
  startLiveSocket: live.startLiveSocket,
  stopLiveSocket: live.stopLiveSocket,
  getLiveStatus: () => live.status,
  subscribeLiveStatus: (listener: () => void) => {
    live.statusListeners.add(listener);
    return () => live.statusListeners.delete(listener);
  },
  onLive: (event: string, handler: (payload: unknown) => void) => {
    const set = live.handlers.get(event) ?? new Set();
    live.handlers.set(event, set);
    set.add(handler);
    return () => set.delete(handler);
  },
}));

const emit = (event: string, payload: unknown) =>
  act(() => {
    for (const handler of live.handlers.get(event) ?? []) handler(payload);
  });

let queryClient: QueryClient;
const ui = (user: SessionUser) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter initialEntries={['/profile/grace']}>
      <LiveMessaging user={user} />
    </MemoryRouter>
  </QueryClientProvider>
);

beforeEach(() => {
  queryClient = new QueryClient();
  live.handlers.clear();
  live.statusListeners.clear();
  live.status = 'disconnected';
  live.startLiveSocket.mockClear();
  live.stopLiveSocket.mockClear();
  localStorage.setItem('notifications-sound-enabled', 'false');
});

afterEach(() => {
  cleanup();
  for (const t of getToasts()) dismissToast(t.id);
  localStorage.clear();
});

describe('LiveMessaging', () => {
  it('opens the socket for a user with a messaging side, reconnects for another account, closes on unmount', () => {
    const view = render(ui(guestOf7));
    expect(live.startLiveSocket).toHaveBeenCalledTimes(1);
    const firstKey = live.startLiveSocket.mock.calls[0][0];
    // the same account, refetched: no reconnection
    view.rerender(ui({ ...guestOf7 }));
    expect(live.startLiveSocket).toHaveBeenCalledTimes(1);
    // an admin viewing as the client is another session
    view.rerender(ui(sessionUser({ id: 3, isImpersonating: true, clientId: 7, originalUser: sessionUser({ id: 3 }) })));
    expect(live.stopLiveSocket).toHaveBeenCalledTimes(1);
    expect(live.startLiveSocket).toHaveBeenCalledTimes(2);
    expect(live.startLiveSocket.mock.calls[1][0]).not.toBe(firstKey);
    view.unmount();
    expect(live.stopLiveSocket).toHaveBeenCalledTimes(2);
  });

  it('no socket for a user of neither side', () => {
    render(ui(sessionUser({ role: 'guest', clientId: null })));
    expect(live.startLiveSocket).not.toHaveBeenCalled();
    expect(live.handlers.size).toBe(0);
  });

  it('new and read messages refresh every messages query; a new message for the user shows a toast', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(ui(guestOf7));
    emit('message_read', { threadId: 40, messageId: 1 });
    emit('messages_read', { threadId: 40, messageIds: [1, 2] });
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenLastCalledWith(expect.objectContaining({ queryKey: ['messages'] }));
    emit('new_message', messageOf({ recipientId: 8 }));
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(getToasts()).toEqual([]);
    emit('new_message', messageOf());
    expect(getToasts().map((t) => t.title)).toEqual(['New message from Adrian Cole']);
  });

  it('an event refreshes the lists but not the open conversation, which it updates in place; a (re)connection refreshes both', async () => {
    const list = ['messages', 'threads', 'team', 'list', ''];
    const history = ['messages', 'history', 40];
    const shown = [
      new QueryObserver(queryClient, { queryKey: list, queryFn: async () => 'list', staleTime: Number.POSITIVE_INFINITY }),
      new QueryObserver(queryClient, { queryKey: history, queryFn: async () => 'history', staleTime: Number.POSITIVE_INFINITY, meta: { keptLive: true } }),
    ];
    const stops = shown.map((observer) => observer.subscribe(() => undefined));
    await vi.waitFor(() => expect(queryClient.getQueryData(history)).toBe('history'));
    render(ui(guestOf7));
    emit('message_read', { threadId: 40, messageId: 1 });
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(history)?.isInvalidated).toBe(false);
    await act(async () => {
      live.status = 'connected';
      for (const listener of live.statusListeners) listener();
    });
    await vi.waitFor(() => expect(queryClient.getQueryState(history)?.dataUpdateCount).toBe(2));
    for (const stop of stops) stop();
  });
});
