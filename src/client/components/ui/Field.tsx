import { type InputHTMLAttributes, type LabelHTMLAttributes, type ReactNode, useId, useRef } from 'react';
import { cn } from '@client/lib/cn';
import { useEarlyInput } from './early-input';

/** A form label. */
export function Label({ className, htmlFor, children, ...rest }: LabelHTMLAttributes<HTMLLabelElement> & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className={cn('text-sm font-medium text-ink-soft', className)} {...rest}>
      {children}
    </label>
  );
}

/** The look every text control shares (border, accent focus, destructive when invalid). */
export const CONTROL_CLASS =
  'w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 text-sm text-ink placeholder:text-muted/70 transition-colors focus:border-accent aria-invalid:border-destructive';

/** A text input in the product's style (border, accent focus ring); text typed before the app started counts. */
export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  const ref = useRef<HTMLInputElement>(null);
  useEarlyInput(ref, rest.value);
  return <input ref={ref} className={cn('h-11', CONTROL_CLASS, className)} {...rest} />;
}

/** A label above the control `render` draws with the id it is given. */
export function Labelled({ label, className, render }: { label: string; className?: string; render: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {render(id)}
    </div>
  );
}

/** A labelled text input. */
export function Field({ label, className, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return <Labelled label={label} className={className} render={(id) => <Input id={id} {...rest} />} />;
}
