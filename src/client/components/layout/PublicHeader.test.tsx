// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@client/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@client/lib/query-keys';
import { buttonClass } from '../ui/Button';
import { PublicHeader } from './PublicHeader';

afterEach(cleanup);

/** The header's Login link at `path`, for a visitor signed out. */
function loginLinkAt(path: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.user, null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <PublicHeader />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('link', { name: 'Login' });
}

describe('PublicHeader', () => {
  it('makes Login the main button on a public page', () => {
    expect(loginLinkAt('/all-podcasts').className).toBe(buttonClass('primary', 'sm'));
  });

  it.each(['/requests/abc', '/pitch/abc', '/feedback/abc', '/approve/abc'])('keeps Login quiet on the host’s page %s', (path) => {
    expect(loginLinkAt(path).className).toBe(buttonClass('ghost', 'sm'));
  });
});
