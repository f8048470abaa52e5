import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import type { ClientOption } from '@shared/api/directory/clients/client-options';
import { Button } from '@client/components/ui/Button';
import { Input, Label } from '@client/components/ui/Field';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { useDebounced } from '@client/lib/use-debounced';

/** The options of a client filter: those matching `q`, or the one client of `id` (`query` is `q=…` or `id=…`, '' for the first page). */
export function useClientOptions(query: string) {
  const { q, id } = Object.fromEntries(new URLSearchParams(query));
  return useQuery({
    queryKey: queryKeys.clientOptions(query),
    queryFn: () => call(directoryAdminRoutes.clientOptions, { query: { q, id: id === undefined ? undefined : Number(id) } }),
    staleTime: 60_000,
  });
}

/**
 * Filters an admin list by client: type a name and pick it from the suggestions (a native
 * datalist, so the platform's own keyboard and screen-reader support), or clear the chosen one.
 * `value` is the client id ('' for every client).
 */
export function ClientFilter({ value, onChange }: { value: string; onChange: (clientId: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed, 300);
  const chosen = useClientOptions(value ? `id=${value}` : '').data?.[0];
  const options = useClientOptions(`q=${encodeURIComponent(term)}`).data ?? [];
  const label = (c: ClientOption) => `${c.name}${c.archived ? ' (archived)' : ''}`;

  if (value) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-ink-soft">Client</span>
        <span className="inline-flex h-11 items-center gap-1 rounded-[var(--radius-control)] border border-accent/30 bg-accent-soft pr-1 pl-3 text-sm text-ink">
          {chosen ? label(chosen) : `Client ${value}`}
          <Button variant="ghost" size="sm" aria-label="Show every client" onClick={() => onChange('')}>
            <X className="size-4" aria-hidden="true" />
          </Button>
        </span>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Client</Label>
      <Input
        id={id}
        list={`${id}-options`}
        className="w-64"
        placeholder="Every client"
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          const next = event.target.value;
          const picked = options.find((c) => label(c) === next);
          if (picked) {
            setTyped('');
            onChange(String(picked.id));
          } else setTyped(next);
        }}
      />
      <datalist id={`${id}-options`}>
        {options.map((c) => (
          <option key={c.id} value={label(c)} />
        ))}
      </datalist>
    </div>
  );
}
