import { useMutation } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { MessageResponse } from '../../../shared/api/auth';
import { LIMITS } from '../../../shared/limits';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { api } from '../../lib/api';
import { useAfterDelay } from '../../lib/use-after-delay';
import { AuthCard } from './AuthCard';
import { passwordProblem } from './password-rules';

/** /activate/{userId}?email=&token=: a team member sets a password, then goes to /login after 2 s. */
export default function ActivatePage() {
  const { userId = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const activate = useMutation({
    mutationFn: () =>
      api<MessageResponse>(`/api/activate/${encodeURIComponent(userId)}`, { method: 'POST', body: { password, token, email } }),
    onError: (e) => setError(e.message || 'Failed to activate account. Please try again.'),
  });

  useAfterDelay(activate.isSuccess, LIMITS.activationRedirectMs, () => navigate('/login'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = userId ? passwordProblem(password, confirm, 'Please enter a password') : 'Invalid activation link';
    setError(problem);
    if (!problem) activate.mutate();
  };

  return (
    <AuthCard title="Activate your account" subtitle={email ? `Choose a password for ${email}.` : 'Choose a password to finish setting up.'}>
      {activate.isSuccess ? (
        <Alert tone="success" title="Account Activated">
          {activate.data.message}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="relative">
            <Field label="Password" type={visible ? 'text' : 'password'} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            <button
              type="button"
              onClick={() => setVisible(!visible)}
              aria-label={visible ? 'Hide password' : 'Show password'}
              className="absolute right-3 bottom-3 text-muted hover:text-ink"
            >
              {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
            </button>
          </div>
          <Field label="Confirm password" type={visible ? 'text' : 'password'} autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          {error && (
            <Alert tone="error" title={activate.isError ? 'Activation Failed' : undefined}>
              {error}
            </Alert>
          )}
          <Button type="submit" size="lg" loading={activate.isPending}>
            Activate account
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-ink-soft">
        Already active?{' '}
        <Link to="/login" className="text-accent underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
