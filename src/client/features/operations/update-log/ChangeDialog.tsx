import { useMutation, useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import type { UpdateLogEntry } from '@shared/api/operations/update-log';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Modal, ModalCancel } from '@client/components/ui/Modal';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { RawRecord } from '../admin/RawRecord';
import { ShownValue, ValueDiff } from './ValueDiff';
import { momentLabel } from '@shared/dates';

/** Where a change came from, in words. */
export const SOURCE_LABELS: Record<string, string> = { edit: 'Edit', sync: 'Sync', import: 'Import' };

/** When a change was made, in the reader's time zone. */
export const when = (iso: string) => momentLabel(iso);

/** The diff of one change, its raw record, Close, and "Restore this version" when the server offers it. */
function Detail({ change, onRestore }: { change: UpdateLogEntry; onRestore: () => void }) {
  return (
    <div className="space-y-3">
      <ValueDiff before={change.before} after={change.after} />
      <p className="text-xs text-ink-soft">
        <del className="line-through">Struck through</del>: removed · <ins className="underline underline-offset-2">underlined</ins>: added
      </p>
      <RawRecord value={{ entityType: change.entityType, entityId: change.entityId, field: change.field, before: change.before, after: change.after }} />
      <div className="flex flex-wrap justify-end gap-3">
        {change.restorable && (
          <Button variant="secondary" onClick={onRestore}>
            <History className="size-4" aria-hidden="true" /> Restore this version
          </Button>
        )}
        <ModalCancel label="Close" />
      </div>
    </div>
  );
}

/** The confirmation of a restore: the value the field goes back to, Cancel (back to the diff) and Restore; a refusal is shown in words. */
function ConfirmRestore({ change, onBack, onDone }: { change: UpdateLogEntry; onBack: () => void; onDone: () => void }) {
  const queryClient = useQueryClient();
  const shown = useRef<HTMLElement>(null);
  // the step replaces the button that opened it: focus moves to what it asks about
  useEffect(() => shown.current?.focus(), []);
  const restore = useMutation({
    mutationFn: () => call(operationsAdminRoutes.restoreChange, { params: { id: change.id } }),
    onSuccess: () => {
      toast({ type: 'success', title: 'Version restored', message: change.label });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminList('update-log') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.clients });
      onDone();
    },
  });
  return (
    <div className="mt-4 space-y-3">
      <section
        ref={shown}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus, so keyboard users can scroll it
        tabIndex={0}
        aria-label="The version to restore"
        className="max-h-64 overflow-auto whitespace-pre-wrap rounded-[var(--radius-control)] border border-line bg-canvas p-3 text-sm text-ink"
      >
        <ShownValue value={change.before} />
      </section>
      {restore.isError && <Alert tone="error">{restore.error.message}</Alert>}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onBack}>
          Cancel
        </Button>
        <Button loading={restore.isPending} disabled={restore.isError} onClick={() => restore.mutate()}>
          Restore
        </Button>
      </div>
    </div>
  );
}

/**
 * One change of the update log in a dialog: who made it, when and from where, its field-level
 * diff, and for a change the server may restore, "Restore this version" with a confirmation that
 * shows the value the field goes back to. Closing it (or a restore) calls `onClose`.
 */
export function ChangeDialog({ change, onClose }: { change: UpdateLogEntry | null; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    onClose();
  };
  const about = change
    ? `${change.client?.name ?? change.clientName} · ${when(change.createdAt)} · ${change.actorEmail ?? 'System'} (${SOURCE_LABELS[change.source]})`
    : '';
  return (
    <Modal
      open={change !== null}
      onOpenChange={(next) => !next && close()}
      title={change ? (confirming ? 'Restore this version?' : change.label) : ''}
      description={confirming && change ? `${change.label} goes back to what it was before this change:` : about}
    >
      {change &&
        (confirming ? (
          <ConfirmRestore key={change.id} change={change} onBack={() => setConfirming(false)} onDone={close} />
        ) : (
          <Detail change={change} onRestore={() => setConfirming(true)} />
        ))}
    </Modal>
  );
}
