import { Link } from '@client/lib/router';
import { isAdmin, isOwner } from '@shared/permissions';
import { useCurrentUser } from '@client/lib/use-current-user';

/** Label, address, and whether the owner alone may open it (Database and Sync). */
const LINKS: [string, string, boolean][] = [
  ['Home', '/', false],
  ['Team', '/admin/users', false],
  ['Messages', '/messages', false],
  ['Database', '/admin/database', true],
  ['Sync', '/admin/sync', true],
  ['Gallery', '/admin/gallery', false],
  ['Videos', '/admin/videos', false],
  ['Episodes', '/admin/episodes', false],
];

/** The admin top bar on /: quick links and a welcome. */
export function AdminTopBar() {
  const { data: user } = useCurrentUser();
  if (!user || !isAdmin(user) || user.isImpersonating) return null;
  return (
    <div className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2.5 text-sm sm:px-6">
        <nav aria-label="Admin shortcuts" className="flex flex-wrap gap-x-4 gap-y-1">
          {LINKS.filter(([, , ownerOnly]) => !ownerOnly || isOwner(user)).map(([label, to]) => (
            <Link key={to} to={to} className="text-ink-soft hover:text-accent">
              {label}
            </Link>
          ))}
        </nav>
        <span className="text-muted">Welcome, {user.name || user.email}</span>
      </div>
    </div>
  );
}
