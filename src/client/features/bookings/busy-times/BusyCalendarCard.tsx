import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BusyCalendarState, busyCalendarBody } from '@shared/api/bookings/busy-times';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { CheckedField } from '@client/components/forms/CheckedField';
import { type FieldErrors, fieldErrorsOf, serverFieldError } from '@client/components/forms/field-errors';
import { CardSection } from '@client/components/layout/CardSection';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { LoadFailed } from '@client/components/ui/LoadFailed';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';
import { readerMoment } from '../requests/slot-times';

/** Where each calendar app gives its private address. */
const WHERE_TO_FIND = [
  ['Google Calendar', 'Settings, then your calendar, then “Secret address in iCal format”.'],
  ['Outlook', 'Settings, Calendar, Shared calendars: publish your calendar and copy the ICS link.'],
  ['Apple iCloud', 'Share the calendar as a public calendar and copy its link.'],
] as const;

/** The form that takes an address: read at once, its refusal under the field in the server's words. */
function AddressForm({ clientId, onDone }: { clientId: number; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: () => call(bookingsRoutes.saveBusyCalendar, { params: { id: clientId }, body: { address } }),
    onSuccess: (state) => {
      queryClient.setQueryData(bookingKeys.clientBusyCalendar(clientId), state);
      toast({ type: 'success', title: 'Your calendar is read', message: `${state.read?.busyCount ?? 0} busy times in the year ahead.` });
      setAddress('');
      onDone?.();
    },
    onError: (error) => {
      const found = serverFieldError(error, 'Your calendar could not be read. Try again.');
      setErrors(found[''] ? { address: found[''] } : found);
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = fieldErrorsOf(busyCalendarBody, { address });
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <CheckedField
        check={{ errors, form: 'busy-calendar' }}
        field="address"
        label="Your calendar’s private address"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
        value={address}
        onValue={setAddress}
      />
      <details className="text-sm text-ink-soft">
        <summary className="cursor-pointer text-ink">Where do I find it?</summary>
        <ul className="mt-2 flex flex-col gap-1">
          {WHERE_TO_FIND.map(([app, where]) => (
            <li key={app}>
              <span className="font-medium text-ink">{app}:</span> {where}
            </li>
          ))}
        </ul>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Reading your calendar…' : 'Read my calendar'}
        </Button>
        {onDone && (
          <Button type="button" variant="secondary" onClick={onDone} disabled={save.isPending}>
            Keep the current address
          </Button>
        )}
      </div>
    </form>
  );
}

/** How the last read went, in words: when it worked and how many busy times it holds, or why it failed and what is kept meanwhile. */
function LastRead({ state }: { state: BusyCalendarState }) {
  const read = state.read;
  if (!read) return null;
  if (read.failure) {
    return (
      <Alert tone="warning" title={`Your calendar could not be read${read.at ? ` (${readerMoment(read.at)})` : ''}`}>
        {read.failure}.{' '}
        {read.okAt
          ? `Until it reads again, Podium keeps the ${read.busyCount} busy times it read on ${readerMoment(read.okAt)}.`
          : 'Until it reads, hosts may be offered times your calendar shows you busy.'}
      </Alert>
    );
  }
  return (
    <p className="text-sm text-ink">
      Read {read.okAt ? readerMoment(read.okAt) : 'just now'}: {read.busyCount === 1 ? '1 busy time' : `${read.busyCount} busy times`} in the year ahead. Podium
      reads it again every 15 minutes.
    </p>
  );
}

/**
 * On a guest's Bookings page: their own calendar's private address (Google, Outlook or Apple),
 * read for when they are busy, never what their events are, so no host is offered a time it
 * shows them busy. Shown back only as a hint; a failed read says why, in words.
 */
export function BusyCalendarCard({ clientId }: { clientId: number }) {
  const queryClient = useQueryClient();
  const key = bookingKeys.clientBusyCalendar(clientId);
  const state = useQuery({ queryKey: key, queryFn: () => call(bookingsRoutes.busyCalendar, { params: { id: clientId } }) });
  const [replacing, setReplacing] = useState(false);
  const [confirmingStop, setConfirmingStop] = useState(false);
  const reread = useMutation({
    mutationFn: () => call(bookingsRoutes.readBusyCalendar, { params: { id: clientId } }),
    onSuccess: (next) => queryClient.setQueryData(key, next),
    onError: (error) => toast({ type: 'error', title: 'Your calendar was not read', message: error.message }),
  });
  const stop = useMutation({
    mutationFn: () => call(bookingsRoutes.removeBusyCalendar, { params: { id: clientId } }),
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      toast({ type: 'success', title: 'Podium no longer reads your calendar' });
    },
    onError: (error) => toast({ type: 'error', title: 'Your calendar is still read', message: error.message }),
    onSettled: () => setConfirmingStop(false),
  });
  const given = state.data?.address ?? null;
  return (
    <CardSection
      id="busy-calendar-heading"
      title="Keep hosts off your busy times"
      description="Give Podium your calendar’s private address and no host is offered a time it shows you busy. Podium reads only when you are busy, never what your events are."
    >
      {state.isError && <LoadFailed message="Your calendar’s address could not be loaded." onRetry={() => void state.refetch()} className="py-4" />}
      {state.isSuccess && (given === null || replacing) && <AddressForm clientId={clientId} onDone={given ? () => setReplacing(false) : undefined} />}
      {state.isSuccess && given !== null && !replacing && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink">
            Reading <span className="font-mono break-all">{given.hint}</span>, given on {readerMoment(given.since)}.
          </p>
          <LastRead state={state.data} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => reread.mutate()} loading={reread.isPending}>
              Read it now
            </Button>
            <Button variant="secondary" onClick={() => setReplacing(true)}>
              Use another address
            </Button>
            <Button variant="secondary" onClick={() => setConfirmingStop(true)} disabled={stop.isPending}>
              Stop reading it
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirmingStop}
        onOpenChange={setConfirmingStop}
        title="Stop reading your calendar?"
        description="Podium forgets its address and your busy times: hosts may then be offered times your calendar shows you busy."
        confirmLabel="Stop reading it"
        destructive
        onConfirm={() => stop.mutate()}
      />
    </CardSection>
  );
}
