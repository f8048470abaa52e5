import { CreditGuestLine } from './CreditGuestLine';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '@client/lib/router';
import {
  BOOKING_REQUEST_ANSWERED,
  BOOKING_REQUEST_CONFIRMED,
  BOOKING_REQUEST_JOINED,
  type BookingRequestNote,
  HOST_LINK_INVALID,
  type HostRequestView,
} from '@shared/api/bookings/requests';
import { HOST_CALENDAR_LINK } from '@shared/api/bookings/page-links';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { Alert } from '@client/components/ui/Alert';
import { Button, buttonClass } from '@client/components/ui/Button';
import { LinkInvalid } from '../LinkInvalid';
import { LoadFailed } from '@client/components/ui/LoadFailed';
import { PageSpinner } from '@client/components/ui/Spinner';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';
import { usePageTitle } from '@client/lib/use-page-title';
import { StagePill, stageSentence } from './BookingStage';
import { OwnershipTagPanel } from '@client/features/directory/appearances/OwnershipTagPanel';
import { CancelRecordingForm } from '../desk/CancelRecordingForm';
import { ConfirmHold, GuestNoShow, HostNewTime, PickTime, ReconfirmRecording, ReplyForm, WithdrawRequest } from './HostActions';
import { hostRequestQuery } from './host-request-query';
import { RecordingSummary } from './RecordingFields';
import { RequestClosed } from './RequestClosed';
import { RequestDetails } from './RequestDetails';
import { RequestThread } from './RequestThread';
import { ResendLinksForm } from './ResendLinksForm';
import { zoneLabel } from '@shared/dates';

/** The host's confirmation: the request reaches the agency, and the page shows it as confirmed. */
function ConfirmRequest({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => call(bookingsRoutes.confirmRequest, { params: { token } }),
    onSuccess: (answer) => queryClient.setQueryData(bookingKeys.hostRequest(token), answer.request),
  });
  return (
    <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-accent/20 bg-accent-soft p-5">
      <p className="text-sm text-ink">Confirm that this request is yours, and the agency gets it. Until then, nobody sees it.</p>
      {confirm.isError && <Alert tone="error">{confirm.error.message || 'Your request could not be confirmed. Please try again.'}</Alert>}
      <Button className="self-start" loading={confirm.isPending} onClick={() => confirm.mutate()}>
        Confirm my request
      </Button>
    </div>
  );
}

/** Whether the agency has answered the host: the thread's last line is the agency's (after the host's last one, if any). */
const agencyAnswered = (notes: readonly BookingRequestNote[]) => notes.at(-1)?.author === 'agency';

/**
 * Where the request stands, as the host reads it: confirmed and waiting on the agency (until it
 * answered: then its times to pick, or its message to read), joined to the show's earlier one,
 * held, settled or over.
 */
function StatusNote({ request }: { request: HostRequestView }) {
  if (request.status === 'unconfirmed') return null;
  if (request.status === 'joined') return <Alert tone="success">{BOOKING_REQUEST_JOINED}</Alert>;
  if (!request.booking || request.booking.status === 'requested') {
    if (!request.booking || !agencyAnswered(request.notes)) return <Alert tone="success">{BOOKING_REQUEST_CONFIRMED}</Alert>;
    const sentence =
      request.proposals.length > 0 ? stageSentence(request.booking, request.timeZone, 'host', request.guest.name, request.proposals) : BOOKING_REQUEST_ANSWERED;
    return <Alert tone="info">{sentence}</Alert>;
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <StagePill status={request.booking.status} />
      <p className="text-sm text-ink">{stageSentence(request.booking, request.timeZone, 'host', request.guest.name, request.proposals)}</p>
      <RecordingSummary booking={request.booking} />
    </div>
  );
}

/**
 * Proving the show is the host's: once they proved its feed, a line saying so; while they may, a
 * tag to paste into the show's feed (asked for here, shown once to them alone).
 */
function ProveShow({ token, view }: { token: string; view: HostRequestView }) {
  if (view.showVerified)
    return <Alert tone="success">Verified show: you proved that {view.showName}’s feed is yours. The agency sees it with your requests.</Alert>;
  if (!view.canProveShow) return null;
  return (
    <section aria-labelledby="prove-show-heading" className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5">
      <h2 id="prove-show-heading" className="font-display text-xl text-ink">
        Prove the show is yours
      </h2>
      <p className="text-sm text-ink-soft">
        Add a one-line tag to your show’s feed (<span className="break-all">{view.showUrl}</span>) and we mark the show verified: the agency then sees “Verified
        show” with your requests, and your episodes with our guests can be listed as verified. Most podcast hosts let you add it in the feed’s settings.
      </p>
      <OwnershipTagPanel ask={() => call(bookingsRoutes.hostOwnershipTag, { params: { token } })} what="your show’s feed" />
    </section>
  );
}

/** What the host can do now: confirm a hold waiting on them, pick one of the agency's times, reconfirm, move or cancel a recording, say the guest did not show up, write, or withdraw. */
function HostDesk({ token, view, onWithdrawn }: { token: string; view: HostRequestView; onWithdrawn: (message: string) => void }) {
  const booking = view.booking;
  if (!booking) return null;
  const open = booking.status === 'requested' || booking.status === 'held';
  const heldForHost = booking.status === 'held' && booking.holdAwaiting === 'host';
  return (
    <>
      {(booking.status === 'confirmed' || heldForHost) && (
        <a href={HOST_CALENDAR_LINK} download className={buttonClass('secondary')}>
          {heldForHost ? 'Add the held time to my calendar (.ics)' : 'Add to my calendar (.ics)'}
        </a>
      )}
      {heldForHost && <ConfirmHold token={token} view={view} />}
      {booking.reconfirmation && !booking.reconfirmation.host && <ReconfirmRecording token={token} view={view} />}
      {booking.status === 'confirmed' && booking.slot && Date.parse(booking.slot) > Date.now() && <HostNewTime token={token} view={view} />}
      {booking.status === 'confirmed' && booking.slot && Date.parse(booking.slot) > Date.now() && (
        <CancelRecordingForm
          readers="The agency and the guest"
          send={(reason) => call(bookingsRoutes.hostCancel, { params: { token }, body: { reason } })}
          onCancelled={onWithdrawn}
        />
      )}
      {view.proposals.length > 0 && <PickTime token={token} view={view} />}
      {booking.status === 'confirmed' && booking.slot && Date.parse(booking.slot) <= Date.now() && <GuestNoShow token={token} view={view} />}
      <section aria-labelledby="thread-heading" className="flex flex-col gap-4">
        <h2 id="thread-heading" className="font-display text-xl text-ink">
          Messages
        </h2>
        <RequestThread notes={view.notes} timeZone={view.timeZone} hostName={view.hostName} />
        <ReplyForm token={token} />
      </section>
      {open && <WithdrawRequest token={token} onWithdrawn={onWithdrawn} release={heldForHost && Boolean(booking.line?.challengeDueAt)} />}
    </>
  );
}

/**
 * /requests/{token}: a host's own request, through the link they were mailed (no account): they
 * confirm it there, then follow it, and may prove their show's feed is theirs. Once declined or
 * withdrawn, the link says only that; an unknown or expired link says so.
 */
export default function HostRequestPage() {
  const { token = '' } = useParams();
  usePageTitle('Your booking request');
  const request = useQuery(hostRequestQuery(token));
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  if (withdrawn) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
        <h1 className="font-display text-3xl text-ink">Your booking request</h1>
        <Alert tone="success">{withdrawn}</Alert>
      </div>
    );
  }
  if (request.isPending) return <PageSpinner label="Loading your request…" fullScreen />;
  if (request.isError) return <LoadFailed message="Your request could not be loaded." onRetry={() => void request.refetch()} />;
  const answer = request.data;
  const view = answer && !('closed' in answer) ? answer : null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl text-ink">Your booking request</h1>
      {answer && 'closed' in answer ? (
        <RequestClosed request={answer} />
      ) : view ? (
        <>
          <p className="text-sm text-ink-soft">Times in {zoneLabel(view.timeZone)}, the time zone of your request.</p>
          <StatusNote request={view} />
          {view.status === 'unconfirmed' && <ConfirmRequest token={token} />}
          <HostDesk token={token} view={view} onWithdrawn={setWithdrawn} />
          <CreditGuestLine view={view} />
          <ProveShow token={token} view={view} />
          <h2 className="font-display text-xl text-ink">Your request</h2>
          {/* until its sender confirms, the show's address is text only: whoever sent it may be anyone */}
          <RequestDetails request={view} linkShow={view.status !== 'unconfirmed'} />
        </>
      ) : (
        <LinkInvalid message={HOST_LINK_INVALID} to="/directory" label="Browse the directory">
          <ResendLinksForm />
        </LinkInvalid>
      )}
    </div>
  );
}
