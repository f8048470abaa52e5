import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useSearchParams } from '@client/lib/router';
import type { AdminDatabaseTable } from '@shared/api/operations/database';
import { ADMIN_PAGE_SIZES } from '@shared/api/admin-lists';
import { Alert } from '@client/components/ui/Alert';
import { Button, buttonClass } from '@client/components/ui/Button';
import { Skeleton } from '@client/components/ui/Skeleton';
import { AdminPage } from '@client/components/layout/AdminPage';
import { DataTable } from '@client/components/admin-list/DataTable';
import type { ListParams } from '@client/components/admin-list/use-list-params';
import { useListParams } from '@client/components/admin-list/use-list-params';
import { formatBytes } from '@client/lib/format-bytes';
import { databaseSummaryQuery, rowCountText, tableCsvHref } from './database-queries';
import { DatabaseSummaryCard } from './DatabaseSummaryCard';

/** What the tables list sorts by (in the browser: the list is the schema's few dozen tables). */
const TABLE_SORTS = ['name', 'rows', 'bytes'] as const;
const NO_FILTERS: string[] = [];

/** The tables in the list's order and page. */
function pageOf(tables: AdminDatabaseTable[], params: ListParams): AdminDatabaseTable[] {
  const sort = (TABLE_SORTS as readonly string[]).includes(params.sort) ? (params.sort as (typeof TABLE_SORTS)[number]) : 'name';
  const sign = params.dir === 'desc' ? -1 : 1;
  const sorted = [...tables].sort(
    (a, b) => sign * (sort === 'name' ? a.name.localeCompare(b.name, 'en') : a[sort] - b[sort] || a.name.localeCompare(b.name, 'en')),
  );
  const start = (params.page - 1) * params.pageSize;
  return sorted.slice(start, start + params.pageSize);
}

/**
 * /admin/database: the engine, migration version and backup, then every table of the schema with
 * its row count and size; each opens in the viewer or downloads as CSV.
 */
export function DatabaseOverview() {
  const summary = useQuery(databaseSummaryQuery);
  const list = useListParams(NO_FILTERS, { sort: 'name', dir: 'asc' });
  const [search] = useSearchParams();
  // the schema's few dozen tables fit one page: the largest size unless the URL asks for another
  const params = search.has('pageSize') ? list.params : { ...list.params, pageSize: ADMIN_PAGE_SIZES[ADMIN_PAGE_SIZES.length - 1] };

  const columns = useMemo<ColumnDef<AdminDatabaseTable>[]>(
    () => [
      {
        id: 'name',
        header: 'Table',
        cell: ({ row }) => (
          <Link to={`/admin/database/${encodeURIComponent(row.original.name)}`} className="link-inline font-mono text-xs">
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'rows',
        header: 'Rows',
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{rowCountText(row.original.rows, row.original.rowsExact)}</span>,
      },
      { id: 'bytes', header: 'Size', cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatBytes(row.original.bytes)}</span> },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <Link
              to={`/admin/database/${encodeURIComponent(row.original.name)}`}
              className={buttonClass('ghost', 'sm')}
              aria-label={`View ${row.original.name}`}
            >
              View
            </Link>
            <a href={tableCsvHref(row.original.name)} download className={buttonClass('ghost', 'sm')} aria-label={`Download ${row.original.name} as CSV`}>
              CSV
            </a>
          </div>
        ),
      },
    ],
    [],
  );

  const tables = summary.data?.tables;
  return (
    <AdminPage title="Database" description="Every table with its rows and size, read-only. Passwords, hashes, tokens and keys are never shown.">
      {summary.isError ? (
        <Alert tone="error" title="The database summary could not be loaded">
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : summary.data ? (
        <DatabaseSummaryCard summary={summary.data} />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
      <DataTable
        label="tables"
        columns={columns}
        sortable={TABLE_SORTS}
        rows={tables && pageOf(tables, params)}
        total={tables?.length ?? 0}
        totalCapped={false}
        params={params}
        onParamsChange={list.update}
        rowId={(table) => table.name}
        isError={summary.isError}
        onRetry={() => void summary.refetch()}
        empty="The schema has no tables."
      />
    </AdminPage>
  );
}
