import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountAdminRoutes } from '@shared/api/account/admin-route-table';
import type { UserActionResponse } from '@shared/api/account/users';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';

/** The list every account write refreshes. */
export const USERS_LIST_KEY = queryKeys.adminList('users');

/** An account action of /admin/users: its route and what its toasts say. */
export type UserAction = 'resend-invitation' | 'send-reset' | 'deactivate' | 'reactivate';

const ROUTES = {
  'resend-invitation': accountAdminRoutes.resendInvitation,
  'send-reset': accountAdminRoutes.sendReset,
  deactivate: accountAdminRoutes.deactivate,
  reactivate: accountAdminRoutes.reactivate,
} satisfies Record<UserAction, unknown>;

const DONE: Record<UserAction, [title: string, message: (email: string) => string]> = {
  'resend-invitation': ['Invitation sent', (email) => `A new activation link was sent to ${email}; the old one no longer works.`],
  'send-reset': ['Reset link sent', (email) => `A password reset link was sent to ${email}. It works once, for one hour.`],
  deactivate: ['User deactivated', (email) => `${email} was signed out everywhere and can't sign in until reactivated.`],
  reactivate: ['User reactivated', (email) => `${email} can sign in again.`],
};

/**
 * Runs an account action (resend the invitation, send a reset link, deactivate, reactivate),
 * toasts its outcome (an email that could not go out says so) and refreshes the list.
 */
export function useUserAction(onDone?: (answer: UserActionResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: UserAction; email: string }) => call(ROUTES[action], { params: { id } }),
    onSuccess: async (answer, { action, email }) => {
      if (answer.emailSent === false)
        toast({ type: 'error', title: 'The email could not be sent', message: 'Check the mail server settings, then try again.' });
      else toast({ type: 'success', title: DONE[action][0], message: DONE[action][1](email) });
      onDone?.(answer);
      await queryClient.invalidateQueries({ queryKey: USERS_LIST_KEY });
    },
    onError: (error) => toast({ type: 'error', title: 'Failed to update the user', message: error.message }),
  });
}
