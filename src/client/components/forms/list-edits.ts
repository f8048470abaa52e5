import { ApiError } from '@client/lib/api';

/** The server's message, or `fallback` when it sent none. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.message.startsWith('Request failed') ? error.message : fallback;
}

/** A failed save as a form shows it: the message, and the server's message for each field it refused. */
export interface FormFailure {
  message: string;
  fields: Record<string, string>;
}

/** The failure of a save: the server's words (or `fallback`) and, for a 400, its message per field. */
export function formFailureOf(error: unknown, fallback: string): FormFailure {
  const fields = error instanceof ApiError && error.status === 400 ? error.fields : {};
  return { message: serverMessageOr(error, fallback), fields };
}

/** `ids` with the item at `index` swapped with its neighbour in `direction` (unchanged at either end). */
export function moved(ids: number[], index: number, direction: -1 | 1): number[] {
  const target = index + direction;
  if (index < 0 || target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * Empties a field of an add form once its save is done, unless the person typed on while it
 * saved: the field then keeps what they typed (`sent` is the value the save took).
 */
export function emptyIfUnchanged(set: (update: (now: string) => string) => void, sent: string): void {
  set((now) => (now === sent ? '' : now));
}
