import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ADMIN_AUDIT_SORTS, AUDIT_DATES_MESSAGE, type AdminAuditEntry } from '@shared/api/operations/audit';
import { Alert } from '@client/components/ui/Alert';
import { Button, buttonClass } from '@client/components/ui/Button';
import { Field } from '@client/components/ui/Field';
import { RecordModal } from '@client/components/ui/Modal';
import { SelectField } from '@client/components/ui/Select';
import { addressOf, call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { actionLabel } from '@shared/log-labels';
import { AdminPage } from '@client/components/layout/AdminPage';
import { RawRecord } from '../admin/RawRecord';
import { DataTable } from '@client/components/admin-list/DataTable';
import { isFiltered } from '@client/components/admin-list/use-list-params';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import type { ListParams } from '@client/components/admin-list/use-list-params';
import { AuditDetails } from './AuditDetails';
import { DebouncedField } from './DebouncedField';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';

const LIST_KEY = queryKeys.adminList('audit');
const FILTERS = ['actingAs', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
const EMPTY = {
  none: 'Nothing has been audited yet: console writes appear here as they happen.',
  filtered: 'No entries match these filters. Widen the dates or clear a filter.',
};
const NO_FILTERS = Object.fromEntries(FILTERS.map((name) => [name, '']));

/** When something happened, in the reader's time zone. */
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** An entry's target in words ('Amara Okafor', 'job 4'), '—' without one. */
const targetOf = (entry: AdminAuditEntry) => entry.targetLabel ?? '—';

/** The export's address for the list's search and filters (no paging: the file holds every match). */
function csvHref(params: ListParams): string {
  const query: Record<string, string | undefined> = { q: params.q.trim() || undefined };
  for (const [name, value] of Object.entries(params.filters)) query[name] = value || undefined;
  return addressOf(operationsAdminRoutes.auditCsv, { query });
}

/** Who did it: the signed-in account, and 'as {email}' while they were viewing as someone. */
function WhoCell({ entry }: { entry: AdminAuditEntry }) {
  return (
    <div className="max-w-64">
      <p className="truncate text-ink">{entry.actor?.email ?? <span className="text-ink-soft">System</span>}</p>
      {entry.actingAs && <p className="truncate text-xs text-ink-soft">as {entry.actingAs.email ?? `user ${entry.actingAs.id}`}</p>}
    </div>
  );
}

/**
 * /admin/audit (owner): the audit log, newest first, filtered in the URL by actor email (the
 * search), impersonated account, action, target and days; each entry opens what the write
 * recorded (before and after side by side). Export CSV downloads every entry that matches.
 */
export default function AdminAuditPage() {
  const list = useAdminList({ route: operationsAdminRoutes.auditLog, key: LIST_KEY, filters: FILTERS, defaults: { sort: 'createdAt', dir: 'desc' } });
  const actions = useQuery({ queryKey: [...LIST_KEY, 'actions'], queryFn: () => call(operationsAdminRoutes.auditActions), staleTime: 60_000 });
  const [open, setOpen] = useState<AdminAuditEntry | null>(null);

  const columns = useMemo<ColumnDef<AdminAuditEntry>[]>(
    () => [
      { id: 'createdAt', header: 'When', cell: ({ row }) => <span className="whitespace-nowrap">{when(row.original.createdAt)}</span> },
      { id: 'who', header: 'Who', cell: ({ row }) => <WhoCell entry={row.original} /> },
      { id: 'action', header: 'Action', cell: ({ row }) => <span className="whitespace-nowrap text-ink">{row.original.label}</span> },
      { id: 'target', header: 'Target', cell: ({ row }) => <span className="block max-w-64 truncate">{targetOf(row.original)}</span> },
      {
        id: 'details',
        header: () => <span className="sr-only">Details</span>,
        cell: ({ row }) => (
          <div className="flex justify-end">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setOpen(row.original)}
              aria-label={`Details: ${row.original.label} on ${targetOf(row.original)}, ${when(row.original.createdAt)}`}
            >
              Details
            </Button>
          </div>
        ),
      },
    ],
    [],
  );

  const { params, update } = list;
  const filters = params.filters;
  const filtered = isFiltered(params);
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to);
  const known = actions.data?.actions ?? [];
  const actionOptions = [
    { value: '', label: actions.isError ? 'Every action (list not loaded)' : 'Every action' },
    ...(filters.action && !known.includes(filters.action) ? [filters.action] : []).concat(known).map((a) => ({ value: a, label: actionLabel(a, null) })),
  ];
  const setFilter = (name: (typeof FILTERS)[number]) => (value: string) => update({ filters: { [name]: value } });
  return (
    <AdminPage
      title="Audit"
      description="Every write made in the console: who made it (and as whom), what it changed, and when."
      actions={
        <a className={buttonClass('secondary')} href={csvHref(params)} download>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      }
    >
      <ListToolbar label="by actor email" q={params.q} onSearch={(q) => update({ q })}>
        <SelectField label="Action" options={actionOptions} value={filters.action} onChange={(e) => setFilter('action')(e.target.value)} />
        <DebouncedField label="Viewing as (email or id)" value={filters.actingAs} onChange={setFilter('actingAs')} className="w-48" />
        <DebouncedField label="Target type" value={filters.targetType} onChange={setFilter('targetType')} className="w-36" />
        <DebouncedField label="Target id" value={filters.targetId} onChange={setFilter('targetId')} className="w-36" />
        <Field
          label="From"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => setFilter('from')(e.target.value)}
          className="w-40"
        />
        <Field label="To" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => setFilter('to')(e.target.value)} className="w-40" />
        {filtered && (
          <Button variant="ghost" onClick={() => update({ q: '', filters: NO_FILTERS })}>
            Clear filters
          </Button>
        )}
      </ListToolbar>
      {reversed && <Alert tone="error">{AUDIT_DATES_MESSAGE}.</Alert>}
      <DataTable {...list.table} label="audit entries" columns={columns} sortable={ADMIN_AUDIT_SORTS} empty={EMPTY} />
      <RecordModal
        record={open}
        onClose={() => setOpen(null)}
        title={(entry) => `${entry.label} · ${targetOf(entry)}`}
        description={(entry) =>
          `${when(entry.createdAt)} · ${entry.actor?.email ?? 'System'}${entry.actingAs ? ` as ${entry.actingAs.email ?? `user ${entry.actingAs.id}`}` : ''}`
        }
      >
        {(entry) => (
          <>
            <AuditDetails details={entry.details} />
            <RawRecord value={{ action: entry.action, targetType: entry.targetType, targetId: entry.targetId, details: entry.details }} />
          </>
        )}
      </RecordModal>
    </AdminPage>
  );
}
