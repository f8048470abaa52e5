import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { MESSAGE_LIMITS } from '@shared/api/messaging/messages';
import type { TeamMember } from '@shared/api/account/team';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Modal, ModalCancel } from '@client/components/ui/Modal';
import { TextAreaField } from '@client/components/ui/TextArea';
import { toast } from '@client/components/ui/toast-store';
import { sendMessage } from '@client/features/messaging/messages/message-queries';
import { queryKeys } from '@client/lib/query-keys';
import { serverMessageOr } from '@client/components/forms/list-edits';

/** Props of MessageDialog. */
interface MessageDialogProps {
  clientId: number;
  clientName: string;
  /** The member written to; the dialog is closed when null. */
  member: TeamMember | null;
  onClose: () => void;
}

/**
 * Writes a message to a team member from the Team page: it goes into the client's conversation
 * with the agency team (POST /api/messages with the clientId, which starts or reuses that thread),
 * where the member reads and answers it in Team Messages.
 */
export function MessageDialog({ clientId, clientName, member, onClose }: MessageDialogProps) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (member) {
      setBody('');
      setProblem(null);
    }
  }, [member]);

  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (text: string) => sendMessage(text, { clientId }),
    onSuccess: () => {
      toast({ type: 'success', title: 'Message sent', message: `${member?.name ?? 'The team'} will see it in Team Messages.` });
      // the Team page's link to the conversation appears or updates
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages });
      onClose();
    },
    onError: (error) => setProblem(serverMessageOr(error, 'Failed to send the message')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setProblem('Write a message first');
      return;
    }
    setProblem(null);
    send.mutate(text);
  };

  return (
    <Modal
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Message ${member?.name ?? ''}`}
      description={`It goes to ${clientName}’s conversation with the agency team.`}
    >
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <TextAreaField
          label="Message"
          rows={5}
          value={body}
          maxLength={MESSAGE_LIMITS.bodyMax}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="flex justify-end gap-3">
          <ModalCancel />
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </div>
      </form>
    </Modal>
  );
}
