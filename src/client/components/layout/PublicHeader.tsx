import { Link, useLocation } from '@client/lib/router';
import { isTokenPage } from '@shared/token-pages';
import { useCurrentUser } from '@client/lib/use-current-user';
import { buttonClass } from '../ui/Button';
import { logout } from '@client/lib/logout';

/** The wordmark (the name hides on phones when `compact`). */
export function Wordmark({ siteName = 'Podium', compact }: { siteName?: string; compact?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 font-display text-xl tracking-tight text-ink">
      <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-base text-gold-soft">P</span>
      <span className={compact ? 'hidden sm:inline' : undefined}>{siteName}</span>
    </Link>
  );
}

/** The site's About and Contact anchors on the home page, scrolled to by NavigationEffects. */
export const SITE_ANCHORS = { about: '/#about', contact: '/#contact' } as const;

/**
 * The public header. On / a signed-out visitor sees an Admin Login button; other
 * public pages have Home, About and Contact anchors and Login or Logout. On a host's page (a
 * request, a pitch, a feedback form, a quote to agree to, an approval: a page of a secret link) Login is a quiet link,
 * not the page's main button: the host has nothing to sign in to.
 */
export function PublicHeader() {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const loginStyle = isTokenPage(pathname) ? buttonClass('ghost', 'sm') : buttonClass('primary', 'sm');
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Wordmark compact />
        {pathname === '/' && !user ? (
          <Link to="/login" className={buttonClass('secondary', 'sm')}>
            Admin Login
          </Link>
        ) : (
          <nav aria-label="Site" className="flex items-center gap-0.5 sm:gap-2">
            <Link to="/" className={`${buttonClass('ghost', 'sm')} hidden sm:inline-flex`}>
              Home
            </Link>
            <Link to={SITE_ANCHORS.about} className={buttonClass('ghost', 'sm')}>
              About
            </Link>
            <Link to={SITE_ANCHORS.contact} className={buttonClass('ghost', 'sm')}>
              Contact
            </Link>
            {user ? (
              <button type="button" onClick={logout} className={buttonClass('secondary', 'sm')} disabled={user.isImpersonating}>
                Logout
              </button>
            ) : (
              <Link to="/login" className={loginStyle}>
                Login
              </Link>
            )}
          </nav>
        )}
      </div>
    </header>
  );
}
