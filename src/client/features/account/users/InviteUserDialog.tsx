import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountAdminRoutes } from '@shared/api/account/admin-route-table';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Input } from '@client/components/ui/Field';
import { Modal } from '@client/components/ui/Modal';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { serverFieldError } from '@client/components/forms/field-errors';
import { UserForm, type UserFormValues } from './UserForm';
import { USERS_LIST_KEY } from './use-user-actions';

/** The activation link to pass on by hand when no mail server is set up, with a copy button. */
function LinkToPassOn({ email, link, onDone }: { email: string; link: string; onDone: () => void }) {
  return (
    <div className="mt-5 space-y-4">
      <Alert tone="info" title="No mail server is set up">
        The invitation was kept here instead of emailed. Send this link to {email}; it works once, for seven days.
      </Alert>
      <Input readOnly aria-label="Activation link" value={link} onFocus={(e) => e.currentTarget.select()} />
      <div className="flex justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            navigator.clipboard.writeText(link).then(
              () => toast({ type: 'success', title: 'Link copied' }),
              () => toast({ type: 'error', title: 'Could not copy the link', message: 'Select it and copy it by hand.' }),
            )
          }
        >
          Copy link
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

/**
 * Invites an account: email, name, role (owner for owners only) and client; the server mails
 * the activation link (or, with no mail server, hands it back to pass on).
 */
export function InviteUserDialog({ open, canMakeOwner, onClose }: { open: boolean; canMakeOwner: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [handOver, setHandOver] = useState<{ email: string; link: string } | null>(null);
  const invite = useMutation({
    // an invitation's values always hold the email (UserForm sets it when there is no account yet)
    mutationFn: ({ email = '', ...values }: UserFormValues) => call(accountAdminRoutes.inviteUser, { body: { ...values, email } }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: USERS_LIST_KEY });
      if (answer.activationLink) return setHandOver({ email: answer.user.email, link: answer.activationLink });
      if (answer.emailSent) toast({ type: 'success', title: 'Invitation sent', message: `${answer.user.email} will get a link to set their password.` });
      else toast({ type: 'error', title: 'Invited, but the email could not be sent', message: 'Resend the invitation from the list once mail works.' });
      onClose();
    },
  });
  const close = () => {
    setHandOver(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Invite a user"
      description="They get an email with a link to set their password and sign in."
    >
      {handOver ? (
        <LinkToPassOn email={handOver.email} link={handOver.link} onDone={close} />
      ) : (
        <UserForm
          canMakeOwner={canMakeOwner}
          submitLabel="Send invitation"
          pending={invite.isPending}
          onCancel={close}
          onSubmit={(values) =>
            invite.mutateAsync(values).then(
              () => ({}),
              (error) => serverFieldError(error, 'Failed to invite the user'),
            )
          }
        />
      )}
    </Modal>
  );
}
