// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@client/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PitchPageGuest } from '@shared/api/bookings/pitches';
import { PitchGuestSheet } from './PitchGuestSheet';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const guest: PitchPageGuest = {
  id: 3,
  name: 'Ada Lovelace',
  slug: 'ada',
  headline: 'Engineer',
  oneSheet: 'Ada builds engines.',
  portrait: null,
  talkingPoints: [],
  questions: [],
  line: 'Your listeners build things.',
  appearances: [],
  appearanceCount: 0,
};

/** Opens the request form of a pitch page made for a show (its link when given); the form's dialog. */
async function openForm(showName: string, showUrl: string | null): Promise<HTMLElement> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PitchGuestSheet guest={guest} token="a-pitch-token-of-forty-three-characters-xx" showName={showName} showUrl={showUrl} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Request this guest' }));
  return screen.findByRole('dialog', { name: 'Request Ada Lovelace' });
}

describe('a pitch page’s request form', () => {
  it('comes with the show’s name and link the pitch was made for, so the host need not type them', async () => {
    const form = await openForm('Founders Hour', 'https://founders.example/feed');
    expect((within(form).getByLabelText('Show name') as HTMLInputElement).value).toBe('Founders Hour');
    expect((within(form).getByLabelText('Show link (RSS feed or website)') as HTMLInputElement).value).toBe('https://founders.example/feed');
  });

  it('leaves the link for the host to fill when the pitch gave none', async () => {
    const form = await openForm('Founders Hour', null);
    expect((within(form).getByLabelText('Show name') as HTMLInputElement).value).toBe('Founders Hour');
    expect((within(form).getByLabelText('Show link (RSS feed or website)') as HTMLInputElement).value).toBe('');
  });
});
