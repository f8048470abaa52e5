import { useSearchParams } from '@client/lib/router';
import { resetPasswordBody } from '@shared/api/account/auth';
import { accountRoutes } from '@shared/api/account/route-table';
import { LIMITS } from '@shared/limits';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { NewPasswordField } from './NewPasswordField';
import { call } from '@client/lib/call';
import { AuthCard } from './AuthCard';
import { UnusableLinkCard } from './UnusableLinkCard';
import { useNewPasswordForm } from './use-new-password-form';

/** /reset-password?token=…: choose a new password, then back to /login after 3 s. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useNewPasswordForm({
    emptyMessage: 'Please enter both password fields',
    failureMessage: 'Failed to reset password',
    send: (password) => call(accountRoutes.resetPassword, { body: { token, password } }),
    redirectMs: LIMITS.resetRedirectMs,
  });

  if (!resetPasswordBody.shape.token.safeParse(token).success) {
    return <UnusableLinkCard title="Reset your password" message="Invalid or missing reset token. Please request a new password reset." />;
  }
  return (
    <AuthCard title="Choose a new password" subtitle={`At least ${LIMITS.passwordMinLength} characters.`}>
      {form.done ? (
        <Alert tone="success" title="Password reset">
          {form.done.message} Taking you to the sign-in page…
        </Alert>
      ) : (
        <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
          <NewPasswordField label="New password" value={form.password} onValue={form.setPassword} />
          <NewPasswordField label="Confirm password" value={form.confirm} onValue={form.setConfirm} />
          {form.error && <Alert tone="error">{form.error}</Alert>}
          <Button type="submit" size="lg" loading={form.pending}>
            Reset password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
