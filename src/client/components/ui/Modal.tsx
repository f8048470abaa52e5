import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { useReturnFocus } from './use-return-focus';

/** Props of Modal. */
interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** A long form's width (a request with its many fields); the default suits a confirmation or a short form. */
  wide?: boolean;
}

/**
 * The product's modal dialog: a dimmed page, a centred card with a title and a description, and
 * `children` below (a form, or the actions), scrolling inside when taller than the screen. Esc and
 * an outside click close it; focus returns to the opener.
 */
export function Modal({ open, onOpenChange, title, description, children, wide }: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px] animate-fade-in" />
        <Dialog.Content
          {...returnFocus}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-surface p-6 shadow-[var(--shadow-pop)] animate-fade-in ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <Dialog.Title className="font-display text-xl text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-soft">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A modal's Cancel button (or `label`, e.g. 'Close' on a dialog that only shows): closes it without doing anything. */
export function ModalCancel({ label = 'Cancel' }: { label?: string }) {
  return (
    <Dialog.Close asChild>
      <Button variant="secondary">{label}</Button>
    </Dialog.Close>
  );
}

/** Props of RecordModal. */
interface RecordModalProps<T> {
  /** The record shown; the modal is closed while null. */
  record: T | null;
  onClose: () => void;
  title: (record: T) => string;
  description: (record: T) => ReactNode;
  wide?: boolean;
  /** What the modal shows of the record, above its Close button. */
  children: (record: T) => ReactNode;
}

/** A modal that shows one record of a list (an audit entry, a booking request) with a Close button, while `record` is set. */
export function RecordModal<T>({ record, onClose, title, description, wide, children }: RecordModalProps<T>) {
  return (
    <Modal
      open={record !== null}
      onOpenChange={(next) => !next && onClose()}
      title={record ? title(record) : ''}
      description={record ? description(record) : ''}
      wide={wide}
    >
      {record && (
        <div className="mt-5 flex flex-col gap-4">
          {children(record)}
          <div className="flex justify-end">
            <ModalCancel label="Close" />
          </div>
        </div>
      )}
    </Modal>
  );
}
