import type { ReactNode } from 'react';
import { SearchInput } from '../ui/SearchInput';
import { useDebouncedTerm } from './use-debounced-term';

/**
 * The search box and filters above an admin table. The search term goes to the URL 300 ms after
 * typing stops (the search debounce); filters are the list's own controls.
 */
export function ListToolbar({ label, q, onSearch, children }: { label: string; q: string; onSearch: (q: string) => void; children?: ReactNode }) {
  const [term, setTerm] = useDebouncedTerm(q, onSearch);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchInput
        aria-label={`Search ${label}`}
        placeholder={`Search ${label}…`}
        className="min-w-56 flex-1 sm:max-w-sm"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      {children}
    </div>
  );
}
