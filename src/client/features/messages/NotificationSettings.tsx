import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { NotificationPreferences } from '../notifications/NotificationPreferences';

/** The messages page's "Notification settings" button and dialog: how new messages reach the user. */
export function NotificationSettings() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Settings className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">Notification settings</span>
      </Button>
      <Modal open={open} onOpenChange={setOpen} title="Notification settings" description="How you hear about new messages.">
        <div className="mt-4 flex flex-col gap-6">
          <NotificationPreferences />
          {/* SLOT: <DigestSettings /> (features/messages/DigestSettings.tsx) goes here once its helper lands it. */}
        </div>
      </Modal>
    </>
  );
}
