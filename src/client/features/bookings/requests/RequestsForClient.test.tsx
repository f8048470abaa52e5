// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shared/api/session-user';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import type { AdminBookingRequest } from '@shared/api/bookings/requests';
import type { Route } from '@shared/api/route';
import { ApiError } from '@client/lib/api';
import { queryKeys } from '@client/lib/query-keys';
import { inboxRequest } from '@tests/helpers/fixtures/bookings/inbox-request';
import { RequestsForClient } from './RequestsForClient';

const server = vi.hoisted(() => ({ handle: (() => undefined) as (route: { method: string; path: string }, input: Record<string, unknown>) => unknown }));
vi.mock('@client/lib/call', () => ({
  call: vi.fn(async (route: { method: string; path: string }, input: Record<string, unknown> = {}) => server.handle(route, input)),
}));
const { call } = await import('@client/lib/call');

const CLIENT_ID = 7;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A confirmed request for the client, still new (its booking `requested`), as the inbox answers it. */
function request(id: number, showName: string, hostName: string, createdAt: string): AdminBookingRequest {
  return inboxRequest({ id, clientId: CLIENT_ID, showName, hostName, createdAt });
}

/** A page of the inbox as the server answers it. */
const page = (items: AdminBookingRequest[]) => ({ items, total: items.length, totalCapped: false, page: 1, pageSize: 25 });
const isRoute = (route: { method: string; path: string }, expected: Route) => route.method === expected.method && route.path === expected.path;

/** A stand-in server keeping the client's requests: the inbox narrows to open ones unless asked; holding a time holds it. */
function stubInbox(requests: AdminBookingRequest[]) {
  server.handle = (route, input) => {
    if (isRoute(route, bookingsAdminRoutes.requests)) {
      const query = input.query as { clientId: number; stage?: string };
      expect(query.clientId).toBe(CLIENT_ID);
      const stage = query.stage ?? 'open';
      const open = (r: AdminBookingRequest) => r.booking?.status === 'requested' || r.booking?.status === 'held';
      return page(requests.filter((r) => (stage === 'all' ? true : stage === 'open' ? open(r) : r.booking?.status === stage)));
    }
    if (isRoute(route, bookingsAdminRoutes.acceptSlot)) {
      const { id } = input.params as { id: number };
      const { slot } = input.body as { slot: string };
      const held = requests.find((r) => r.id === id)!;
      held.booking = { ...held.booking!, status: 'held', slot, holdExpiresAt: inDays(3), holdAwaiting: 'host' };
      return structuredClone(held);
    }
    throw new Error(`unexpected call ${route.method} ${route.path}`);
  };
}

function user(role: SessionUser['role']): SessionUser {
  return {
    id: 3,
    name: 'Tessa Team',
    email: 'team@example.com',
    role,
    profileImage: null,
    clientId: CLIENT_ID,
    clientSlug: 'grace-guest',
    clientName: 'Grace Guest',
    teamMemberId: null,
    isImpersonating: false,
    originalUser: null,
  };
}

/** The section as the Bookings page shows it to `role`. */
function load(role: SessionUser['role']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.user, user(role));
  return render(
    <QueryClientProvider client={queryClient}>
      <RequestsForClient clientId={CLIENT_ID} clientName="Grace Guest" />
    </QueryClientProvider>,
  );
}

const list = () => screen.findByRole('list', { name: /Requests from hosts/ });

beforeEach(() => {
  vi.mocked(call).mockClear();
});
afterEach(cleanup);

describe("the client's requests from hosts on its Bookings page", () => {
  it('lists the open requests newest first with show, host, stage and arrival; other stages on demand', async () => {
    const older = request(1, 'Old Show', 'Olga Older', '2030-01-02T10:00:00.000Z');
    const newer = request(2, 'New Show', 'Nina Newer', '2030-01-05T10:00:00.000Z');
    const declined = request(3, 'Gone Show', 'Dan Declined', '2030-01-04T10:00:00.000Z');
    declined.booking = { ...declined.booking!, status: 'declined' };
    stubInbox([newer, older, declined]);
    load('team');
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/New Show.*From Nina Newer.*Requested.*Received Jan 5/),
      expect.stringMatching(/Old Show.*From Olga Older.*Requested.*Received Jan 2/),
    ]);
    expect(vi.mocked(call).mock.calls[0]![1]).toMatchObject({ query: { clientId: CLIENT_ID, sort: 'createdAt', dir: 'desc', page: 1 } });

    fireEvent.change(screen.getByLabelText('Stage'), { target: { value: 'declined' } });
    await vi.waitFor(() => expect(within(screen.getByRole('list', { name: /Requests from hosts/ })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('list', { name: /Requests from hosts/ }).textContent).toMatch(/Gone Show.*Declined/);
  });

  it('opens a request in the desk; holding a time updates the dialog and the list', async () => {
    stubInbox([request(4, 'Held Show', 'Hana Host', '2030-01-05T10:00:00.000Z')]);
    load('team');
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Open the request from Hana Host for Held Show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Held Show → Grace Guest' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Hold this time' })));
    await vi.waitFor(() => expect(within(dialog).getByText(/is held until .*, waiting for the host to confirm/)).toBeTruthy());
    expect(vi.mocked(call)).toHaveBeenCalledWith(bookingsAdminRoutes.acceptSlot, expect.objectContaining({ params: { id: 4 } }));
    // the list loads again: the request is still open, now held
    await vi.waitFor(() => expect(within(screen.getByRole('list', { name: /Requests from hosts/, hidden: true })).getByText('Held')).toBeTruthy());
  });

  it('says when there is nothing open, and why a load failed with a way to try again', async () => {
    stubInbox([]);
    load('admin');
    expect(await screen.findByText('No open requests from hosts.')).toBeTruthy();
    cleanup();
    let fail = true;
    server.handle = () => {
      if (fail) throw new ApiError('The server is busy', 503);
      return page([request(5, 'Back Show', 'Bea Back', '2030-01-05T10:00:00.000Z')]);
    };
    load('team');
    expect(await screen.findByText('The server is busy')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await list()).textContent).toContain('Back Show');
  });

  it('shows nothing to the guest, and asks the server nothing', async () => {
    stubInbox([request(6, 'Secret Show', 'Sam Secret', '2030-01-05T10:00:00.000Z')]);
    const { container } = load('guest');
    await act(async () => {});
    expect(container.textContent).toBe('');
    expect(call).not.toHaveBeenCalled();
  });
});
