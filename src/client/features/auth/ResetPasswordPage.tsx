import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MessageResponse } from '../../../shared/api/auth';
import { LIMITS } from '../../../shared/limits';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { api } from '../../lib/api';
import { useAfterDelay } from '../../lib/use-after-delay';
import { AuthCard } from './AuthCard';
import { passwordProblem } from './password-rules';

/** /reset-password?token=…: choose a new password, then back to /login after 3 s. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: () => api<MessageResponse>('/api/auth/reset-password', { method: 'POST', body: { token, password } }),
    onError: (e) => setError(e.message || 'Failed to reset password'),
  });

  useAfterDelay(reset.isSuccess, LIMITS.resetRedirectMs, () => navigate('/login'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = token ? passwordProblem(password, confirm, 'Please enter both password fields') : 'Invalid reset token';
    setError(problem);
    if (!problem) reset.mutate();
  };

  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <Alert tone="error">Invalid or missing reset token. Please request a new password reset.</Alert>
        <Link to="/login" className="mt-4 inline-block text-sm text-accent underline-offset-4 hover:underline">
          Back to Login
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle={`At least ${LIMITS.passwordMinLength} characters.`}>
      {reset.isSuccess ? (
        <Alert tone="success" title="Password reset">
          {reset.data.message} Taking you to the sign-in page…
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field label="New password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Field label="Confirm password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" size="lg" loading={reset.isPending}>
            Reset password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
