import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@client/lib/cn';
import { CONTROL_CLASS, Labelled } from './Field';

/** A multi-line text input in the product's style (the same border and focus as Input). */
export function TextArea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn('min-h-28 py-2.5 leading-relaxed', CONTROL_CLASS, className)} {...rest} />;
}

/** A labelled multi-line text input. */
export function TextAreaField({ label, className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  return <Labelled label={label} className={className} render={(id) => <TextArea id={id} {...rest} />} />;
}
