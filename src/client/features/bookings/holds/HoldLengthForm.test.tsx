// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoldLengthForm } from './HoldLengthForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stand-in server keeping the hold length: GET answers it, PUT stores a whole number of 1–720 hours (else 400). */
function stubServer(initial: number) {
  let stored = initial;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe('/api/admin/booking-settings');
    if (init.method === 'PUT') {
      const { holdHours } = JSON.parse(String(init.body)) as { holdHours: number };
      if (!Number.isInteger(holdHours) || holdHours < 1 || holdHours > 720) {
        return new Response(JSON.stringify({ message: 'Invalid input', fields: { holdHours: 'A hold lasts at least 1 hour' } }), { status: 400 });
      }
      stored = holdHours;
    }
    return new Response(JSON.stringify({ holdHours: stored }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The form as a fresh page load shows it (a new query cache). */
function load() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <HoldLengthForm />
    </QueryClientProvider>,
  );
}

const field = () => screen.findByLabelText<HTMLInputElement>('Hold length (hours)');

describe('the hold length form', () => {
  it('shows the stored length, saves a new one, and shows it again after a reload', async () => {
    const fetch = stubServer(72);
    load();
    expect((await field()).value).toBe('72');
    fireEvent.change(await field(), { target: { value: '48' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/admin/booking-settings', expect.objectContaining({ method: 'PUT', body: '{"holdHours":48}' })),
    );
    cleanup();
    load();
    expect((await field()).value).toBe('48');
  });

  it('says why a length is refused, and keeps the stored one', async () => {
    stubServer(72);
    load();
    fireEvent.change(await field(), { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect((await screen.findByRole('alert')).textContent).toBe('A hold lasts at least 1 hour');
    expect((await field()).getAttribute('aria-invalid')).toBe('true');
    cleanup();
    load();
    expect((await field()).value).toBe('72');
  });
});
