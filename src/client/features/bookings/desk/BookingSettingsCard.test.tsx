// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientBookingSettings } from '@shared/api/bookings/desk';
import { zoneLabel } from '@shared/dates';
import { browserTimeZone } from '../requests/slot-times';
import { BookingSettingsCard } from './BookingSettingsCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stand-in server keeping one client's booking settings: GET answers them, PATCH merges the change. */
function stubServer(initial: ClientBookingSettings) {
  let stored = initial;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe('/api/clients/7/booking-settings');
    if (init.method === 'PATCH') stored = { ...stored, ...(JSON.parse(String(init.body)) as Partial<ClientBookingSettings>) };
    return new Response(JSON.stringify(stored), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function load() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BookingSettingsCard clientId={7} />
    </QueryClientProvider>,
  );
}

describe('a guest’s booking settings', () => {
  it('ask for the time zone while it is not set, offering the browser’s in words, and stop asking once it is', async () => {
    const fetch = stubServer({ approvesEachShow: false, timeZone: null });
    load();
    const here = zoneLabel(browserTimeZone());
    expect(await screen.findByText(/Your time zone is not set, so emails about your bookings give each host’s time/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Use ${here}` })));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/clients/7/booking-settings',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ timeZone: browserTimeZone() }) }),
      ),
    );
    await vi.waitFor(() => expect(screen.queryByText(/Your time zone is not set/)).toBeNull());
  });

  it('offer zones by city and offset in groups, the guest’s own first, never by their ids, and save a choice as it is made', async () => {
    const fetch = stubServer({ approvesEachShow: false, timeZone: 'America/Chicago' });
    load();
    const picker = await screen.findByLabelText<HTMLSelectElement>('Your time zone (for calendar invitations)');
    const labels = [...picker.options].map((option) => option.textContent ?? '');
    expect(labels[0]).toBe('Not set (emails give the host’s time)');
    expect(labels[1]).toMatch(/^Chicago · GMT-[56]$/);
    expect(picker.options[1]!.parentElement?.getAttribute('label')).toBe('Your time zone');
    expect([...picker.querySelectorAll('optgroup')].map((group) => group.label)).toContain('Americas');
    expect(labels.some((label) => label.includes('_') || label.includes('America/'))).toBe(false);
    expect(screen.queryByText(/Your time zone is not set/)).toBeNull();
    await act(async () => fireEvent.change(picker, { target: { value: 'Asia/Tokyo' } }));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/clients/7/booking-settings',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ timeZone: 'Asia/Tokyo' }) }),
      ),
    );
    await vi.waitFor(() => expect(picker.value).toBe('Asia/Tokyo'));
    await act(async () => fireEvent.change(picker, { target: { value: '' } }));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/clients/7/booking-settings',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ timeZone: null }) }),
      ),
    );
    expect(await screen.findByText(/Your time zone is not set/)).toBeTruthy();
  });
});
