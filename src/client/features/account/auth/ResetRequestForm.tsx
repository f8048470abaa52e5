import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { accountRoutes } from '@shared/api/account/route-table';
import { LIMITS } from '@shared/limits';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Field } from '@client/components/ui/Field';
import { call } from '@client/lib/call';
import { useAfterDelay } from '@client/lib/use-after-delay';

/** The reset-request form: the generic confirmation, then back to the login form after 5 s. */
export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: () => call(accountRoutes.requestReset, { body: { email } }),
    onError: (e) => setError(e.message || 'Failed to send reset email'),
  });

  useAfterDelay(request.isSuccess, LIMITS.resetConfirmationRevertMs, onBack);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError('Please enter your email address');
    setError(null);
    request.mutate();
  };

  if (request.isSuccess) return <Alert tone="success">{request.data.message}</Alert>;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">Enter the email of your account and we will send you a link to choose a new password.</p>
      <Field label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" size="lg" loading={request.isPending}>
        Send reset link
      </Button>
      <Button variant="link" onClick={onBack} className="self-center">
        Back to Login
      </Button>
    </form>
  );
}
