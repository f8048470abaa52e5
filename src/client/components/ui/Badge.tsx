import { cn } from '@client/lib/cn';

/** A count badge: caps at 99+ and hides zero unless forced. */
export function CountBadge({ count, force, className }: { count: number; force?: boolean; className?: string }) {
  if (count <= 0 && !force) return null;
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[11px] font-semibold leading-5 text-white',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
