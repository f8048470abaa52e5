import { lazy } from 'react';
import { Route, Routes } from '@client/lib/router';
import { lazyPage } from '@client/components/ui/Spinner';
import AdminDirectoryPage from './AdminDirectoryPage';

// the editor is its own chunk: the list opens without it
const ClientEditorPage = lazy(() => import('./ClientEditorPage'));

/** /admin/directory: the list, and the full-page editor at /admin/directory/new and /admin/directory/{id}. */
export default function AdminDirectory() {
  return (
    <Routes>
      <Route index element={<AdminDirectoryPage />} />
      <Route path=":id" element={lazyPage(<ClientEditorPage />)} />
    </Routes>
  );
}
