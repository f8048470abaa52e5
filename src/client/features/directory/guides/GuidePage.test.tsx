// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@client/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestGuestButton } from '@client/features/bookings/requests/RequestGuestButton';
import GuidePage from './GuidePage';

afterEach(cleanup);

/** The text a visitor reads on a guide's page. */
function guideText(id: string): string {
  render(
    <MemoryRouter initialEntries={[`/guides/${id}`]}>
      <Routes>
        <Route path="/guides/:id" element={<GuidePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('article').textContent ?? '';
}

/** The label of the button a host presses on a guest's profile. */
function requestButtonLabel(): string {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RequestGuestButton guest={{ id: 1, name: 'Amara Okafor' }} />
    </QueryClientProvider>,
  );
  const label = screen.getByRole('button').textContent ?? '';
  cleanup();
  return label;
}

describe('the booking guide', () => {
  it('walks hosts through the button on a profile, not a mail to the address at the foot of the page', () => {
    const label = requestButtonLabel();
    const text = guideText('booking');
    expect(text).toContain(`“${label}”`);
    expect(text).not.toMatch(/foot of every page|address at the foot|footer/i);
  });

  it('follows the request to its end: the link by email, the agency’s times, the hold, the invitation and the feedback', () => {
    const text = guideText('booking');
    for (const step of ['private link', 'time zone', 'before the hold runs out', 'calendar invitation', 'feedback']) expect(text).toContain(step);
  });
});
