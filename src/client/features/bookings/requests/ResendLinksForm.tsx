import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BOOKING_REQUEST_LIMITS } from '@shared/api/bookings/requests';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Field } from '@client/components/ui/Field';
import { call } from '@client/lib/call';

/** A host whose link no longer opens asks for their requests' links again by email; the answer reads the same whatever happened. */
export function ResendLinksForm() {
  const [email, setEmail] = useState('');
  const resend = useMutation({ mutationFn: () => call(bookingsRoutes.resendHostLinks, { body: { email } }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    resend.mutate();
  };
  if (resend.isSuccess) return <p className="text-sm text-ink">{resend.data.message}</p>;
  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-3 rounded-[var(--radius-card)] border border-line p-5" noValidate>
      <h2 className="font-display text-xl text-ink">Send me my links again</h2>
      <p className="text-sm text-ink-soft">
        Lost your link? Enter the email you sent your request from, and we mail you the links to your requests still open.
      </p>
      <Field
        label="Your email"
        type="email"
        autoComplete="email"
        required
        maxLength={BOOKING_REQUEST_LIMITS.emailMax}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {resend.isError && <Alert tone="error">{resend.error.message}</Alert>}
      <Button type="submit" variant="secondary" className="self-start" loading={resend.isPending} disabled={email.trim() === ''}>
        Send me my links
      </Button>
    </form>
  );
}
