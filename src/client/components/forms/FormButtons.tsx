import { Button } from '../ui/Button';
import { cn } from '@client/lib/cn';

/** The footer of a subpage's add or edit form: Cancel (when the form can be closed) and the submit button, busy while `pending`. */
export function FormButtons({
  submitLabel,
  pending,
  onCancel,
  className,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel?: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap justify-end gap-3', className)}>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      )}
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
