// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@client/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPitch } from '@shared/api/bookings/pitches';
import PitchesPage from './PitchesPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A pitch as the list answers it, live unless `fields` say otherwise. */
function listed(id: number, showName: string, fields: Partial<AdminPitch> = {}): AdminPitch {
  return {
    id,
    showName,
    showUrl: null,
    guests: [{ id: 3, name: 'Ada Lovelace', slug: 'ada' }],
    createdBy: 'agent@example.com',
    createdAt: inDays(-2),
    expiresAt: inDays(20),
    revokedAt: null,
    opens: 4,
    downloads: 1,
    requests: 0,
    ...fields,
  };
}

/** The calls the page made, as "METHOD address". */
let called: string[] = [];
const NEW_LINK = 'https://podium.example/pitch/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

/** Renders /admin/pitches with a live and a revoked pitch; the server answers a new link for the live one. */
function renderPage() {
  called = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      called.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/admin/pitches/5/new-link') return Response.json({ id: 5, link: NEW_LINK, expiresAt: inDays(20) });
      if (url.startsWith('/api/admin/pitches')) {
        const items = [listed(5, 'Founders Hour'), listed(6, 'Old Show', { revokedAt: inDays(-1) })];
        return Response.json({ items, total: items.length, totalCapped: false, page: 1, pageSize: 25 });
      }
      return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/pitches']}>
        <Routes>
          <Route path="/admin/pitches" element={<PitchesPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The actions a row's menu offers. */
async function actionsOf(showName: string): Promise<HTMLElement[]> {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${showName}` }));
  return screen.findAllByRole('menuitem');
}

describe('the agency’s pitch pages', () => {
  it('give a live pitch a new link after saying the old one stops working, shown once with a Copy button', async () => {
    renderPage();
    const actions = await actionsOf('Founders Hour');
    fireEvent.click(actions.find((item) => item.textContent === 'New link')!);
    const dialog = await screen.findByRole('dialog', { name: 'Make a new link?' });
    expect(within(dialog).getByText(/that you sent before stops working at once/)).toBeTruthy();
    expect(called.some((call) => call.includes('/new-link'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new pitch link' });
    expect((within(shown).getByLabelText('Pitch link') as HTMLInputElement).value).toBe(NEW_LINK);
    expect(within(shown).getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(called).toContain('POST /api/admin/pitches/5/new-link');
  });

  it('offer no new link for a revoked pitch', async () => {
    renderPage();
    const actions = await actionsOf('Old Show');
    expect(actions.map((item) => item.textContent)).toEqual(['Timeline']);
  });
});
