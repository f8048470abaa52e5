import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@client/lib/cn';
import { Spinner } from './Spinner';

const VARIANTS = {
  primary: 'bg-accent text-accent-ink hover:bg-accent/90 shadow-sm',
  secondary: 'bg-surface text-ink border border-line hover:bg-sunken',
  ghost: 'text-ink-soft hover:bg-sunken hover:text-ink',
  destructive: 'bg-destructive text-white hover:bg-destructive/90',
  link: 'link-inline px-0 h-auto',
} as const;

const SIZES = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base' } as const;

/** Button styles, for links that look like buttons. */
export function buttonClass(variant: keyof typeof VARIANTS = 'primary', size: keyof typeof SIZES = 'md'): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-[var(--radius-control)] font-medium transition-colors duration-150',
    'disabled:pointer-events-none disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
  );
}

/** Props of Button: a native button plus variant, size and a loading state. */
interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  loading?: boolean;
}

/** The one button of the product. */
export function Button({ variant = 'primary', size = 'md', loading, className, children, disabled, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonClass(variant, size), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
