// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@client/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { dismissToast, getToasts, toast } from './toast-store';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderToaster = () =>
  render(
    <MemoryRouter initialEntries={['/profile/grace']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  for (const t of getToasts()) dismissToast(t.id);
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('a message toast is a button that opens its thread and goes away', () => {
    renderToaster();
    act(() => void toast({ type: 'message', title: 'New message from Adrian Cole', message: 'Hello', threadId: 40 }));
    fireEvent.click(screen.getByRole('button', { name: /^New message from Adrian Cole/ }));
    expect(screen.getByTestId('where').textContent).toBe('/messages/40');
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('other toasts are text with a dismiss button named after them', () => {
    renderToaster();
    act(() => void toast({ type: 'success', title: 'Saved', message: 'All good' }));
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Dismiss: Saved']);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Saved' }));
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('the time label moves on while the toast is shown', () => {
    renderToaster();
    act(() => void toast({ type: 'message', title: 'Sticky', threadId: 1, autoClose: false }));
    expect(screen.getByText('just now')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('1m ago')).toBeTruthy();
    // each change schedules the next: a render per minute
    for (let minute = 2; minute <= 5; minute++) act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('5m ago')).toBeTruthy();
  });

  it('stays while the pointer is over it or the focus is in it', () => {
    renderToaster();
    act(() => void toast({ type: 'message', title: 'Held', threadId: 1 }));
    const item = screen.getByRole('listitem');
    fireEvent.pointerEnter(item);
    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.focus(screen.getByRole('button', { name: /^Held/ }));
    fireEvent.pointerLeave(item);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('listitem')).toBeTruthy();
    fireEvent.blur(screen.getByRole('button', { name: /^Held/ }));
    act(() => vi.advanceTimersByTime(5_150));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('holds every toast while the pointer is over a message toast, so none closes and moves it away; then each closes with the time it had left', () => {
    renderToaster();
    act(() => void toast({ type: 'success', title: 'Profile saved' }));
    act(() => vi.advanceTimersByTime(3_000));
    act(() => void toast({ type: 'message', title: 'Held', threadId: 1 }));
    const held = screen.getAllByRole('listitem')[0];
    fireEvent.pointerEnter(held);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/just now$/, ''))).toEqual(['Held', 'Profile saved']);
    fireEvent.pointerLeave(held);
    act(() => vi.advanceTimersByTime(2_150));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('lets the others close once the held toast is dismissed', () => {
    renderToaster();
    act(() => void toast({ type: 'success', title: 'Profile saved' }));
    act(() => void toast({ type: 'info', title: 'Focused' }));
    const dismiss = screen.getByRole('button', { name: 'Dismiss: Focused' });
    fireEvent.focus(dismiss);
    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.click(dismiss);
    act(() => vi.advanceTimersByTime(5_150));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('closes a status toast on time even under the pointer (it must not sit over the control the pointer is heading for)', () => {
    renderToaster();
    act(() => void toast({ type: 'success', title: 'Profile saved' }));
    fireEvent.pointerEnter(screen.getByRole('listitem'));
    act(() => vi.advanceTimersByTime(5_150));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
