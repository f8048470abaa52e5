import { useQuery } from '@tanstack/react-query';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import type { PitchEvent, PitchEventKind } from '@shared/api/bookings/pitches';
import { LoadFailed } from '@client/components/ui/LoadFailed';
import { Spinner } from '@client/components/ui/Spinner';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';
import { momentLabel } from '@shared/dates';

/** What each event reads as on the timeline. */
const EVENT_WORDS: Record<PitchEventKind, (guest: string) => string> = {
  open: () => 'The page was opened',
  profile: (guest) => `${guest}’s full profile was read`,
  pdf: (guest) => `${guest}’s one-sheet PDF was downloaded`,
  photo: (guest) => `${guest}’s portrait was downloaded`,
  request: (guest) => `${guest} was requested`,
};

/** The line of one event. */
const eventLine = (event: PitchEvent) => EVENT_WORDS[event.kind](event.guestName ?? 'A guest');

/** What happened on a pitch's link, newest first: opens, profile reads, downloads and requests (on the reader's clock, which the dialog names). */
export function PitchTimeline({ pitchId }: { pitchId: number }) {
  const events = useQuery({
    queryKey: bookingKeys.pitchTimeline(pitchId),
    queryFn: () => call(bookingsAdminRoutes.pitchTimeline, { params: { id: pitchId } }),
  });
  if (events.isPending) return <Spinner className="size-5" />;
  if (events.isError) return <LoadFailed message="The timeline could not be loaded." onRetry={() => void events.refetch()} />;
  if (events.data.events.length === 0) return <p className="text-sm text-ink-soft">Nothing yet: nobody has opened the link.</p>;
  return (
    <ol aria-label="Timeline" className="flex flex-col gap-2">
      {events.data.events.map((event) => (
        <li key={event.id} className="flex flex-wrap justify-between gap-x-4 border-b border-line pb-2 text-sm last:border-0">
          <span className="text-ink">{eventLine(event)}</span>
          <time dateTime={event.createdAt} className="text-ink-soft">
            {momentLabel(event.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
