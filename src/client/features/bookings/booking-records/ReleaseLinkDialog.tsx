import { type FormEvent, useEffect, useState } from 'react';
import { isHttpUrl } from '@shared/api/fields';
import type { Booking } from '@shared/api/bookings/booking-records';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Field } from '@client/components/ui/Field';
import { Modal, ModalCancel } from '@client/components/ui/Modal';

/** Props of ReleaseLinkDialog. */
interface ReleaseLinkDialogProps {
  /** The booking asked about; the dialog is closed when null. */
  booking: Booking | null;
  /** Whether saving the link also publishes the booking (a move to Published asks for it). */
  publish: boolean;
  pending: boolean;
  error: string | null;
  onSave: (releaseUrl: string) => void;
  onClose: () => void;
}

/**
 * Asks for a booking's release link: when it is moved to Published (which the server requires
 * a link for), or to clear its 'Release link missing' flag.
 */
export function ReleaseLinkDialog({ booking, publish, pending, error, onSave, onClose }: ReleaseLinkDialogProps) {
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setUrl(booking?.releaseUrl ?? '');
    setInvalid(false);
  }, [booking]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isHttpUrl(url.trim())) {
      setInvalid(true);
      return;
    }
    onSave(url.trim());
  };

  return (
    <Modal
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={publish ? 'Publish the booking' : 'Add the release link'}
      description={
        publish
          ? `Where can “${booking?.showName}” be heard or watched? A published booking needs its release link.`
          : `Where can “${booking?.showName}” be heard or watched?`
      }
    >
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <div>
          <Field
            label="Release link"
            type="url"
            value={url}
            placeholder="https://"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'release-link-error' : undefined}
            onChange={(e) => {
              setUrl(e.target.value);
              setInvalid(false);
            }}
          />
          {invalid && (
            <p id="release-link-error" className="mt-1.5 text-sm text-destructive">
              Enter a full web address starting with http:// or https://
            </p>
          )}
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end gap-3">
          <ModalCancel />
          <Button type="submit" loading={pending}>
            {publish ? 'Publish' : 'Save link'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
