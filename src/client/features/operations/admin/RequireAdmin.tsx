import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canOpenAdminPath } from '../../../../shared/permissions';
import { useCurrentUser } from '../../../lib/use-current-user';
import { SignInFirst } from '../../account/auth/SignInFirst';
import NotFoundPage from '../../directory/not-found/NotFoundPage';

/**
 * Renders admin pages only for admins and owners (owner-only paths for the owner alone).
 * A visitor is sent to sign in (and comes back here after it); a signed-in user without the
 * right sees Page Not Found. A team member following the agency's mail to the booking inbox
 * goes to their client's Bookings page, where they answer requests (they have no console).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  if (!user) return <SignInFirst />;
  const path = pathname.replace(/\/$/, '') || '/';
  if (path === '/admin/booking-requests' && user.role === 'team' && user.clientSlug) return <Navigate replace to={`/profile/${user.clientSlug}/bookings`} />;
  if (!canOpenAdminPath(user, path)) return <NotFoundPage />;
  return children;
}
