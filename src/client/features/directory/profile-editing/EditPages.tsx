import { lazy } from 'react';

const EditProfilePage = lazy(() => import('./EditProfilePage'));
const EditQuestionsPage = lazy(() => import('./EditQuestionsPage'));

/**
 * /edit-profile and /edit-questions behind one small lazy module, so the entry names one chunk
 * for both instead of each page and its dependencies; each page is its own chunk below it.
 */
export default function EditPages({ page }: { page: 'profile' | 'questions' }) {
  return page === 'profile' ? <EditProfilePage /> : <EditQuestionsPage />;
}
