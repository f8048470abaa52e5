// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from '@client/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shared/api/session-user';
import { messagingSide } from '@shared/permissions';
import { messageKeys } from '@client/features/messaging/messages/message-queries';
import { queryKeys } from '@client/lib/query-keys';
import { renderRouted } from '@tests/helpers/render-routed';
import { Sidebar } from './Sidebar';
import { sessionUser } from '@tests/fixtures/session-user';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner = sessionUser({ name: 'Olivia Owner', email: 'owner@x.test', role: 'owner' });

/** Renders the sidebar at `path` with the user, settings and page access already known (no network). */
function renderSidebar(user: SessionUser, path: string, unreadMessages = 0, drawer = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200 })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(queryKeys.user, user);
  queryClient.setQueryData(queryKeys.settings, []);
  queryClient.setQueryData(queryKeys.pageAccess, [{ pagePath: '/admin/users', visible: false }]);
  const side = messagingSide(user);
  if (side) queryClient.setQueryData(messageKeys.unread(side), { items: [], total: 0, nextOffset: null, unreadTotal: unreadMessages });
  return renderRouted(<Route path="*" element={<Sidebar user={user} collapsed={false} onCollapse={() => undefined} drawer={drawer} />} />, path, queryClient);
}

const groupButton = (name: string) => screen.getByRole('button', { name });

describe('Sidebar', () => {
  it('opens one group at a time and goes to its first child after 100 ms', async () => {
    const router = renderSidebar(owner, '/admin');
    fireEvent.click(groupButton('Settings'));
    expect(groupButton('Settings').getAttribute('aria-expanded')).toBe('true');
    expect(router.location.pathname).toBe('/admin');
    await waitFor(() => expect(router.location.pathname).toBe('/admin/activity-dashboard'));
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();

    fireEvent.click(groupButton('Assets pages'));
    await waitFor(() => expect(groupButton('Settings').getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(router.location.pathname).toBe('/admin/assets'));
  });

  it('as the phone menu, shows every group open, and a group button only folds or unfolds it', async () => {
    const router = renderSidebar(owner, '/admin', 0, true);
    expect(groupButton('Settings').getAttribute('aria-expanded')).toBe('true');
    expect(groupButton('Assets pages').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Episodes' }).getAttribute('href')).toBe('/admin/episodes');

    fireEvent.click(groupButton('Assets pages'));
    expect(groupButton('Assets pages').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Episodes' })).toBeNull();
    fireEvent.click(groupButton('Assets pages'));
    expect(screen.getByRole('link', { name: 'Episodes' })).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(router.location.pathname).toBe('/admin');
  });

  it('closes the group of the current page when asked', async () => {
    renderSidebar(owner, '/admin/test');
    expect(groupButton('Settings').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(groupButton('Settings'));
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(groupButton('Settings').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the unread badge on Team Messages, capped at 99+, and none at zero', () => {
    renderSidebar(owner, '/admin', 120);
    expect(screen.getByRole('link', { name: /Team Messages/ }).textContent).toContain('99+');
    cleanup();
    renderSidebar(owner, '/admin', 0);
    expect(screen.getByRole('link', { name: 'Team Messages' }).textContent).toBe('Team Messages');
  });

  it('marks Team Messages current in an open conversation too', () => {
    renderSidebar(owner, '/messages/12');
    expect(screen.getByRole('link', { name: 'Team Messages' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Directory' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows a guest and a team member the unread count on Messages, current in an open conversation too', () => {
    for (const role of ['guest', 'team'] as const) {
      renderSidebar(sessionUser({ role, clientSlug: 'ada', clientId: 3 }), '/messages/12', 4);
      const messages = screen.getByRole('link', { name: /^Messages/ });
      expect([messages.getAttribute('href'), messages.textContent, messages.getAttribute('aria-current')]).toEqual(['/messages', 'Messages4', 'page']);
      cleanup();
    }
  });

  it('asks before logging out', () => {
    renderSidebar(owner, '/admin');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure you want to logout?' })).toBeTruthy();
    expect(screen.getByText('You will be logged out of your current session and redirected to the homepage.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('disables Logout while impersonating', () => {
    renderSidebar({ ...owner, role: 'guest', clientSlug: 'ada', clientId: 3, isImpersonating: true, originalUser: owner }, '/profile/ada');
    expect((screen.getByRole('button', { name: 'Logout' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
