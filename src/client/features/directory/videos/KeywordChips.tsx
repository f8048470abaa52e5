import { type KeyboardEvent, useId, useState } from 'react';
import { VIDEO_KEYWORD_MAX_LENGTH } from '@shared/api/directory/videos/admin-videos';
import { LIMITS } from '@shared/limits';
import { ChipEditor } from '@client/components/forms/ChipEditor';
import { Label } from '@client/components/ui/Field';

/**
 * A video's keywords as removable chips, with an input that adds one on Enter or Add: each trimmed,
 * at most 60 characters, no repeats, and at most LIMITS.videoKeywordsMax (the count is shown).
 */
export function KeywordChips({ value, onChange }: { value: string[]; onChange: (keywords: string[]) => void }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState('');
  const max = LIMITS.videoKeywordsMax;
  const full = value.length >= max;

  const add = () => {
    const keyword = draft.trim();
    if (!keyword) return;
    if (value.some((k) => k.toLowerCase() === keyword.toLowerCase())) return setProblem(`“${keyword}” is already a keyword.`);
    setProblem('');
    onChange([...value, keyword]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between">
        <Label htmlFor={id}>Keywords</Label>
        <span id={`${id}-count`} className="text-xs text-ink-soft">
          {value.length} of {max}
        </span>
      </div>
      <ChipEditor
        chips={value}
        listLabel="Keywords"
        removeLabel={(keyword) => `Remove keyword ${keyword}`}
        onRemove={(keyword) => onChange(value.filter((k) => k !== keyword))}
        tone="soft"
        input={{
          id,
          value: draft,
          maxLength: VIDEO_KEYWORD_MAX_LENGTH,
          disabled: full,
          placeholder: full ? `At most ${max} keywords` : 'Add a keyword',
          'aria-describedby': `${id}-count`,
          onChange: (event) => setDraft(event.target.value),
          onKeyDown,
        }}
        add={{ content: 'Add' }}
        onAdd={add}
        canAdd={!full && Boolean(draft.trim())}
      />
      {problem && <p className="text-sm text-destructive">{problem}</p>}
    </div>
  );
}
