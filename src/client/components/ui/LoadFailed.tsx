import { cn } from '@client/lib/cn';
import { Button } from './Button';

/** A list's load error: '{message}' read out as an alert, and Try again. */
export function LoadFailed({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div className={cn('px-4 py-12 text-center', className)}>
      <p role="alert" className="text-destructive">
        {message}
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
