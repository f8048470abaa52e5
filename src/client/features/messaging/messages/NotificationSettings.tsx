import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/Button';
import { Modal } from '@client/components/ui/Modal';
import { Tooltip } from '@client/components/ui/Tooltip';
import { NotificationPreferences } from '../notifications/NotificationPreferences';
import { DigestSettings } from './DigestSettings';

/** The messages page's "Notification settings" button and dialog: how new messages reach the user (in the app, and by email digest). */
export function NotificationSettings() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip content="Notification settings">
        <Button variant="ghost" size="sm" aria-label="Notification settings" onClick={() => setOpen(true)}>
          <Settings className="size-4" aria-hidden="true" />
        </Button>
      </Tooltip>
      <Modal open={open} onOpenChange={setOpen} title="Notification settings" description="How you hear about new messages.">
        <div className="mt-5 flex flex-col gap-5">
          <NotificationPreferences />
          <DigestSettings />
          <div className="flex justify-end">
            <Button onClick={() => setOpen(false)}>Done</Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
