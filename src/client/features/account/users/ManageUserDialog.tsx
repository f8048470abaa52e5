import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountAdminRoutes } from '@shared/api/account/admin-route-table';
import type { AdminUser } from '@shared/api/account/users';
import { Button } from '@client/components/ui/Button';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { Modal } from '@client/components/ui/Modal';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { serverFieldError } from '@client/components/forms/field-errors';
import { UserForm, type UserFormValues } from './UserForm';
import { type UserAction, USERS_LIST_KEY, useUserAction } from './use-user-actions';
import { UserStatusPill, when } from './user-labels';

/** Props of ManageUserDialog. */
interface ManageUserDialogProps {
  user: AdminUser | null;
  /** The signed-in account: whose role can't change, and whether owners may be managed. */
  me: { id: number; isOwner: boolean };
  onClose: () => void;
}

/** Why the role select is locked for this account, if it is. */
function roleLock(user: AdminUser, me: ManageUserDialogProps['me']): string | undefined {
  if (user.id === me.id) return "You can't change your own role; ask another owner.";
  if (user.role === 'owner' && !me.isOwner) return "Only an owner can change an owner's account.";
  return undefined;
}

/**
 * One account: change its name, role and client (a role change signs it out everywhere), and its
 * account actions: resend the invitation or send a reset link, deactivate (after a confirmation) or reactivate.
 */
export function ManageUserDialog({ user, me, onClose }: ManageUserDialogProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const action = useUserAction();
  const save = useMutation({
    // the form is shown, and so saved, only with a user
    mutationFn: (values: UserFormValues) => call(accountAdminRoutes.updateUser, { params: { id: user!.id }, body: values }),
    onSuccess: async (answer, values) => {
      const signedOut = user && values.role !== user.role;
      toast({
        type: 'success',
        title: 'User updated',
        message: signedOut ? `${answer.user.email} was signed out and will sign in with the new role.` : undefined,
      });
      onClose();
      await queryClient.invalidateQueries({ queryKey: USERS_LIST_KEY });
    },
  });
  const run = (what: UserAction) => user && action.mutate({ id: user.id, action: what, email: user.email }, { onSuccess: onClose });
  const ownerLocked = user?.role === 'owner' && !me.isOwner;
  const self = user?.id === me.id;

  return (
    <Modal open={user !== null} onOpenChange={(open) => !open && onClose()} title={user?.name || user?.email || ''} description={user?.email ?? ''}>
      {user && (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-soft">
            <UserStatusPill user={user} />
            {user.status === 'invited' && user.invitationExpiresAt && <span>Invitation link works until {when(user.invitationExpiresAt)}</span>}
            {user.lastSeenAt && <span>Last seen {when(user.lastSeenAt)}</span>}
          </div>
          <UserForm
            key={user.id}
            initial={{ name: user.name, role: user.role, clientId: user.client?.id ?? null }}
            canMakeOwner={me.isOwner}
            roleLockedBecause={roleLock(user, me)}
            submitLabel="Save changes"
            pending={save.isPending}
            onCancel={onClose}
            onSubmit={(values) =>
              save.mutateAsync(values).then(
                () => ({}),
                (error) => serverFieldError(error, 'Failed to update the user'),
              )
            }
          />
          <section aria-labelledby="account-actions" className="mt-6 border-t border-line pt-4">
            <h3 id="account-actions" className="text-sm font-semibold text-ink">
              Account
            </h3>
            <div className="mt-3 flex flex-wrap gap-2">
              {user.status === 'invited' && (
                <Button variant="secondary" disabled={ownerLocked} loading={action.isPending} onClick={() => run('resend-invitation')}>
                  Resend invitation
                </Button>
              )}
              {user.status === 'active' && (
                <Button variant="secondary" disabled={ownerLocked} loading={action.isPending} onClick={() => run('send-reset')}>
                  Send reset link
                </Button>
              )}
              {user.status === 'deactivated' ? (
                <Button variant="secondary" disabled={ownerLocked} loading={action.isPending} onClick={() => run('reactivate')}>
                  Reactivate
                </Button>
              ) : (
                <Button variant="destructive" disabled={ownerLocked || self} onClick={() => setConfirming(true)}>
                  Deactivate
                </Button>
              )}
            </div>
          </section>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Deactivate this user?"
            description={`${user.email} will be signed out everywhere at once, and won't be able to sign in until reactivated. Nothing they made is deleted.`}
            confirmLabel="Deactivate"
            destructive
            onConfirm={() => {
              setConfirming(false);
              run('deactivate');
            }}
          />
        </>
      )}
    </Modal>
  );
}
