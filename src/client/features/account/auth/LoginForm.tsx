import { type FormEvent, useState } from 'react';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Checkbox } from '@client/components/ui/Checkbox';
import { Field } from '@client/components/ui/Field';
import { useLogin } from './use-login';

/** Email, password and Remember me; 'Signing in...' while pending; inline errors. */
export function LoginForm({ onForgot }: { onForgot?: () => void }) {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError('Please enter both email and password');
    setError(null);
    login.mutate({ email, password, rememberMe }, { onError: (e) => setError(e.message || 'Login failed') });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Field label="Password" type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <div className="flex items-center justify-between gap-4 text-sm">
        <Checkbox label="Remember me" name="rememberMe" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
        {onForgot && (
          <button type="button" onClick={onForgot} className="link-inline">
            Forgot your password?
          </button>
        )}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" size="lg" loading={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
