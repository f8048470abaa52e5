import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import { addressOf, call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';

/** The database page's queries: the summary, and each table's pages under it. */
export const DATABASE_KEY = queryKeys.adminList('database');

/** The summary query (engine, migration version, tables, pg_dump command). */
export const databaseSummaryQuery = {
  queryKey: [...DATABASE_KEY, 'summary'],
  queryFn: () => call(operationsAdminRoutes.database),
};

/** A table's CSV export, as a link downloads it. */
export const tableCsvHref = (table: string) => addressOf(operationsAdminRoutes.tableCsv, { params: { table } });

/** The backup's download. */
export const backupHref = addressOf(operationsAdminRoutes.backup, {});

/** A row count as the page shows it: exact, or 'about N' when it is PostgreSQL's estimate. */
export const rowCountText = (rows: number, exact: boolean) => (exact ? rows.toLocaleString('en-US') : `about ${rows.toLocaleString('en-US')}`);
