import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingRequestBody } from '@shared/api/bookings/requests';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { Alert } from '@client/components/ui/Alert';
import { Modal, ModalCancel } from '@client/components/ui/Modal';
import { call } from '@client/lib/call';
import { serverFieldError } from '@client/components/forms/field-errors';
import { type PitchShow, RequestGuestForm } from './RequestGuestForm';

/** Props of RequestGuestDialog. */
export interface RequestGuestDialogProps {
  open: boolean;
  onClose: () => void;
  guest: { id: number; name: string };
  /** The guest's talking points, offered as topics. */
  topics: string[];
  /** The token of the pitch page it is sent from, if any. */
  pitch?: string;
  /** The show that pitch page was made for, prefilled in the form. */
  show?: PitchShow;
}

/**
 * "Request this guest": the host's request form in a dialog; once sent, what happens next (the
 * host confirms by email, and only then does the agency get it).
 */
export default function RequestGuestDialog({ open, onClose, guest, topics, pitch, show }: RequestGuestDialogProps) {
  const [sent, setSent] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (body: BookingRequestBody) => call(bookingsRoutes.requestGuest, { body }) });
  const close = () => {
    setSent(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={`Request ${guest.name}`}
      description="Tell the agency about your show and when you could record. You’ll confirm by email."
      wide
    >
      {sent ? (
        <div className="mt-5 flex flex-col gap-4">
          <Alert tone="success">{sent}</Alert>
          <div className="flex justify-end">
            <ModalCancel label="Close" />
          </div>
        </div>
      ) : (
        <RequestGuestForm
          clientId={guest.id}
          topics={topics}
          pitch={pitch}
          show={show}
          pending={send.isPending}
          onCancel={close}
          onSubmit={(body) =>
            send.mutateAsync(body).then(
              (answer) => {
                setSent(answer.message);
                return {};
              },
              (error) => serverFieldError(error, 'Your request could not be sent. Please try again.'),
            )
          }
        />
      )}
    </Modal>
  );
}
