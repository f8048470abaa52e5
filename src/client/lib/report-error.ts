/**
 * Sends what an error boundary caught to POST /api/errors/report, for /admin/errors. Fire and
 * forget: a report that fails (offline, rate-limited) is dropped, never shown to the visitor.
 */
export function reportError(error: Error, componentStack?: string | null): void {
  const body = JSON.stringify({
    message: (error.message || String(error)).slice(0, 1_000),
    stack: error.stack?.slice(0, 10_000),
    componentStack: componentStack?.slice(0, 10_000) || undefined,
    path: window.location.pathname.slice(0, 500),
  });
  fetch('/api/errors/report', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
}
