import type { z } from 'zod';
import { installPlainIssueMessages } from '@shared/api/plain-issues';
import { ApiError } from '@client/lib/api';

// the messages shown before a request are the words the server's 400 would send
installPlainIssueMessages();

/** Messages by field path ('name', 'goaCategories', 'questions.2'): the first one of each field. */
export type FieldErrors = Record<string, string>;

/**
 * The messages the shared schema gives a body, by field path: the same words the server's 400
 * would send, shown next to the fields before a request is made.
 */
export function fieldErrorsOf(schema: z.ZodType, body: unknown): FieldErrors {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * A failed save as field messages: the server's 400 gives a message for each invalid field, and
 * each goes next to its field; any other failure goes under '' (the form's own message).
 */
export function serverFieldError(error: unknown, fallback: string): FieldErrors {
  if (!(error instanceof ApiError)) return { '': fallback };
  if (error.status === 400 && Object.keys(error.fields).length > 0) return { ...error.fields };
  return { '': error.message.startsWith('Request failed') ? fallback : error.message };
}

/** Moves focus to the first control a form marks invalid, once React has drawn the messages. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
