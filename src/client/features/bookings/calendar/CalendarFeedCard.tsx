import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedMade } from '@shared/api/bookings/calendar-feed';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { CardSection } from '@client/components/layout/CardSection';
import { Alert } from '@client/components/ui/Alert';
import { Button, buttonClass } from '@client/components/ui/Button';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { CopyTextButton } from '@client/components/ui/CopyTextButton';
import { Input } from '@client/components/ui/Field';
import { LoadFailed } from '@client/components/ui/LoadFailed';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';
import { readerMoment } from '../requests/slot-times';

/** What the card asks before a change that makes the address in use stop working. */
type Confirming = 'renew' | 'stop' | null;

/** A new address, shown this once: open it in the calendar app, or copy it for one that asks for an address. */
function AddressOnce({ made, onDone }: { made: CalendarFeedMade; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="info" title="Your calendar address">
        Keep it private: anyone who has it can see your bookings. This is the only time it is shown; Podium keeps only a fingerprint of it.
      </Alert>
      <Input readOnly aria-label="Calendar address" value={made.https} className="font-mono" onFocus={(event) => event.currentTarget.select()} />
      <div className="flex flex-wrap justify-end gap-2">
        <CopyTextButton text={made.https} label="Copy address" what="Calendar address" />
        <a href={made.webcal} className={buttonClass('secondary', 'sm')}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Open in my calendar app
        </a>
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

/**
 * On a guest's Bookings page: their private calendar address, which Google Calendar, Apple
 * Calendar and Outlook subscribe to (held times tentative, every change there within the hour).
 * Made here and shown once; a new one, or stopping it, first says the one in use stops working.
 */
export function CalendarFeedCard({ clientId }: { clientId: number }) {
  const queryClient = useQueryClient();
  const key = bookingKeys.clientCalendarFeed(clientId);
  const state = useQuery({ queryKey: key, queryFn: () => call(bookingsRoutes.calendarFeed, { params: { id: clientId } }) });
  const [made, setMade] = useState<CalendarFeedMade | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const renew = useMutation({
    mutationFn: () => call(bookingsRoutes.renewCalendarFeed, { params: { id: clientId } }),
    onSuccess: (answer) => {
      setMade(answer);
      queryClient.setQueryData(key, { since: answer.since });
    },
    onError: (error) => toast({ type: 'error', title: 'The calendar address was not made', message: error.message }),
    onSettled: () => setConfirming(null),
  });
  const stop = useMutation({
    mutationFn: () => call(bookingsRoutes.stopCalendarFeed, { params: { id: clientId } }),
    onSuccess: (answer) => {
      setMade(null);
      queryClient.setQueryData(key, answer);
      toast({ type: 'success', title: 'Calendar address stopped' });
    },
    onError: (error) => toast({ type: 'error', title: 'The calendar address was not stopped', message: error.message }),
    onSettled: () => setConfirming(null),
  });
  const since = state.data?.since ?? null;
  return (
    <CardSection
      id="calendar-feed-heading"
      title="Your bookings in your calendar"
      description="Subscribe in Google Calendar, Apple Calendar or Outlook: held times show as tentative, and every change reaches your calendar within the hour."
    >
      {state.isError && <LoadFailed message="Your calendar address could not be loaded." onRetry={() => void state.refetch()} className="py-4" />}
      {made && <AddressOnce made={made} onDone={() => setMade(null)} />}
      {state.isSuccess && !made && since === null && (
        <div>
          <Button onClick={() => renew.mutate()} loading={renew.isPending}>
            Make my calendar address
          </Button>
        </div>
      )}
      {state.isSuccess && !made && since !== null && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink">
            Your calendar address was made on {readerMoment(since)}. Lost it, or shared it by mistake? Make a new one: the old one stops working.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setConfirming('renew')} disabled={renew.isPending}>
              Make a new address
            </Button>
            <Button variant="secondary" onClick={() => setConfirming('stop')} disabled={stop.isPending}>
              Stop the address
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'stop' ? 'Stop your calendar address?' : 'Make a new calendar address?'}
        description={
          confirming === 'stop'
            ? 'Calendars subscribed to it stop showing your bookings. You can make a new address later.'
            : 'The address you use now stops working at once: subscribe again with the new one.'
        }
        confirmLabel={confirming === 'stop' ? 'Stop the address' : 'Make a new address'}
        destructive={confirming === 'stop'}
        onConfirm={() => (confirming === 'stop' ? stop.mutate() : renew.mutate())}
      />
    </CardSection>
  );
}
