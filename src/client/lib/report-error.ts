import { frameRoutes } from '@shared/api/frame-route-table';
import { addressOf } from './call';
import { pathWithoutToken } from '@shared/token-pages';

/**
 * Sends what an error boundary caught to POST /api/errors/report, for /admin/errors. Fire and
 * forget: a report that fails (offline, rate-limited) is dropped, never shown to the visitor. It
 * goes out with `keepalive`, so it is sent even as the page unloads.
 */
export function reportError(error: Error, componentStack?: string | null): void {
  const route = frameRoutes.reportError;
  const report = {
    message: (error.message || String(error)).slice(0, 1_000),
    stack: error.stack?.slice(0, 10_000),
    componentStack: componentStack?.slice(0, 10_000) || undefined,
    // a page reached through a secret link is reported without its secret
    path: pathWithoutToken(window.location.pathname).slice(0, 500),
  };
  const body = JSON.stringify(report);
  fetch(addressOf(route, { body: report }), { method: route.method, headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(
    () => undefined,
  );
}
