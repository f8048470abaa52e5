import { type ReactNode, Suspense } from 'react';
import { cn } from '@client/lib/cn';

/** A small spinning indicator. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <svg className={cn('size-5 animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label && <span className="text-sm text-muted">{label}</span>}
    </span>
  );
}

/** A centred spinner with a label, for a page or a full screen that is loading. */
export function PageSpinner({ label = 'Loading…', fullScreen }: { label?: string; fullScreen?: boolean }) {
  return (
    <div className={cn('flex items-center justify-center text-muted', fullScreen ? 'min-h-dvh' : 'py-24')}>
      <Spinner label={label} />
    </div>
  );
}

/**
 * A lazy page in its Suspense boundary: a full-screen spinner while its chunk loads, so the
 * footer does not show and then jump when the page arrives.
 */
export function lazyPage(element: ReactNode) {
  return <Suspense fallback={<PageSpinner fullScreen />}>{element}</Suspense>;
}
