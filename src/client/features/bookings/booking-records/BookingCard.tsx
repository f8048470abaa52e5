import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Booking } from '@shared/api/bookings/booking-records';
import { followedUpLabel, RELEASE_OVERDUE } from '@shared/api/bookings/releases';
import { handMovesOf, OPEN_STATUSES, STATUS_LABELS } from '@shared/api/bookings/pipeline';
import { BOOKING_STATUSES, type BookingStage, type BookingStatus } from '@shared/api/directory/profile-records';
import { recordingLength } from '@shared/api/bookings/desk';
import { formatDate, momentLabel } from '@shared/dates';
import { Button } from '@client/components/ui/Button';
import { CONTROL_CLASS } from '@client/components/ui/Field';
import { cn } from '@client/lib/cn';
import { RecordLink } from '@client/features/directory/profile-records/record-kinds';
import { browserTimeZone, slotWithOtherZone } from '../requests/slot-times';
import { RecordButtons } from '@client/features/directory/profile-records/RecordItem';
import type { RecordView } from '@client/features/directory/profile-records/RecordsPage';

/** When a booking is scheduled, on the reader's clock, with the host's beside it when it reads otherwise. */
function scheduledLabel(at: string, hostTimeZone: string | null): string {
  return hostTimeZone ? slotWithOtherZone(at, browserTimeZone(), hostTimeZone) : momentLabel(at);
}

/** The 'Release overdue' flag, or once the agency wrote to the host 'Followed up on {date}', in words and with an icon (its colour is not the only sign). */
function ReleaseOverdueBadge({ followedUpAt }: { followedUpAt: string | null }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-warning/50 bg-warning-soft px-2 py-0.5 text-xs font-medium text-ink">
      <TriangleAlert className="size-3.5 text-warning" aria-hidden="true" />
      {followedUpAt ? `${RELEASE_OVERDUE} · ${followedUpLabel(followedUpAt)}` : RELEASE_OVERDUE}
    </span>
  );
}

/** The id of a booking's stage picker, to give it focus once the booking has moved to its new stage. */
export const stagePickerId = (id: number) => `booking-${id}-stage`;

/** Props of BookingCard. */
interface BookingCardProps extends RecordView {
  booking: Booking;
  /** Moves the booking to another stage; present for managers. */
  onMove?: (status: BookingStatus) => void;
  /** Asks for the release link (the flag's button); present for managers. */
  onAddReleaseLink?: () => void;
  /** The host's feedback and its testimonial, for a published booking that has some. */
  feedback?: ReactNode;
  /** What the guest's side can do with a recording from a host's request (reconfirm, cancel), for managers. */
  recordingActions?: ReactNode;
}

/**
 * One booking of the pipeline: show, flag, dates, host, the recording's link and length while it is ahead, its reconfirmation, release link, notes and the host's feedback; for managers
 * Edit, Delete, the flag's 'Add release link' and a stage picker with a Move button (choosing
 * alone moves nothing, so a keyboard can browse the stages).
 */
export function BookingCard({ booking, controls, editor, onMove, onAddReleaseLink, feedback, recordingActions }: BookingCardProps) {
  const [target, setTarget] = useState<BookingStatus>(booking.status);
  const stageId = stagePickerId(booking.id);
  // the stages it may be moved to by hand (a booking from a host's request: as the desk allows), its own first
  const moves = handMovesOf(booking);
  const stages = BOOKING_STATUSES.filter((stage) => stage === booking.status || moves.includes(stage as BookingStage));
  const upcoming = booking.status === 'held' || booking.status === 'confirmed';
  const dates: [string, string | null][] = [
    ['Scheduled', booking.scheduledFor && scheduledLabel(booking.scheduledFor, booking.hostTimeZone)],
    ['Length', upcoming && booking.scheduledFor ? recordingLength(booking.recordingMinutes) : null],
    ['Recorded on', booking.recordedOn && formatDate.dayMonthYear(booking.recordedOn)],
    ['Published on', booking.publishedOn && formatDate.dayMonthYear(booking.publishedOn)],
    ['Host', booking.hostName],
    ['Host contact', booking.hostContact],
  ];
  return (
    <li
      className={cn(
        'rounded-[var(--radius-control)] border border-line bg-canvas p-4',
        editor && 'sm:col-span-2',
        booking.releaseOverdue && 'border-warning/60',
      )}
    >
      {editor ?? (
        <div className="flex flex-col gap-3">
          <div className="flex items-start justify-between gap-2">
            <h4 className="font-medium text-ink">{booking.showName}</h4>
            {controls && <RecordButtons title={booking.showName} controls={controls} />}
          </div>
          {booking.releaseOverdue && (
            <div className="flex flex-wrap items-center gap-2">
              <ReleaseOverdueBadge followedUpAt={booking.releaseFollowUpSentAt} />
              {onAddReleaseLink && (
                <Button variant="link" size="sm" className="h-auto! px-0!" onClick={onAddReleaseLink} aria-label={`Add release link: ${booking.showName}`}>
                  Add release link
                </Button>
              )}
            </div>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {dates
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted">{label}</dt>
                  <dd className="break-words text-ink-soft">{value}</dd>
                </div>
              ))}
          </dl>
          {upcoming && booking.recordingLink && (
            <p className="text-sm">
              <RecordLink href={booking.recordingLink}>Join the recording</RecordLink>
            </p>
          )}
          {recordingActions}
          {booking.releaseUrl && (
            <p className="text-sm">
              <RecordLink href={booking.releaseUrl}>Release</RecordLink>
            </p>
          )}
          {booking.notes && <p className="whitespace-pre-line text-sm text-ink-soft">{booking.notes}</p>}
          {feedback}
          {onMove && moves.length === 0 && (OPEN_STATUSES as readonly string[]).includes(booking.status) && (
            <p className="text-sm text-ink-soft">The booking desk moves this booking until it is confirmed.</p>
          )}
          {onMove && moves.length > 0 && (
            <div className="flex items-end gap-2">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <label htmlFor={stageId} className="text-xs font-medium text-ink-soft">
                  {`Stage of ${booking.showName}`}
                </label>
                <select id={stageId} value={target} onChange={(e) => setTarget(e.target.value as BookingStatus)} className={cn('h-9', CONTROL_CLASS)}>
                  {stages.map((stage) => (
                    <option key={stage} value={stage}>
                      {STATUS_LABELS[stage]}
                    </option>
                  ))}
                </select>
              </div>
              <Button
                variant="secondary"
                size="sm"
                className="h-9"
                disabled={target === booking.status}
                onClick={() => onMove(target)}
                aria-label={`Move ${booking.showName} to ${STATUS_LABELS[target]}`}
              >
                Move
              </Button>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
