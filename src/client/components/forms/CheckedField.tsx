import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../ui/Field';
import { SelectField } from '../ui/Select';
import { TextAreaField } from '../ui/TextArea';
import type { FieldErrors } from './field-errors';
import { FieldMessage, invalidProps } from './field-message';

/** A form's field messages, and the form's name their ids start with. */
export interface FieldCheck {
  errors: FieldErrors;
  form: string;
}

/** What a checked control takes besides its own props. */
interface CheckedProps {
  check: FieldCheck;
  /** The field's path in the messages ('title', 'slots.2'). */
  field: string;
  /** Takes the control's new value. */
  onValue: (value: string) => void;
  /** Shown under the control, above its message (a hint, a datalist). */
  children?: ReactNode;
}

/** The control `render` draws with the field's invalid state, and the field's message under it. */
function Checked({ check, field, children, render }: Omit<CheckedProps, 'onValue'> & { render: (invalid: ReturnType<typeof invalidProps>) => ReactNode }) {
  return (
    <div>
      {render(invalidProps(check.errors, check.form, field))}
      {children}
      <FieldMessage errors={check.errors} form={check.form} name={field} />
    </div>
  );
}

/** A labelled text input with its field's message under it. */
export function CheckedField({ check, field, onValue, children, ...input }: CheckedProps & Omit<ComponentProps<typeof Field>, 'onChange' | 'children'>) {
  return (
    <Checked check={check} field={field} render={(invalid) => <Field {...input} onChange={(e) => onValue(e.target.value)} {...invalid} />}>
      {children}
    </Checked>
  );
}

/** A labelled multi-line text input with its field's message under it. */
export function CheckedTextArea({
  check,
  field,
  onValue,
  children,
  ...area
}: CheckedProps & Omit<ComponentProps<typeof TextAreaField>, 'onChange' | 'children'>) {
  return (
    <Checked check={check} field={field} render={(invalid) => <TextAreaField {...area} onChange={(e) => onValue(e.target.value)} {...invalid} />}>
      {children}
    </Checked>
  );
}

/** A labelled select with its field's message under it; `onValue` takes one of its options' values. */
export function CheckedSelect<V extends string>({
  check,
  field,
  onValue,
  children,
  ...select
}: Omit<CheckedProps, 'onValue'> &
  Omit<ComponentProps<typeof SelectField>, 'onChange' | 'children' | 'options'> & {
    options: readonly { value: V; label: string }[];
    onValue: (value: V) => void;
  }) {
  // a select only offers its options' values
  const choose = (value: string) => onValue(value as V);
  return (
    <Checked check={check} field={field} render={(invalid) => <SelectField {...select} onChange={(e) => choose(e.target.value)} {...invalid} />}>
      {children}
    </Checked>
  );
}
