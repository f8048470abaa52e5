// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionUser } from '@tests/fixtures/session-user';
import { ImpersonationBanner } from './ImpersonationBanner';

afterEach(cleanup);

const admin = sessionUser({ name: 'Ada Admin', email: 'ada@podium.test' });

function banner(viewedAs: Parameters<typeof sessionUser>[0]) {
  const user = sessionUser({ ...viewedAs, isImpersonating: true, originalUser: admin });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImpersonationBanner user={user} />
    </QueryClientProvider>,
  );
  return screen.getByRole('status').textContent;
}

describe('ImpersonationBanner', () => {
  it('names a client without a login once', () => {
    expect(banner({ role: 'client', name: 'Harper Quinn', email: '', clientName: 'Harper Quinn' })).toContain(
      'Viewing as Harper Quinn originally logged in ada@podium.test (Ada Admin)',
    );
  });

  it("names a guest by email and their client's name", () => {
    expect(banner({ role: 'guest', name: 'Harper', email: 'harper@x.test', clientName: 'Harper Quinn' })).toContain(
      'Viewing as harper@x.test (Harper Quinn) originally',
    );
  });
});
