// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@client/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_LINK_INVALID, type QuoteConsentView } from '@shared/api/bookings/quote-consent';
import { bookingKeys } from '../booking-keys';
import QuoteConsentPage from './QuoteConsentPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'a-quote-token-of-forty-three-characters-xxx';
const VIEW: QuoteConsentView = {
  guestName: 'Amara Okafor',
  showName: 'The Long Game',
  hostName: 'Hana Host',
  quote: 'A generous guest. We would invite her again.',
};
const THANKS = 'Thank you! Your words now show on Amara Okafor’s profile.';

/** Renders the host's page for a link the server answered with `view` (null: unknown, used or expired); the stubbed fetch. */
function renderPage(view: QuoteConsentView | null) {
  const fetch = vi.fn(async (_path: string, init?: RequestInit) => (init?.method === 'POST' ? Response.json({ message: THANKS }) : Response.json(view)));
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(bookingKeys.quoteConsent, view);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/quote/${TOKEN}`]}>
        <Routes>
          <Route path="/quote/:token" element={<QuoteConsentPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const posts = (fetch: ReturnType<typeof renderPage>) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('the host’s page to agree to be quoted', () => {
  it('shows the exact quote as it would read, with their name and show, and agrees to nothing by being opened', () => {
    const fetch = renderPage(VIEW);
    expect(screen.getByRole('heading', { level: 1, name: 'May Amara Okafor quote you?' })).toBeTruthy();
    expect(screen.getByText('“A generous guest. We would invite her again.”')).toBeTruthy();
    expect(screen.getByText('— Hana Host, The Long Game')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, quote me' })).toBeTruthy();
    expect(posts(fetch)).toEqual([]);
  });

  it('“Yes, quote me” posts the link’s consent and thanks the host', async () => {
    const fetch = renderPage(VIEW);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, quote me' }));
    expect(await screen.findByText(THANKS)).toBeTruthy();
    expect(posts(fetch).map(([path]) => path)).toEqual([`/api/quote-consent/${TOKEN}`]);
    expect(screen.queryByRole('button', { name: 'Yes, quote me' })).toBeNull();
  });

  it('says plainly when the link was used or has expired, with no button', () => {
    renderPage(null);
    expect(screen.getByText(QUOTE_LINK_INVALID)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes, quote me' })).toBeNull();
  });
});
