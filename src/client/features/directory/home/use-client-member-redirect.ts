import { useEffect } from 'react';
import { useNavigate } from '@client/lib/router';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { isClientMember } from '@shared/permissions';
import { call } from '@client/lib/call';
import { useCurrentUser } from '@client/lib/use-current-user';

/** A signed-in guest or team user on / goes to /profile/{slug}, looking the slug up by client id when needed. */
export function useClientMemberRedirect(): boolean {
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const redirecting = Boolean(user && isClientMember(user) && (user.clientSlug || user.clientId));
  useEffect(() => {
    if (!user || !isClientMember(user)) return;
    if (user.clientSlug) {
      navigate(`/profile/${user.clientSlug}`, { replace: true });
    } else if (user.clientId) {
      call(directoryRoutes.clientSlug, { params: { clientId: user.clientId } })
        .then(({ slug }) => navigate(`/profile/${slug}`, { replace: true }))
        .catch(() => undefined);
    }
  }, [user, navigate]);
  return redirecting;
}
