import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ADMIN_ERROR_SORTS, type AdminErrorGroup, ERROR_SOURCES, ERROR_STATUSES, type ErrorStatus } from '@shared/api/operations/errors';
import { Button } from '@client/components/ui/Button';
import { Modal } from '@client/components/ui/Modal';
import { StatusPill } from '@client/components/ui/StatusPill';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { AdminPage } from '@client/components/layout/AdminPage';
import { actionsColumn } from '@client/components/admin-list/actions-column';
import { DataTable } from '@client/components/admin-list/DataTable';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { plural } from '@shared/plural';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import { momentLabel } from '@shared/dates';
import { ListFilter } from '@client/components/admin-list/ListFilter';

const LIST_KEY = queryKeys.adminList('errors');
const FILTERS = ['status', 'source'] as const;
const EMPTY = { none: 'No errors logged. All quiet.', filtered: 'No errors match these filters.' };
const STATUS_LABELS: Record<ErrorStatus, string> = { open: 'Open', resolved: 'Resolved', muted: 'Muted' };
const STATUS_OPTIONS = [{ value: '', label: 'Every status' }, ...ERROR_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))];
const SOURCE_OPTIONS = [{ value: '', label: 'Server and browser' }, ...ERROR_SOURCES.map((s) => ({ value: s, label: s === 'server' ? 'Server' : 'Browser' }))];
/** What each status offers next, as [label, status, toast title]. */
const NEXT_STEPS: Record<ErrorStatus, [string, ErrorStatus, string][]> = {
  open: [
    ['Resolve', 'resolved', 'Error resolved'],
    ['Mute', 'muted', 'Error muted'],
  ],
  resolved: [['Reopen', 'open', 'Error reopened']],
  muted: [['Unmute', 'open', 'Error unmuted']],
};

/** When something happened, in the reader's time zone. */
const when = (iso: string) => momentLabel(iso);

const STATUS_DOTS: Record<ErrorStatus, string> = { open: 'bg-warning', resolved: 'bg-success', muted: 'bg-muted' };

/** A group's status as a pill; a resolved error seen again says so. */
function StatusBadge({ group }: { group: AdminErrorGroup }) {
  if (group.regressed) return <StatusPill label="Back again" dot="bg-destructive" title="Resolved, then seen again" />;
  return <StatusPill label={STATUS_LABELS[group.status]} dot={STATUS_DOTS[group.status]} />;
}

/**
 * /admin/errors: server errors (unexpected 5xx) and browser errors (reported by the error
 * boundary), grouped by fingerprint with their count, first and last time seen, and the latest
 * occurrence's path and stack; resolve, mute, reopen. A resolved error that happens again is open.
 */
export default function AdminErrorsPage() {
  const list = useAdminList({ route: operationsAdminRoutes.errorLog, key: LIST_KEY, filters: FILTERS, defaults: { sort: 'lastSeen', dir: 'desc' } });
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<AdminErrorGroup | null>(null);
  const setStatus = useMutation({
    mutationFn: ({ group, status }: { group: AdminErrorGroup; status: ErrorStatus; done: string }) =>
      call(operationsAdminRoutes.setErrorStatus, { params: { fingerprint: group.fingerprint }, body: { status } }),
    onSuccess: async (_result, { done }) => {
      toast({ type: 'success', title: done });
      setOpen(null);
      await queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
    onError: (error) => toast({ type: 'error', title: 'Failed to update the error', message: error.message }),
  });

  const columns = useMemo<ColumnDef<AdminErrorGroup>[]>(
    () => [
      {
        id: 'message',
        header: 'Error',
        cell: ({ row }) => (
          <div className="max-w-md">
            <p className="line-clamp-2 font-medium break-words text-ink">{row.original.message}</p>
            <p className="mt-0.5 truncate text-xs text-ink-soft">
              {row.original.source === 'server' ? 'Server' : 'Browser'}
              {row.original.path ? ` · ${row.original.method ? `${row.original.method} ` : ''}${row.original.path}` : ''}
            </p>
          </div>
        ),
      },
      { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge group={row.original} /> },
      { id: 'count', header: 'Times', cell: ({ row }) => <span className="tabular-nums">{row.original.count.toLocaleString()}</span> },
      { id: 'firstSeen', header: 'First seen', cell: ({ row }) => <span className="whitespace-nowrap">{when(row.original.firstSeen)}</span> },
      { id: 'lastSeen', header: 'Last seen', cell: ({ row }) => <span className="whitespace-nowrap">{when(row.original.lastSeen)}</span> },
      actionsColumn((group) => (
        <Button variant="ghost" size="sm" onClick={() => setOpen(group)} aria-label={`Details: ${group.message}`}>
          Details
        </Button>
      )),
    ],
    [],
  );

  const { params, update } = list;
  return (
    <AdminPage title="Errors" description="What broke on the server and in visitors' browsers, grouped with its repeats.">
      <ListToolbar label="errors" q={params.q} onSearch={(q) => update({ q })}>
        <ListFilter label="Status" options={STATUS_OPTIONS} name="status" params={params} update={update} />
        <ListFilter label="Where" options={SOURCE_OPTIONS} name="source" params={params} update={update} />
      </ListToolbar>
      <DataTable {...list.table} label="errors" columns={columns} sortable={ADMIN_ERROR_SORTS} empty={EMPTY} />
      <Modal
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open?.message ?? ''}
        description={open ? `${plural(open.count, 'time')} · first ${when(open.firstSeen)} · last ${when(open.lastSeen)}` : ''}
      >
        {open && (
          <div className="space-y-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-soft">Where</dt>
              <dd>{open.source === 'server' ? 'Server' : 'Browser'}</dd>
              <dt className="text-ink-soft">Last path</dt>
              <dd className="break-all">{open.path ? `${open.method ? `${open.method} ` : ''}${open.path}` : '—'}</dd>
              <dt className="text-ink-soft">Status</dt>
              <dd>
                <StatusBadge group={open} />
              </dd>
            </dl>
            <h3 className="text-sm font-semibold text-ink">Sample stack</h3>
            <pre className="rounded-[var(--radius-control)] bg-sunken p-3 text-xs break-all whitespace-pre-wrap text-ink">
              {open.sampleStack || 'No stack was recorded.'}
            </pre>
            <div className="flex flex-wrap justify-end gap-2">
              {NEXT_STEPS[open.status].map(([label, status, done]) => (
                <Button
                  key={status}
                  variant={status === 'open' ? 'secondary' : 'primary'}
                  disabled={setStatus.isPending}
                  onClick={() => setStatus.mutate({ group: open, status, done })}
                >
                  {label}
                </Button>
              ))}
            </div>
          </div>
        )}
      </Modal>
    </AdminPage>
  );
}
