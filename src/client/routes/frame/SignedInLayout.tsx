import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from '@client/lib/router';
import type { SessionUser } from '@shared/api/session-user';
import { LiveMessaging } from '@client/features/messaging/notifications/LiveMessaging';
import { LiveSync } from '@client/features/integrations/airtable-sync/LiveSync';
import { cn } from '@client/lib/cn';
import { TooltipProvider } from '@client/components/ui/Tooltip';
import { ErrorBoundary } from '@client/components/layout/ErrorBoundary';
import { ImpersonationBanner } from './ImpersonationBanner';
import { Sidebar } from './Sidebar';

/** The signed-in shell: skip link, impersonation banner, collapsible sidebar (a drawer on phones), the page, and live messaging. Its own chunk. */
export default function SignedInLayout({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes
  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [drawerOpen]);

  return (
    <TooltipProvider>
      <LiveMessaging user={user} />
      <LiveSync />
      <div className="flex min-h-dvh flex-col [--sticky-top:3.5rem] lg:[--sticky-top:0px]">
        <a
          href="#main"
          className="sr-only rounded-[var(--radius-control)] bg-surface px-4 py-2 text-sm font-medium text-ink shadow-[var(--shadow-pop)] focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
        >
          Skip to content
        </a>
        <ImpersonationBanner user={user} />
        <div className="flex flex-1">
          <aside
            className={cn(
              'fixed inset-y-0 left-0 z-50 w-72 -translate-x-full transition-transform duration-200 lg:sticky lg:top-0 lg:h-dvh lg:translate-x-0',
              // Off screen on phones until opened: hidden, so Tab does not walk through unseen links.
              drawerOpen ? 'translate-x-0' : 'max-lg:invisible',
              collapsed ? 'lg:w-16' : 'lg:w-64',
            )}
          >
            <Sidebar user={user} collapsed={collapsed && !drawerOpen} onCollapse={setCollapsed} drawer={drawerOpen} />
          </aside>
          {drawerOpen && (
            <button type="button" aria-label="Close menu" className="fixed inset-0 z-40 bg-ink/40 lg:hidden" onClick={() => setDrawerOpen(false)} />
          )}
          <div className="flex min-w-0 flex-1 flex-col">
            <div className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-line bg-canvas/90 px-4 backdrop-blur lg:hidden">
              <button
                type="button"
                aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
                onClick={() => setDrawerOpen(!drawerOpen)}
                className="rounded-md p-1.5 hover:bg-sunken"
              >
                {drawerOpen ? <X className="size-5" /> : <Menu className="size-5" />}
              </button>
              <span className="font-display text-lg">Podium</span>
            </div>
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              <ErrorBoundary resetKey={pathname}>
                <Outlet />
              </ErrorBoundary>
            </main>
          </div>
        </div>
      </div>
    </TooltipProvider>
  );
}
