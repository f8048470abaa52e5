import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DESK_LIMITS } from '@shared/api/bookings/desk';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { TextAreaField } from '@client/components/ui/TextArea';

/** Props of CancelRecordingForm. */
interface CancelRecordingFormProps {
  /** Who reads the reason ("The agency and the guest"). */
  readers: string;
  /** The cancellation's call, with the reason; answers what to tell the person. */
  send: (reason: string) => Promise<{ message: string }>;
  onCancelled: (message: string) => void;
  /** The show, naming the button for a page with several. */
  showName?: string;
}

/**
 * Cancelling a confirmed recording, for the host or the guest's side: a button opens the reason
 * (required: the other parties read it), then "Cancel the recording" or "Keep it".
 */
export function CancelRecordingForm({ readers, send, onCancelled, showName }: CancelRecordingFormProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useMutation({ mutationFn: () => send(reason), onSuccess: (answer) => onCancelled(answer.message) });
  const label = showName ? `Cancel the recording: ${showName}` : undefined;
  if (!open) {
    return (
      <Button variant="ghost" size="sm" className="self-start" onClick={() => setOpen(true)} aria-label={label}>
        Cancel the recording
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <TextAreaField
        label={`Why cancel? ${readers} read this`}
        value={reason}
        maxLength={DESK_LIMITS.reasonMax}
        onChange={(event) => setReason(event.target.value)}
        rows={3}
      />
      {cancel.isError && <Alert tone="error">{cancel.error.message}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" size="sm" loading={cancel.isPending} disabled={reason.trim() === ''} aria-label={label}>
          Cancel the recording
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
          Keep it
        </Button>
      </div>
    </form>
  );
}
