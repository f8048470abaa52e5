import type { ReactNode } from 'react';
import { Label } from '@client/components/ui/Field';

/** What a control inside a FieldBlock gets: its id, and its message wiring when invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The id of the control of an edit-page field, so a failed save can focus the first invalid one. */
export const fieldId = (field: string) => `edit-${field.replace(/\W/g, '-')}`;

/**
 * A labelled control with an optional hint and, when invalid, its message under it, tied to
 * the control by aria-describedby and aria-invalid.
 */
export function FieldBlock({
  field,
  label,
  hint,
  error,
  className,
  render,
}: {
  field: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  render: (props: FieldControlProps) => ReactNode;
}) {
  const id = fieldId(field);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        {render({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
