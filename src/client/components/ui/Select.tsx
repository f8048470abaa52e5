import { type SelectHTMLAttributes, useRef } from 'react';
import { cn } from '@client/lib/cn';
import { useEarlyInput } from './early-input';
import { CONTROL_CLASS, Labelled } from './Field';

/** One choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A native select in the product's style (keyboard and screen readers get the platform's own menu); a choice made before the app started counts. */
export function Select({ options, className, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[] }) {
  const ref = useRef<HTMLSelectElement>(null);
  useEarlyInput(ref, rest.value);
  return (
    <select ref={ref} className={cn('h-11 pr-8', CONTROL_CLASS, className)} {...rest}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A Select with its label above. */
export function SelectField({ label, className, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: readonly SelectOption[] }) {
  return <Labelled label={label} className={className} render={(id) => <Select id={id} {...rest} />} />;
}
