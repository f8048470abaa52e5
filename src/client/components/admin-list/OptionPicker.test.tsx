// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { OptionPicker } from './OptionPicker';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A picker of podcasts whose endpoint answers after `delayMs`, with what it was asked for. */
function renderPicker(delayMs: number) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
    const all = [{ id: 7, name: 'The E2E Hour' }];
    return new Response(JSON.stringify(all.filter((p) => p.name.includes(q))), { headers: { 'content-type': 'application/json' } });
  });
  const chosen: string[] = [];
  function Picker() {
    const [value, setValue] = useState('');
    return (
      <OptionPicker
        label="Podcast"
        value={value}
        onChange={(id) => {
          chosen.push(id);
          setValue(id);
        }}
        route={directoryAdminRoutes.podcastOptions}
        placeholder="Type a podcast’s name"
        clearLabel="Choose another podcast"
      />
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Picker />
    </QueryClientProvider>,
  );
  return { asked, chosen };
}

describe('OptionPicker', () => {
  it('keeps a name chosen from the suggestions while the next suggestions load', async () => {
    const { chosen, asked } = renderPicker(400);
    const field = screen.getByLabelText('Podcast');
    fireEvent.change(field, { target: { value: 'E2E' } });
    await waitFor(() => expect(document.querySelector('datalist option[value="The E2E Hour"]')).not.toBeNull(), { timeout: 2_000 });
    // more of the name: its suggestions are asked for after the 300 ms pause, and answer 400 ms later
    fireEvent.change(field, { target: { value: 'The E2E' } });
    await waitFor(() => expect(asked.some((url) => new URL(url, 'http://x').searchParams.get('q') === 'The E2E')).toBe(true), { timeout: 2_000 });
    // the whole name, chosen while they are on their way
    fireEvent.change(field, { target: { value: 'The E2E Hour' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose another podcast' })).toBeTruthy(), { timeout: 2_000 });
    expect(chosen).toEqual(['7']);
  });
});
