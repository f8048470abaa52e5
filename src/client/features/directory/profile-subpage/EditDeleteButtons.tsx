import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/Button';
import { cn } from '@client/lib/cn';

/**
 * The Edit (pencil) and Delete (bin) icon buttons of an item a manager may change, labelled after
 * the item; `editId` lets the page give the focus back to Edit when its form closes. Without
 * `onDelete` (the user may edit but not delete) only Edit shows.
 */
export function EditDeleteButtons({
  editId,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  deleteClassName,
}: {
  editId: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete?: () => void;
  deleteClassName?: string;
}) {
  return (
    <>
      <Button id={editId} variant="ghost" size="sm" aria-label={editLabel} onClick={onEdit}>
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      {onDelete && (
        <Button variant="ghost" size="sm" aria-label={deleteLabel} onClick={onDelete} className={cn(deleteClassName, 'hover:text-destructive')}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      )}
    </>
  );
}
