import { Plus } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { normalizeCategories, PROFILE_LIMITS } from '@shared/api/directory/profile-editing';
import { ChipEditor } from '@client/components/forms/ChipEditor';
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
      <ChipEditor
        chips={value}
        listLabel="Chosen categories"
        removeLabel={(name) => `Remove ${name}`}
        onRemove={remove}
        tone="outline"
        input={{
          ...control,
          value: typed,
          list: listId,
          maxLength: PROFILE_LIMITS.categoryMax,
          disabled: full,
          placeholder: full ? `At most ${max} categories` : 'Type a category, then Enter',
          onChange: (e) => setTyped(e.target.value),
          onKeyDown,
        }}
        add={{
          content: (
            <>
              <Plus className="size-4" aria-hidden="true" /> Add
            </>
          ),
          label: 'Add category',
        }}
        onAdd={add}
        canAdd={!full && Boolean(typed.trim())}
      />
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
