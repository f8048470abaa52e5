import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { Tooltip } from '../../components/ui/Tooltip';
import { NotificationPreferences } from '../notifications/NotificationPreferences';

/** The messages page's "Notification settings" button and dialog: how new messages reach the user. */
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
          {/* SLOT: <DigestSettings /> (features/messages/DigestSettings.tsx) goes here once its helper lands it. */}
          <div className="flex justify-end">
            <Button onClick={() => setOpen(false)}>Done</Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
