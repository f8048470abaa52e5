import { Link } from 'react-router';
import { isAdmin } from '../../../shared/permissions';
import { useCurrentUser } from '../../lib/use-current-user';

const LINKS: [string, string][] = [
  ['Home', '/'],
  ['Team', '/admin/users'],
  ['Messages', '/messages'],
  ['Database', '/admin/database'],
  ['Sync', '/admin/sync'],
  ['Gallery', '/admin/gallery'],
  ['Videos', '/admin/videos'],
  ['Episodes', '/admin/episodes'],
];

/** The admin top bar on / (SPEC §2): quick links and a welcome. */
export function AdminTopBar() {
  const { data: user } = useCurrentUser();
  if (!user || !isAdmin(user) || user.isImpersonating) return null;
  return (
    <div className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2.5 text-sm sm:px-6">
        <nav aria-label="Admin shortcuts" className="flex flex-wrap gap-x-4 gap-y-1">
          {LINKS.map(([label, to]) => (
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
