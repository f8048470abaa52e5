import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ClientOption } from '@shared/api/directory/clients/client-options';
import { VIDEO_SPIDER_MAX_CLIENTS } from '@shared/api/directory/videos/video-spider';
import { Button } from '@client/components/ui/Button';
import { Input, Label } from '@client/components/ui/Field';
import { useDebounced } from '@client/lib/use-debounced';
import { useClientOptions } from '../clients/ClientFilter';

/** A client's name as the picker shows it. */
const labelOf = (c: ClientOption) => `${c.name}${c.archived ? ' (archived)' : ''}`;

/**
 * Chooses several clients: type a name, pick it from the suggestions (a native datalist, from
 * GET /api/admin/client-options; a name typed in full is picked too), and remove a chosen one
 * with its × button.
 */
export function ClientPicker({ value, onChange, disabled }: { value: ClientOption[]; onChange: (clients: ClientOption[]) => void; disabled?: boolean }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed, 300);
  const chosenIds = new Set(value.map((c) => c.id));
  const options = (useClientOptions(`q=${encodeURIComponent(term)}`).data ?? []).filter((c) => !chosenIds.has(c.id));
  const full = value.length >= VIDEO_SPIDER_MAX_CLIENTS;
  const pick = (client: ClientOption) => {
    setTyped('');
    onChange([...value, client]);
  };
  // a name typed (or pasted) in full is picked once its suggestions arrive
  const exact = options.find((c) => labelOf(c) === typed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: picks when an exact match appears, not on every render
  useEffect(() => {
    if (exact) pick(exact);
  }, [exact?.id]);
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Add a client</Label>
        <Input
          id={id}
          list={`${id}-options`}
          className="sm:w-80"
          placeholder={full ? `At most ${VIDEO_SPIDER_MAX_CLIENTS} clients` : 'Type a name…'}
          autoComplete="off"
          disabled={disabled || full}
          value={typed}
          onChange={(event) => {
            const next = event.target.value;
            const picked = options.find((c) => labelOf(c) === next);
            if (picked) pick(picked);
            else setTyped(next);
          }}
        />
        <datalist id={`${id}-options`}>
          {options.map((c) => (
            <option key={c.id} value={labelOf(c)} />
          ))}
        </datalist>
      </div>
      {value.length > 0 && (
        <ul aria-label="Chosen clients" className="flex flex-wrap gap-2">
          {value.map((c) => (
            <li key={c.id} className="inline-flex h-9 items-center gap-1 rounded-full border border-accent/30 bg-accent-soft pr-1 pl-3 text-sm text-ink">
              {labelOf(c)}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${c.name}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((other) => other.id !== c.id))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
