import { useInfiniteQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import type { AdminBookingRequest, InboxStage } from '@shared/api/bookings/requests';
import { isAgency } from '@shared/permissions';
import { Button } from '@client/components/ui/Button';
import { SelectField } from '@client/components/ui/Select';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { bookingKeys } from '../booking-keys';
import { useCurrentUser } from '@client/lib/use-current-user';
import { ListSkeleton, LoadError } from '@client/components/forms/SubpageStates';
import { StagePill } from './BookingStage';
import { receivedAt, STAGE_OPTIONS } from './inbox-stages';
import { RequestDeskModal, useRequestDesk } from './RequestDeskModal';
import { VerifiedShow } from './VerifiedShow';

/** Requests loaded at a time; Show more loads the next ones. */
const PAGE_SIZE = 25;

/** One request in the list: the show ("Verified show" once its host proved its feed), the host, its stage, when it came in, and Open. */
function RequestRow({ request, onOpen }: { request: AdminBookingRequest; onOpen: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-medium break-words text-ink">{request.showName}</span>
        {request.showVerified && (
          <span className="self-start">
            <VerifiedShow />
          </span>
        )}
        <span className="text-sm break-words text-ink-soft">From {request.hostName}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          {request.booking && <StagePill status={request.booking.status} />}
          <span>
            Received <time dateTime={request.createdAt}>{receivedAt(request.createdAt)}</time>
          </span>
        </span>
      </div>
      <Button variant="secondary" size="sm" onClick={onOpen} aria-label={`Open the request from ${request.hostName} for ${request.showName}`}>
        <Eye className="size-4" aria-hidden="true" />
        Open
      </Button>
    </li>
  );
}

/**
 * On a client's Bookings page, for the agency (admins, owners and the client's team): the requests
 * hosts have confirmed for this guest, newest first, open ones unless another stage is picked, each
 * opening the inbox's desk in a dialog. An answer updates the dialog, this list and the pipeline.
 * Nothing for anyone else (the guest answers through approvals, not here).
 */
export function RequestsForClient({ clientId, clientName }: { clientId: number; clientName: string }) {
  const { data: user } = useCurrentUser();
  if (!isAgency(user)) return null;
  return <ClientInbox clientId={clientId} clientName={clientName} />;
}

function ClientInbox({ clientId, clientName }: { clientId: number; clientName: string }) {
  const [stage, setStage] = useState<InboxStage | ''>('');
  const listKey = bookingKeys.clientBookingRequests(clientId);
  const { open, setOpen, changed } = useRequestDesk([listKey, queryKeys.profileRecords(clientId, 'bookings'), queryKeys.adminList('booking-requests')]);
  const requests = useInfiniteQuery({
    queryKey: [...listKey, stage],
    queryFn: ({ pageParam }) =>
      call(bookingsAdminRoutes.requests, {
        query: { clientId, stage: stage || undefined, sort: 'createdAt', dir: 'desc', page: pageParam, pageSize: PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];
  const total = requests.data?.pages[0]?.total;

  let body: ReactNode;
  if (requests.isPending) body = <ListSkeleton label="Loading requests from hosts" rows={2} />;
  else if (requests.isError) body = <LoadError title="Failed to load the requests from hosts" error={requests.error} onRetry={() => requests.refetch()} />;
  else if (items.length === 0) body = <p className="text-sm text-muted">{stage === '' ? 'No open requests from hosts.' : 'No requests at this stage.'}</p>;
  else
    body = (
      <>
        <ul aria-labelledby="client-requests-heading" className="divide-y divide-line">
          {items.map((request) => (
            <RequestRow key={request.id} request={request} onOpen={() => setOpen(request)} />
          ))}
        </ul>
        {requests.hasNextPage && (
          <Button variant="secondary" size="sm" className="self-start" disabled={requests.isFetchingNextPage} onClick={() => requests.fetchNextPage()}>
            {requests.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </Button>
        )}
      </>
    );

  return (
    <section
      aria-labelledby="client-requests-heading"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="client-requests-heading" className="font-display text-xl text-ink">
            Requests from hosts{total !== undefined && <span className="font-sans text-sm text-muted"> ({total})</span>}
          </h2>
          <p className="text-sm text-ink-soft">Requests hosts have confirmed for {clientName}, newest first: hold a time, propose others, ask or decline.</p>
        </div>
        <SelectField label="Stage" className="w-48" options={STAGE_OPTIONS} value={stage} onChange={(e) => setStage(e.target.value as InboxStage | '')} />
      </div>
      {body}
      <RequestDeskModal request={open} onClose={() => setOpen(null)} onChanged={changed} />
    </section>
  );
}
