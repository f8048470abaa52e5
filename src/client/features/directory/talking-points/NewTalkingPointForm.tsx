import { useState } from 'react';
import type { TalkingPointBody } from '@shared/api/directory/talking-points/talking-points';
import { TalkingPointForm } from './TalkingPointForm';
import { ClientPicker } from '@client/features/directory/clients/ClientPicker';

/**
 * Adds a talking point from /admin/talking-points: pick its client, then its title and full text.
 * `onSubmit` saves it for that client and resolves true once saved; `error` is the server's refusal.
 */
export function NewTalkingPointForm({
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  error?: string | null;
  onSubmit: (clientId: number, body: TalkingPointBody) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [clientId, setClientId] = useState('');
  const [missingClient, setMissingClient] = useState(false);
  return (
    <div className="mt-5 flex flex-col gap-4">
      <ClientPicker
        label="Client"
        value={clientId}
        onChange={(id) => {
          setClientId(id);
          if (id) setMissingClient(false);
        }}
        placeholder="Type a client’s name"
        clearLabel="Choose another client"
        error={missingClient ? 'Choose a client' : undefined}
      />
      <TalkingPointForm
        submitLabel="Add talking point"
        pending={pending}
        error={error}
        onCancel={onCancel}
        onSubmit={async (body) => {
          if (!clientId) {
            setMissingClient(true);
            return false;
          }
          return onSubmit(Number(clientId), body);
        }}
      />
    </div>
  );
}
