import { type TextareaHTMLAttributes, useRef } from 'react';
import { cn } from '@client/lib/cn';
import { useEarlyInput } from './early-input';
import { CONTROL_CLASS, Labelled } from './Field';

/** A multi-line text input in the product's style (the same border and focus as Input); text typed before the app started counts. */
export function TextArea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEarlyInput(ref, rest.value);
  return <textarea ref={ref} className={cn('min-h-28 py-2.5 leading-relaxed', CONTROL_CLASS, className)} {...rest} />;
}

/** A labelled multi-line text input. */
export function TextAreaField({ label, className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  return <Labelled label={label} className={className} render={(id) => <TextArea id={id} {...rest} />} />;
}
