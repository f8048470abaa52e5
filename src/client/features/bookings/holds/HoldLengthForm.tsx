import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import { HOLD_HOURS } from '@shared/api/bookings/pipeline';
import { Button } from '@client/components/ui/Button';
import { Field } from '@client/components/ui/Field';
import { Skeleton } from '@client/components/ui/Skeleton';
import { toast } from '@client/components/ui/toast-store';
import { ApiError } from '@client/lib/api';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';

/**
 * The agency's hold length: how many hours a hold lives before it runs out (its reminder goes at
 * half-time). A number field and Save; the saved value is what the form shows from then on.
 */
export function HoldLengthForm() {
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: bookingKeys.bookingSettings, queryFn: () => call(bookingsAdminRoutes.bookingSettings) });
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const save = useMutation({
    mutationFn: (holdHours: number) => call(bookingsAdminRoutes.saveBookingSettings, { body: { holdHours } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(bookingKeys.bookingSettings, saved);
      setDraft(undefined);
      toast({ type: 'success', title: 'Hold length saved' });
    },
  });

  if (stored.isError) return <p className="text-sm text-ink-soft">The booking settings could not be loaded. Please try again later.</p>;
  if (!stored.data) return <Skeleton className="h-20 w-full" />;
  const value = draft ?? String(stored.data.holdHours);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Number(value));
  };
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
        value={value}
        aria-invalid={save.isError || undefined}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" loading={save.isPending}>
        Save
      </Button>
      {save.isError && (
        <p role="alert" className="w-full text-sm text-destructive">
          {save.error instanceof ApiError ? (save.error.fields.holdHours ?? save.error.message) : save.error.message}
        </p>
      )}
    </form>
  );
}
