import { useEffect, useState } from 'react';
import { useDebounced } from '@client/lib/use-debounced';

/**
 * A text filter's typing state: the term as typed, applied through `apply` 300 ms after typing
 * stops (the search debounce), and following `value` when it changes elsewhere (the URL on Back).
 */
export function useDebouncedTerm(value: string, apply: (term: string) => void): [string, (term: string) => void] {
  const [term, setTerm] = useState(value);
  const debounced = useDebounced(term, 300);
  // only a new debounced term applies; value changing from the URL is picked up below
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced term changes, not when value or apply do
  useEffect(() => {
    if (debounced !== value) apply(debounced);
  }, [debounced]);
  useEffect(() => setTerm(value), [value]);
  return [term, setTerm];
}
