import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../lib/api';
import { useCurrentUser } from '../../lib/use-current-user';
import { toast } from '../ui/toast-store';

/**
 * On every route change: scroll to the top, and when signed in report the path to
 * POST /api/track-navigation (errors ignored). Also shows a toast left for this page by a reload.
 */
export function NavigationEffects() {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (!signedIn) return;
    api('/api/track-navigation', { method: 'POST', body: { path: pathname, timestamp: new Date().toISOString() } }).catch(() => undefined);
  }, [pathname, signedIn]);

  useEffect(() => {
    const pending = sessionStorage.getItem('podium:toast');
    if (!pending) return;
    sessionStorage.removeItem('podium:toast');
    toast(JSON.parse(pending));
  }, []);

  return null;
}
