import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Canceller } from '@shared/api/bookings/pipeline';
import type { BookingProgress } from '@shared/api/bookings/requests';
import { zoneLabel } from '@shared/dates';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Input, Label } from '@client/components/ui/Field';
import { instantOf } from '@shared/wall-time';
import { slotLabel } from '../requests/slot-times';

/** Props of NewTimePanel; `T` is what the calls answer. */
interface NewTimePanelProps<T> {
  /** The new time waiting on an answer, if any. */
  proposal: BookingProgress['reschedule'];
  /** The reader's side. */
  me: Canceller;
  /** The zone the reader picks and reads times in. */
  zone: string;
  /** How the reader names each other side ("The agency", "Amara Okafor"). */
  nameOf: (side: Canceller) => string;
  propose: (slot: string) => Promise<T>;
  answer: (accept: boolean) => Promise<T>;
  /** What a call answered (the booking as it now stands, or what to tell the person). */
  onDone: (answer: T) => void;
  /** An id prefix for the fields of a page with several. */
  idPrefix?: string;
}

/** Whether `me` answers a new time `by` proposed: the host answers the guest's side and the agency, and they answer the host. */
const answers = (me: Canceller, by: Canceller) => (me === 'host' ? by !== 'host' : by === 'host');

/**
 * Moving a confirmed recording, for one side: a new time the other side proposed, to accept or keep
 * the current time; one this side proposed, waiting; or a button that opens a wall time in the
 * reader's zone to propose.
 */
export function NewTimePanel<T>({ proposal, me, zone, nameOf, propose, answer, onDone, idPrefix = 'new-time' }: NewTimePanelProps<T>) {
  const [open, setOpen] = useState(false);
  const [wall, setWall] = useState('');
  const [missing, setMissing] = useState(false);
  const proposing = useMutation({
    mutationFn: (slot: string) => propose(slot),
    onSuccess: (done) => {
      setOpen(false);
      onDone(done);
    },
  });
  const answering = useMutation({ mutationFn: (accept: boolean) => answer(accept), onSuccess: (done) => onDone(done) });
  if (proposal && answers(me, proposal.by)) {
    return (
      <div className="flex flex-col gap-2 rounded-[var(--radius-control)] border border-accent/20 bg-accent-soft p-3">
        <p className="text-sm text-ink">{`${nameOf(proposal.by)} proposes moving the recording to ${slotLabel(proposal.slot, zone)}.`}</p>
        {answering.isError && <Alert tone="error">{answering.error.message}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" loading={answering.isPending && answering.variables} onClick={() => answering.mutate(true)}>
            Accept the new time
          </Button>
          <Button size="sm" variant="secondary" loading={answering.isPending && !answering.variables} onClick={() => answering.mutate(false)}>
            Keep the current time
          </Button>
        </div>
      </div>
    );
  }
  const waiting = proposal ? (
    <p className="text-sm text-ink-soft">{`A new time, ${slotLabel(proposal.slot, zone)}, waits for the other side’s answer.`}</p>
  ) : null;
  if (!open) {
    return (
      <div className="flex flex-col gap-2">
        {waiting}
        <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
          Propose a new time
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const slot = instantOf(wall, zone);
    setMissing(!slot);
    if (slot) proposing.mutate(slot);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      {waiting}
      <Label htmlFor={`${idPrefix}-slot`}>{`New time (${zoneLabel(zone)})`}</Label>
      <Input id={`${idPrefix}-slot`} type="datetime-local" value={wall} onChange={(event) => setWall(event.target.value)} />
      {missing && <Alert tone="error">Pick a date and time.</Alert>}
      {proposing.isError && <Alert tone="error">{proposing.error.message}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={proposing.isPending}>
          Propose this time
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setOpen(false)}>
          Never mind
        </Button>
      </div>
    </form>
  );
}
