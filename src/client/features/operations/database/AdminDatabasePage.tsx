import { Route, Routes } from '@client/lib/router';
import NotFoundPage from '@client/components/layout/NotFoundPage';
import { DatabaseOverview } from './DatabaseOverview';
import { TableViewer } from './TableViewer';

/** /admin/database (owner): the overview of the tables and the backup, and /admin/database/:table, one table's rows. */
export default function AdminDatabasePage() {
  return (
    <Routes>
      <Route index element={<DatabaseOverview />} />
      <Route path=":table" element={<TableViewer />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
