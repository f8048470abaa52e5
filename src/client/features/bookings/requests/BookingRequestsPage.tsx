import type { ColumnDef } from '@tanstack/react-table';
import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from '@client/lib/router';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import type { AdminBookingRequest } from '@shared/api/bookings/requests';
import { Button } from '@client/components/ui/Button';
import { SelectField } from '@client/components/ui/Select';
import { queryKeys } from '@client/lib/query-keys';
import { useCurrentUser } from '@client/lib/use-current-user';
import { isAdmin } from '@shared/permissions';
import { HoldLengthForm } from '../holds/HoldLengthForm';
import { ReleasesOverdueSection } from '../releases/ReleasesOverdueSection';
import { AdminPage } from '@client/components/layout/AdminPage';
import { actionsColumn } from '@client/components/admin-list/actions-column';
import { ClientFilter } from '@client/features/directory/clients/ClientFilter';
import { DataTable } from '@client/components/admin-list/DataTable';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { StagePill } from './BookingStage';
import { receivedAt, STAGE_OPTIONS } from './inbox-stages';
import { RequestDeskModal, useRequestDesk } from './RequestDeskModal';
import { browserTimeZone, slotWithOtherZone } from './slot-times';
import { zoneLabel } from '@shared/dates';
import { VerifiedShow } from './VerifiedShow';
import { ClientLink } from '@client/features/directory/clients/ClientLink';

const LIST_KEY = queryKeys.adminList('booking-requests');
const FILTERS = ['clientId', 'stage'] as const;
const EMPTY = { none: 'No booking requests yet.', filtered: 'No requests match these filters.' };

/** The host: name, email, and how many other requests they have sent the agency. */
function HostCell({ request }: { request: AdminBookingRequest }) {
  return (
    <div className="flex flex-col">
      <span className="text-ink">{request.hostName}</span>
      <span className="text-xs break-all text-ink-soft">{request.hostEmail}</span>
      <span className="text-xs text-ink-soft">
        {request.hostHistory === 0 ? 'First request' : `${request.hostHistory} earlier ${request.hostHistory === 1 ? 'request' : 'requests'}`}
      </span>
    </div>
  );
}

/**
 * /admin/booking-requests: the agency's inbox of requests hosts have confirmed, newest first,
 * searched by host or show and filtered by guest; each opens with the show's details, the
 * proposed times in the host's zone, and what joined it. Below, the releases overdue, each with a
 * draft message to its host to edit and send.
 */
export default function BookingRequestsPage() {
  const list = useAdminList({ route: bookingsAdminRoutes.requests, key: LIST_KEY, filters: FILTERS, defaults: { sort: 'createdAt', dir: 'desc' } });
  const { data: user } = useCurrentUser();
  const { open, setOpen, changed } = useRequestDesk([LIST_KEY]);
  const columns = useMemo<ColumnDef<AdminBookingRequest>[]>(
    () => [
      { id: 'createdAt', header: 'Received', cell: ({ row }) => <span className="whitespace-nowrap">{receivedAt(row.original.createdAt)}</span> },
      {
        id: 'guest',
        header: 'Guest',
        enableSorting: false,
        cell: ({ row }) => <ClientLink slug={row.original.clientSlug} name={row.original.clientName} />,
      },
      {
        id: 'show',
        header: 'Show',
        enableSorting: false,
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-1.5 text-ink">
            {row.original.showName}
            {row.original.showVerified && <VerifiedShow />}
          </span>
        ),
      },
      {
        id: 'stage',
        header: 'Stage',
        enableSorting: false,
        cell: ({ row }) => (row.original.booking ? <StagePill status={row.original.booking.status} /> : null),
      },
      { id: 'host', header: 'Host', enableSorting: false, cell: ({ row }) => <HostCell request={row.original} /> },
      // on a narrower screen the topic goes first: the time the host asked for is what the agency acts on
      { id: 'topic', header: 'Topic', enableSorting: false, meta: { priority: 2 }, cell: ({ row }) => row.original.topic },
      {
        id: 'first-time',
        header: 'First time proposed',
        enableSorting: false,
        meta: { width: 200 },
        cell: ({ row }) => slotWithOtherZone(row.original.slots[0]!, browserTimeZone(), row.original.timeZone),
      },
      actionsColumn((request) => (
        <Button variant="ghost" size="sm" onClick={() => setOpen(request)} aria-label={`Open the request of ${request.hostName} for ${request.clientName}`}>
          <Eye className="size-4" aria-hidden="true" />
          Open
        </Button>
      )),
    ],
    [setOpen],
  );
  const { params, update } = list;
  return (
    <AdminPage
      title="Booking Requests"
      description={`Requests hosts have confirmed by email, newest first: hold a time, propose others, ask or decline. Times in ${zoneLabel(browserTimeZone())}, with the host’s beside them.`}
    >
      <ListToolbar label="hosts and shows" q={params.q} onSearch={(q) => update({ q })}>
        <SelectField
          label="Stage"
          className="w-48"
          options={STAGE_OPTIONS}
          value={params.filters.stage ?? ''}
          onChange={(e) => update({ filters: { stage: e.target.value } })}
        />
        {isAdmin(user) && <ClientFilter value={params.filters.clientId} onChange={(clientId) => update({ filters: { clientId } })} />}
      </ListToolbar>
      {isAdmin(user) && (
        <div className="flex flex-col gap-2">
          <HoldLengthForm />
          <Link to="/admin/settings" className="link-inline self-start text-sm">
            Where replies to booking mails go
          </Link>
        </div>
      )}
      <DataTable {...list.table} label="booking requests" columns={columns} sortable={['createdAt']} empty={EMPTY} />
      <RequestDeskModal request={open} onClose={() => setOpen(null)} onChanged={changed} />
      <ReleasesOverdueSection />
    </AdminPage>
  );
}
