import { useEffect, useRef } from 'react';
import { useLocation } from '@client/lib/router';
import { frameRoutes } from '@shared/api/frame-route-table';
import { pathWithoutToken } from '@shared/token-pages';
import { call } from '@client/lib/call';
import { useCurrentUser } from '@client/lib/use-current-user';
import { toast } from '@client/components/ui/toast-store';
import { scrollToAnchorWhenReady } from '@client/components/layout/scroll-to-anchor';

/**
 * On every route change: scroll to the top, or to the address's #anchor once it is in the page
 * (SPEC's 100 px offset). The page the visit began on keeps the browser's own scroll, so a visitor
 * who scrolled a server-rendered page before the app started stays where they are. When signed in report the path to POST /api/track-navigation
 * (errors ignored), without the token of a page reached through a secret link. Also shows a toast left for this page by a reload.
 */
export function NavigationEffects() {
  const { pathname, hash, key } = useLocation();
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);

  // a new page scrolls; so does every click on an #anchor link (a new key), but not a change of ?filters
  const visit = hash ? key : pathname;
  const scrolledFor = useRef(visit);
  useEffect(() => {
    const isNew = visit !== scrolledFor.current;
    scrolledFor.current = visit;
    if (!hash) {
      if (isNew) window.scrollTo(0, 0);
      return;
    }
    return scrollToAnchorWhenReady(hash.slice(1));
  }, [visit, hash]);

  useEffect(() => {
    if (!signedIn) return;
    call(frameRoutes.trackNavigation, { body: { path: pathWithoutToken(pathname), timestamp: new Date().toISOString() } }).catch(() => undefined);
  }, [pathname, signedIn]);

  useEffect(() => {
    const pending = sessionStorage.getItem('podium:toast');
    if (!pending) return;
    sessionStorage.removeItem('podium:toast');
    toast(JSON.parse(pending));
  }, []);

  return null;
}
