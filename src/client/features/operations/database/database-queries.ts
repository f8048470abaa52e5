import type { AdminDatabaseSummary } from '../../../../shared/api/operations/admin-database';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The database page's queries: the summary, and each table's pages under it. */
export const DATABASE_KEY = queryKeys.adminList('database');

/** The summary query (engine, migration version, tables, pg_dump command). */
export const databaseSummaryQuery = {
  queryKey: [...DATABASE_KEY, 'summary'],
  queryFn: () => api<AdminDatabaseSummary>('/api/admin/database'),
};

/** A table's CSV export, as a link downloads it. */
export const tableCsvHref = (table: string) => `/api/admin/database/tables/${encodeURIComponent(table)}.csv`;

/** A row count as the page shows it: exact, or 'about N' when it is PostgreSQL's estimate. */
export const rowCountText = (rows: number, exact: boolean) => (exact ? rows.toLocaleString('en-US') : `about ${rows.toLocaleString('en-US')}`);
