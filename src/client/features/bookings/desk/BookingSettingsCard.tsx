import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientBookingSettings } from '@shared/api/bookings/desk';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { Switch } from '@client/components/ui/Switch';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';
import { zoneLabel } from '@shared/dates';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { browserTimeZone } from '../requests/slot-times';
import { ZonePicker } from '../requests/ZonePicker';
import { CardSection } from '@client/components/layout/CardSection';

/** The time zone picker's choice for no zone (invitations in UTC). */
const NO_ZONE = '';
const NOT_SET = [{ value: NO_ZONE, label: 'Not set (emails give the host’s time)' }];

/**
 * On a guest's Bookings page: their booking settings, each saved as it changes. "Approve each show"
 * makes the booking desk ask the guest before a host hears yes; the time zone is the one their
 * calendar invitations and approval emails use (while it is not set, the card asks for it,
 * offering the browser's).
 */
export function BookingSettingsCard({ clientId }: { clientId: number }) {
  const queryClient = useQueryClient();
  const key = bookingKeys.clientBookingSettings(clientId);
  const settings = useQuery({ queryKey: key, queryFn: () => call(bookingsRoutes.clientSettings, { params: { id: clientId } }) });
  const save = useMutation({
    mutationFn: (changes: Partial<ClientBookingSettings>) => call(bookingsRoutes.changeClientSettings, { params: { id: clientId }, body: changes }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      toast({ type: 'success', title: 'Booking settings saved' });
    },
    onError: (error) => toast({ type: 'error', title: 'The settings were not saved', message: error.message }),
  });
  if (!settings.data) return null;
  const current = settings.data;
  const here = browserTimeZone();
  return (
    <CardSection id="booking-settings-heading" title="Booking settings">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id="approves-each-show" className="text-sm font-medium text-ink">
            Approve each show
          </p>
          <p className="text-sm text-ink-soft">Before a host hears yes, you approve or decline the show, in the app or from an email.</p>
        </div>
        <Switch
          aria-labelledby="approves-each-show"
          checked={current.approvesEachShow}
          disabled={save.isPending}
          onCheckedChange={(approvesEachShow) => save.mutate({ approvesEachShow })}
        />
      </div>
      <ZonePicker
        label="Your time zone (for calendar invitations)"
        value={current.timeZone ?? NO_ZONE}
        disabled={save.isPending}
        leading={NOT_SET}
        onChange={(zone) => save.mutate({ timeZone: zone === NO_ZONE ? null : zone })}
      />
      {current.timeZone === null && (
        <Alert tone="warning">
          <p>Your time zone is not set, so emails about your bookings give each host’s time. Is your time {zoneLabel(here)}?</p>
          <Button size="sm" variant="secondary" className="mt-2" disabled={save.isPending} onClick={() => save.mutate({ timeZone: here })}>
            Use {zoneLabel(here)}
          </Button>
        </Alert>
      )}
    </CardSection>
  );
}
