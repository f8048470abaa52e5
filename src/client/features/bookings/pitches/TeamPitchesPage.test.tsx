// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from '@client/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '@tests/fixtures/session-user';
import { renderRouted } from '@tests/helpers/render-routed';
import type { SessionUser } from '@shared/api/session-user';
import { queryKeys } from '@client/lib/query-keys';
import { RequireAdmin } from '@client/features/operations/admin/RequireAdmin';
import TeamPitchesPage from './TeamPitchesPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const team = sessionUser({ role: 'team', clientId: 3, clientSlug: 'ada' });
const guest = sessionUser({ role: 'guest', clientId: 3, clientSlug: 'ada' });

/** The addresses the page called. */
let called: string[] = [];

/** Renders the console's /admin/pitches and the panel's /profile/ada/pitches for this user, at `path`; the server answers an empty list and one guest to pick. */
function renderAt(user: SessionUser, path: string) {
  called = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      called.push(url);
      if (url.startsWith('/api/admin/pitches/guest-options')) return Response.json([{ id: 3, name: 'Ada Lovelace', slug: 'ada', archived: false }]);
      if (url.startsWith('/api/admin/pitches')) return Response.json({ items: [], total: 0, totalCapped: false, page: 1, pageSize: 25 });
      return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(queryKeys.user, user);
  return renderRouted(
    <>
      <Route path="/admin/pitches" element={<RequireAdmin>The console’s pitch pages</RequireAdmin>} />
      <Route path="/profile/:slug/pitches" element={<TeamPitchesPage />} />
    </>,
    path,
    queryClient,
  );
}

describe('pitch pages for a team member', () => {
  it('open in their panel, and the console’s address leads there', async () => {
    const router = renderAt(team, '/admin/pitches');
    await waitFor(() => expect(router.location.pathname).toBe('/profile/ada/pitches'));
    expect(await screen.findByRole('heading', { name: 'Pitch Pages' })).toBeTruthy();
    expect(screen.queryByText('The console’s pitch pages')).toBeNull();
  });

  it('build a pitch from the guests they may pitch, never the admins’ list of every client', async () => {
    renderAt(team, '/profile/ada/pitches');
    fireEvent.click(await screen.findByRole('button', { name: 'New pitch page' }));
    await waitFor(() => expect(called.some((url) => url.startsWith('/api/admin/pitches/guest-options'))).toBe(true));
    expect(called.some((url) => url.startsWith('/api/admin/client-options'))).toBe(false);
  });

  it('are not a guest’s: Page Not Found', async () => {
    renderAt(guest, '/profile/ada/pitches');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pitch Pages' })).toBeNull();
  });
});
