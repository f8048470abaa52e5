import type { ReactNode } from 'react';
import { isAgency } from '@shared/permissions';
import { useCurrentUser } from '@client/lib/use-current-user';
import { SignInFirst } from '@client/components/layout/SignInFirst';
import NotFoundPage from '@client/components/layout/NotFoundPage';

/**
 * A booking desk page of the agency opened in the client panel, where a team member works (they
 * have no console): shown to admins, owners and team members; a visitor signs in first, anyone
 * else sees Page Not Found. The server narrows a team member to the guests they work with.
 */
export function AgencyOnly({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (!user) return <SignInFirst />;
  if (!isAgency(user)) return <NotFoundPage />;
  return children;
}
