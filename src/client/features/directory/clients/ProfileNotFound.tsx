import { UserX } from 'lucide-react';
import { Link } from '@client/lib/router';
import { PROFILE_NOT_FOUND_TITLE } from '@shared/page-titles';
import { isAdmin } from '@shared/permissions';
import { buttonClass } from '@client/components/ui/Button';
import { useCurrentUser } from '@client/lib/use-current-user';
import { usePageTitle } from '@client/lib/use-page-title';

/**
 * /profile/{slug} when no profile has that address (the server answers 404): a plain message and
 * a way back to the profiles (the Executive Directory for admins, who may open it; the home
 * page's spotlight for everyone else).
 */
export function ProfileNotFound() {
  const { data: user } = useCurrentUser();
  usePageTitle(PROFILE_NOT_FOUND_TITLE);
  const [to, label] = isAdmin(user) ? ['/directory', 'Back to the directory'] : ['/#spotlight', 'Browse the executives'];
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <UserX className="size-10 text-muted" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl text-ink">{PROFILE_NOT_FOUND_TITLE}</h1>
      <p className="mt-3 text-ink-soft">No profile lives at this address. It may have been renamed or removed.</p>
      <Link to={to} className={`${buttonClass('primary')} mt-8`}>
        {label}
      </Link>
    </div>
  );
}
