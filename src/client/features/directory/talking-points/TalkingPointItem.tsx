import { ChevronDown, ChevronUp } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import type { TalkingPoint } from '@shared/api/directory/clients/clients';
import { Button } from '@client/components/ui/Button';
import { cn } from '@client/lib/cn';
import { EditDeleteButtons } from '../profile-subpage/EditDeleteButtons';

/** The id of a point's Move up or Move down button, to give focus back to it after the move. */
export const moveButtonId = (id: number, direction: -1 | 1) => `talking-point-${id}-${direction < 0 ? 'up' : 'down'}`;

/** The id of a point's Edit button, to give focus back to it when its form closes. */
export const editButtonId = (id: number) => `talking-point-${id}-edit`;

/** Props of TalkingPointItem. */
interface TalkingPointItemProps {
  point: TalkingPoint;
  index: number;
  count: number;
  /** Style of the first appearance (the 200 ms stagger), or none once it has played. */
  appear?: CSSProperties;
  /** The manager's controls; absent for read-only viewers. */
  manage?: {
    onMove: (direction: -1 | 1) => void;
    onEdit: () => void;
    /** Absent for a guest: deleting is for admins and owners alone. */
    onDelete?: () => void;
  };
  /** The edit form, in place of the text while editing. */
  editor?: ReactNode;
}

/** One numbered talking point, with Move up, Move down, Edit (and Delete, for admins and owners) for those who may manage it. */
export function TalkingPointItem({ point, index, count, appear, manage, editor }: TalkingPointItemProps) {
  const title = point.talkingPointTitle;
  return (
    <li className={cn('flex gap-4 border-b border-line py-5 last:border-b-0', appear && 'animate-fade-in')} style={appear}>
      <span className="w-8 shrink-0 font-display text-2xl leading-none text-gold" aria-hidden="true">
        {String(index + 1).padStart(2, '0')}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:gap-4">
        <div className="min-w-0 flex-1">
          {editor ?? (
            <>
              <h3 className="font-medium text-ink">
                <span className="sr-only">{index + 1}. </span>
                {title}
              </h3>
              {point.talkingPointFull && <p className="mt-1 whitespace-pre-line text-sm leading-relaxed text-ink-soft">{point.talkingPointFull}</p>}
            </>
          )}
        </div>
        {manage && !editor && (
          <div className="-ml-3 flex shrink-0 items-start gap-1 sm:ml-0">
            <Button
              id={moveButtonId(point.id, -1)}
              variant="ghost"
              size="sm"
              aria-label={`Move up: ${title}`}
              disabled={index === 0}
              onClick={() => manage.onMove(-1)}
            >
              <ChevronUp className="size-4" aria-hidden="true" />
            </Button>
            <Button
              id={moveButtonId(point.id, 1)}
              variant="ghost"
              size="sm"
              aria-label={`Move down: ${title}`}
              disabled={index === count - 1}
              onClick={() => manage.onMove(1)}
            >
              <ChevronDown className="size-4" aria-hidden="true" />
            </Button>
            <EditDeleteButtons
              editId={editButtonId(point.id)}
              editLabel={`Edit: ${title}`}
              deleteLabel={`Delete: ${title}`}
              onEdit={manage.onEdit}
              onDelete={manage.onDelete}
            />
          </div>
        )}
      </div>
    </li>
  );
}
