import type { HTMLAttributes } from 'react';
import { cn } from '@client/lib/cn';

/** A calm surface with the product's radius and shadow. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]', className)} {...rest} />;
}
