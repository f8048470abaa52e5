// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoldLengthForm } from './HoldLengthForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stand-in server keeping the hold settings: GET answers them, PUT stores whole hours within bounds (else 400, naming the field). */
function stubServer(initial: number) {
  let stored = { holdHours: initial, challengeHours: 48, reconfirmHours: 72 };
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe('/api/admin/booking-settings');
    if (init.method === 'PUT') {
      const next = JSON.parse(String(init.body)) as typeof stored;
      if (!Number.isInteger(next.holdHours) || next.holdHours < 1 || next.holdHours > 720) {
        return new Response(JSON.stringify({ message: 'Invalid input', fields: { holdHours: 'A hold lasts at least 1 hour' } }), { status: 400 });
      }
      if (!Number.isInteger(next.challengeHours) || next.challengeHours < 1 || next.challengeHours > 336) {
        return new Response(JSON.stringify({ message: 'Invalid input', fields: { challengeHours: 'A challenge gives at least 1 hour' } }), { status: 400 });
      }
      stored = next;
    }
    return new Response(JSON.stringify(stored), { status: 200 });
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
const challengeField = () => screen.findByLabelText<HTMLInputElement>('Time to answer a challenge (hours)');

describe('the hold length form', () => {
  it('shows the stored settings, saves new ones, and shows them again after a reload', async () => {
    const fetch = stubServer(72);
    load();
    expect((await field()).value).toBe('72');
    expect((await challengeField()).value).toBe('48');
    fireEvent.change(await field(), { target: { value: '48' } });
    fireEvent.change(await challengeField(), { target: { value: '24' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/booking-settings',
        expect.objectContaining({ method: 'PUT', body: '{"holdHours":48,"challengeHours":24,"reconfirmHours":72}' }),
      ),
    );
    cleanup();
    load();
    expect((await field()).value).toBe('48');
    expect((await challengeField()).value).toBe('24');
  });

  it('says why a challenge’s time is refused, marking that field only', async () => {
    stubServer(72);
    load();
    fireEvent.change(await challengeField(), { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect((await screen.findByRole('alert')).textContent).toBe('A challenge gives at least 1 hour');
    expect((await challengeField()).getAttribute('aria-invalid')).toBe('true');
    expect((await field()).getAttribute('aria-invalid')).toBeNull();
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
