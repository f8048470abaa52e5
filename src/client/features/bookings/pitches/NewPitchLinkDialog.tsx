import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import type { AdminPitch } from '@shared/api/bookings/pitches';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Modal, ModalCancel } from '@client/components/ui/Modal';
import { call } from '@client/lib/call';
import { PitchLinkOnce } from './PitchLinkOnce';

/**
 * "New link" for a live pitch (closed while `pitch` is null): says the link sent before stops
 * working, makes a new one for the same page and timeline, and shows it once with a Copy button.
 */
export function NewPitchLinkDialog({ pitch, onClose }: { pitch: AdminPitch | null; onClose: () => void }) {
  const [issued, setIssued] = useState<{ link: string; expiresAt: string } | null>(null);
  const make = useMutation({ mutationFn: (id: number) => call(bookingsAdminRoutes.newPitchLink, { params: { id } }), onSuccess: setIssued });
  const close = () => {
    setIssued(null);
    make.reset();
    onClose();
  };
  return (
    <Modal
      open={pitch !== null}
      onOpenChange={(next) => !next && close()}
      title={issued ? 'Your new pitch link' : 'Make a new link?'}
      description={
        issued
          ? `Send this link to the host of ${pitch?.showName ?? 'the show'}.`
          : `The link to the pitch page for ${pitch?.showName ?? 'this show'} that you sent before stops working at once. The page and its timeline stay the same.`
      }
    >
      {issued ? (
        <PitchLinkOnce link={issued.link} expiresAt={issued.expiresAt} onDone={close} />
      ) : (
        <div className="mt-5 flex flex-col gap-4">
          {make.isError && <Alert tone="error">{make.error.message}</Alert>}
          <div className="flex justify-end gap-2">
            <ModalCancel />
            <Button onClick={() => pitch && make.mutate(pitch.id)} disabled={make.isPending}>
              Make a new link
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
