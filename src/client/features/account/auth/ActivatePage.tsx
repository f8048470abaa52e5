import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from '@client/lib/router';
import { activateBody, activateParams } from '@shared/api/account/auth';
import { accountRoutes } from '@shared/api/account/route-table';
import { LIMITS } from '@shared/limits';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { NewPasswordField } from './NewPasswordField';
import { call } from '@client/lib/call';
import { AuthCard } from './AuthCard';
import { UnusableLinkCard } from './UnusableLinkCard';
import { useNewPasswordForm } from './use-new-password-form';

/**
 * /activate/{userId}?email=&token=: a team member sets a password, then goes to /login after 2 s.
 * A link whose user id or token the server would refuse says so at once.
 */
export default function ActivatePage() {
  const { userId = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [visible, setVisible] = useState(false);
  const form = useNewPasswordForm({
    emptyMessage: 'Please enter a password',
    failureMessage: 'Failed to activate account. Please try again.',
    send: (password) => call(accountRoutes.activate, { params: { userId }, body: { password, token, email } }),
    redirectMs: LIMITS.activationRedirectMs,
  });

  if (!activateParams.safeParse({ userId }).success || !activateBody.shape.token.safeParse(token).success) {
    return <UnusableLinkCard title="Activate your account" message="Invalid activation link" />;
  }
  return (
    <AuthCard title="Activate your account" subtitle={email ? `Choose a password for ${email}.` : 'Choose a password to finish setting up.'}>
      {form.done ? (
        <Alert tone="success" title="Account Activated">
          {form.done.message}
        </Alert>
      ) : (
        <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
          <div className="relative">
            <NewPasswordField label="Password" value={form.password} onValue={form.setPassword} visible={visible} />
            <button
              type="button"
              onClick={() => setVisible(!visible)}
              aria-label={visible ? 'Hide password' : 'Show password'}
              className="absolute right-1.5 bottom-1.5 grid size-8 place-items-center rounded-[var(--radius-control)] text-muted hover:text-ink"
            >
              {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
            </button>
          </div>
          <NewPasswordField label="Confirm password" value={form.confirm} onValue={form.setConfirm} visible={visible} />
          {form.error && (
            <Alert tone="error" title={form.failed ? 'Activation Failed' : undefined}>
              {form.error}
            </Alert>
          )}
          <Button type="submit" size="lg" loading={form.pending}>
            Activate account
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-ink-soft">
        Already active?{' '}
        <Link to="/login" className="link-inline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
