import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { normalizeCategories, PROFILE_LIMITS } from '../../../../shared/api/directory/profile-editing';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Field';
import type { FieldControlProps } from './FieldBlock';

/**
 * The categories as removable chips and an input that adds one (Enter, a comma or Add), with the
 * directory's categories as suggestions. Backspace in the empty input removes the last chip;
 * each change is announced. Names are trimmed and duplicates (ignoring case) are not added.
 */
export function CategoryChips({
  value,
  onChange,
  suggestions,
  control,
  max = PROFILE_LIMITS.categoriesMax,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  suggestions: string[];
  control: FieldControlProps;
  /** How many categories may be chosen (the edit page's limit unless given). */
  max?: number;
}) {
  const [typed, setTyped] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const listId = `${control.id}-suggestions`;
  const chosen = new Set(value.map((c) => c.toLowerCase()));
  const full = value.length >= max;

  const add = () => {
    const next = normalizeCategories([...value, typed]);
    if (next.length > value.length) {
      onChange(next);
      setAnnouncement(`${next[next.length - 1]} added`);
    } else if (typed.trim()) {
      setAnnouncement(`${typed.trim()} is already listed`);
    }
    setTyped('');
  };

  const remove = (name: string) => {
    onChange(value.filter((c) => c !== name));
    setAnnouncement(`${name} removed`);
    document.getElementById(control.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      remove(value[value.length - 1]);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen categories">
          {value.map((name) => (
            <li key={name} className="inline-flex items-center gap-1 rounded-full border border-line bg-sunken py-1 pr-1 pl-3 text-sm text-ink">
              {name}
              <button
                type="button"
                onClick={() => remove(name)}
                aria-label={`Remove ${name}`}
                className="inline-flex size-6 items-center justify-center rounded-full text-ink-soft hover:bg-line hover:text-ink"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          {...control}
          value={typed}
          list={listId}
          maxLength={PROFILE_LIMITS.categoryMax}
          disabled={full}
          placeholder={full ? `At most ${max} categories` : 'Type a category, then Enter'}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={add} disabled={full || !typed.trim()} aria-label="Add category">
          <Plus className="size-4" aria-hidden="true" /> Add
        </Button>
      </div>
      <datalist id={listId}>
        {suggestions
          .filter((s) => !chosen.has(s.toLowerCase()))
          .map((s) => (
            <option key={s} value={s} />
          ))}
      </datalist>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
