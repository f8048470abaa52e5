import { X } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Input } from '../ui/Field';

/** How a chip editor's chips look: outlined on the sunken ground, or on the accent's soft ground. */
export type ChipTone = 'outline' | 'soft';

const TONES: Record<ChipTone, { list: string; chip: string; remove: string }> = {
  outline: {
    list: 'flex flex-wrap gap-2',
    chip: 'inline-flex items-center gap-1 rounded-full border border-line bg-sunken py-1 pr-1 pl-3 text-sm text-ink',
    remove: 'inline-flex size-6 items-center justify-center rounded-full text-ink-soft hover:bg-line hover:text-ink',
  },
  soft: {
    list: 'flex flex-wrap gap-1.5',
    chip: 'inline-flex items-center gap-1 rounded-full bg-accent-soft py-0.5 pr-0.5 pl-2.5 text-sm text-ink',
    remove: 'inline-flex size-6 items-center justify-center rounded-full hover:bg-surface',
  },
};

/** What a chip editor shows and does; what is added, and the words around it, stay with its caller. */
export interface ChipEditorProps {
  /** The chips, in order (each also its key). */
  chips: string[];
  /** The chip list's accessible name. */
  listLabel: string;
  /** A chip's remove button's accessible name. */
  removeLabel: (chip: string) => string;
  onRemove: (chip: string) => void;
  tone: ChipTone;
  /** The text input's props: its id, value, change and key handlers, limits and placeholder. */
  input: InputHTMLAttributes<HTMLInputElement>;
  /** What the Add button shows, and its accessible name when that is not enough. */
  add: { content: ReactNode; label?: string };
  onAdd: () => void;
  /** Whether Add may be pressed now. */
  canAdd: boolean;
}

/** A list of strings as removable chips above a text input and an Add button (the chips are left out while there are none). */
export function ChipEditor({ chips, listLabel, removeLabel, onRemove, tone, input, add, onAdd, canAdd }: ChipEditorProps) {
  const style = TONES[tone];
  return (
    <>
      {chips.length > 0 && (
        <ul className={style.list} aria-label={listLabel}>
          {chips.map((chip) => (
            <li key={chip} className={style.chip}>
              {chip}
              <button type="button" onClick={() => onRemove(chip)} aria-label={removeLabel(chip)} className={style.remove}>
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input {...input} />
        <Button variant="secondary" onClick={onAdd} disabled={!canAdd} aria-label={add.label}>
          {add.content}
        </Button>
      </div>
    </>
  );
}
