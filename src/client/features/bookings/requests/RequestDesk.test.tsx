// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@client/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxRequest, REQUESTED_PROGRESS } from '@tests/helpers/fixtures/bookings/inbox-request';
import { RequestDesk } from './RequestDesk';

// the agency's browser is in New York; the host asked in London time
vi.mock('./slot-times', async (original) => ({ ...(await original<typeof import('./slot-times')>()), browserTimeZone: () => 'America/New_York' }));

afterEach(cleanup);

function load(request: ReturnType<typeof inboxRequest>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RequestDesk request={request} onChanged={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the desk of one request', () => {
  it('gives times in the reader’s zone, says so once, and puts the host’s time beside the times offered', () => {
    load(inboxRequest({ timeZone: 'Europe/London', hostName: 'Hana Host', slots: ['2030-12-03T14:00:00.000Z', '2030-12-04T15:30:00.000Z'] }));
    expect(screen.getByText(/^Times in New York time\. Hana Host is on London time, Grace Guest on London time\.$/)).toBeTruthy();
    const hold = screen.getByRole('group', { name: /Time to hold/ });
    expect(within(hold).getByLabelText('Tue, Dec 3, 2030, 9:00 AM · 2:00 PM in London')).toBeTruthy();
    expect(screen.getAllByText('Wed, Dec 4, 2030, 10:30 AM · 3:30 PM in London').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/Europe\/London|America\/New_York/);
  });

  it('marks a time that clashes with the guest’s calendar, and asks for the guest’s zone when it is not set', () => {
    load(
      inboxRequest({
        timeZone: 'Europe/London',
        guestTimeZone: null,
        slots: ['2030-12-03T14:00:00.000Z'],
        guestCalendar: [
          {
            bookingId: 9,
            showName: 'Other Pod',
            status: 'confirmed',
            slot: '2030-12-03T14:30:00.000Z',
            recordingMinutes: 60,
            holdExpiresAt: null,
            inLineBehind: null,
          },
        ],
      }),
    );
    expect(screen.getByLabelText('Tue, Dec 3, 2030, 9:00 AM · 2:00 PM in London · clashes with Other Pod')).toBeTruthy();
    expect(screen.getByText(/This time overlaps Other Pod \(confirmed\) on Grace Guest’s calendar/)).toBeTruthy();
    expect(screen.getByText(/Grace Guest’s time zone is not set/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set it on their Bookings page' }).getAttribute('href')).toBe('/profile/grace-guest/bookings');
  });
});

describe('a confirmed booking whose time has passed', () => {
  const past = new Date(Date.now() - 3_600_000).toISOString();
  const booking = { ...REQUESTED_PROGRESS, status: 'confirmed' as const, slot: past };

  it('lets the agency note who did not show up, with the guest’s and the show’s record beside', async () => {
    const fetch = vi.fn(async () => Response.json(inboxRequest({ booking: { ...booking, noShow: { who: 'host', by: 'agency', at: past } } })));
    vi.stubGlobal('fetch', fetch);
    load(
      inboxRequest({
        hostName: 'Hana Host',
        showName: 'The Show',
        booking: { ...booking, noShow: null },
        noShows: { guest: { missed: 1, of: 4 }, show: { missed: 0, of: 2 } },
      }),
    );
    expect(
      screen.getByText('Grace Guest missed 1 of 4 past recordings; The Show’s hosts missed 0 of 2 past recordings. Kept for the agency alone.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByLabelText('The host, Hana Host'));
    fireEvent.click(screen.getByRole('button', { name: 'Note the no-show' }));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.stringMatching(/\/no-show$/),
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ who: 'host' }) }),
      ),
    );
    vi.unstubAllGlobals();
  });

  it('shows a noted no-show with who noted it, and offers to take it back', () => {
    load(inboxRequest({ hostName: 'Hana Host', booking: { ...booking, noShow: { who: 'guest', by: 'host', at: past } } }));
    expect(screen.getByText(/^Grace Guest did not show up, as the host noted on /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take the note back' })).toBeTruthy();
  });
});

describe('a hold in line behind another show’s', () => {
  const slot = '2030-12-03T14:00:00.000Z';
  const due = '2030-11-30T17:00:00.000Z';
  const inLine = (challengeDueAt: string | null) =>
    inboxRequest({
      showName: 'The Show',
      booking: { ...REQUESTED_PROGRESS, status: 'held', slot, line: { place: 2, holds: 2, challengeDueAt } },
      firstHold: { showName: 'First Pod', bookingId: 9 },
      guestCalendar: [
        { bookingId: 9, showName: 'First Pod', status: 'held', slot, recordingMinutes: 60, holdExpiresAt: due, inLineBehind: null },
        { bookingId: 11, showName: 'Third Pod', status: 'held', slot, recordingMinutes: 60, holdExpiresAt: null, inLineBehind: 9 },
      ],
    });

  it('says its place, marks the guest’s entries in line, and challenges the first hold', async () => {
    const fetch = vi.fn(async () => Response.json(inLine(due)));
    vi.stubGlobal('fetch', fetch);
    load(inLine(null));
    expect(screen.getByText('Tue, Dec 3, 2030, 9:00 AM is held first for another show: this one is second in line.')).toBeTruthy();
    expect(screen.getByText('in line')).toBeTruthy();
    expect((screen.getByLabelText('Challenge the first hold') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/^First Pod’s host is asked to confirm or release the time by a deadline/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Challenge the first hold' }));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/booking-requests\/1\/challenge$/), expect.objectContaining({ method: 'POST' })),
    );
    vi.unstubAllGlobals();
  });

  it('once challenged, gives the first host’s deadline instead of the button', () => {
    load(inLine(due));
    expect(screen.getByText('First Pod’s host has until Sat, Nov 30, 2030, 12:00 PM to confirm or release the time.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Challenge the first hold' })).toBeNull();
  });

  it('tells the agency that holding a time held first for another show puts this one in line', () => {
    load(
      inboxRequest({
        slots: [slot],
        guestCalendar: [{ bookingId: 9, showName: 'First Pod', status: 'held', slot, recordingMinutes: 60, holdExpiresAt: due, inLineBehind: null }],
      }),
    );
    expect(screen.getByText(/^First Pod holds this time first on Grace Guest’s calendar\. Holding it puts The Show in line behind it/)).toBeTruthy();
    expect(screen.getByLabelText(/held first for First Pod$/)).toBeTruthy();
  });
});

describe('a confirmed booking ahead', () => {
  it('lets the agency cancel it with a reason both sides read', async () => {
    const slot = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const fetch = vi.fn(async () => Response.json(inboxRequest({ booking: { ...REQUESTED_PROGRESS, status: 'cancelled', slot } })));
    vi.stubGlobal('fetch', fetch);
    load(inboxRequest({ booking: { ...REQUESTED_PROGRESS, status: 'confirmed', slot } }));
    fireEvent.click(screen.getByLabelText('Cancel the recording'));
    const submit = screen.getByRole('button', { name: 'Cancel the recording' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Why cancel\? The host and the guest read this/), { target: { value: 'The guest is unwell.' } });
    fireEvent.click(submit);
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.stringMatching(/\/booking-requests\/1\/cancel$/),
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ reason: 'The guest is unwell.' }) }),
      ),
    );
    vi.unstubAllGlobals();
  });
});
