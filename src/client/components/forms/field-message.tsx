import type { FieldErrors } from './field-errors';

/** The id of a field's message in the form named `form`. */
const messageId = (form: string, name: string) => `${form}-${name}-error`;

/** A control's invalid state and the message that describes it, for `name`'s error in `errors`. */
export function invalidProps(errors: FieldErrors, form: string, name: string) {
  return { 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? messageId(form, name) : undefined } as const;
}

/** A field's message under its control (nothing when the field is fine). */
export function FieldMessage({ errors, form, name }: { errors: FieldErrors; form: string; name: string }) {
  return errors[name] ? (
    <p id={messageId(form, name)} className="mt-1.5 text-sm text-destructive">
      {errors[name]}
    </p>
  ) : null;
}
