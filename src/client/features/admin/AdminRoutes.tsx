import { Route, Routes } from 'react-router';
import NotFoundPage from '../errors/NotFoundPage';
import AdminOverviewPage from './AdminOverviewPage';
import { RequireAdmin } from './RequireAdmin';
import TestModePage from './TestModePage';

/** The admin area, loaded as its own chunk; pages later issues build show Page Not Found until then. */
export default function AdminRoutes() {
  return (
    <RequireAdmin>
      <Routes>
        <Route index element={<AdminOverviewPage />} />
        <Route path="test" element={<TestModePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RequireAdmin>
  );
}
