import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '@client/lib/router';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import { FOLLOW_UP_LIMITS, followedUpLabel, type OverdueRelease } from '@shared/api/bookings/releases';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { formatDate } from '@shared/dates';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { LoadFailed } from '@client/components/ui/LoadFailed';
import { Skeleton } from '@client/components/ui/Skeleton';
import { TextArea } from '@client/components/ui/TextArea';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { serverMessageOr } from '@client/components/forms/list-edits';
import { bookingKeys } from '../booking-keys';

/**
 * The inbox's "Releases overdue" section (/admin/booking-requests#releases-overdue): each booking
 * recorded past the follow-up days and still not out, with a draft message to its host that the
 * agency edits and sends from here; once sent, the booking reads "Followed up on {date}". A booking
 * with no host email says so, and its Send stays off.
 */
export function ReleasesOverdueSection() {
  const overdue = useQuery({ queryKey: bookingKeys.releasesOverdue, queryFn: () => call(bookingsRoutes.releasesOverdue) });
  return (
    <section id="releases-overdue" aria-labelledby="releases-overdue-title" className="scroll-mt-20 space-y-3">
      <div>
        <h2 id="releases-overdue-title" className="font-display text-xl text-ink">
          Releases overdue
        </h2>
        <p className="text-sm text-ink-soft">
          {overdue.data
            ? `Bookings recorded more than ${overdue.data.days} days ago and still not out (${overdue.data.count}). Ask the host for a release date.`
            : 'Bookings recorded long ago and still not out. Ask the host for a release date.'}
        </p>
      </div>
      {overdue.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : overdue.isError ? (
        <LoadFailed message="The overdue releases could not be loaded." onRetry={() => overdue.refetch()} />
      ) : overdue.data.bookings.length === 0 ? (
        <p className="text-sm text-muted">No release is overdue.</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {overdue.data.bookings.map((booking) => (
            <FollowUp key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One overdue booking: what and when, its host's email, and the editable draft with Send. */
function FollowUp({ booking }: { booking: OverdueRelease }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState(booking.draft);
  const fieldId = useId();
  const send = useMutation({
    mutationFn: () => call(bookingsAdminRoutes.sendReleaseFollowUp, { params: { id: booking.id }, body: { message } }),
    onSuccess: (sent) => {
      toast({ type: 'success', title: `Message sent to ${sent.to}` });
      return queryClient.invalidateQueries({ queryKey: bookingKeys.releasesOverdue });
    },
    onError: (error) => toast({ type: 'error', title: 'The message was not sent', message: serverMessageOr(error, 'Please try again.') }),
  });
  const host = booking.hostName ?? 'the host';
  const about = `${booking.client.name} on ${booking.showName}${booking.recordedOn ? `, recorded ${formatDate.dayMonthYear(booking.recordedOn)}` : ''}`;
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-medium text-ink">
            <Link to={`/profile/${booking.client.slug}/bookings`} className="link-inline">
              {booking.client.name}
            </Link>{' '}
            · {booking.showName}
          </h3>
          {booking.recordedOn && <span className="text-xs text-muted">Recorded {formatDate.dayMonthYear(booking.recordedOn)}</span>}
        </div>
        <p className="text-sm text-ink-soft">
          {booking.releaseFollowUpSentAt ? `${followedUpLabel(booking.releaseFollowUpSentAt)}. ` : ''}
          {booking.hostEmail
            ? `To ${host}: ${booking.hostEmail}`
            : `No email address for ${host}: add one as the host contact on the booking to write from here.`}
        </p>
        <label htmlFor={fieldId} className="text-xs font-medium text-ink-soft">
          {`Message to ${host} about ${about}`}
        </label>
        <TextArea id={fieldId} value={message} maxLength={FOLLOW_UP_LIMITS.messageMax} onChange={(e) => setMessage(e.target.value)} rows={7} />
        <div>
          <Button
            size="sm"
            loading={send.isPending}
            disabled={!booking.hostEmail || message.trim() === ''}
            onClick={() => send.mutate()}
            aria-label={`Send the message to ${host} about ${about}`}
          >
            <Send className="size-4" aria-hidden="true" />
            Send
          </Button>
        </div>
      </Card>
    </li>
  );
}
