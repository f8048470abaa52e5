import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from '@client/lib/router';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { isAdmin } from '@shared/permissions';
import { buttonClass } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { useCurrentUser } from '@client/lib/use-current-user';
import { ProfileSubpage } from '../profile-subpage/ProfileSubpage';

/**
 * The client an edit page works on: a guest or team member edits their own; an admin or owner
 * the one named by `?client={slug}`, and is sent to the directory when none is named. Loads its
 * profile (with the loading, error and not-found states) and renders `children` with it.
 */
export function EditTarget({ title, children }: { title: string; children: (client: ClientDetail) => ReactNode }) {
  const { data: user } = useCurrentUser();
  const [params] = useSearchParams();
  const curator = isAdmin(user);
  const slug = curator ? (params.get('client') ?? '') : (user?.clientSlug ?? '');
  if (!slug) return <NothingChosen title={title} curator={curator} />;
  return (
    <ProfileSubpage title={title} slug={slug}>
      {children}
    </ProfileSubpage>
  );
}

/** No client to edit: admins choose one in the directory; a guest or team account without a client has none. */
function NothingChosen({ title, curator }: { title: string; curator: boolean }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <h1 className="font-display text-3xl text-ink">{title}</h1>
      <Card className="mt-6 flex flex-col items-start gap-4 p-6">
        <Users className="size-8 text-muted" aria-hidden="true" />
        <div>
          <h2 className="font-medium text-ink">{curator ? 'Choose a profile to edit' : 'No profile to edit'}</h2>
          <p className="mt-1 text-sm text-ink-soft">
            {curator
              ? 'This page edits the profile named in its address (?client= and the profile’s slug). Find the profile in the directory.'
              : 'Your account is not linked to a profile. Ask an administrator to link it.'}
          </p>
        </div>
        {curator && (
          <Link to="/directory" className={buttonClass('secondary')}>
            Go to the directory
          </Link>
        )}
      </Card>
    </div>
  );
}
