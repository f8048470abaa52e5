// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Canceller } from '@shared/api/bookings/pipeline';
import { NewTimePanel } from './NewTimePanel';

afterEach(cleanup);

/** The panel for `me`, with the new time waiting (if any) and spies for its calls. */
function load(me: Canceller, proposal: { slot: string; by: Canceller } | null) {
  const propose = vi.fn(async () => 'proposed');
  const answer = vi.fn(async () => 'answered');
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewTimePanel proposal={proposal} me={me} zone="Europe/Paris" nameOf={(side) => `The ${side}`} propose={propose} answer={answer} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { propose, answer, onDone };
}

describe('moving a recording to a new time', () => {
  it('lets a side answer the other side’s new time: accept or keep', async () => {
    const { answer, onDone } = load('host', { slot: '2031-03-04T09:00:00.000Z', by: 'guest' });
    expect(screen.getByText('The guest proposes moving the recording to Tue, Mar 4, 2031, 10:00 AM.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep the current time' }));
    await vi.waitFor(() => expect(answer).toHaveBeenCalledWith(false));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('answered'));
  });

  it('shows its own new time as waiting, and proposes a wall time in the reader’s zone as an instant', async () => {
    const { propose, answer } = load('guest', { slot: '2031-03-04T09:00:00.000Z', by: 'guest' });
    expect(screen.getByText(/waits for the other side’s answer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept the new time' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Propose a new time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Propose this time' }));
    expect(screen.getByText('Pick a date and time.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New time (Paris time)'), { target: { value: '2031-03-05T15:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Propose this time' }));
    await vi.waitFor(() => expect(propose).toHaveBeenCalledWith('2031-03-05T14:30:00.000Z'));
    expect(answer).not.toHaveBeenCalled();
  });

  it('does not let the guest’s side answer the agency’s new time (the host does)', () => {
    load('guest', { slot: '2031-03-04T09:00:00.000Z', by: 'agency' });
    expect(screen.queryByRole('button', { name: 'Accept the new time' })).toBeNull();
  });
});
