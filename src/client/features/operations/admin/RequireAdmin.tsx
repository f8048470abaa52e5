import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@client/lib/router';
import { canOpenAdminPath } from '@shared/permissions';
import { useCurrentUser } from '@client/lib/use-current-user';
import { SignInFirst } from '@client/components/layout/SignInFirst';
import NotFoundPage from '@client/components/layout/NotFoundPage';

/** Where a team member opening a console page of the booking desk goes instead: its place in their client panel (they have no console). */
const TEAM_PANEL_PAGES: Readonly<Record<string, (slug: string) => string>> = {
  '/admin/booking-requests': (slug) => `/profile/${slug}/bookings`,
  '/admin/pitches': (slug) => `/profile/${slug}/pitches`,
};

/**
 * Renders admin pages only for admins and owners (owner-only paths for the owner alone).
 * A visitor is sent to sign in (and comes back here after it); a signed-in user without the
 * right sees Page Not Found. A team member following the agency's mail to the booking inbox
 * goes to their client's Bookings page, where they answer requests, and one opening the pitch
 * pages to their panel's Pitch Pages.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  if (!user) return <SignInFirst />;
  const path = pathname.replace(/\/$/, '') || '/';
  const panelPage = TEAM_PANEL_PAGES[path];
  if (panelPage && user.role === 'team' && user.clientSlug) return <Navigate replace to={panelPage(user.clientSlug)} />;
  if (!canOpenAdminPath(user, path)) return <NotFoundPage />;
  return children;
}
