import { cn } from '@client/lib/cn';

/** A pulsing placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-sunken', className)} />;
}
