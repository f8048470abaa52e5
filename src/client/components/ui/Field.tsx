import { type InputHTMLAttributes, type LabelHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';

/** A form label. */
export function Label({ className, htmlFor, children, ...rest }: LabelHTMLAttributes<HTMLLabelElement> & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className={cn('text-sm font-medium text-ink-soft', className)} {...rest}>
      {children}
    </label>
  );
}

/** A text input in the product's style (border, accent focus ring). */
export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 text-sm text-ink placeholder:text-muted/70 transition-colors focus:border-accent aria-invalid:border-destructive',
        className,
      )}
      {...rest}
    />
  );
}

/** A labelled text input. */
export function Field({ label, className, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...rest} />
    </div>
  );
}
