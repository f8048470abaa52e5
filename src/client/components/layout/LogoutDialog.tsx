import { logout } from '@client/lib/logout';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/** The logout confirmation: 'Are you sure you want to logout?', with Cancel and Logout. */
export function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Are you sure you want to logout?"
      description="You will be logged out of your current session and redirected to the homepage."
      confirmLabel="Logout"
      onConfirm={logout}
    />
  );
}
