import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Ban, History, Link2, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import type { AdminPitch } from '@shared/api/bookings/pitches';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { RecordModal } from '@client/components/ui/Modal';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { AdminPage } from '@client/components/layout/AdminPage';
import { PageAction } from '@client/components/layout/PageAction';
import { rowMenuColumn } from '@client/components/admin-list/actions-column';
import { DataTable } from '@client/components/admin-list/DataTable';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { NewPitchLinkDialog } from './NewPitchLinkDialog';
import { PitchBuilderDialog } from './PitchBuilderDialog';
import { PitchTimeline } from './PitchTimeline';
import { zoneLabel } from '@shared/dates';
import { browserTimeZone } from '../requests/slot-times';

const LIST_KEY = queryKeys.adminList('pitches');
const FILTERS = [] as const;
const EMPTY = { none: 'No pitch pages yet.', filtered: 'No pitch pages match this search.' };

/** A date as the list shows it. */
const day = (at: string) => new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Whether a pitch's link still works (not revoked, not expired). */
const isLive = (pitch: AdminPitch) => !pitch.revokedAt && Date.parse(pitch.expiresAt) > Date.now();

/** Where a pitch's link stands: live, expired, or revoked (and when). */
function linkState(pitch: AdminPitch): string {
  if (pitch.revokedAt) return `Revoked ${day(pitch.revokedAt)}`;
  if (Date.parse(pitch.expiresAt) <= Date.now()) return `Expired ${day(pitch.expiresAt)}`;
  return `Until ${day(pitch.expiresAt)}`;
}

/** A count with its noun ('1 open', '2 opens'). */
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** What happened on a pitch's link, in one line. */
const activityOf = (pitch: AdminPitch) => [counted(pitch.opens, 'open'), counted(pitch.downloads, 'download'), counted(pitch.requests, 'request')].join(' · ');

/**
 * /admin/pitches: the agency's pitch pages, newest first, with what happened on each link
 * (opens, downloads, requests); a new one is built in a dialog, a live one given a new link to
 * copy (the old one stops working), a link revoked after a confirmation, and a pitch's timeline
 * opened in a dialog.
 */
export default function PitchesPage() {
  const queryClient = useQueryClient();
  const list = useAdminList({ route: bookingsAdminRoutes.pitches, key: LIST_KEY, filters: FILTERS, defaults: { sort: 'createdAt', dir: 'desc' } });
  const [building, setBuilding] = useState(false);
  const [open, setOpen] = useState<AdminPitch | null>(null);
  const [revoking, setRevoking] = useState<AdminPitch | null>(null);
  const [renewing, setRenewing] = useState<AdminPitch | null>(null);
  const revoke = useMutation({
    mutationFn: (pitch: AdminPitch) => call(bookingsAdminRoutes.revokePitch, { params: { id: pitch.id } }),
    onSuccess: async () => {
      toast({ type: 'success', title: 'Link revoked' });
      await queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
    onError: (error) => toast({ type: 'error', title: 'Could not revoke the link', message: error.message }),
  });
  const columns = useMemo<ColumnDef<AdminPitch>[]>(
    () => [
      { id: 'show', header: 'Show', enableSorting: false, cell: ({ row }) => <span className="text-ink">{row.original.showName}</span> },
      { id: 'guests', header: 'Guests', enableSorting: false, cell: ({ row }) => row.original.guests.map((guest) => guest.name).join(', ') },
      {
        id: 'createdBy',
        header: 'Created by',
        enableSorting: false,
        meta: { priority: 2 },
        cell: ({ row }) => <span className="break-all">{row.original.createdBy ?? '—'}</span>,
      },
      { id: 'createdAt', header: 'Created', cell: ({ row }) => <span className="whitespace-nowrap">{day(row.original.createdAt)}</span> },
      { id: 'link', header: 'Link', enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap">{linkState(row.original)}</span> },
      { id: 'activity', header: 'On the link', enableSorting: false, cell: ({ row }) => <span className="whitespace-nowrap">{activityOf(row.original)}</span> },
      rowMenuColumn(
        (pitch) => pitch.showName,
        (pitch) => [
          { label: 'Timeline', icon: History, onSelect: () => setOpen(pitch) },
          ...(isLive(pitch) ? [{ label: 'New link', icon: Link2, onSelect: () => setRenewing(pitch) }] : []),
          ...(pitch.revokedAt ? [] : [{ label: 'Revoke link', icon: Ban, destructive: true, onSelect: () => setRevoking(pitch) }]),
        ],
      ),
    ],
    [],
  );
  const { params, update } = list;
  return (
    <AdminPage
      title="Pitch Pages"
      description="Guests offered to one show through a private link, and what happened on each link."
      actions={
        <PageAction icon={Plus} onClick={() => setBuilding(true)}>
          New pitch page
        </PageAction>
      }
    >
      <ListToolbar label="shows" q={params.q} onSearch={(q) => update({ q })} />
      <DataTable {...list.table} label="pitch pages" columns={columns} sortable={['createdAt']} empty={EMPTY} />
      <PitchBuilderDialog open={building} onClose={() => setBuilding(false)} />
      <NewPitchLinkDialog pitch={renewing} onClose={() => setRenewing(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(next) => !next && setRevoking(null)}
        title="Revoke this link?"
        description={revoking ? `The pitch page for ${revoking.showName} stops working at once for anyone who has the link. This cannot be undone.` : ''}
        confirmLabel="Revoke link"
        destructive
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking);
          setRevoking(null);
        }}
      />
      <RecordModal
        record={open}
        onClose={() => setOpen(null)}
        title={(pitch) => `Timeline: ${pitch.showName}`}
        description={(pitch) => `${pitch.guests.map((guest) => guest.name).join(', ')}. ${linkState(pitch)}. Times in ${zoneLabel(browserTimeZone())}.`}
        wide
      >
        {(pitch) => <PitchTimeline pitchId={pitch.id} />}
      </RecordModal>
    </AdminPage>
  );
}
