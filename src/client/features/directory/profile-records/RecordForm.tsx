import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { Alert } from '@client/components/ui/Alert';
import { CONTROL_CLASS, Input, Label } from '@client/components/ui/Field';
import { TextArea } from '@client/components/ui/TextArea';
import { cn } from '@client/lib/cn';
import { fieldErrorsOf } from '@client/components/forms/field-errors';
import { bodyOf, type Draft, draftOf, type FieldSpec } from './record-drafts';
import { FormButtons } from '@client/components/forms/FormButtons';
import type { FormFailure } from '@client/components/forms/list-edits';

/** Props of RecordForm. */
interface RecordFormProps {
  fields: readonly FieldSpec[];
  /** The shared schema the body must pass before it is sent. */
  schema: z.ZodType;
  /** The record being edited; a new one when absent. */
  initial?: object;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last save: a field's message shows under that field, anything else above the buttons. */
  error?: FormFailure | null;
  /** Saves; resolves true when saved (a new form then empties). */
  onSubmit: (body: Record<string, unknown>) => Promise<boolean>;
  onCancel?: () => void;
  /** A sentence above the fields (why some of the record's fields are not in the form). */
  note?: string;
}

const INPUT_TYPES = { text: 'text', url: 'url', number: 'number', date: 'date', datetime: 'datetime-local' } as const;

/** The server's message for one of the form's fields ('releaseUrl' → 'Add the release link…'); null when it names none of them. */
function serverFieldError(fields: readonly FieldSpec[], error: FormFailure | null | undefined): [string, string] | null {
  const field = fields.find((f) => error?.fields[f.name]);
  return field && error ? [field.name, error.fields[field.name]] : null;
}

/**
 * The form of a record, drawn from its kind's fields: labelled controls, the shared schema's
 * message under each invalid field (focus goes to the first), and the server's refusal.
 */
export function RecordForm({ fields, schema, initial, submitLabel, pending, error, onSubmit, onCancel, note }: RecordFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(fields, initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const formId = useId();
  const editing = initial !== undefined;
  const server = serverFieldError(fields, error);
  const shown = server ? { ...errors, [server[0]]: server[1] } : errors;

  // an edit form opens in place of the record: its first field takes focus
  useEffect(() => {
    if (editing) form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [editing]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = bodyOf(fields, draft);
    const found = fieldErrorsOf(schema, body);
    setErrors(found);
    const first = fields.find((f) => found[f.name]);
    if (first) {
      document.getElementById(`${formId}-${first.name}`)?.focus();
      return;
    }
    if (found['']) return;
    if ((await onSubmit(body)) && !editing) {
      setDraft(draftOf(fields));
      setErrors({});
    }
  };

  const set = (name: string, value: string) => {
    setDraft((d) => ({ ...d, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {note && <p className="text-sm text-ink-soft sm:col-span-2">{note}</p>}
      {fields.map((f) => {
        const id = `${formId}-${f.name}`;
        const message = shown[f.name];
        const describedBy = [message && `${id}-error`, f.hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
        const common = {
          id,
          name: f.name,
          value: draft[f.name] ?? '',
          required: f.required,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': describedBy,
        };
        return (
          <div key={f.name} className={cn('flex flex-col gap-1.5', f.wide && 'sm:col-span-2')}>
            <span className="flex gap-1">
              <Label htmlFor={id}>{f.label}</Label>
              {f.required && (
                <span aria-hidden="true" className="text-sm text-ink-soft">
                  *
                </span>
              )}
            </span>
            {f.type === 'select' ? (
              <select {...common} className={cn('h-11', CONTROL_CLASS)} onChange={(e) => set(f.name, e.target.value)}>
                {f.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : f.type === 'textarea' ? (
              <TextArea {...common} maxLength={f.maxLength} rows={3} onChange={(e) => set(f.name, e.target.value)} />
            ) : (
              <Input
                {...common}
                type={INPUT_TYPES[f.type]}
                maxLength={f.maxLength}
                min={f.type === 'number' ? 0 : undefined}
                inputMode={f.type === 'number' ? 'numeric' : undefined}
                onChange={(e) => set(f.name, e.target.value)}
              />
            )}
            {f.hint && (
              <p id={`${id}-hint`} className="text-xs text-muted">
                {f.hint}
              </p>
            )}
            {message && (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {message}
              </p>
            )}
          </div>
        );
      })}
      {(shown[''] || (error && !server)) && (
        <div className="sm:col-span-2">
          <Alert tone="error">{shown[''] ?? error?.message}</Alert>
        </div>
      )}
      <FormButtons submitLabel={submitLabel} pending={pending} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
