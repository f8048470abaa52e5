import { useQuery } from '@tanstack/react-query';
import { CloudDownload } from 'lucide-react';
import { useState } from 'react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { Button } from '@client/components/ui/Button';
import { Modal } from '@client/components/ui/Modal';
import { Spinner } from '@client/components/ui/Spinner';
import { primaryPhoto } from '@shared/portrait';
import { call } from '@client/lib/call';
import { IMAGE_AUDIT_KEYS } from './image-audit-keys';
import { RetrievalButtons } from './RetrievalButtons';

/**
 * The profile's "Airtable" button (admin and owner): a dialog with the five retrievals
 * from the client's Airtable record, the same buttons as the image auditor's rows.
 */
export default function ProfileRetrieval({ client }: { client: ClientDetail }) {
  const [open, setOpen] = useState(false);
  const stats = useQuery({ queryKey: IMAGE_AUDIT_KEYS.stats, queryFn: () => call(directoryAdminRoutes.imageAuditStats), enabled: open });
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <CloudDownload className="size-4" aria-hidden="true" />
        Airtable
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Retrieve from Airtable"
        description={`Copy ${client.name}'s photo and details from their Airtable record into this profile.`}
      >
        <div className="mt-4">
          {stats.isError ? (
            <p className="text-sm text-destructive">Whether Airtable is configured could not be checked: {stats.error.message}</p>
          ) : !stats.data ? (
            <Spinner label="Checking Airtable…" />
          ) : (
            <RetrievalButtons
              airtableConfigured={stats.data.airtableConfigured}
              target={{ slug: client.slug, name: client.name, recordid: client.recordid, photo: primaryPhoto(client) }}
            />
          )}
        </div>
      </Modal>
    </>
  );
}
