import { jobRoutes } from '@shared/api/jobs-route-table';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { Link } from '@client/lib/router';
import type { JobFinding, JobFindingsPage } from '@shared/api/jobs';
import { PROFILE_FINDING_KINDS, PROFILE_FINDING_LABELS } from '@shared/api/integrations/profile-spider';
import { cn } from '@client/lib/cn';
import { queryKeys } from '@client/lib/query-keys';
import { DataTable } from '@client/components/admin-list/DataTable';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { ClientLink } from '@client/features/directory/clients/ClientLink';
import { TitledSection } from '@client/components/layout/TitledSection';

/** The query key of the profile spider's report pages (refreshed as a run makes progress and when it ends). */
export const REPORT_KEY = queryKeys.adminList('profile-spider-report');
const FILTERS = ['kind'] as const;
const SORTS = ['id'] as const;

/** What a finding says, in words: the field, and the address and failure of a dead link. */
function Problem({ finding }: { finding: JobFinding }) {
  const detail = finding.detail as { field?: string; reason?: string; url?: string };
  return (
    <div className="max-w-xl">
      <p className="text-ink">
        <span className="font-medium">{detail.field}</span>
        {detail.reason && <span className="text-ink-soft"> — {detail.reason}</span>}
      </p>
      {detail.url && <p className="mt-0.5 truncate text-xs text-ink-soft">{detail.url}</p>}
    </div>
  );
}

/**
 * A run's report: its findings grouped by kind (Dead links, Missing fields, Hidden bios, each with
 * its count) in a paged table; the kind is kept in the URL. Each finding links to the profile and to the directory.
 */
export function ProfileSpiderReport({ jobId, runNumber, running }: { jobId: number; runNumber: number; running: boolean }) {
  const list = useAdminList({
    route: jobRoutes.jobFindings,
    params: { id: jobId },
    key: [...REPORT_KEY, jobId],
    filters: FILTERS,
    defaults: { sort: 'id', dir: 'asc' },
  });
  const { params, update, query } = list;
  const counts = (query.data as JobFindingsPage | undefined)?.counts ?? {};
  const queryClient = useQueryClient();
  // while the run goes on, its findings grow: refresh the page every few seconds
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => queryClient.invalidateQueries({ queryKey: [...REPORT_KEY, jobId] }), 3_000);
    return () => clearInterval(timer);
  }, [running, jobId, queryClient]);

  const columns = useMemo<ColumnDef<JobFinding>[]>(
    () => [
      {
        id: 'client',
        header: 'Client',
        cell: ({ row }) =>
          row.original.clientSlug ? (
            <ClientLink slug={row.original.clientSlug} name={row.original.clientName} />
          ) : (
            <span className="text-ink-soft">Deleted client</span>
          ),
      },
      { id: 'kind', header: 'Finding', cell: ({ row }) => PROFILE_FINDING_LABELS[row.original.kind as 'dead-link'] ?? row.original.kind },
      { id: 'problem', header: 'Problem', cell: ({ row }) => <Problem finding={row.original} /> },
      {
        id: 'directory',
        header: () => <span className="sr-only">Directory</span>,
        cell: ({ row }) =>
          row.original.clientName && (
            <Link className="link-inline whitespace-nowrap text-sm" to={`/admin/directory?q=${encodeURIComponent(row.original.clientName)}`}>
              In directory
            </Link>
          ),
      },
    ],
    [],
  );

  const tab = (kind: string, label: string, count: number) => (
    <button
      key={kind || 'all'}
      type="button"
      aria-pressed={params.filters.kind === kind}
      onClick={() => update({ filters: { kind } })}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-accent',
        params.filters.kind === kind ? 'border-accent bg-accent-soft text-accent' : 'border-line bg-surface text-ink-soft hover:bg-sunken',
      )}
    >
      {label}
      <span className="font-semibold tabular-nums">{count}</span>
    </button>
  );
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <TitledSection id="report-title" title={`Report of run ${runNumber}`}>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Finding kind</legend>
        {tab('', 'All', all)}
        {PROFILE_FINDING_KINDS.map((kind) => tab(kind, PROFILE_FINDING_LABELS[kind], counts[kind] ?? 0))}
      </fieldset>
      <DataTable
        {...list.table}
        label="findings"
        columns={columns}
        sortable={SORTS}
        empty={running ? 'Nothing found yet.' : 'Nothing to report: every checked profile is complete and its links answer.'}
      />
    </TitledSection>
  );
}
