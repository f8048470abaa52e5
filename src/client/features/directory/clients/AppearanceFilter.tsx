import { Link } from '@client/lib/router';
import { CONFIRMED_ONLY_SEARCH } from '../appearances/appearance-pages';

/** The two views of a profile's appearances: every one, or the confirmed ones alone (kept in the address). */
const VIEWS = [
  { confirmedOnly: false, label: 'All appearances', search: '' },
  { confirmedOnly: true, label: 'Confirmed only', search: CONFIRMED_ONLY_SEARCH },
] as const;

/**
 * Two links above the profile's appearances: all of them, or those the show's own feed or a
 * booking's release confirmed. Each is an address (`?appearances=confirmed#podcasts`), so a tap
 * works before the page's script has started, and the view can be shared.
 */
export function AppearanceFilter({ confirmedOnly }: { confirmedOnly: boolean }) {
  return (
    <nav aria-label="Which appearances to show" className="mb-4 inline-flex rounded-full border border-line bg-sunken p-0.5 text-sm">
      {VIEWS.map((view) => {
        const current = confirmedOnly === view.confirmedOnly;
        return (
          <Link
            key={view.label}
            to={{ search: view.search, hash: 'podcasts' }}
            replace
            aria-current={current ? 'true' : undefined}
            className={`inline-flex min-h-9 items-center rounded-full px-3 font-medium ${current ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink'}`}
          >
            {view.label}
          </Link>
        );
      })}
    </nav>
  );
}
