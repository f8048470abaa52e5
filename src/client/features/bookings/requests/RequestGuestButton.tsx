import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { profileSectionQueries } from '../../directory/clients/profile-section-queries';

// the form and its checks load when a host opens it
const RequestGuestDialog = lazy(() => import('./RequestGuestDialog'));

/** "Request this guest" on a profile or a pitch page (`pitch`: its token): opens the host's request form, with the guest's talking points as topics. */
export function RequestGuestButton({ guest, pitch }: { guest: { id: number; name: string }; pitch?: string }) {
  const [open, setOpen] = useState(false);
  const { data: points = [] } = useQuery(profileSectionQueries(guest.id).talkingPoints);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Request this guest
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RequestGuestDialog open onClose={() => setOpen(false)} guest={guest} topics={points.map((point) => point.talkingPointTitle)} pitch={pitch} />
        </Suspense>
      )}
    </>
  );
}
