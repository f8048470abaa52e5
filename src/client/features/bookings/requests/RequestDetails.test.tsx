// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@client/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxRequest } from '@tests/helpers/fixtures/bookings/inbox-request';
import type { HostRequestView } from '@shared/api/bookings/requests';
import { RequestDetails } from './RequestDetails';

afterEach(cleanup);

/** A request as a stranger may have posted it: a phishing address as the show's. */
const posted: Omit<HostRequestView, 'guest' | 'status'> = {
  hostName: 'Security Team',
  showName: 'Account check',
  showUrl: 'https://evil.example/login',
  audienceSize: null,
  topic: 'Leading through change',
  slots: [],
  timeZone: 'Europe/London',
  format: 'audio',
  setting: 'remote',
  message: '',
  createdAt: '2026-12-01T10:00:00.000Z',
  confirmedAt: null,
  notes: [],
  booking: null,
  proposals: [],
  showVerified: false,
  canProveShow: false,
  personTag: null,
};

describe('a request’s details', () => {
  it('show the address of a request nobody confirmed as text, never a link a mail’s reader could follow', () => {
    render(
      <MemoryRouter>
        <RequestDetails request={posted} linkShow={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText('https://evil.example/login')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'https://evil.example/login' })).toBeNull();
  });

  it('link the show’s address once confirmed', () => {
    render(
      <MemoryRouter>
        <RequestDetails request={posted} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'https://evil.example/login' }).getAttribute('href')).toBe('https://evil.example/login');
  });

  it('say in the desk that a request came from the agency’s pitch page, for which show and when it was made; nothing for one from a profile', () => {
    const { rerender } = render(
      <MemoryRouter>
        <RequestDetails request={inboxRequest({ fromPitch: { showName: 'Founders Hour', createdAt: '2026-11-20T09:00:00.000Z' } })} readerZone="UTC" />
      </MemoryRouter>,
    );
    expect(screen.getByText('From your pitch page for Founders Hour, made Nov 20, 2026')).toBeTruthy();
    rerender(
      <MemoryRouter>
        <RequestDetails request={inboxRequest()} readerZone="UTC" />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/From your pitch page/)).toBeNull();
  });
});
