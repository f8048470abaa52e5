import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import type { Route } from '@shared/api/route';
import { Button } from '../ui/Button';
import { Input, Label } from '../ui/Field';
import { call } from '@client/lib/call';
import { cn } from '@client/lib/cn';
import { queryKeys } from '@client/lib/query-keys';
import { useDebounced } from '@client/lib/use-debounced';

/** One choice of an OptionPicker, as the admin option routes answer (client options, podcast options). */
interface PickerOption {
  id: number;
  name: string;
}

/** What an options route takes: the name typed so far (`q`), or the `id` of the chosen one. */
type OptionsQuery = z.ZodType<{ q: string; id?: number }>;

/** A route of picker options: takes `q` or `id`, answers up to a page of options. */
type OptionsRoute<T extends PickerOption> = Route<{ query: OptionsQuery; response: z.ZodType<T[]> }>;

/** Props of OptionPicker. */
interface OptionPickerProps<T extends PickerOption> {
  label: string;
  /** The chosen id ('' for none). */
  value: string;
  onChange: (id: string) => void;
  /** The options route: takes `q` (what was typed) or `id` (the chosen one), answers up to a page of options. */
  route: OptionsRoute<T>;
  placeholder: string;
  /** The label of the button that clears the choice ('Show every podcast'). */
  clearLabel: string;
  /** How an option reads in the list and once chosen (its name unless given). */
  optionLabel?: (option: T) => string;
  /** An error message under the control (the form's field message). */
  error?: string;
  className?: string;
}

/**
 * Picks one record from a server-side list: type part of a name and choose it from the
 * suggestions (a native datalist, so the platform's keyboard and screen-reader support), or clear
 * the choice. For admin filters (podcast) and form fields (an episode's podcast and client).
 */
export function OptionPicker<T extends PickerOption>({
  label,
  value,
  onChange,
  route,
  placeholder,
  clearLabel,
  optionLabel,
  error,
  className,
}: OptionPickerProps<T>) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed, 300);
  const nameOf = optionLabel ?? ((option: T) => option.name);
  // called as a route of any options; it answers T[], as its type says
  const optionsRoute: OptionsRoute<PickerOption> = route;
  const chosen = useQuery({
    queryKey: queryKeys.pickerOptions(route.path, `id=${value}`),
    queryFn: () => call(optionsRoute, { query: { id: Number(value) } }) as Promise<T[]>,
    staleTime: 60_000,
    enabled: value !== '',
  }).data?.[0];
  // the suggestions stay while the next ones load, so a name chosen from them is never lost
  const options =
    useQuery({
      queryKey: queryKeys.pickerOptions(route.path, `q=${encodeURIComponent(term)}`),
      queryFn: () => call(optionsRoute, { query: { q: term } }) as Promise<T[]>,
      staleTime: 60_000,
      enabled: value === '',
      placeholderData: keepPreviousData,
    }).data ?? [];
  // what was typed is chosen once it is a suggestion's name, also when the suggestion came after it
  const typedMatch = typed ? options.find((option) => nameOf(option) === typed) : undefined;
  useEffect(() => {
    if (!typedMatch) return;
    setTyped('');
    onChange(String(typedMatch.id));
  }, [typedMatch, onChange]);
  const message = error ? (
    <p id={`${id}-error`} className="text-sm text-destructive">
      {error}
    </p>
  ) : null;

  if (value) {
    return (
      <div className={cn('flex flex-col gap-1.5', className)}>
        <span className="text-sm font-medium text-ink-soft">{label}</span>
        <span className="inline-flex h-11 items-center justify-between gap-1 rounded-[var(--radius-control)] border border-accent/30 bg-accent-soft pr-1 pl-3 text-sm text-ink">
          <span className="truncate">{chosen ? nameOf(chosen) : `${label} ${value}`}</span>
          <Button variant="ghost" size="sm" aria-label={clearLabel} onClick={() => onChange('')}>
            <X className="size-4" aria-hidden="true" />
          </Button>
        </span>
        {message}
      </div>
    );
  }
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        list={`${id}-options`}
        placeholder={placeholder}
        autoComplete="off"
        value={typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setTyped(event.target.value)}
      />
      <datalist id={`${id}-options`}>
        {options.map((option) => (
          <option key={option.id} value={nameOf(option)} />
        ))}
      </datalist>
      {message}
    </div>
  );
}
