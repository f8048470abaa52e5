import { useMutation } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import type { BaseUser, SessionUser } from '@shared/api/session-user';
import { accountRoutes } from '@shared/api/account/route-table';
import { call } from '@client/lib/call';
import { Button } from '@client/components/ui/Button';
import { toast } from '@client/components/ui/toast-store';

/**
 * '{email} (client name)'; a user without a client (an admin) shows their own name in the
 * parentheses, and a client without a login (no email) is named once.
 */
function who(u: Pick<BaseUser, 'email' | 'clientName' | 'name'>): string {
  const id = u.email || u.name;
  const label = u.clientName ?? u.name;
  return label && label !== id ? `${id} (${label})` : id;
}

/** Ends the impersonation, then reloads on /admin/episodes with the success toast waiting. */
function useEndImpersonation() {
  return useMutation({
    mutationFn: () => call(accountRoutes.endViewAs),
    onSuccess: () => {
      sessionStorage.setItem('podium:toast', JSON.stringify({ type: 'success', title: 'Success', message: 'Returned to your original account' }));
      window.location.assign('/admin/episodes');
    },
    onError: (error) => toast({ type: 'error', title: 'Error', message: error.message }),
  });
}

/** The red banner shown while an admin views the product as a client, with the way back. */
export function ImpersonationBanner({ user }: { user: SessionUser }) {
  const end = useEndImpersonation();
  if (!user.isImpersonating || !user.originalUser) return null;
  return (
    <div role="status" className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-destructive px-4 py-2 text-sm text-white">
      <span>
        Viewing as {who(user)} originally logged in {who(user.originalUser)}
      </span>
      <Button
        size="sm"
        variant="secondary"
        loading={end.isPending}
        onClick={() => end.mutate()}
        className="h-7 border-white/40 bg-white/15 text-white hover:bg-white/25"
      >
        <Undo2 className="size-3.5" aria-hidden="true" />
        Return to my account
      </Button>
    </div>
  );
}
