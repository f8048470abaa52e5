/** A form field of a kind of record: its body name, label, control and limits. */
export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'url' | 'number' | 'date' | 'datetime' | 'textarea' | 'select';
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  maxLength?: number;
  /** Spans both columns of the form on wide screens. */
  wide?: boolean;
  hint?: string;
}

/** What a form holds: every field as the text of its control. */
export type Draft = Record<string, string>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local control shows it, in the browser's time zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form's starting text: the record's values, or empty (a select starts on its first option). */
export function draftOf(fields: readonly FieldSpec[], item?: object): Draft {
  const values = (item ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((f) => {
      const value = values[f.name];
      if (f.type === 'datetime') return [f.name, toLocalInput(value as string | null)];
      if (value === null || value === undefined) return [f.name, f.type === 'select' ? (f.options?.[0]?.value ?? '') : ''];
      return [f.name, String(value)];
    }),
  );
}

/**
 * The request body of a draft: numbers as numbers and empty ones as null, a local date and time
 * as an ISO instant; text as typed (the server trims, and stores empty optional fields as null).
 * What cannot be converted is sent as typed, for the shared schema to name the field.
 */
export function bodyOf(fields: readonly FieldSpec[], draft: Draft): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => {
      const text = draft[f.name] ?? '';
      if (f.type === 'number') return [f.name, text.trim() === '' ? null : /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text];
      if (f.type === 'datetime') {
        if (text === '') return [f.name, null];
        const d = new Date(text);
        return [f.name, Number.isNaN(d.getTime()) ? text : d.toISOString()];
      }
      return [f.name, text];
    }),
  );
}
