import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { canOpenAdminPath } from '../../../../shared/permissions';
import { useCurrentUser } from '../../../lib/use-current-user';
import { SignInFirst } from '../../account/auth/SignInFirst';
import NotFoundPage from '../../directory/not-found/NotFoundPage';

/**
 * Renders admin pages only for those SPEC §6 lets open the path (owner-only paths for the owner).
 * A visitor is sent to sign in (and comes back here after it); a signed-in user without the
 * right sees Page Not Found.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  if (!user) return <SignInFirst />;
  if (!canOpenAdminPath(user, pathname.replace(/\/$/, '') || '/')) return <NotFoundPage />;
  return children;
}
