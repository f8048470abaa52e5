import { z } from 'zod';

/** The message when text carries a NUL character, which PostgreSQL cannot store. */
const NUL_MESSAGE = 'Text must not contain null characters';

/** Text as every request field takes it: NUL characters are refused (400), never sent to the database. */
export function text() {
  return z.string().refine((value) => !value.includes('\u0000'), NUL_MESSAGE);
}

/** The earliest and latest instants a request may carry: outside, dates are typos or attacks. */
const TIMESTAMP_BOUNDS = { min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) } as const;

/** An ISO 8601 date-time with an offset, between 2000 and 2100 (what is not a time at all gets only the format's message). */
export function isoTimestamp() {
  return z.iso.datetime({ offset: true }).refine((value) => {
    const ms = Date.parse(value);
    return Number.isNaN(ms) || (ms >= TIMESTAMP_BOUNDS.min && ms < TIMESTAMP_BOUNDS.max);
  }, 'The timestamp must be between the years 2000 and 2099');
}

/**
 * Proposed times (ISO timestamps), `min` to `max` of them, none twice (one instant written with two
 * offsets is one time); a time that is empty or not a time gets only its own message.
 */
export function proposedTimes(min: { count: number; message: string }, max: { count: number; message: string }) {
  return z
    .array(isoTimestamp())
    .min(min.count, min.message)
    .max(max.count, max.message)
    .refine((slots) => {
      const times = slots.map((slot) => Date.parse(slot)).filter(Number.isFinite);
      return new Set(times).size === times.length;
    }, 'Each time may be proposed once');
}

/** The largest id: ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

/**
 * An id in a path or query string: decimal digits with no sign, space, leading zero, exponent or
 * hex prefix, at most 2147483647 ("1e3", "0x10", " 1", "01", "true" and repeats are refused);
 * parsed to a number.
 */
export function paramId(message = 'Invalid id') {
  return z
    .string(message)
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .refine((digits) => Number(digits) <= MAX_ID, message)
    .transform(Number);
}

/** An id in a JSON body: a positive 32-bit integer, and a number (strings, booleans and arrays are never coerced). */
export function bodyId(message = 'Invalid id') {
  return z.number(message).int(message).positive(message).max(MAX_ID, message);
}

/** An absolute http(s) address, as stored links must be (javascript:, data: and the like are refused). */
export function httpUrl() {
  return text()
    .max(2000)
    .refine((value) => isHttpUrl(value), 'Enter a full web address starting with http:// or https://');
}

/** Whether a string is an absolute http or https URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A stored link as answers may carry it: http(s) kept, anything else (javascript:, data:, junk) dropped to null. */
export function safeLink(value: string | null | undefined): string | null {
  return value && isHttpUrl(value.trim()) ? value.trim() : null;
}

/** A stored image address as answers may carry it: a site-relative path or http(s), else null. */
export function safeImageSrc(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) return trimmed;
  return safeLink(trimmed);
}

/** The documented answer of a route that sends bytes (PDF, images) or a redirect: nothing to serialise. */
export const opaqueBody = z.unknown();

/** The documented answer of a 204: no body. */
export const noContent = z.null();

/** A day as a date input gives it (YYYY-MM-DD), between the years 2000 and 2099: a filter's or a range's bound. */
export const dayField = z.iso
  .date('Enter the date as YYYY-MM-DD')
  .refine((value) => value >= '2000-01-01' && value < '2100-01-01', 'The date must be between the years 2000 and 2099');

/** The longest email address a form takes (RFC 5321's path limit). */
export const EMAIL_MAX = 320;

/** An email address as a person types it: trimmed, required (with `required` as the message), at most EMAIL_MAX characters. */
export function emailField(required: string) {
  return text().trim().min(1, required).max(EMAIL_MAX).email('Enter a valid email address');
}

/**
 * An email address as the app compares and counts it: trimmed and in lower case, the rule of the
 * accounts' unique index (lower(email)) and of `emailMatches` in SQL.
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** A path parameter that is a numeric id. */
export const idParams = z.object({ id: paramId() });

/** A path parameter that is a client id. */
export const clientIdParams = z.object({
  clientId: paramId('Invalid client id'),
});

/** A path parameter that is a slug. */
export const slugParams = z.object({ slug: text().min(1).max(200) });
