import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminBookingRequest } from '@shared/api/bookings/requests';
import { RecordModal } from '@client/components/ui/Modal';
import { toast } from '@client/components/ui/toast-store';
import { receivedAt } from './inbox-stages';
import { RequestDesk } from './RequestDesk';

/**
 * The request open in an inbox's desk, and what an answer does: the dialog shows the request as
 * the server now has it, and the queries under `refresh` (the inbox's list, the pipeline) load again.
 */
export function useRequestDesk(refresh: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<AdminBookingRequest | null>(null);
  const changed = (request: AdminBookingRequest) => {
    setOpen(request);
    toast({ type: 'success', title: 'Sent to the host' });
    for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
  };
  return { open, setOpen, changed };
}

/** One request of an inbox in a dialog: the desk (stage, answer, guest's calendar, thread, details), while `request` is set. */
export function RequestDeskModal({
  request,
  onClose,
  onChanged,
}: {
  request: AdminBookingRequest | null;
  onClose: () => void;
  onChanged: (request: AdminBookingRequest) => void;
}) {
  return (
    <RecordModal
      record={request}
      onClose={onClose}
      title={(r) => `${r.showName} → ${r.clientName}`}
      description={(r) => `From ${r.hostName} (${r.hostEmail}), received ${receivedAt(r.createdAt)}.`}
      wide
    >
      {(r) => <RequestDesk request={r} onChanged={onChanged} />}
    </RecordModal>
  );
}
