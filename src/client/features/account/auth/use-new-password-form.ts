import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from '@client/lib/router';
import type { MessageResponse } from '@shared/api/account/auth';
import { useAfterDelay } from '@client/lib/use-after-delay';
import { passwordProblem } from './password-rules';

/** What differs between the reset and the activation form. */
interface NewPasswordFormOptions {
  /** The message when a field is empty. */
  emptyMessage: string;
  /** The message when the server fails without one. */
  failureMessage: string;
  /** Sends the new password. */
  send: (password: string) => Promise<MessageResponse>;
  /** How long the success message shows before going to /login. */
  redirectMs: number;
}

/**
 * A new password and its confirmation (reset and activation): the fields' state, their
 * validation on submit, the request, its error, and the timed redirect to /login on success.
 */
export function useNewPasswordForm({ emptyMessage, failureMessage, send, redirectMs }: NewPasswordFormOptions) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: () => send(password),
    onError: (e) => setError(e.message || failureMessage),
  });

  useAfterDelay(request.isSuccess, redirectMs, () => navigate('/login'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password, confirm, emptyMessage);
    setError(problem);
    if (!problem) request.mutate();
  };

  return {
    password,
    setPassword,
    confirm,
    setConfirm,
    error,
    /** Whether the error came from the server (not from validation). */
    failed: request.isError,
    pending: request.isPending,
    /** The server's answer once the password is set, else undefined. */
    done: request.data,
    submit,
  };
}
