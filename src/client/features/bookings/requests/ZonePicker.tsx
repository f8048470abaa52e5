import { type KeyboardEvent, type SelectHTMLAttributes, useId, useMemo, useState } from 'react';
import { CONTROL_CLASS, Label } from '@client/components/ui/Field';
import { SearchInput } from '@client/components/ui/SearchInput';
import type { SelectOption } from '@client/components/ui/Select';
import { cn } from '@client/lib/cn';
import { useHydrating } from '@client/lib/use-hydrating';
import { browserTimeZone } from './slot-times';
import { sameZone, type ZoneChoice, type ZoneGroup, zoneChoice, zoneGroups, zoneSearch } from './zone-choices';

/** The longest part of a search the picker quotes back ("No time zone matches “…”"). */
const QUOTED_MAX = 40;

/** Props of ZonePicker: a select's own attributes (name, disabled, aria-invalid, aria-describedby…) pass through to it. */
interface ZonePickerProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children' | 'id' | 'multiple'> {
  /** The field's label, above it: "Your time zone". */
  label: string;
  /** The chosen zone's IANA id, or one of `leading`'s values. */
  value: string;
  /** Called with the chosen zone's id (or a `leading` value) when the person picks one. */
  onChange: (zone: string) => void;
  /** Choices before the zones, which the search never hides ("Not set…"). */
  leading?: readonly SelectOption[];
}

/** What the search says to everyone, screen readers too (a polite live region): how many zones it keeps. */
function matchCount(query: string, matches: readonly ZoneChoice[]): string {
  if (matches.length === 0) {
    const quoted = query.trim().length > QUOTED_MAX ? `${query.trim().slice(0, QUOTED_MAX)}…` : query.trim();
    return `No time zone matches “${quoted}”`;
  }
  if (matches.length === 1) return `One time zone matches: ${matches[0]!.label}`;
  return `${matches.length} time zones match`;
}

/** The select's content for a search: "Your time zone" (the current zone, always; this device's, when it differs), the regions, and what the search keeps, in the select's order. */
interface Narrowed {
  yours: ZoneChoice[];
  regions: ZoneGroup[];
  matches: ZoneChoice[];
}

/** What the select lists for `query`, with `value` current (null when it is a leading choice) and this device's zone (null before hydration). */
function narrow(query: string, value: string | null, device: string | null): Narrowed {
  const keeps = zoneSearch(query) ?? (() => true);
  const current = value === null ? null : zoneChoice(value);
  const here = device === null || (value !== null && sameZone(device, value)) ? null : zoneChoice(device);
  const listed = (zone: string) => (value !== null && sameZone(zone, value)) || (device !== null && sameZone(zone, device));
  const regions = zoneGroups()
    .map((group) => ({ region: group.region, zones: group.zones.filter((zone) => !listed(zone.value) && keeps(zone)) }))
    .filter((group) => group.zones.length > 0);
  const yours = [...(current ? [current] : []), ...(here && keeps(here) ? [{ ...here, label: `${here.label} (this device)` }] : [])];
  const matches = [...yours.filter(keeps), ...regions.flatMap((group) => group.zones)];
  return { yours, regions, matches };
}

/**
 * The time zone picker: a native select (it posts with its form, works before hydration and without
 * JavaScript, and typing a city in it jumps there, as every label starts with the city), grouped:
 * "Your time zone" first (the current one, and this device's when it differs), then the regions,
 * each by offset then city. Once hydrated, a search box above it ("Tokyo", "GMT+9", "+9", "-5:00",
 * "UTC+5:30") narrows the groups, says how many zones match, and picks the match when one is left,
 * or the first on Enter. The current zone always stays in the select, as a select shows its value.
 * While `disabled` (a choice being saved) the search box stays usable, so typing on is not cut
 * off, but picks nothing.
 */
export function ZonePicker({ label, value, onChange, leading = [], className, disabled, ...select }: ZonePickerProps) {
  const selectId = useId();
  const countId = useId();
  const hydrating = useHydrating();
  const [query, setQuery] = useState('');
  const current = leading.some((option) => option.value === value) ? null : value;
  // this device's zone differs between the server and the browser: it joins once the page is hydrated
  const device = hydrating ? null : browserTimeZone();
  const { yours, regions, matches } = useMemo(() => narrow(query, current, device), [query, current, device]);
  const searching = zoneSearch(query) !== null;

  // a disabled picker (its last choice being saved) narrows, but picks nothing
  const pick = (zone: string | undefined) => {
    if (!disabled && zone !== undefined && zone !== value) onChange(zone);
  };
  const search = (text: string) => {
    setQuery(text);
    const found = zoneSearch(text) ? narrow(text, current, device).matches : [];
    if (found.length === 1) pick(found[0]!.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter picks, and never sends the form the picker sits in
    event.preventDefault();
    if (searching) pick(matches[0]?.value);
  };

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={selectId}>{label}</Label>
      {!hydrating && (
        <SearchInput
          aria-label="Find a city or an offset"
          placeholder="Find a city or an offset"
          aria-controls={selectId}
          aria-describedby={countId}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => search(event.target.value)}
          onKeyDown={onKeyDown}
        />
      )}
      <select
        id={selectId}
        className={cn('h-11 min-w-0 pr-8', CONTROL_CLASS)}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...select}
      >
        {leading.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {yours.length > 0 && (
          <optgroup label="Your time zone">
            {yours.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </optgroup>
        )}
        {regions.map((group) => (
          <optgroup key={group.region} label={group.region}>
            {group.zones.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {!hydrating && (
        <p id={countId} aria-live="polite" className={cn('text-xs text-ink-soft', !searching && 'sr-only')}>
          {searching ? matchCount(query, matches) : ''}
        </p>
      )}
    </div>
  );
}
