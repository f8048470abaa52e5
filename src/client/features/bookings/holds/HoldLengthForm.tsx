import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import type { BookingSettings } from '@shared/api/bookings/holds';
import { CHALLENGE_HOURS, HOLD_HOURS } from '@shared/api/bookings/pipeline';
import { Button } from '@client/components/ui/Button';
import { Field } from '@client/components/ui/Field';
import { Skeleton } from '@client/components/ui/Skeleton';
import { toast } from '@client/components/ui/toast-store';
import { ApiError } from '@client/lib/api';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';

/** The settings' fields as typed, before they are saved. */
type Draft = Partial<Record<keyof BookingSettings, string>>;

/**
 * The agency's hold settings: how many hours a hold lives before it runs out (its reminder goes at
 * half-time), and how many a challenged first hold's host has to confirm or release. Two number
 * fields and Save; the saved values are what the form shows from then on.
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
      toast({ type: 'success', title: 'Hold settings saved' });
    },
  });

  if (stored.isError) return <p className="text-sm text-ink-soft">The booking settings could not be loaded. Please try again later.</p>;
  if (!stored.data) return <Skeleton className="h-20 w-full" />;
  const holdHours = draft.holdHours ?? String(stored.data.holdHours);
  const challengeHours = draft.challengeHours ?? String(stored.data.challengeHours);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ holdHours: Number(holdHours), challengeHours: Number(challengeHours) });
  };
  const fieldError = save.error instanceof ApiError ? save.error.fields : {};
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
      <Field
        label="Hold length (hours)"
        type="number"
        inputMode="numeric"
        min={HOLD_HOURS.min}
        max={HOLD_HOURS.max}
        step={1}
        required
        className="w-48"
        value={holdHours}
        aria-invalid={Boolean(fieldError.holdHours) || undefined}
        onChange={(event) => setDraft((all) => ({ ...all, holdHours: event.target.value }))}
      />
      <Field
        label="Time to answer a challenge (hours)"
        type="number"
        inputMode="numeric"
        min={CHALLENGE_HOURS.min}
        max={CHALLENGE_HOURS.max}
        step={1}
        required
        className="w-48"
        value={challengeHours}
        aria-invalid={Boolean(fieldError.challengeHours) || undefined}
        onChange={(event) => setDraft((all) => ({ ...all, challengeHours: event.target.value }))}
      />
      <Button type="submit" loading={save.isPending}>
        Save
      </Button>
      {save.isError && (
        <p role="alert" className="w-full text-sm text-destructive">
          {fieldError.holdHours ?? fieldError.challengeHours ?? save.error.message}
        </p>
      )}
    </form>
  );
}
