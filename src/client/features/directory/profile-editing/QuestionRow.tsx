import { ChevronDown, ChevronUp, Trash2 } from 'lucide-react';
import { PROFILE_LIMITS } from '@shared/api/directory/profile-editing';
import { Button } from '@client/components/ui/Button';
import { Input } from '@client/components/ui/Field';

/** The id of a question's Move up or Move down button, to give focus back to it after the move. */
export const questionMoveId = (key: number, direction: -1 | 1) => `question-${key}-${direction < 0 ? 'up' : 'down'}`;

/** The id of a question's text input. */
export const questionInputId = (key: number) => `question-${key}-text`;

/** One numbered sample question, edited in place, with Move up, Move down and Delete, and its message when invalid. */
export function QuestionRow({
  itemKey,
  text,
  index,
  count,
  error,
  onChange,
  onMove,
  onDelete,
}: {
  itemKey: number;
  text: string;
  index: number;
  count: number;
  error?: string;
  onChange: (text: string) => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}) {
  const n = index + 1;
  const errorId = `question-${itemKey}-error`;
  return (
    <li className="flex gap-3 border-b border-line py-4 last:border-b-0">
      <span className="w-7 shrink-0 pt-2.5 font-display text-lg leading-none text-gold" aria-hidden="true">
        {n}.
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <Input
            id={questionInputId(itemKey)}
            aria-label={`Question ${n}`}
            value={text}
            maxLength={PROFILE_LIMITS.questionMax}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
          {error && (
            <p id={errorId} className="mt-1.5 text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <div className="-ml-3 flex shrink-0 gap-1 sm:ml-0 sm:pt-1.5">
          <Button
            id={questionMoveId(itemKey, -1)}
            variant="ghost"
            size="sm"
            aria-label={`Move question ${n} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ChevronUp className="size-4" aria-hidden="true" />
          </Button>
          <Button
            id={questionMoveId(itemKey, 1)}
            variant="ghost"
            size="sm"
            aria-label={`Move question ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ChevronDown className="size-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Delete question ${n}`} onClick={onDelete} className="hover:text-destructive">
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}
