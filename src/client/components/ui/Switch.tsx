import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@client/lib/cn';

/**
 * An on/off switch (role switch, aria-checked), in the accent colour when on. Name it with
 * aria-labelledby or aria-label; `onCheckedChange` gets the state a press asks for.
 */
export function Switch({
  checked,
  onCheckedChange,
  className,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'role' | 'type'> & { checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative h-7 w-12 shrink-0 rounded-full transition-colors duration-200 disabled:opacity-60',
        // off: a track with 3:1 contrast against the surface (WCAG 1.4.11), not a faint line colour
        checked ? 'bg-accent' : 'bg-muted',
        className,
      )}
      {...rest}
    >
      <span className={cn('absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform duration-200', checked && 'translate-x-5')} />
    </button>
  );
}
