import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@client/lib/report-error';
import { Button } from '../ui/Button';

/** Catches a page's render errors, reports them for /admin/errors and offers a refresh or a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page error', error, info.componentStack);
    reportError(error, info.componentStack);
  }

  componentDidUpdate(previous: { resetKey?: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
        <h1 className="font-display text-3xl text-ink">Something went wrong</h1>
        <p className="mt-3 text-ink-soft">This page encountered an error. Please try refreshing or navigating to another page.</p>
        <div className="mt-8 flex gap-3">
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
          <Button variant="secondary" onClick={() => this.setState({ error: null })}>
            Try Again
          </Button>
        </div>
      </div>
    );
  }
}
