import { LIMITS } from '@shared/limits';

/** The message for a new password and its confirmation, or null when they are fine. */
export function passwordProblem(password: string, confirm: string, emptyMessage: string): string | null {
  if (!password || !confirm) return emptyMessage;
  if (password.length < LIMITS.passwordMinLength) return `Password must be at least ${LIMITS.passwordMinLength} characters long`;
  if (password !== confirm) return 'Passwords do not match';
  return null;
}
