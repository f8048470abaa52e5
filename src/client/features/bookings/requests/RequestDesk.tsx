import { Link } from '@client/lib/router';
import type { AdminBookingRequest } from '@shared/api/bookings/requests';
import { StagePill, stageSentence } from './BookingStage';
import { DeskActions } from './DeskActions';
import { RecordingSummary } from './RecordingFields';
import { RequestDetails } from './RequestDetails';
import { RequestThread } from './RequestThread';
import { browserTimeZone, slotLabel } from './slot-times';
import { zoneLabel } from '@shared/dates';

/** The guest's other holds and confirmed recordings, so a time is not held twice. */
function GuestCalendar({ request, readerZone }: { request: AdminBookingRequest; readerZone: string }) {
  return (
    <section aria-labelledby={`calendar-${request.id}`} className="flex flex-col gap-2">
      <h3 id={`calendar-${request.id}`} className="font-medium text-ink">
        {request.clientName}’s calendar
      </h3>
      {request.guestTimeZone === null && (
        <p role="status" className="text-sm text-ink">
          {request.clientName}’s time zone is not set, so their emails give the host’s time.{' '}
          <Link to={`/profile/${request.clientSlug}/bookings`} className="link-inline">
            Set it on their Bookings page
          </Link>
        </p>
      )}
      {request.guestCalendar.length === 0 ? (
        <p className="text-sm text-ink-soft">No other holds or recordings ahead.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm text-ink">
          {request.guestCalendar.map((entry) => (
            <li key={entry.bookingId} className="flex flex-wrap items-center gap-2">
              <StagePill status={entry.status} />
              <span>{entry.showName}</span>
              {entry.slot && <span className="text-ink-soft">{slotLabel(entry.slot, readerZone)}</span>}
              {entry.inLineBehind !== null && <span className="text-ink-soft">in line</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One request in the agency's inbox: where it stands, the answer to give (by stage), the guest's
 * calendar, the thread with the host, and the request as sent. Times in the reader's zone, said
 * once, with the host's beside the times they proposed or were offered.
 */
export function RequestDesk({ request, onChanged }: { request: AdminBookingRequest; onChanged: (request: AdminBookingRequest) => void }) {
  const readerZone = browserTimeZone();
  return (
    <div className="flex flex-col gap-5">
      <p className="text-xs text-ink-soft">
        Times in {zoneLabel(readerZone)}. {request.hostName} is on {zoneLabel(request.timeZone)}
        {request.guestTimeZone ? `, ${request.clientName} on ${zoneLabel(request.guestTimeZone)}` : ''}.
      </p>
      {request.booking && (
        <div className="flex flex-col items-start gap-2">
          <StagePill status={request.booking.status} />
          <p className="text-sm text-ink">{stageSentence(request.booking, readerZone, 'agency', request.clientName, request.proposals)}</p>
          <RecordingSummary booking={request.booking} />
        </div>
      )}
      <DeskActions request={request} onDone={onChanged} />
      <GuestCalendar request={request} readerZone={readerZone} />
      <section aria-labelledby={`thread-${request.id}`} className="flex flex-col gap-2">
        <h3 id={`thread-${request.id}`} className="font-medium text-ink">
          Messages with {request.hostName}
        </h3>
        <RequestThread
          notes={request.notes.filter((note) => note.kind !== 'joined')}
          timeZone={readerZone}
          otherZone={request.timeZone}
          hostName={request.hostName}
        />
      </section>
      <RequestDetails request={request} readerZone={readerZone} />
    </div>
  );
}
