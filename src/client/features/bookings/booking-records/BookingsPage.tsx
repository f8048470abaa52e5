import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { Booking } from '@shared/api/bookings/booking-records';
import { RELEASE_OVERDUE } from '@shared/api/bookings/releases';
import { CLOSED_STATUSES, STATUS_LABELS } from '@shared/api/bookings/pipeline';
import { BOOKING_STATUSES, type BookingStatus } from '@shared/api/directory/profile-records';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { toast } from '@client/components/ui/toast-store';
import { ApprovalsCard } from '../desk/ApprovalsCard';
import { GuestRecordingActions } from '../desk/GuestRecordingActions';
import { BookingSettingsCard } from '../desk/BookingSettingsCard';
import { BusyCalendarCard } from '../busy-times/BusyCalendarCard';
import { GuestReliabilityCard } from '../reliability/GuestReliabilityCard';
import { CalendarFeedCard } from '../calendar/CalendarFeedCard';
import { RequestsForClient } from '../requests/RequestsForClient';
import { BookingFeedbackPanel } from '../feedback/BookingFeedbackPanel';
import { useBookingFeedback } from '../feedback/use-booking-feedback';
import { serverMessageOr } from '@client/components/forms/list-edits';
import { BookingCard, stagePickerId } from './BookingCard';
import { bookingsConfig } from './booking-record-kind';
import { ReleaseLinkDialog } from './ReleaseLinkDialog';
import { type RecordView, RecordsPage } from '@client/features/directory/profile-records/RecordsPage';
import type { RecordWrites } from '@client/features/directory/profile-records/use-records';

/**
 * /profile/{slug}/bookings: the client's bookings as a pipeline (Requested, Held, Confirmed,
 * Recorded, Published; Declined, Cancelled and Expired when there are any), private to whoever
 * may manage the client, with the shows waiting on the guest's approval, their booking settings,
 * their calendar address and their own record as a guest
 * (above it, as on every page of the client panel, the notice that an episode is out). Bookings
 * recorded more than the follow-up days ago (45 by default) without a release carry the server's
 * 'Release overdue' flag ('Followed up on {date}' once the agency wrote to the host), summed up at
 * the top of the page. Moving a booking to Published asks for its release link (the server
 * requires one); moving it to Recorded fills the recording date with today when it has none
 * (the server does). A published booking shows its host's feedback (rated through the link mailed
 * when it was published), and lets the guest's side quote it on the profile. Above them, for the agency (admins, owners,
 * the client's team), the requests from hosts with the booking desk, and what its route adds
 * (`stats`: the profile's views and one-sheet downloads of the last 30 days).
 */
export default function BookingsPage({ stats }: { stats?: (clientId: number) => ReactNode }) {
  return (
    <RecordsPage
      config={bookingsConfig}
      renderTop={(items, client) => (
        <>
          <ApprovalsCard clientId={client.id} />
          <RequestsForClient clientId={client.id} clientName={client.name} />
          {stats?.(client.id)}
          <ReleaseOverdueSummary bookings={items} />
          <BookingSettingsCard clientId={client.id} />
          <CalendarFeedCard clientId={client.id} />
          <BusyCalendarCard clientId={client.id} />
          <GuestReliabilityCard clientId={client.id} />
        </>
      )}
      renderList={(items, viewOf, writes, client) => <BookingPipeline bookings={items} viewOf={viewOf} writes={writes} client={client} />}
    />
  );
}

/** The flagged bookings at the top of the page, for the team's follow-through; nothing when none is flagged. */
function ReleaseOverdueSummary({ bookings }: { bookings: Booking[] }) {
  const flagged = bookings.filter((b) => b.releaseOverdue);
  if (flagged.length === 0) return null;
  return (
    <section aria-labelledby="release-overdue-title" className="rounded-[var(--radius-card)] border border-warning/50 bg-warning-soft p-5 text-ink">
      <h2 id="release-overdue-title" className="flex items-center gap-2 font-medium">
        <TriangleAlert className="size-5 text-warning" aria-hidden="true" />
        {RELEASE_OVERDUE}: {flagged.length}
      </h2>
      <p className="mt-1 text-sm">
        Recorded a while ago and still not out. The agency follows up with the host; once the episode is out, it is noticed in the show’s feed, or add its link
        to the booking.
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {flagged.map((b) => (
          <li key={b.id}>{b.showName}</li>
        ))}
      </ul>
    </section>
  );
}

/** The five stages as sections (stacked, their bookings in one column on phones and two from small screens up), with the release-link dialog. */
function BookingPipeline({
  bookings,
  viewOf,
  writes,
  client,
}: {
  bookings: Booking[];
  viewOf: (b: Booking) => RecordView;
  writes: RecordWrites<Booking>;
  client: ClientDetail;
}) {
  const feedback = useBookingFeedback(client.id, client.slug);
  const [asking, setAsking] = useState<{ booking: Booking; publish: boolean } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [moved, setMoved] = useState<number | null>(null);

  // a moved booking is drawn anew in its new stage: its stage picker takes the focus there
  useEffect(() => {
    if (moved === null) return;
    document.getElementById(stagePickerId(moved))?.focus();
    setMoved(null);
  }, [moved]);

  const save = (booking: Booking, body: Record<string, unknown>, after?: () => void) =>
    writes.update.mutate(
      { id: booking.id, body },
      {
        onSuccess: () => {
          after?.();
          if (body.status) setMoved(booking.id);
        },
        onError: (error) => {
          const message = serverMessageOr(error, 'Please try again.');
          if (after) setDialogError(message);
          else toast({ type: 'error', title: 'Failed to move the booking', message });
        },
      },
    );

  const move = (booking: Booking, status: BookingStatus) => {
    if (status === 'published' && !booking.releaseUrl) {
      setDialogError(null);
      setAsking({ booking, publish: true });
    } else save(booking, { status });
  };

  return (
    <div className="flex flex-col gap-6 py-4">
      {BOOKING_STATUSES.map((stage) => {
        const inStage = bookings.filter((b) => b.status === stage);
        // the stages that end a booking early are shown only when one is there
        if (inStage.length === 0 && (CLOSED_STATUSES as readonly string[]).includes(stage) && stage !== 'published') return null;
        const headingId = `stage-${stage}`;
        return (
          <section key={stage} aria-labelledby={headingId}>
            <h3 id={headingId} className="flex items-baseline gap-2 border-b border-line pb-2 font-display text-lg text-ink">
              {STATUS_LABELS[stage]}
              <span className="font-sans text-sm text-muted">({inStage.length})</span>
            </h3>
            {inStage.length === 0 ? (
              <p className="pt-3 text-sm text-muted">No bookings at this stage.</p>
            ) : (
              <ul aria-labelledby={headingId} className="grid gap-3 pt-3 sm:grid-cols-2">
                {inStage.map((booking) => {
                  const view = viewOf(booking);
                  const manage = view.controls !== undefined;
                  const given = feedback.byBooking.get(booking.id);
                  return (
                    <BookingCard
                      key={booking.id}
                      booking={booking}
                      {...view}
                      onMove={manage ? (status) => move(booking, status) : undefined}
                      feedback={given && <BookingFeedbackPanel feedback={given} showName={booking.showName} writes={feedback} />}
                      recordingActions={manage ? <GuestRecordingActions booking={booking} clientId={client.id} /> : undefined}
                      onAddReleaseLink={
                        manage
                          ? () => {
                              setDialogError(null);
                              setAsking({ booking, publish: false });
                            }
                          : undefined
                      }
                    />
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
      <ReleaseLinkDialog
        booking={asking?.booking ?? null}
        publish={asking?.publish ?? false}
        pending={writes.update.isPending}
        error={dialogError}
        onClose={() => setAsking(null)}
        onSave={(releaseUrl) => {
          if (!asking) return;
          save(asking.booking, asking.publish ? { status: 'published', releaseUrl } : { releaseUrl }, () => setAsking(null));
        }}
      />
    </div>
  );
}
