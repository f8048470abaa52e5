import { ApiError } from '../../lib/api';

/** The server's message, or `fallback` when it sent none (SPEC §8: 'server error or …'). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.message.startsWith('Request failed') ? error.message : fallback;
}

/** `ids` with the item at `index` swapped with its neighbour in `direction` (unchanged at either end). */
export function moved(ids: number[], index: number, direction: -1 | 1): number[] {
  const target = index + direction;
  if (index < 0 || target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
