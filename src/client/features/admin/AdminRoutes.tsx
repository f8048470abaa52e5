import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { lazyPage } from '../../components/ui/Spinner';
import NotFoundPage from '../errors/NotFoundPage';
import AdminOverviewPage from './AdminOverviewPage';
import { RequireAdmin } from './RequireAdmin';
import TestModePage from './TestModePage';

// each console page is its own chunk, fetched when first opened
const AdminTalkingPointsPage = lazy(() => import('../admin-talking-points/AdminTalkingPointsPage'));

/** The admin area, loaded as its own chunk; pages later issues build show Page Not Found until then. */
export default function AdminRoutes() {
  return (
    <RequireAdmin>
      <Routes>
        <Route index element={<AdminOverviewPage />} />
        <Route path="test" element={<TestModePage />} />
        <Route path="talking-points" element={lazyPage(<AdminTalkingPointsPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RequireAdmin>
  );
}
