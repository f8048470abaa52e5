import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';

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
          {/* SLOT: <NotificationPreferences /> and <DigestSettings /> go here once their helpers land them. */}
        </div>
      </Modal>
    </>
  );
}
