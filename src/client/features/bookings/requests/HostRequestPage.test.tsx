// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@client/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_REQUEST_ANSWERED,
  BOOKING_REQUEST_CONFIRMED,
  type BookingProgress,
  HOST_LINK_INVALID,
  type HostRequestAnswer,
  type HostRequestView,
} from '@shared/api/bookings/requests';
import { bookingKeys } from '../booking-keys';
import HostRequestPage from './HostRequestPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'a-host-token-of-forty-three-characters-xxxx';
const LATER = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();

/** A confirmed request waiting on the agency, as the host's link answers it. */
const waiting: HostRequestView = {
  status: 'requested',
  guest: { name: 'Amara Okafor', slug: 'amara-okafor' },
  hostName: 'Hana Host',
  showName: 'The Long Game',
  showUrl: 'https://long-game.example.test/feed',
  audienceSize: null,
  topic: 'Leading through change',
  slots: [LATER],
  timeZone: 'Europe/London',
  format: 'audio',
  setting: 'remote',
  message: '',
  createdAt: '2026-01-05T10:00:00.000Z',
  confirmedAt: '2026-01-05T10:05:00.000Z',
  notes: [],
  // the fields the page reads of a booking waiting on the agency
  booking: { status: 'requested', slot: null, holdExpiresAt: null, holdAwaiting: null, recordingLink: null, declineReason: null } as BookingProgress,
  proposals: [],
  showVerified: false,
  canProveShow: false,
  personTag: null,
};

/** A line of the thread, by the agency or the host. */
const line = (author: 'agency' | 'host', kind: 'question' | 'proposal' | 'reply', createdAt: string, slots: string[] | null = null) => ({
  author,
  kind,
  body: `A ${kind}.`,
  slots,
  createdAt,
});

/** Renders the host's page for a link the server answered with `answer` (null: unknown). */
function renderPage(answer: HostRequestAnswer | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(bookingKeys.hostRequest(TOKEN), answer);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/requests/${TOKEN}`]}>
        <Routes>
          <Route path="/requests/:token" element={<HostRequestPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the host’s page of a closed request', () => {
  it('says the request was declined, with the reason, and leads to the guest’s profile to ask again', () => {
    renderPage({ closed: 'declined', guest: waiting.guest, showName: waiting.showName, declineReason: 'Amara is travelling all spring.', cancelled: null });
    expect(screen.getByRole('heading', { name: 'This request was declined' })).toBeTruthy();
    expect(screen.getByText('Amara is travelling all spring.')).toBeTruthy();
    expect(screen.getByText(/Amara Okafor can’t be on The Long Game this time/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Amara Okafor’s profile' }).getAttribute('href')).toBe('/profile/amara-okafor');
    expect(screen.queryByText(HOST_LINK_INVALID)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the host withdrew it, and leads to the guest’s profile for a new request', () => {
    renderPage({ closed: 'withdrawn', guest: waiting.guest, showName: waiting.showName, declineReason: null, cancelled: null });
    expect(screen.getByRole('heading', { name: 'You withdrew this request' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Amara Okafor’s profile' }).getAttribute('href')).toBe('/profile/amara-okafor');
    expect(screen.queryByText(HOST_LINK_INVALID)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['cancelled', 'This booking was cancelled', /The agency cancelled Amara Okafor’s booking/],
    ['expired', 'This hold ran out', /ran out before it was confirmed, and it is released/],
  ] as const)('says the booking closed (%s) in words, not that the link is invalid', (closed, heading, what) => {
    renderPage({ closed, guest: waiting.guest, showName: waiting.showName, declineReason: null, cancelled: null });
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(what)).toBeTruthy();
    expect(screen.queryByText(HOST_LINK_INVALID)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('still calls an unknown link invalid', () => {
    renderPage(null);
    expect(screen.getByText(HOST_LINK_INVALID)).toBeTruthy();
  });
});

describe('the host’s page while the request waits', () => {
  it('says the agency will answer until it has', () => {
    renderPage({ ...waiting, notes: [line('agency', 'question', '2026-01-06T09:00:00.000Z'), line('host', 'reply', '2026-01-06T10:00:00.000Z')] });
    expect(screen.getByText(BOOKING_REQUEST_CONFIRMED)).toBeTruthy();
  });

  it('stops saying the agency will answer once it proposed times after the host’s last line: the host picks one', () => {
    renderPage({
      ...waiting,
      notes: [line('host', 'reply', '2026-01-06T09:00:00.000Z'), line('agency', 'proposal', '2026-01-06T10:00:00.000Z', [LATER])],
      proposals: [LATER],
    });
    expect(screen.queryByText(/will answer you by email/)).toBeNull();
    expect(screen.getByText('The agency proposed other times: please pick one below.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pick one of these times' })).toBeTruthy();
  });

  it('stops saying the agency will answer once it asked something: the host replies', () => {
    renderPage({ ...waiting, notes: [line('agency', 'question', '2026-01-06T10:00:00.000Z')] });
    expect(screen.queryByText(/will answer you by email/)).toBeNull();
    expect(screen.getByText(BOOKING_REQUEST_ANSWERED)).toBeTruthy();
  });
});

describe('the host’s page on a phone', () => {
  it('lets a long show address break anywhere, in the details and in “Prove the show is yours”, so the page never scrolls sideways (the recording-details flow measures it at 390 px)', () => {
    const showUrl = `https://shows.example.test/${'The%20Long%20Game%20'.repeat(6)}`;
    renderPage({ ...waiting, showUrl, canProveShow: true });
    expect(screen.getByRole('heading', { name: 'Prove the show is yours' })).toBeTruthy();
    const shown = screen.getAllByText(showUrl);
    expect(shown).toHaveLength(2);
    for (const element of shown) expect(element.className).toContain('break-all');
  });
});

describe('the host’s page after the recording time', () => {
  const past = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  const confirmedPast = {
    ...waiting,
    booking: { ...waiting.booking!, status: 'confirmed', slot: past, recordingMinutes: 60, noShow: null } as BookingProgress,
  };

  it('offers to say the guest did not show up, asking first', async () => {
    renderPage(confirmedPast);
    fireEvent.click(screen.getByRole('button', { name: 'Amara Okafor did not show up' }));
    expect(await screen.findByRole('dialog', { name: 'Amara Okafor did not show up?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tell the agency' })).toBeTruthy();
  });

  it('says a no-show is noted instead, once anyone noted one; and offers nothing before the time', () => {
    renderPage({ ...confirmedPast, booking: { ...confirmedPast.booking!, noShow: { who: 'guest', by: 'agency', at: past } } });
    expect(screen.getByText(/A no-show is noted for this recording/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /did not show up/ })).toBeNull();
    cleanup();
    renderPage({ ...confirmedPast, booking: { ...confirmedPast.booking!, slot: LATER } });
    expect(screen.queryByRole('button', { name: /did not show up/ })).toBeNull();
  });
});

describe('the host’s page of a time held for them', () => {
  it('offers the held time for their calendar beside the confirm', () => {
    const booking = {
      ...waiting.booking!,
      status: 'held',
      slot: LATER,
      holdAwaiting: 'host',
      holdExpiresAt: LATER,
      recordingMinutes: 60,
      noShow: null,
    } as BookingProgress;
    renderPage({ ...waiting, booking });
    expect(screen.getByRole('link', { name: 'Add the held time to my calendar (.ics)' }).getAttribute('href')).toBe('?open=calendar');
    expect(screen.getByRole('button', { name: 'Confirm this time' })).toBeTruthy();
  });
});

describe('the host’s page of a time held in line', () => {
  const held = { ...waiting.booking!, status: 'held', slot: LATER, holdExpiresAt: LATER, recordingMinutes: 60, noShow: null } as BookingProgress;

  it('tells a host in line their place, and offers no confirm or calendar until the time comes free', () => {
    renderPage({ ...waiting, booking: { ...held, holdAwaiting: null, holdExpiresAt: null, line: { place: 2, holds: 3, challengeDueAt: null } } });
    expect(
      screen.getByText(/^Another show holds .* first: you are second in line\. If it comes free, it is held for you and we will tell you by email\.$/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm this time' })).toBeNull();
    expect(screen.queryByRole('link', { name: /calendar/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw my request' })).toBeTruthy();
  });

  it('asks a challenged first host to confirm or release by the deadline, and says releasing passes the time on', async () => {
    renderPage({ ...waiting, booking: { ...held, holdAwaiting: 'host', line: { place: 1, holds: 2, challengeDueAt: LATER } } });
    expect(
      screen.getByText(/Another show has asked for it: please confirm it or release it by .*; after that it passes to the next show in line\.$/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm this time' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Release this time' }));
    expect(await screen.findByRole('dialog', { name: 'Release this time?' })).toBeTruthy();
    expect(screen.getByText(/The time passes to the next show in line/)).toBeTruthy();
  });
});

describe('the host’s page of a recording to reconfirm', () => {
  const confirmed = { ...waiting.booking!, status: 'confirmed', slot: LATER, holdAwaiting: null, recordingMinutes: 60, noShow: null } as BookingProgress;

  it('offers one button until the host has reconfirmed, then says so', () => {
    renderPage({ ...waiting, booking: { ...confirmed, reconfirmation: { host: false, guest: false } } });
    expect(screen.getByText(/Please reconfirm it below\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, it still stands' })).toBeTruthy();
    cleanup();
    renderPage({ ...waiting, booking: { ...confirmed, reconfirmation: { host: true, guest: false } } });
    expect(screen.queryByRole('button', { name: 'Yes, it still stands' })).toBeNull();
    expect(screen.getByText(/You reconfirmed it\.$/)).toBeTruthy();
  });
});

describe('the host’s page of a confirmed recording ahead', () => {
  const confirmed = { ...waiting.booking!, status: 'confirmed', slot: LATER, holdAwaiting: null, recordingMinutes: 60, noShow: null } as BookingProgress;

  it('offers to cancel it, asking why before anything is sent', async () => {
    renderPage({ ...waiting, booking: confirmed });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the recording' }));
    expect(screen.getByLabelText(/Why cancel\? The agency and the guest read this/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel the recording' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByLabelText(/Why cancel\?/)).toBeNull();
  });

  it('once the guest cancelled, says who and why', () => {
    renderPage({
      closed: 'cancelled',
      guest: waiting.guest,
      showName: waiting.showName,
      declineReason: null,
      cancelled: { by: 'guest', reason: 'A family matter.' },
    });
    expect(screen.getByText(/^Amara Okafor cancelled their booking on The Long Game/)).toBeTruthy();
    expect(screen.getByText('A family matter.')).toBeTruthy();
  });
});
