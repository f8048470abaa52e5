// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('Widget 42 exploded');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('shows the error page and reports what it caught to /api/errors/report', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.pushState({}, '', '/profile/ada');
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/errors/report');
  expect(init.method).toBe('POST');
  const body = JSON.parse(String(init.body));
  expect(body).toMatchObject({ message: 'Widget 42 exploded', path: '/profile/ada' });
  expect(body.stack).toContain('Broken');
  expect(body.componentStack).toContain('Broken');
});
