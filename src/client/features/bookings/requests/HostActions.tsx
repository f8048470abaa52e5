import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DESK_LIMITS } from '@shared/api/bookings/desk';
import type { HostRequestView } from '@shared/api/bookings/requests';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { ChoiceGroup } from '@client/components/ui/ChoiceGroup';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { TextAreaField } from '@client/components/ui/TextArea';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';
import { NewTimePanel } from '../desk/NewTimePanel';
import { slotLabel } from './slot-times';
import { zoneLabel } from '@shared/dates';

/** A host's action through their link: on success the page shows the request as it now stands, and what happened. */
function useHostAction(token: string, send: () => Promise<{ message: string; request: HostRequestView }>) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      setDone(answer.message);
      queryClient.setQueryData(bookingKeys.hostRequest(token), answer.request);
    },
  });
  return { mutation, done };
}

/** The panel of a hold waiting on the host: confirm the time, or withdraw. */
export function ConfirmHold({ token, view }: { token: string; view: HostRequestView }) {
  const { mutation } = useHostAction(token, () => call(bookingsRoutes.confirmHold, { params: { token } }));
  return (
    <section aria-labelledby="hold-heading" className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-accent/20 bg-accent-soft p-5">
      <h2 id="hold-heading" className="font-display text-xl text-ink">
        Confirm {view.booking?.slot ? slotLabel(view.booking.slot, view.timeZone) : 'the time'}
      </h2>
      <p className="text-sm text-ink">{view.guest.name} keeps this time for you. Confirm it and you both get a calendar invitation.</p>
      {mutation.isError && <Alert tone="error">{mutation.error.message}</Alert>}
      <Button className="self-start" loading={mutation.isPending} onClick={() => mutation.mutate()}>
        Confirm this time
      </Button>
    </section>
  );
}

/** A confirmed recording the host was asked to reconfirm (a few days before it): one button, until they have. */
export function ReconfirmRecording({ token, view }: { token: string; view: HostRequestView }) {
  const { mutation } = useHostAction(token, () => call(bookingsRoutes.hostReconfirm, { params: { token } }));
  const when = view.booking?.slot ? slotLabel(view.booking.slot, view.timeZone) : 'the recording';
  return (
    <section aria-labelledby="reconfirm-heading" className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-accent/20 bg-accent-soft p-5">
      <h2 id="reconfirm-heading" className="font-display text-xl text-ink">
        Reconfirm {when}
      </h2>
      <p className="text-sm text-ink">Does the recording with {view.guest.name} still stand? One click tells the agency and the guest.</p>
      {mutation.isError && <Alert tone="error">{mutation.error.message}</Alert>}
      <Button className="self-start" loading={mutation.isPending} onClick={() => mutation.mutate()}>
        Yes, it still stands
      </Button>
    </section>
  );
}

/** A confirmed recording still ahead: the host proposes a new time, or answers one the guest's side or the agency proposed. */
export function HostNewTime({ token, view }: { token: string; view: HostRequestView }) {
  const queryClient = useQueryClient();
  return (
    <section aria-labelledby="new-time-heading" className="flex flex-col gap-3">
      <h2 id="new-time-heading" className="font-display text-xl text-ink">
        Need another time?
      </h2>
      <NewTimePanel
        proposal={view.booking?.reschedule ?? null}
        me="host"
        zone={view.timeZone}
        nameOf={(side) => (side === 'guest' ? view.guest.name : 'The agency')}
        propose={(slot) => call(bookingsRoutes.hostReschedule, { params: { token }, body: { slot } })}
        answer={(accept) => call(bookingsRoutes.hostAnswerReschedule, { params: { token }, body: { accept } })}
        onDone={(answer) => queryClient.setQueryData(bookingKeys.hostRequest(token), answer.request)}
      />
    </section>
  );
}

/** The agency's proposed times, for the host to pick one. */
export function PickTime({ token, view }: { token: string; view: HostRequestView }) {
  const [slot, setSlot] = useState(view.proposals[0]!);
  const { mutation } = useHostAction(token, () => call(bookingsRoutes.hostPick, { params: { token }, body: { slot } }));
  const labels = Object.fromEntries(view.proposals.map((proposal) => [proposal, slotLabel(proposal, view.timeZone)]));
  return (
    <section aria-labelledby="pick-heading" className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-accent/20 bg-accent-soft p-5">
      <h2 id="pick-heading" className="font-display text-xl text-ink">
        Pick one of these times
      </h2>
      <ChoiceGroup
        legend={`${view.guest.name} can do (${zoneLabel(view.timeZone)})`}
        name="proposed-time"
        options={view.proposals}
        labels={labels}
        value={slot}
        onChange={setSlot}
      />
      {mutation.isError && <Alert tone="error">{mutation.error.message}</Alert>}
      <Button className="self-start" loading={mutation.isPending} onClick={() => mutation.mutate()}>
        Take this time
      </Button>
    </section>
  );
}

/** The host writes to the agency; their message joins the thread. */
export function ReplyForm({ token }: { token: string }) {
  const [message, setMessage] = useState('');
  const { mutation, done } = useHostAction(token, () => call(bookingsRoutes.hostReply, { params: { token }, body: { message } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(undefined, { onSuccess: () => setMessage('') });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <TextAreaField label="Write to the agency" value={message} maxLength={DESK_LIMITS.messageMax} onChange={(e) => setMessage(e.target.value)} rows={4} />
      {mutation.isError && <Alert tone="error">{mutation.error.message}</Alert>}
      {done && !mutation.isError && <p className="text-sm text-ink-soft">{done}</p>}
      <Button type="submit" variant="secondary" className="self-start" loading={mutation.isPending} disabled={message.trim() === ''}>
        Send
      </Button>
    </form>
  );
}

/**
 * Once the recording's time has passed: the host can say the guest did not show up (after a
 * confirmation); once anyone noted a no-show, it says so instead.
 */
export function GuestNoShow({ token, view }: { token: string; view: HostRequestView }) {
  const [open, setOpen] = useState(false);
  const { mutation, done } = useHostAction(token, () => call(bookingsRoutes.hostNoShow, { params: { token } }));
  const noted = view.booking?.noShow;
  if (noted) return <p className="text-sm text-ink-soft">{done ?? 'A no-show is noted for this recording. The agency will be in touch.'}</p>;
  return (
    <>
      {mutation.isError && <Alert tone="error">{mutation.error.message}</Alert>}
      <Button variant="ghost" className="self-start" onClick={() => setOpen(true)}>
        {view.guest.name} did not show up
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`${view.guest.name} did not show up?`}
        description="The agency is told at once and will be in touch with you both."
        confirmLabel="Tell the agency"
        onConfirm={() => {
          setOpen(false);
          mutation.mutate();
        }}
      />
    </>
  );
}

/**
 * The host withdraws their request or hold, after a confirmation (`release`: a hold another show
 * waits for, said as releasing the time); `onWithdrawn` gets what to tell them (the link then closes).
 */
export function WithdrawRequest({ token, onWithdrawn, release = false }: { token: string; onWithdrawn: (message: string) => void; release?: boolean }) {
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => call(bookingsRoutes.hostWithdraw, { params: { token }, body: {} }),
    onSuccess: (answer) => onWithdrawn(answer.message),
  });
  return (
    <>
      {mutation.isError && <Alert tone="error">{mutation.error.message}</Alert>}
      <Button variant="ghost" className="self-start" onClick={() => setOpen(true)}>
        {release ? 'Release this time' : 'Withdraw my request'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={release ? 'Release this time?' : 'Withdraw your request?'}
        description={
          release
            ? 'The time passes to the next show in line, the agency will be told, and this link will stop working.'
            : 'The agency will be told, and this link will stop working.'
        }
        confirmLabel={release ? 'Release' : 'Withdraw'}
        destructive
        onConfirm={() => mutation.mutate()}
      />
    </>
  );
}
