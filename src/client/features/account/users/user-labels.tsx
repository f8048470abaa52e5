import type { AdminUser, UserStatus } from '@shared/api/account/users';
import type { AccountRole } from '@shared/roles';
import { StatusPill } from '@client/components/ui/StatusPill';
import { momentLabel } from '@shared/dates';

/** How each account role reads in the console. */
export const ROLE_LABELS: Record<AccountRole, string> = { owner: 'Owner', admin: 'Admin', team: 'Team member', guest: 'Guest' };

/** How each account status reads. */
export const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' };

const STATUS_DOTS: Record<UserStatus, string> = { active: 'bg-success', invited: 'bg-warning', deactivated: 'bg-muted' };

/** A date and time in the reader's time zone. */
export const when = (iso: string) => momentLabel(iso);

/** A date in the reader's time zone (the list's columns; the dialog gives the time too). */
export const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** An account's status as a pill; an invitation whose link has run out says so. */
export function UserStatusPill({ user }: { user: AdminUser }) {
  if (user.status === 'invited' && !user.invitationExpiresAt)
    return <StatusPill label="Invitation expired" dot="bg-destructive" title="Resend the invitation to send a new link" />;
  const title = user.status === 'invited' && user.invitationExpiresAt ? `The link works until ${when(user.invitationExpiresAt)}` : undefined;
  return <StatusPill label={STATUS_LABELS[user.status]} dot={STATUS_DOTS[user.status]} title={title} />;
}
