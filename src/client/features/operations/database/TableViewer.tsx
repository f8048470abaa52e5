import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowLeft, Download } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from '@client/lib/router';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import type { DatabaseColumn, DatabaseRow } from '@shared/api/operations/database';
import { Alert } from '@client/components/ui/Alert';
import { buttonClass } from '@client/components/ui/Button';
import { ApiError } from '@client/lib/api';
import { call } from '@client/lib/call';
import { PageHeader } from '@client/components/layout/PageHeader';
import { DataTable } from '@client/components/admin-list/DataTable';
import { useListParams } from '@client/components/admin-list/use-list-params';
import { CellText } from './CellText';
import { DATABASE_KEY, tableCsvHref } from './database-queries';

const NO_FILTERS: string[] = [];
/** The id of the column the rows are ordered by (the first primary-key column): its header flips the order. */
const KEY_SORT = 'key';

/** A column's header: its name, and 'hidden' for a secret whose values are never sent. */
function ColumnHeader({ column }: { column: DatabaseColumn }) {
  return (
    <span className="inline-flex items-center gap-1.5 font-mono normal-case" title={column.type}>
      {column.name}
      {column.hidden && <span className="rounded-full bg-sunken px-1.5 py-0.5 font-sans text-[0.65rem] tracking-wide text-ink-soft uppercase">hidden</span>}
    </span>
  );
}

/** The table's columns for DataTable: every column (none hides on a narrow screen: the table scrolls), the hidden ones with no value. */
function columnsOf(columns: DatabaseColumn[]): ColumnDef<DatabaseRow>[] {
  const firstKey = columns.find((column) => column.primaryKey)?.name;
  return columns.map((column) => ({
    id: column.name === firstKey ? KEY_SORT : `col:${column.name}`,
    header: () => <ColumnHeader column={column} />,
    meta: { priority: 0, label: column.name },
    cell: ({ row }) =>
      column.hidden ? <span className="text-xs text-muted italic">hidden</span> : <CellText column={column.name} value={row.original.values[column.name]} />,
  }));
}

/**
 * /admin/database/:table: one table's rows, read-only, by primary key (its header flips the
 * order), paged in the URL; secret columns are listed, marked hidden, with no values.
 */
export function TableViewer() {
  const table = useParams().table ?? '';
  const { params, update } = useListParams(NO_FILTERS, { sort: KEY_SORT, dir: 'asc' });
  const apiQuery = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize), dir: params.dir }).toString();
  const rows = useQuery({
    queryKey: [...DATABASE_KEY, 'table', table, apiQuery],
    queryFn: () => call(operationsAdminRoutes.tableRows, { params: { table }, query: { page: params.page, pageSize: params.pageSize, dir: params.dir } }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => columnsOf(rows.data?.columns ?? []), [rows.data?.columns]);
  const unknown = rows.error instanceof ApiError && rows.error.status === 404;

  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8 sm:px-8">
      <Link to="/admin/database" className="link-inline inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All tables
      </Link>
      <PageHeader
        title={table}
        description="Read-only, by primary key. Hidden columns hold passwords, hashes, tokens or keys: their values are never sent."
        actions={
          !unknown && (
            <a className={buttonClass('secondary')} href={tableCsvHref(table)} download>
              <Download className="size-4" aria-hidden="true" />
              Download CSV
            </a>
          )
        }
      />
      {unknown ? (
        <Alert tone="error">There is no table named “{table}”. Go back to the list of tables to pick one.</Alert>
      ) : (
        <DataTable
          label={`rows of ${table}`}
          columns={columns}
          sortable={[KEY_SORT]}
          rows={rows.data?.table === table ? rows.data.items : undefined}
          total={rows.data?.total ?? 0}
          totalCapped={rows.data?.totalCapped ?? false}
          params={params}
          onParamsChange={update}
          rowId={(row) => row.key}
          isError={rows.isError}
          onRetry={() => void rows.refetch()}
          empty="This table has no rows."
        />
      )}
    </div>
  );
}
