import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { GitCompareArrows } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CHANGE_SOURCES, UPDATE_LOG_SORTS, type UpdateLogEntry } from '@shared/api/operations/update-log';
import { Button } from '@client/components/ui/Button';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { fieldLabel } from '@shared/log-labels';
import { AdminPage } from '@client/components/layout/AdminPage';
import { ClientFilter } from '@client/features/directory/clients/ClientFilter';
import { actionsColumn } from '@client/components/admin-list/actions-column';
import { DataTable } from '@client/components/admin-list/DataTable';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { ChangeDialog, SOURCE_LABELS, when } from './ChangeDialog';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import { ClientLink } from '@client/features/directory/clients/ClientLink';
import { ListFilter } from '@client/components/admin-list/ListFilter';

const LIST_KEY = queryKeys.adminList('update-log');
const FILTERS = ['clientId', 'field', 'source'] as const;
const EMPTY = { none: 'No changes logged yet.', filtered: 'No changes match these filters.' };
const SOURCE_OPTIONS = [{ value: '', label: 'Every source' }, ...CHANGE_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] }))];

/** The client of a change: a link to the profile while it exists, its name at the time otherwise. */
function ClientCell({ entry }: { entry: UpdateLogEntry }) {
  if (!entry.client) return <span className="text-ink-soft">{entry.clientName || '—'}</span>;
  return <ClientLink slug={entry.client.slug} name={entry.client.name} />;
}

/**
 * /admin/update-log: every content change (edits in the app, later syncs and imports), newest
 * first, filtered by client, field and source in the URL; each change opens a field-level
 * before/after diff with who made it and when, and "Restore this version" where it can be restored.
 */
export default function UpdateLogPage() {
  const list = useAdminList({ route: operationsAdminRoutes.updateLog, key: LIST_KEY, filters: FILTERS, defaults: { sort: 'createdAt', dir: 'desc' } });
  const fields = useQuery({ queryKey: [...LIST_KEY, 'fields'], queryFn: () => call(operationsAdminRoutes.updateLogFields), staleTime: 60_000 });
  const [open, setOpen] = useState<UpdateLogEntry | null>(null);

  const columns = useMemo<ColumnDef<UpdateLogEntry>[]>(
    () => [
      { id: 'createdAt', header: 'When', cell: ({ row }) => <span className="whitespace-nowrap">{when(row.original.createdAt)}</span> },
      { id: 'client', header: 'Client', enableSorting: false, cell: ({ row }) => <ClientCell entry={row.original} /> },
      {
        id: 'change',
        header: 'Change',
        enableSorting: false,
        cell: ({ row }) => <span className="text-ink">{row.original.label}</span>,
      },
      { id: 'source', header: 'Source', enableSorting: false, cell: ({ row }) => SOURCE_LABELS[row.original.source] },
      { id: 'actor', header: 'By', enableSorting: false, cell: ({ row }) => row.original.actorEmail ?? <span className="text-ink-soft">System</span> },
      actionsColumn((change) => (
        <Button variant="ghost" size="sm" onClick={() => setOpen(change)} aria-label={`Diff: ${change.label}`}>
          <GitCompareArrows className="size-4" aria-hidden="true" />
          Diff
        </Button>
      )),
    ],
    [],
  );

  const { params, update } = list;
  const fieldOptions = [{ value: '', label: 'Every field' }, ...(fields.data ?? []).map((f) => ({ value: f, label: fieldLabel(f) }))];
  return (
    <AdminPage title="Update Log" description="Every change to profile content: what changed, who changed it, and when.">
      <div className="flex flex-wrap items-end gap-3">
        <ClientFilter value={params.filters.clientId} onChange={(clientId) => update({ filters: { clientId } })} />
        <ListFilter label="Field" options={fieldOptions} name="field" params={params} update={update} />
        <ListFilter label="Source" options={SOURCE_OPTIONS} name="source" params={params} update={update} />
      </div>
      <DataTable {...list.table} label="changes" columns={columns} sortable={UPDATE_LOG_SORTS} empty={EMPTY} />
      <ChangeDialog change={open} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
