import { useState } from 'react';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { ResetRequestForm } from './ResetRequestForm';

/** /login: the sign-in form, switching to the reset request and back. */
export default function LoginPage() {
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  return mode === 'login' ? (
    <AuthCard title="Welcome back" subtitle="Sign in to manage your profile or curate the directory.">
      <LoginForm onForgot={() => setMode('reset')} />
    </AuthCard>
  ) : (
    <AuthCard title="Reset your password">
      <ResetRequestForm onBack={() => setMode('login')} />
    </AuthCard>
  );
}
