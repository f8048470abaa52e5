import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';

/** Input styles shared by every text field. */
export const inputClass =
  'h-11 w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 text-sm text-ink placeholder:text-muted/70 transition-colors focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/15';

/** A labelled text input. */
export function Field({ label, className, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink-soft">
        {label}
      </label>
      <input id={id} className={inputClass} {...rest} />
    </div>
  );
}
