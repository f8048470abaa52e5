import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

const TONES = {
  error: 'border-destructive/30 bg-destructive-soft text-destructive',
  success: 'border-success/30 bg-success-soft text-success',
  info: 'border-accent/20 bg-accent-soft text-accent',
  warning: 'border-warning/50 bg-warning-soft text-ink',
} as const;

/** An inline message box (form errors, confirmations, warnings). */
export function Alert({ tone, children, title }: { tone: keyof typeof TONES; children?: ReactNode; title?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-[var(--radius-control)] border px-3 py-2.5 text-sm', TONES[tone])}>
      {title && <p className="font-semibold">{title}</p>}
      {children}
    </div>
  );
}
