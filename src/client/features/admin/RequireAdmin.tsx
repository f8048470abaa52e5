import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { canOpenAdminPath } from '../../../shared/permissions';
import { useCurrentUser } from '../../lib/use-current-user';
import NotFoundPage from '../errors/NotFoundPage';

/** Renders admin pages only for those SPEC §6 lets open the path (owner-only paths for the owner). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  if (!canOpenAdminPath(user, pathname.replace(/\/$/, '') || '/')) return <NotFoundPage />;
  return children;
}
