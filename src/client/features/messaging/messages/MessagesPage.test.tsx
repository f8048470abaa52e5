// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { Route } from '@client/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '@tests/fixtures/session-user';
import type { SessionUser } from '@shared/api/session-user';
import { renderRouted } from '@tests/helpers/render-routed';
import { queryKeys } from '@client/lib/query-keys';
import MessagesPage from './MessagesPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders /messages for a known user (null: signed out); any request answers an empty list. */
function renderPage(user: SessionUser | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ items: [], total: 0, nextOffset: null, unreadTotal: 0 }), { status: 200 })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(queryKeys.user, user);
  return renderRouted(
    <>
      <Route path="/messages/:threadId?" element={<MessagesPage />} />
      <Route path="/login" element={<p>Sign in</p>} />
    </>,
    '/messages',
    queryClient,
  );
}

describe('MessagesPage', () => {
  it('sends a signed-out visitor to /login', () => {
    const router = renderPage(null);
    expect(router.location.pathname).toBe('/login');
  });

  it('tells an account of neither side that messages are not for it', () => {
    renderPage(sessionUser({ role: 'guest', clientId: null }));
    expect(screen.getByRole('heading', { name: 'Messages aren’t available for your account' })).toBeTruthy();
  });

  it('shows the team its conversations, and says how one starts when there are none', async () => {
    renderPage(sessionUser({ role: 'admin' }));
    expect(screen.getByRole('heading', { name: 'Team Messages' })).toBeTruthy();
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByText('When a client writes to the team, the conversation appears here.')).toBeTruthy();
  });
});
