import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/** A native checkbox with its label, in the accent colour. */
export function Checkbox({ label, className, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className={cn('flex cursor-pointer items-center gap-2 text-sm text-ink-soft select-none', className)}>
      <input type="checkbox" className="size-4 cursor-pointer rounded accent-[var(--color-accent)]" {...rest} />
      {label}
    </label>
  );
}
