import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { type ComponentProps, type FormEvent, type ReactNode, useState } from 'react';
import { DESK_LIMITS, RECORDING_MINUTES } from '@shared/api/bookings/desk';
import { NO_SHOW_PARTIES, type NoShowParty, STATUS_LABELS } from '@shared/api/bookings/pipeline';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import type { AdminBookingRequest } from '@shared/api/bookings/requests';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { ChoiceGroup } from '@client/components/ui/ChoiceGroup';
import { Input, Label } from '@client/components/ui/Field';
import { call } from '@client/lib/call';
import { MessageField } from './MessageField';
import { NewTimePanel } from '../desk/NewTimePanel';
import { RecordingFields } from './RecordingFields';
import { clashOf } from './slot-clashes';
import { instantOf } from '@shared/wall-time';
import { browserTimeZone, slotLabel, slotWithOtherZone } from './slot-times';
import { momentLabel, zoneLabel } from '@shared/dates';
import { plural } from '@shared/plural';

/** What the agency can do with a request, by its stage. */
type DeskAction = 'accept' | 'challenge' | 'propose' | 'ask' | 'recording' | 'reschedule' | 'decline' | 'cancel' | 'no-show';
const ACTION_LABELS: Record<DeskAction, string> = {
  accept: 'Hold a time',
  challenge: 'Challenge the first hold',
  propose: 'Propose other times',
  ask: 'Ask the host',
  recording: 'Recording details',
  decline: 'Decline',
  reschedule: 'Move to a new time',
  cancel: 'Cancel the recording',
  'no-show': 'Did not show up',
};

/** Whether a booking's recording time has passed. */
const hasPassed = (slot: string | null | undefined) => slot !== null && slot !== undefined && Date.parse(slot) <= Date.now();

/**
 * The actions a stage allows: a new request any; a hold a question, its recording details or a
 * release, and a hold in line behind another show's a challenge of that first hold; a confirmed
 * booking its recording details, a question, a new time or a cancellation, and once its time has passed a
 * no-show; a recorded one a question.
 */
function actionsOf(request: AdminBookingRequest): DeskAction[] {
  switch (request.booking?.status) {
    case 'requested':
      return ['accept', 'propose', 'ask', 'decline'];
    case 'held':
      return request.firstHold ? ['challenge', 'ask', 'recording', 'decline'] : ['ask', 'recording', 'decline'];
    case 'confirmed':
      if (hasPassed(request.booking.slot)) return ['no-show', 'ask'];
      // a new time the host proposed waits on the agency's answer first
      return request.booking.reschedule?.by === 'host' ? ['reschedule', 'recording', 'ask', 'cancel'] : ['recording', 'ask', 'reschedule', 'cancel'];
    case 'recorded':
      return ['ask'];
    default:
      return [];
  }
}

/** Props of DeskActions. */
interface DeskActionsProps {
  request: AdminBookingRequest;
  /** The request as the server answers it after an action. */
  onDone: (request: AdminBookingRequest) => void;
}

/**
 * The agency's answer to a request: hold one of the proposed times (with the recording link),
 * propose others (in the host's time zone), ask the host, or decline with a reason the host reads.
 */
export function DeskActions({ request, onDone }: DeskActionsProps) {
  const actions = actionsOf(request);
  const [action, setAction] = useState<DeskAction>(actions[0] ?? 'ask');
  if (actions.length === 0) return null;
  const labels = Object.fromEntries(actions.map((a) => [a, ACTION_LABELS[a]])) as Record<DeskAction, string>;
  // after a move the stage may no longer offer the action chosen: its first one then
  const current = actions.includes(action) ? action : actions[0]!;
  return (
    <section aria-labelledby="desk-heading" className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-sunken p-4">
      <h3 id="desk-heading" className="font-medium text-ink">
        Answer
      </h3>
      <ChoiceGroup
        legend="What would you like to do?"
        name={`desk-action-${request.id}`}
        options={actions}
        labels={labels}
        value={current}
        onChange={setAction}
      />
      {current === 'accept' && <AcceptForm request={request} onDone={onDone} />}
      {current === 'challenge' && <ChallengeForm request={request} onDone={onDone} />}
      {current === 'propose' && <ProposeForm request={request} onDone={onDone} />}
      {current === 'ask' && <MessageForm request={request} onDone={onDone} kind="ask" />}
      {current === 'recording' && <RecordingForm request={request} onDone={onDone} />}
      {current === 'decline' && <MessageForm request={request} onDone={onDone} kind="decline" />}
      {current === 'reschedule' && (
        <NewTimePanel
          proposal={request.booking!.reschedule}
          me="agency"
          zone={request.timeZone}
          nameOf={(side) => (side === 'host' ? request.hostName : request.clientName)}
          propose={(slot) => call(bookingsAdminRoutes.proposeReschedule, { params: { id: request.id }, body: { slot } })}
          answer={(accept) => call(bookingsAdminRoutes.answerReschedule, { params: { id: request.id }, body: { accept } })}
          onDone={onDone}
          idPrefix={`new-time-${request.id}`}
        />
      )}
      {current === 'cancel' && <MessageForm request={request} onDone={onDone} kind="cancel" />}
      {current === 'no-show' && <NoShowForm request={request} onDone={onDone} />}
    </section>
  );
}

/** A desk action's call, answering the request as it now stands. */
function useDeskCall(onDone: (request: AdminBookingRequest) => void, send: () => Promise<AdminBookingRequest>) {
  return useMutation({ mutationFn: send, onSuccess: onDone });
}

/** Props of DeskForm. */
interface DeskFormProps {
  /** The action's call: its failure shows above the button, which is busy while it runs. */
  action: UseMutationResult<AdminBookingRequest, Error, void>;
  /** What submitting does (the form is never sent); by default, the call. */
  onSubmit?: () => void;
  submitLabel: string;
  /** The button's look and whether it is off (a decline is destructive). */
  button?: Pick<ComponentProps<typeof Button>, 'variant' | 'disabled'>;
  children: ReactNode;
}

/** A desk action's form: its fields, the call's error and the submit button. */
function DeskForm({ action, onSubmit = () => action.mutate(), submitLabel, button, children }: DeskFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      {children}
      {action.isError && <Alert tone="error">{action.error.message}</Alert>}
      <Button type="submit" className="self-start" loading={action.isPending} {...button}>
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * Sets or changes the recording link and planned length of a held or confirmed booking (also one
 * the host settled by picking a time); a confirmed booking's calendar invitations are sent again.
 */
function RecordingForm({ request, onDone }: DeskActionsProps) {
  const [link, setLink] = useState(request.booking?.recordingLink ?? '');
  const [minutes, setMinutes] = useState(request.booking?.recordingMinutes ?? RECORDING_MINUTES.default);
  const save = useDeskCall(onDone, () =>
    call(bookingsAdminRoutes.setRecording, { params: { id: request.id }, body: { recordingLink: link.trim() || null, recordingMinutes: minutes } }),
  );
  return (
    <DeskForm action={save} submitLabel="Save recording details">
      <RecordingFields link={link} minutes={minutes} onLink={setLink} onMinutes={setMinutes} />
      <p className="text-xs text-ink-soft">
        {request.booking?.status === 'confirmed'
          ? 'The host and the guest get an updated calendar invitation.'
          : 'The host sees it on their page, and the invitation carries it once the time is confirmed.'}
      </p>
    </DeskForm>
  );
}

/** Who the agency can say did not show up, in words. */
const MISSED_BY = { guest: 'The guest', host: 'The host' } as const;

/**
 * Notes who did not show up for a past recording (kept on the booking and counted, never shown
 * publicly), or takes a note back; with how often the guest and the show missed one before.
 */
function NoShowForm({ request, onDone }: DeskActionsProps) {
  const noted = request.booking?.noShow ?? null;
  const [who, setWho] = useState<NoShowParty>(noted?.who ?? 'guest');
  const save = useDeskCall(onDone, () => call(bookingsAdminRoutes.noteNoShow, { params: { id: request.id }, body: { who: noted ? null : who } }));
  const { guest, show } = request.noShows;
  return (
    <DeskForm action={save} submitLabel={noted ? 'Take the note back' : 'Note the no-show'} button={{ variant: noted ? 'secondary' : 'primary' }}>
      {noted ? (
        <p className="text-sm text-ink">
          {`${noted.who === 'guest' ? request.clientName : request.hostName} did not show up, as ${noted.by === 'host' ? 'the host' : 'the agency'} noted on ${momentLabel(noted.at)}.`}
        </p>
      ) : (
        <ChoiceGroup
          legend="Who did not show up?"
          name={`no-show-${request.id}`}
          options={NO_SHOW_PARTIES}
          labels={{ guest: `${MISSED_BY.guest}, ${request.clientName}`, host: `${MISSED_BY.host}, ${request.hostName}` }}
          value={who}
          onChange={setWho}
        />
      )}
      <p className="text-xs text-ink-soft">
        {`${request.clientName} missed ${guest.missed} of ${plural(guest.of, 'past recording')}; ${request.showName}’s hosts missed ${show.missed} of ${plural(show.of, 'past recording')}. Kept for the agency alone.`}
      </p>
    </DeskForm>
  );
}

/** Holds one of the host's times (or of the agency's open proposal), with an optional recording link and its planned length. */
function AcceptForm({ request, onDone }: DeskActionsProps) {
  const offered = [...request.slots, ...request.proposals].filter((slot) => Date.parse(slot) > Date.now());
  const busy = new Set(request.busySlots);
  const [slot, setSlot] = useState(offered.find((s) => !busy.has(s)) ?? offered[0] ?? '');
  const [link, setLink] = useState('');
  const [minutes, setMinutes] = useState<number>(RECORDING_MINUTES.default);
  const accept = useDeskCall(onDone, () =>
    call(bookingsAdminRoutes.acceptSlot, { params: { id: request.id }, body: { slot, recordingLink: link.trim() || null, recordingMinutes: minutes } }),
  );
  if (offered.length === 0) return <p className="text-sm text-ink-soft">Every proposed time has passed. Propose other times instead.</p>;
  const clashes = new Map(offered.map((s) => [s, clashOf(s, minutes, request.guestCalendar)]));
  const labels = Object.fromEntries(
    offered.map((s) => {
      const clash = clashes.get(s);
      const label = slotWithOtherZone(s, browserTimeZone(), request.timeZone);
      if (busy.has(s)) return [s, `${label} · busy in ${request.clientName}’s own calendar`];
      return [s, clash ? `${label} · ${clash.status === 'held' ? 'held first for' : 'clashes with'} ${clash.showName}` : label];
    }),
  );
  const chosenClash = clashes.get(slot);
  return (
    <DeskForm action={accept} submitLabel="Hold this time">
      <ChoiceGroup
        legend={`Time to hold (${zoneLabel(browserTimeZone())}, the host’s beside)`}
        name={`hold-time-${request.id}`}
        options={offered}
        labels={labels}
        value={slot}
        onChange={setSlot}
      />
      <RecordingFields link={link} minutes={minutes} onLink={setLink} onMinutes={setMinutes} />
      {busy.has(slot) && (
        <Alert tone="warning">{`${request.clientName}’s own calendar shows them busy then, so this time cannot be held. Pick another time, or propose other times.`}</Alert>
      )}
      {chosenClash?.status === 'held' && (
        <Alert tone="info">
          {`${chosenClash.showName} holds this time first on ${request.clientName}’s calendar. Holding it puts ${request.showName} in line behind it (up to three holds a time): its host is told their place, and it moves up if the time comes free.`}
        </Alert>
      )}
      {chosenClash && chosenClash.status !== 'held' && (
        <Alert tone="warning">
          {`This time overlaps ${chosenClash.showName} (${STATUS_LABELS[chosenClash.status].toLowerCase()}) on ${request.clientName}’s calendar. Pick another time, a shorter recording, or propose other times.`}
        </Alert>
      )}
      <p className="text-xs text-ink-soft">
        {request.approvesEachShow
          ? 'The guest approves each show: they are asked first, then the host.'
          : 'The host is asked to confirm the time before the hold runs out.'}
      </p>
    </DeskForm>
  );
}

/**
 * Challenges the first hold on the time this request's hold waits in line for: its host is mailed a
 * deadline (the agency's setting) to confirm or release; after it, this hold moves up. Once
 * challenged, the deadline instead.
 */
function ChallengeForm({ request, onDone }: DeskActionsProps) {
  const challenge = useDeskCall(onDone, () => call(bookingsAdminRoutes.challengeFirstHold, { params: { id: request.id } }));
  const first = request.firstHold!.showName;
  const due = request.booking?.line?.challengeDueAt;
  if (due) return <p className="text-sm text-ink">{`${first}’s host has until ${slotLabel(due, browserTimeZone())} to confirm or release the time.`}</p>;
  return (
    <DeskForm action={challenge} submitLabel="Challenge the first hold">
      <p className="text-sm text-ink-soft">
        {`${first}’s host is asked to confirm or release the time by a deadline (the time to answer a challenge, set above the inbox). If they release it or let it pass, ${request.showName} moves up and its host is told.`}
      </p>
    </DeskForm>
  );
}

/** Proposes one to five other times, picked as wall times in the host's zone, with a note. */
function ProposeForm({ request, onDone }: DeskActionsProps) {
  const [slots, setSlots] = useState(['']);
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const propose = useDeskCall(onDone, () =>
    call(bookingsAdminRoutes.proposeSlots, { params: { id: request.id }, body: { slots: slots.map((s) => instantOf(s, request.timeZone) ?? ''), message } }),
  );
  const submit = () => {
    const empty = slots.some((s) => !instantOf(s, request.timeZone));
    setMissing(empty);
    if (!empty) propose.mutate();
  };
  return (
    <DeskForm action={propose} onSubmit={submit} submitLabel="Propose times">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink-soft">Times in the host’s zone ({zoneLabel(request.timeZone)})</legend>
        {slots.map((slot, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a time's place in the list is its identity while it is edited
          <div key={index} className="flex flex-col gap-1.5">
            <Label htmlFor={`propose-${request.id}-${index}`}>Time {index + 1}</Label>
            <Input
              id={`propose-${request.id}-${index}`}
              type="datetime-local"
              value={slot}
              onChange={(e) => setSlots((all) => all.map((s, i) => (i === index ? e.target.value : s)))}
            />
          </div>
        ))}
        {slots.length < DESK_LIMITS.proposalsMax && (
          <Button variant="secondary" size="sm" className="self-start" onClick={() => setSlots((all) => [...all, ''])}>
            Add a time
          </Button>
        )}
      </fieldset>
      <MessageField label="Note to the host (optional)" value={message} maxLength={DESK_LIMITS.messageMax} onChange={setMessage} />
      {missing && <Alert tone="error">Pick a date and time for each proposed time.</Alert>}
    </DeskForm>
  );
}

/** What each message form sends, and how it reads. */
const MESSAGE_FORMS = {
  ask: { label: 'Your question (mailed to the host)', submit: 'Send question', max: DESK_LIMITS.messageMax, destructive: false },
  decline: { label: 'Why not? The host reads this', submit: 'Decline the request', max: DESK_LIMITS.reasonMax, destructive: true },
  cancel: { label: 'Why cancel? The host and the guest read this', submit: 'Cancel the recording', max: DESK_LIMITS.reasonMax, destructive: true },
} as const;

/** A question to the host, a decline with the reason the host reads, or a cancellation with the reason both sides read. */
function MessageForm({ request, onDone, kind }: DeskActionsProps & { kind: keyof typeof MESSAGE_FORMS }) {
  const [text, setText] = useState('');
  const params = { id: request.id };
  const send = useDeskCall(onDone, () =>
    kind === 'ask'
      ? call(bookingsAdminRoutes.askHost, { params, body: { message: text } })
      : kind === 'decline'
        ? call(bookingsAdminRoutes.decline, { params, body: { reason: text } })
        : call(bookingsAdminRoutes.cancelBooking, { params, body: { reason: text } }),
  );
  const form = MESSAGE_FORMS[kind];
  return (
    <DeskForm
      action={send}
      onSubmit={() => send.mutate(undefined, { onSuccess: () => setText('') })}
      submitLabel={form.submit}
      button={{ variant: form.destructive ? 'destructive' : 'primary', disabled: text.trim() === '' }}
    >
      <MessageField label={form.label} value={text} maxLength={form.max} onChange={setText} />
    </DeskForm>
  );
}
