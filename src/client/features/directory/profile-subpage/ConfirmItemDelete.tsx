import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';

/** What a subpage's delete confirmation says of an item: it leaves the profile for good. */
export const removedFromProfile = (name: string) => `“${name}” will be removed from the profile. This cannot be undone.`;

/**
 * The confirmation before an item of a subpage's list goes: open while `item` is set; confirming
 * closes it and runs `onConfirm` on the item, cancelling just closes it.
 */
export function ConfirmItemDelete<T>({
  item,
  title,
  description,
  confirmLabel = 'Delete',
  onClose,
  onConfirm,
}: {
  item: T | null;
  title: string;
  description: (item: T) => string;
  confirmLabel?: string;
  onClose: () => void;
  onConfirm: (item: T) => void;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={item ? description(item) : ''}
      confirmLabel={confirmLabel}
      destructive
      onConfirm={() => {
        if (!item) return;
        onClose();
        onConfirm(item);
      }}
    />
  );
}
