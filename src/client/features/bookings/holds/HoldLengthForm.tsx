import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import type { BookingSettings } from '@shared/api/bookings/holds';
import { CHALLENGE_HOURS, HOLD_HOURS, RECONFIRM_HOURS } from '@shared/api/bookings/pipeline';
import { Button } from '@client/components/ui/Button';
import { Field } from '@client/components/ui/Field';
import { Skeleton } from '@client/components/ui/Skeleton';
import { toast } from '@client/components/ui/toast-store';
import { ApiError } from '@client/lib/api';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';

/** The settings' fields as typed, before they are saved. */
type Draft = Partial<Record<keyof BookingSettings, string>>;

/** Each setting's field: its label and bounds, in hours. */
const FIELDS: { key: keyof BookingSettings; label: string; bounds: { min: number; max: number } }[] = [
  { key: 'holdHours', label: 'Hold length (hours)', bounds: HOLD_HOURS },
  { key: 'challengeHours', label: 'Time to answer a challenge (hours)', bounds: CHALLENGE_HOURS },
  { key: 'reconfirmHours', label: 'Ask to reconfirm (hours before)', bounds: RECONFIRM_HOURS },
];

/**
 * The agency's booking settings: how many hours a hold lives before it runs out (its reminder goes
 * at half-time), how many a challenged first hold's host has to confirm or release, and how many
 * before a recording both sides are asked to reconfirm. Number fields and Save; the saved values
 * are what the form shows from then on.
 */
export function HoldLengthForm() {
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: bookingKeys.bookingSettings, queryFn: () => call(bookingsAdminRoutes.bookingSettings) });
  const [draft, setDraft] = useState<Draft>({});
  const save = useMutation({
    mutationFn: (body: BookingSettings) => call(bookingsAdminRoutes.saveBookingSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(bookingKeys.bookingSettings, saved);
      setDraft({});
      toast({ type: 'success', title: 'Booking settings saved' });
    },
  });

  if (stored.isError) return <p className="text-sm text-ink-soft">The booking settings could not be loaded. Please try again later.</p>;
  if (!stored.data) return <Skeleton className="h-20 w-full" />;
  const value = (key: keyof BookingSettings) => draft[key] ?? String(stored.data[key]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ holdHours: Number(value('holdHours')), challengeHours: Number(value('challengeHours')), reconfirmHours: Number(value('reconfirmHours')) });
  };
  const fieldError: Record<string, string | undefined> = save.error instanceof ApiError ? save.error.fields : {};
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
      {FIELDS.map(({ key, label, bounds }) => (
        <Field
          key={key}
          label={label}
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          step={1}
          required
          className="w-48"
          value={value(key)}
          aria-invalid={Boolean(fieldError[key]) || undefined}
          onChange={(event) => setDraft((all) => ({ ...all, [key]: event.target.value }))}
        />
      ))}
      <Button type="submit" loading={save.isPending}>
        Save
      </Button>
      {save.isError && (
        <p role="alert" className="w-full text-sm text-destructive">
          {FIELDS.map(({ key }) => fieldError[key]).find(Boolean) ?? save.error.message}
        </p>
      )}
    </form>
  );
}
